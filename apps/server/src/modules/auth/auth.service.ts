import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Kysely } from '@muse/db';
import {
  BANNED_SIGN_IN_MESSAGE,
  GUEST_WINDOW_SECONDS,
  GUESTS_PER_ADDRESS,
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_TTL_SECONDS,
  LOGIN_CODE_WINDOW_SECONDS,
  LOGIN_CODES_PER_ADDRESS,
  LOGIN_CODES_PER_EMAIL_ALL_ADDRESSES,
  LOGIN_CODES_PER_EMAIL_AND_ADDRESS,
  SESSION_TTL_DAYS,
  SIGN_IN_FAILURE_WINDOW_SECONDS,
  WRONG_CODE_MESSAGE,
  signInBackoffMessage,
  signInBackoffSeconds,
} from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, tooManyRequests } from '../../platform/http/errors';
import type { MailMessage } from '../../platform/mail';
import { AddressQuota, type QuotaRule } from '../../shared/address-quota';
import { addressKey } from '../../shared/client-address';
import { GUEST_ORIGIN_KEEP_SECONDS } from '../../shared/guest-quotas';
import { newId, nowIso } from '../../shared/ids';
import type { UserRow, UsersService } from '../users';
import { AuthRepository, type CodeRequester } from './auth.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/**
 * Guest accounts per client address, so one address cannot make throwaway accounts in bulk; the event's
 * subject is the guest's id.
 */
export const GUEST_QUOTA: QuotaRule = {
  kind: 'guest',
  max: GUESTS_PER_ADDRESS,
  windowSeconds: GUEST_WINDOW_SECONDS,
  // The event names the guest: its reactions count against this address as long as it is kept.
  keepSeconds: GUEST_ORIGIN_KEEP_SECONDS,
  message: (minutes) =>
    `Too many guest accounts from this address (${GUESTS_PER_ADDRESS} an hour). Try again in ${minutes} minutes, or sign in with your email.`,
};

/** A banned account's sign-in: refused with a plain message (after the code proved the mailbox). */
export const accountBanned = () => new HttpError(403, 'account_banned', BANNED_SIGN_IN_MESSAGE);

export const wrongCode = () =>
  new HttpError(400, 'wrong_code', WRONG_CODE_MESSAGE, [{ field: 'code', message: WRONG_CODE_MESSAGE }]);

/** A signed-in caller and the user's row as it was when the request started. */
export type ResolvedSession = Omit<Caller, 'isAdmin'> & { user: UserRow };

export interface AuthDeps {
  db: Kysely<Database>;
  users: UsersService;
  secret: string;
  /** queues an email (through the job queue) */
  sendMail(message: MailMessage): Promise<void>;
}

/**
 * Passwordless sign-in by emailed 6-digit codes, guest accounts, and cookie sessions. Codes and session
 * tokens are stored only as hashes. Every limit on codes is keyed by the client address as well as the email
 * (see the sign-in guard in @muse/domain), so a stranger can neither guess much nor lock the owner out.
 */
export class AuthService {
  private readonly repo: AuthRepository;
  private readonly quota: AddressQuota;

  constructor(private readonly deps: AuthDeps) {
    this.repo = new AuthRepository(deps.db);
    this.quota = new AddressQuota(deps.db);
    // A ban ends every session of the account, in the ban's transaction.
    deps.users.onBan(async (trx, userId, banned) => {
      if (banned) await this.repo.deleteSessionsOf(userId, trx);
    });
  }

  async startEmailLogin(email: string, ip: string): Promise<{ expiresInSeconds: number }> {
    const address = addressKey(ip);
    const since = new Date(Date.now() - LOGIN_CODE_WINDOW_SECONDS * 1000).toISOString();
    await this.enforceLimit(
      { email, requestedIp: address },
      LOGIN_CODES_PER_EMAIL_AND_ADDRESS,
      since,
      'this email',
    );
    await this.enforceLimit({ requestedIp: address }, LOGIN_CODES_PER_ADDRESS, since, 'this address');
    // A safety net only (six addresses' worth): one stranger can't use up the owner's codes.
    await this.enforceLimit({ email }, LOGIN_CODES_PER_EMAIL_ALL_ADDRESSES, since, 'this email');
    const code = String(randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');
    await this.repo.insertCode({
      id: newId(),
      email,
      codeHash: this.hashCode(email, code),
      requestedIp: address,
      expiresAt: new Date(Date.now() + LOGIN_CODE_TTL_SECONDS * 1000).toISOString(),
    });
    await this.deps.sendMail({
      to: email,
      subject: `${code} is your Muse sign-in code`,
      text: [
        `Your Muse sign-in code is ${code}.`,
        '',
        `It works for ${LOGIN_CODE_TTL_SECONDS / 60} minutes. If you did not ask for it, you can ignore this email.`,
      ].join('\n'),
    });
    return { expiresInSeconds: LOGIN_CODE_TTL_SECONDS };
  }

  /**
   * Checks the code and signs in, creating the account on first login. A guest signing in keeps what it
   * made: its belongings move to the account. Any live code of the email works (a stranger asking for codes
   * doesn't void the owner's). Each try is first recorded as a wrong code for (email, address) and takes a
   * try on the codes — both atomically, before the comparison — so concurrent guesses can't slip past the
   * limits; a right code then clears the address's record.
   */
  async verifyEmailLogin(
    email: string,
    code: string,
    current: Caller | null,
    ip: string,
  ): Promise<{ token: string; user: UserRow }> {
    const address = addressKey(ip);
    await this.takeTry(email, address);
    const codes = await this.repo.claimCodes(email, address, LOGIN_CODE_MAX_ATTEMPTS);
    if (codes.length === 0) {
      if (await this.repo.latestLiveCode(email)) throw this.tooManyTries();
      throw wrongCode();
    }
    const given = Buffer.from(this.hashCode(email, code), 'hex');
    const match = codes.find((c) => timingSafeEqual(Buffer.from(c.codeHash, 'hex'), given));
    if (!match || !(await this.repo.consumeCode(match.id))) throw wrongCode();
    await this.repo.clearFailures(email, address);
    const user = await this.deps.users.findOrCreateByEmail(email);
    if (user.bannedAt) throw accountBanned();
    if (current?.isGuest && current.userId !== user.id) {
      await this.deps.users.mergeGuest(current.userId, user.id);
      await this.repo.deleteSessionsOf(current.userId);
    } else if (current) {
      await this.repo.deleteSession(current.sessionId);
    }
    return { token: await this.createSession(user.id), user: await this.deps.users.require(user.id) };
  }

  /** A new guest account: GUESTS_PER_ADDRESS an hour per client address (429 with Retry-After beyond). */
  async signInAsGuest(current: Caller | null, ip: string): Promise<{ token: string; user: UserRow }> {
    const event = await this.quota.take(GUEST_QUOTA, addressKey(ip));
    if (current) await this.repo.deleteSession(current.sessionId);
    const user = await this.deps.users.createGuest();
    // Remembered so the guest's reactions count against the address that made it (guest-quotas.ts).
    await this.quota.label(event, user.id);
    return { token: await this.createSession(user.id), user };
  }

  /** Signs in a user found by an external identity provider (OpenID Connect). */
  async signInUser(userId: string, current: Caller | null): Promise<string> {
    if ((await this.deps.users.require(userId)).bannedAt) throw accountBanned();
    if (current?.isGuest && current.userId !== userId) {
      await this.deps.users.mergeGuest(current.userId, userId);
      await this.repo.deleteSessionsOf(current.userId);
    } else if (current) {
      await this.repo.deleteSession(current.sessionId);
    }
    return this.createSession(userId);
  }

  async createSession(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await this.repo.insertSession({
      id: hashToken(token),
      userId,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_TTL_DAYS * DAY_MS).toISOString(),
    });
    return token;
  }

  /** The caller behind a session cookie, or null. Sessions slide: use within 30 days keeps one alive. */
  async resolve(token: string | undefined): Promise<ResolvedSession | null> {
    if (!token || token.length > 100) return null;
    const row = await this.repo.findSession(hashToken(token));
    // A banned account has no sessions (the ban deleted them); this also covers one made in a race.
    if (!row || row.mergedInto || row.bannedAt) return null;
    const now = Date.now();
    if (Date.parse(row.expiresAt) <= now) {
      await this.repo.deleteSession(row.sessionId);
      return null;
    }
    if (now - Date.parse(row.lastSeenAt) > TOUCH_EVERY_MS) {
      await this.repo.touchSession(
        row.sessionId,
        new Date(now).toISOString(),
        new Date(now + SESSION_TTL_DAYS * DAY_MS).toISOString(),
      );
    }
    const { sessionId, expiresAt: _e, lastSeenAt: _l, ...user } = row;
    return { userId: user.id, sessionId, email: user.email, isGuest: Boolean(user.isGuest), user };
  }

  async logout(caller: Caller | null): Promise<void> {
    if (caller) await this.repo.deleteSession(caller.sessionId);
  }

  /** Ends every session of the caller's account, on every device, this one included. */
  async logoutEverywhere(caller: Caller): Promise<void> {
    await this.repo.deleteSessionsOf(caller.userId);
  }

  async purgeExpired(): Promise<void> {
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
    await this.repo.deleteExpired(
      nowIso(),
      ago(LOGIN_CODE_WINDOW_SECONDS),
      ago(SIGN_IN_FAILURE_WINDOW_SECONDS),
    );
  }

  private hashCode(email: string, code: string): string {
    return createHmac('sha256', this.deps.secret).update(`${email}\n${code}`).digest('hex');
  }

  private tooManyTries() {
    return tooManyRequests('Too many tries for this code. Ask for a new code, please.');
  }

  /**
   * Waits out the backoff of this (email, address), then records this try as a wrong code. Wrong codes are
   * forgotten SIGN_IN_FAILURE_WINDOW_SECONDS after the last one.
   */
  private async takeTry(email: string, address: string): Promise<void> {
    const now = Date.now();
    const seen = await this.repo.failuresOf(email, address);
    const recent = seen && Date.parse(seen.lastFailureAt) > now - SIGN_IN_FAILURE_WINDOW_SECONDS * 1000;
    if (recent) {
      const wait = Math.ceil((Date.parse(seen.nextTryAt) - now) / 1000);
      if (wait > 0) throw tooManyRequests(signInBackoffMessage(wait), wait);
    }
    const failures = (recent ? seen.failures : 0) + 1;
    const taken = await this.repo.recordFailure(email, address, seen, {
      failures,
      lastFailureAt: new Date(now).toISOString(),
      nextTryAt: new Date(now + signInBackoffSeconds(failures) * 1000).toISOString(),
    });
    if (!taken) throw tooManyRequests(signInBackoffMessage(1), 1);
  }

  private async enforceLimit(by: CodeRequester, max: number, since: string, what: string): Promise<void> {
    if ((await this.repo.countCodesSince(by, since)) < max) return;
    // The place frees when the max-th newest code leaves the window.
    const freeing = await this.repo.nthNewestCodeSince(by, since, max - 1);
    const retryAt = freeing
      ? Date.parse(freeing.createdAt) + LOGIN_CODE_WINDOW_SECONDS * 1000
      : Date.now() + 60_000;
    const seconds = Math.max(1, Math.ceil((retryAt - Date.now()) / 1000));
    throw tooManyRequests(
      `Too many sign-in codes for ${what}. Try again in ${Math.ceil(seconds / 60)} minutes.`,
      seconds,
    );
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
