import type { SignedInSession, UpdateProfileBody } from '@muse/contracts';
import type { Database, Kysely, Transaction } from '@muse/db';
import {
  canonicalLocale,
  canonicalTimeZone,
  effectiveMusicPro,
  guestPlaceholderEmail,
  isAdminEmail,
  needsProfile,
  needsStoreInfo,
  tierToWire,
  toTier,
} from '@muse/domain';
import { fieldError, notFound } from '../../platform/http/errors';
import { isUniqueViolation } from '../../shared/db-errors';
import { newGuestId, newId } from '../../shared/ids';
import { AccountEraser, type ErasureStep } from './users.erasure';
import { UsersRepository, type UserRow } from './users.repository';

/**
 * A guest that signs in by email keeps what it made: every module that owns per-user rows registers a
 * handler that moves them from the guest to the account, inside one transaction.
 */
export type MergeHandler = (
  trx: Transaction<Database>,
  fromUserId: string,
  toUserId: string,
) => Promise<void>;

/**
 * A module's part of a ban (`banned`) or its lifting, run inside the transaction that marks the account:
 * auth ends its sessions, images hides or shows its items.
 */
export type BanHandler = (trx: Transaction<Database>, userId: string, banned: boolean) => Promise<void>;

export class UsersService {
  private readonly repo: UsersRepository;
  private readonly mergeHandlers: { name: string; handler: MergeHandler }[] = [];
  private readonly banHandlers: BanHandler[] = [];
  private readonly eraser: AccountEraser;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly adminEmails: readonly string[],
  ) {
    this.repo = new UsersRepository(db);
    this.eraser = new AccountEraser(db);
  }

  onMerge(name: string, handler: MergeHandler): void {
    this.mergeHandlers.push({ name, handler });
  }

  /** A module's part of banning an account and of lifting the ban (see BanHandler). */
  onBan(handler: BanHandler): void {
    this.banHandlers.push(handler);
  }

  /**
   * Bans an account (or lifts its ban) in one transaction with every module's part, so a banned account
   * never keeps a session or a public item. Idempotent. Who may is the admin module's policy.
   */
  async setBanned(userId: string, banned: boolean): Promise<UserRow> {
    await this.db.transaction().execute(async (trx) => {
      await this.repo.setBanned(userId, banned, trx);
      for (const handler of this.banHandlers) await handler(trx, userId, banned);
    });
    return this.require(userId);
  }

  /** A module's part of erasing an account (see ErasureStep); registered once, when the module is built. */
  onErase(step: ErasureStep): void {
    this.eraser.register(step);
  }

  /**
   * Erases an account and the guests merged into it: every module deletes or anonymises its rows in one
   * transaction, then files are deleted. Throws (changing nothing) when a module refuses for now.
   */
  erase(user: Pick<UserRow, 'id' | 'email'>): Promise<void> {
    return this.eraser.erase(user);
  }

  get(userId: string): Promise<UserRow | undefined> {
    return this.repo.findById(userId);
  }

  /** How many people have an account here (the statistics banner). */
  countAccounts(): Promise<number> {
    return this.repo.countAccounts();
  }

  async require(userId: string): Promise<UserRow> {
    const user = await this.repo.findById(userId);
    if (!user) throw notFound('No such user.');
    return user;
  }

  isAdmin(user: Pick<UserRow, 'email' | 'isGuest'>): boolean {
    return !user.isGuest && isAdminEmail(user.email, this.adminEmails);
  }

  async createGuest(): Promise<UserRow> {
    const id = newGuestId();
    await this.repo.insert({ id, email: null, isGuest: true, verified: false });
    return this.require(id);
  }

  /** The account for a verified email, created on first login (a concurrent first login finds the winner's). */
  async findOrCreateByEmail(email: string): Promise<UserRow> {
    const existing = await this.repo.findByEmail(email);
    if (existing) {
      await this.repo.markVerified(existing.id);
      return existing;
    }
    try {
      await this.repo.insert({ id: newId(), email, isGuest: false, verified: true });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    const user = await this.repo.findByEmail(email);
    if (!user) throw new Error('user vanished after insert');
    return user;
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.repo.findByEmail(email);
  }

  /**
   * Makes `email` the account's verified address (a confirmed code, POST /user/verifyEmailWithCode).
   * Returns false when another account holds it (the unique index decides a race).
   */
  async setVerifiedEmail(userId: string, email: string): Promise<boolean> {
    try {
      await this.repo.setVerifiedEmail(userId, email);
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  /** Moves everything a guest owns to an account and retires the guest. Idempotent. */
  async mergeGuest(guestId: string, intoUserId: string): Promise<void> {
    if (guestId === intoUserId) return;
    await this.db.transaction().execute(async (trx) => {
      const guest = await this.repo.findById(guestId, trx);
      if (!guest || !guest.isGuest || guest.mergedInto) return;
      for (const { handler } of this.mergeHandlers) await handler(trx, guestId, intoUserId);
      await this.repo.markMerged(guestId, intoUserId, trx);
    });
  }

  searchByEmail(fragment: string | undefined, limit = 50): Promise<UserRow[]> {
    return this.repo.searchByEmail(fragment, limit);
  }

  findIdentity(provider: string, subject: string) {
    return this.repo.findIdentity(provider, subject);
  }

  linkIdentity(provider: string, subject: string, userId: string) {
    return this.repo.linkIdentity(provider, subject, userId);
  }

  /**
   * Stores what the caller's browser reports (POST /offices/updateProfile): the zone and language checked
   * against the runtime's Intl and kept in canonical form. A `store` replaces the store info (with
   * `storeInfo`, or none); `browser` and `imageRef` are kept when sent. Returns the updated row.
   */
  async updateProfile(userId: string, body: UpdateProfileBody): Promise<UserRow> {
    const zoneinfo = canonicalTimeZone(body.zoneinfo);
    if (!zoneinfo) throw fieldError('zoneinfo', 'zoneinfo must be an IANA time zone such as Europe/Paris');
    const locale = canonicalLocale(body.locale);
    if (!locale) throw fieldError('locale', 'locale must be a language tag such as en-US');
    if (body.storeInfo !== undefined && body.store === undefined)
      throw fieldError('storeInfo', 'storeInfo needs the store it describes');
    await this.repo.setProfile(userId, {
      zoneinfo,
      locale,
      ...(body.store !== undefined && {
        store: body.store,
        storeInfo: body.storeInfo === undefined ? null : JSON.stringify(body.storeInfo),
      }),
      ...(body.browser !== undefined && { browser: body.browser }),
      ...(body.imageRef !== undefined && { imageRef: body.imageRef }),
    });
    return this.require(userId);
  }

  /**
   * The spec's session user. `streak` is the earning module's (the caller reads it); `store` is the store
   * the calling page said it runs in (the app), which decides `updateStoreInfo`.
   */
  toSession(user: UserRow, facts: { streak: number; store?: string | null }): SignedInSession {
    return {
      userId: user.id,
      user: { email: user.isGuest ? guestPlaceholderEmail(user.id) : (user.email ?? '') },
      isGuest: Boolean(user.isGuest),
      isAdmin: this.isAdmin(user),
      credits: user.credits,
      subscriptionCredits: user.subscriptionCredits,
      subscription: tierToWire(toTier(user.subscription)),
      subscriptionUntil: user.subscriptionUntil,
      musicpro: effectiveMusicPro(user.musicPro, user.musicProUntil),
      createdOn: user.createdAt,
      streak: facts.streak,
      updateProfile: needsProfile(user),
      updateStoreInfo: needsStoreInfo(user, facts.store),
    };
  }
}
