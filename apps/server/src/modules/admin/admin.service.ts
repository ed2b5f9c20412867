import type { AdminUser } from '@muse/contracts';
import type { Database, Kysely } from '@muse/db';
import { BAN_REFUSAL_MESSAGES, banRefusal, tierToWire, toTier } from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import type { RealtimeHub } from '../../platform/realtime';
import { conflict } from '../../platform/http/errors';
import { newId } from '../../shared/ids';
import type { CreditsService } from '../credits';
import type { SubscriptionsService } from '../subscriptions';
import type { UserRow, UsersService } from '../users';
import { AuditRepository } from './admin.repository';

/** Admin actions: user search, credits, subscriptions and bans. Each one is written to the audit log with who did it, to whom and what. */
export class AdminService {
  private readonly audit: AuditRepository;

  constructor(
    db: Kysely<Database>,
    private readonly users: UsersService,
    private readonly credits: CreditsService,
    /** tiers are subscription records: an admin's change is one too, so renewals and expiry see it */
    private readonly subscriptions: Pick<SubscriptionsService, 'adminSet'>,
    /** a ban also closes the account's open sockets, in every process */
    private readonly realtime?: Pick<RealtimeHub, 'disconnectUser'>,
  ) {
    this.audit = new AuditRepository(db);
  }

  async findUsers(email: string | undefined): Promise<AdminUser[]> {
    return (await this.users.searchByEmail(email)).map(present);
  }

  async grantCredits(actor: Caller, userId: string, amount: number, reason: string, idempotencyKey?: string) {
    await this.users.require(userId);
    const key = `admin:${idempotencyKey ?? newId()}`;
    const result = await this.credits.grant(userId, amount, {
      reason: `admin: ${reason}`,
      idempotencyKey: key,
    });
    if (result.applied) {
      await this.audit.record({
        actorUserId: actor.userId,
        action: 'credits.grant',
        targetUserId: userId,
        details: { amount, reason, entryId: result.entryId },
      });
    }
    return { credits: result.credits, subscriptionCredits: result.subscriptionCredits };
  }

  async setSubscription(
    actor: Caller,
    userId: string,
    tier: unknown,
    until: string | undefined,
  ): Promise<AdminUser> {
    const before = await this.users.require(userId);
    const next = toTier(tier);
    await this.subscriptions.adminSet(userId, next, until ?? null);
    const user = await this.users.require(userId);
    await this.audit.record({
      actorUserId: actor.userId,
      action: 'subscription.set',
      targetUserId: userId,
      details: { from: before.subscription, to: next, until: user.subscriptionUntil },
    });
    return present(user);
  }

  /**
   * Bans an account: its sessions and open sockets end, it cannot sign in again, and its public items (pictures, videos,
   * tracks) are hidden from everyone but admins until `unban`. Never oneself or another admin (409).
   */
  async ban(actor: Caller, userId: string): Promise<AdminUser> {
    const before = await this.users.require(userId);
    const refusal = banRefusal(actor.userId, { id: userId, isAdmin: this.users.isAdmin(before) });
    if (refusal) throw conflict('cannot_ban', BAN_REFUSAL_MESSAGES[refusal]);
    const user = await this.users.setBanned(userId, true);
    this.realtime?.disconnectUser(userId);
    if (!before.bannedAt) {
      await this.audit.record({
        actorUserId: actor.userId,
        action: 'user.ban',
        targetUserId: userId,
        details: {},
      });
    }
    return present(user);
  }

  /** Lifts a ban: the account may sign in again and its public items show as they were. */
  async unban(actor: Caller, userId: string): Promise<AdminUser> {
    const before = await this.users.require(userId);
    const user = await this.users.setBanned(userId, false);
    if (before.bannedAt) {
      await this.audit.record({
        actorUserId: actor.userId,
        action: 'user.unban',
        targetUserId: userId,
        details: { bannedOn: before.bannedAt },
      });
    }
    return present(user);
  }

  async auditLog(limit: number, before?: string) {
    const rows = await this.audit.list(limit, before);
    return rows.map((r) => ({
      _id: r.id,
      actorUserId: r.actorUserId,
      action: r.action,
      targetUserId: r.targetUserId,
      details: JSON.parse(r.details) as Record<string, unknown>,
      createdOn: r.createdAt,
    }));
  }
}

function present(u: UserRow): AdminUser {
  return {
    _id: u.id,
    email: u.email,
    isGuest: Boolean(u.isGuest),
    credits: u.credits,
    subscriptionCredits: u.subscriptionCredits,
    subscription: tierToWire(toTier(u.subscription)),
    subscriptionUntil: u.subscriptionUntil,
    createdOn: u.createdAt,
    bannedOn: u.bannedAt,
  };
}
