import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ClaimReply, ReferralsReply } from '@muse/contracts';
import { REFERRAL_CREDITS, normaliseEmail } from '@muse/domain';
import { notFound } from '../../platform/http/errors';
import { isUniqueViolation } from '../../shared/db-errors';
import { newId, nowIso } from '../../shared/ids';
import type { UsersService } from '../users';
import { alreadyClaimed, type Claims } from './earning.claims';
import type { EarningRepository } from './earning.repository';

/** The cookie that remembers, in the friend's browser, whose share link it arrived by. */
export const REFERRAL_COOKIE = 'muse_ref';
/** How long a landing can turn into a referral. */
export const REFERRAL_COOKIE_DAYS = 30;

interface Landing {
  ref: string;
  imageRef: string | null;
  /** ms since the epoch, set by the server */
  at: number;
}

/**
 * Referrals: a friend who creates an account earns the sharer 50 credits. Share links carry
 * `?ref=<sharer's userId>`; the web reports the landing (POST /user/referral/landed) and the server answers
 * with a signed, http-only cookie holding the sharer and the time. The first request of an account that was
 * created after that time turns the landing into a referral — whether the friend signed in straight away or
 * played as a guest first. One referral per friend ever (a unique index), none for a sharer's own account,
 * none by or for guests (a guest has no link to share and is no account yet). One per person too: the
 * friend's normalised email (plus-tags and dots removed where the provider ignores them) is unique among
 * referrals, so aliases of one mailbox — or of the sharer's own — earn nothing.
 */
export class Referrals {
  constructor(
    private readonly repo: EarningRepository,
    private readonly claims: Claims,
    private readonly users: UsersService,
    private readonly secret: string,
  ) {}

  /** The cookie value to set for a landing, or null when this visit cannot become a referral. */
  async landed(
    caller: { userId: string; isGuest: boolean } | null,
    ref: string,
    imageRef: string | undefined,
    now = new Date(),
  ): Promise<string | null> {
    // Someone who already has an account is nobody's new friend.
    if (caller && !caller.isGuest) return null;
    if (!(await this.isSharer(ref))) return null;
    return this.sign({ ref, imageRef: imageRef || null, at: now.getTime() });
  }

  /**
   * Turns a landing cookie into a referral when the caller is an account created after the landing. Returns
   * whether the cookie is spent (to be cleared): it is once it was read by an account, referral or not.
   */
  async convert(
    friend: { id: string; isGuest: number; createdAt: string; email: string | null },
    cookie: string,
  ): Promise<boolean> {
    if (friend.isGuest) return false; // a guest may still create its account
    const landing = this.verify(cookie);
    if (!landing) return true;
    if (Date.parse(friend.createdAt) < landing.at) return true;
    if (landing.ref === friend.id) return true;
    const sharer = await this.sharer(landing.ref);
    if (!sharer) return true;
    const emailKey = friend.email ? normaliseEmail(friend.email) : null;
    if (emailKey && sharer.email && normaliseEmail(sharer.email) === emailKey) return true;
    if (await this.repo.referralOf(friend.id)) return true;
    const id = newId();
    const createdOn = nowIso();
    try {
      await this.insert(id, createdOn, landing, friend.id, emailKey);
    } catch (err) {
      // Another account of the same mailbox was referred already: this one earns nobody anything.
      if (!isUniqueViolation(err)) throw err;
    }
    return true;
  }

  private async insert(
    id: string,
    createdOn: string,
    landing: Landing,
    friendId: string,
    friendEmailKey: string | null,
  ): Promise<void> {
    await this.repo.insertReferral(
      {
        id,
        sharerId: landing.ref,
        friendId,
        imageRef: landing.imageRef,
        createdOn,
        claimedOn: null,
        friendEmailKey,
      },
      {
        id: newId(),
        userId: landing.ref,
        source: 'referral',
        item: id,
        credits: REFERRAL_CREDITS,
        createdOn,
        claimedOn: null,
      },
    );
  }

  async list(sharerId: string): Promise<ReferralsReply> {
    const rows = await this.repo.unclaimedReferrals(sharerId);
    return { data: rows.map((r) => ({ _id: r.id, imageRef: r.imageRef, credits: REFERRAL_CREDITS })) };
  }

  /** The sharer claims a referral by its `_id`: 50 credits, once. */
  async claim(sharerId: string, referralId: string): Promise<ClaimReply> {
    const referral = await this.repo.referralById(sharerId, referralId);
    if (!referral) throw notFound('No such referral.');
    const row = await this.claims.find(sharerId, 'referral', referral.id);
    if (!row) throw notFound('No such referral.');
    if (row.claimedOn) throw alreadyClaimed();
    const paid = await this.claims.pay(row);
    await this.repo.markReferralClaimed(referral.id, nowIso());
    if (!paid.applied) throw alreadyClaimed();
    return { claimed: paid.claimed, credits: paid.credits, subscriptionCredits: paid.subscriptionCredits };
  }

  private async isSharer(userId: string): Promise<boolean> {
    return Boolean(await this.sharer(userId));
  }

  /** The account behind a share link, when it can be a sharer. */
  private async sharer(userId: string) {
    const user = await this.users.get(userId);
    return user && !user.isGuest && !user.mergedInto ? user : undefined;
  }

  private sign(landing: Landing): string {
    const body = Buffer.from(JSON.stringify([landing.ref, landing.imageRef, landing.at])).toString(
      'base64url',
    );
    return `${body}.${this.mac(body)}`;
  }

  private verify(cookie: string): Landing | null {
    const [body, mac] = cookie.split('.');
    if (!body || !mac || cookie.length > 1000) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const [ref, imageRef, at] = JSON.parse(Buffer.from(body, 'base64url').toString()) as unknown[];
      if (typeof ref !== 'string' || typeof at !== 'number') return null;
      if (Date.now() - at > REFERRAL_COOKIE_DAYS * 24 * 60 * 60 * 1000) return null;
      return { ref, imageRef: typeof imageRef === 'string' ? imageRef : null, at };
    } catch {
      return null;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(`referral\n${body}`).digest('base64url');
  }
}
