import type {
  ImagesProReply,
  MusicProReply,
  StartTrialReply,
  SubscriptionChangedEvent,
} from '@muse/contracts';
import type { Database, Transaction } from '@muse/db';
import {
  SUBSCRIPTION_TYPES,
  TRIAL_DAYS,
  addPeriod,
  effectiveMusicPro,
  effectiveTier,
  isPaidTier,
  isTrial,
  isTrialTier,
  isValidPeriod,
  stackedStart,
  tierToWire,
  toMusicProStatus,
  toTier,
  type PaidTier,
  type Period,
  type SubscriptionProduct,
  type SubscriptionTier,
  type SubscriptionType,
} from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { conflict, fieldError, notFound } from '../../platform/http/errors';
import type { Logger } from '../../platform/logging/logger';
import { isUniqueViolation } from '../../shared/db-errors';
import { newId } from '../../shared/ids';
import type { SubscriptionCredits } from './subscriptions.credits';
import { assertMayTryOut, currentTier, trialRefusal } from './subscriptions.policy';
import { presentSubscription, publicEntry, toSpan, type SubscriptionView } from './subscriptions.presenter';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository';

export interface ActivateInput {
  userId: string;
  tier: PaidTier;
  period: Period;
  type: SubscriptionType;
  /** the order id, store transaction or gift card that paid for it: activating it twice changes nothing */
  externalId: string;
}

export interface SweepReport {
  expired: number;
  usersUpdated: number;
  creditsExpired: number;
  creditsGranted: number;
  failures: number;
}

interface Deps {
  repo: SubscriptionsRepository;
  credits: SubscriptionCredits;
  logger: Logger;
  /** tells the user's open pages that the tier or music pro changed (a `session:changed` event) */
  notify(userId: string, event: SubscriptionChangedEvent): void;
}

interface OpenInput {
  userId: string;
  tier: SubscriptionTier;
  product: SubscriptionProduct;
  period: Period;
  type: SubscriptionType;
  externalId: string;
}

/**
 * Subscriptions: the image tiers, trials and music pro. Every purchase, gift, trial or admin grant is a
 * record; the users row holds the state in effect, which this service recomputes from the records
 * whenever they change (activation, the sweep, a guest's merge). Monthly subscription credits go through
 * the ledger (see SubscriptionCredits).
 */
export class SubscriptionsService {
  private readonly repo: SubscriptionsRepository;
  private readonly bucket: SubscriptionCredits;

  constructor(private readonly deps: Deps) {
    this.repo = deps.repo;
    this.bucket = deps.credits;
  }

  /**
   * Gives a user a paid tier for a period (payments, gift cards, the admin). Idempotent by
   * (type, externalId). Stacking: it starts when the user's active time at the same or a higher tier
   * ends, else now (see stackedStart). Pays the first monthly credits when it starts now.
   */
  async activate(input: ActivateInput): Promise<SubscriptionView> {
    if (!isPaidTier(input.tier))
      throw fieldError('tier', 'The tier must be true (Pro), premium or ultimate.');
    return this.open({ ...input, product: 'images' });
  }

  /** Gives a user music pro for a period; idempotent by (type, externalId); extends an active membership. */
  async activateMusicPro(input: Omit<ActivateInput, 'tier'>): Promise<SubscriptionView> {
    return this.open({ ...input, tier: 'true', product: 'music' });
  }

  /**
   * An admin sets the tier in effect: the user's active image records end now and, unless the tier is Free,
   * one admin record of that tier (trials too) runs until `until` (no end date: for as long as it is not
   * changed). Paid tiers set this way bring their monthly credits like any other record.
   */
  async adminSet(userId: string, tier: SubscriptionTier | '', until: string | null): Promise<void> {
    const now = new Date();
    const end = until ? new Date(until) : addPeriod(now, { months: 12 * 100 });
    if (Number.isNaN(end.getTime()) || end <= now) throw fieldError('until', 'until must be a future date.');
    await this.repo.db.transaction().execute(async (trx) => {
      if (!(await this.repo.lockUser(trx, userId))) throw notFound('No such user.');
      await this.repo.cancelActiveImages(userId, now.toISOString(), trx);
      if (tier === '') return;
      const input = {
        userId,
        tier,
        product: 'images' as const,
        type: 'admin' as const,
        externalId: `admin-${newId()}`,
      };
      await this.repo.insert(this.newRow(input, now, end), trx);
    });
    await this.settle(userId, now);
  }

  /** POST /user/starttrial: once per email account, only from Free, for TRIAL_DAYS days. */
  async startTrial(caller: Caller, tier: unknown): Promise<StartTrialReply> {
    if (!isTrialTier(tier)) throw fieldError('tier', 'The tier must be trialpro or trialpremium.');
    assertMayTryOut(caller);
    const now = new Date();
    try {
      await this.repo.db.transaction().execute(async (trx) => {
        const user = await this.repo.lockUser(trx, caller.userId);
        if (!user) throw notFound('No such user.');
        const refusal = trialRefusal(user, now);
        if (refusal) throw refusal;
        if (!(await this.repo.markHadTrial(trx, caller.userId))) {
          throw conflict('trial_used', 'This account has already had its trial.');
        }
        await this.repo.insert(
          this.newRow(
            {
              userId: caller.userId,
              tier,
              product: 'images',
              type: 'trial',
              externalId: `trial-${caller.userId}`,
            },
            now,
            addPeriod(now, { days: TRIAL_DAYS }),
          ),
          trx,
        );
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('trial_used', 'This account has already had its trial.');
      throw err;
    }
    const state = await this.settle(caller.userId, now);
    return { subscription: state.subscription, subscriptionUntil: state.subscriptionUntil };
  }

  /** POST /user/imagespro: the tier in effect (false for Free) and, when asked, the image records. */
  async imagesPro(userId: string | null, withList: boolean): Promise<ImagesProReply> {
    const user = userId ? await this.repo.userState(userId) : undefined;
    const tier = user ? currentTier(user, new Date()) : '';
    const wire = tierToWire(tier);
    const reply: ImagesProReply = { imagespro: wire === '' ? false : wire };
    if (withList) {
      const rows = user ? await this.repo.forUser(user.id, 'images') : [];
      reply.subscriptions = rows.map((r) => {
        const v = presentSubscription(r);
        return { type: v.type, status: v.status, tier: v.tier, currentPeriodEnd: v.currentPeriodEnd };
      });
    }
    return reply;
  }

  /**
   * POST /user/musicpro. `sendMusicProEvent` is true for exactly one poll after music pro became paid.
   * `displayOnboarding`: signed-in email accounts see the first-time guide until they dismiss it (guests
   * cannot create music, so they are not shown it).
   */
  async musicPro(caller: Caller | null): Promise<MusicProReply> {
    const user = caller ? await this.repo.userState(caller.userId) : undefined;
    if (!caller || !user) return { musicpro: '', sendMusicProEvent: false, displayOnboarding: false };
    const musicpro = effectiveMusicPro(user.musicPro, user.musicProUntil);
    return {
      musicpro,
      sendMusicProEvent: musicpro === 'paid' && (await this.repo.takeMusicProEvent(user.id)),
      displayOnboarding: !caller.isGuest && user.musicOnboardedAt === null,
    };
  }

  /** The user dismissed the music onboarding (or created music: the music module may call this). */
  async dismissMusicOnboarding(userId: string): Promise<void> {
    await this.repo.dismissMusicOnboarding(userId, new Date().toISOString());
  }

  /** The user's records, newest first. */
  async list(userId: string) {
    return (await this.repo.forUser(userId)).map((r) => publicEntry(presentSubscription(r)));
  }

  /**
   * The scheduled upkeep (job subscriptions.sweep, every 10 minutes; tests pass `now`):
   * records whose period ended expire and their users return to Free (or to another active record);
   * unused subscription credits past their date expire through the ledger; running records get the
   * monthly credits of a period that has started. Every step is idempotent, so sweeps may overlap.
   */
  async sweep(now: Date = new Date()): Promise<SweepReport> {
    const at = now.toISOString();
    const report: SweepReport = {
      expired: 0,
      usersUpdated: 0,
      creditsExpired: 0,
      creditsGranted: 0,
      failures: 0,
    };
    const users = new Set<string>();
    for (const row of await this.repo.ended(at)) {
      if (await this.repo.expire(row.id, at)) report.expired++;
      users.add(row.userId);
    }
    for (const id of await this.repo.usersWithEndedState(at)) users.add(id);
    const due = await this.repo.creditsDue(at);
    for (const row of due) users.add(row.userId);

    await this.each(users, report, async (userId) => {
      if ((await this.recompute(userId, now)).changed) report.usersUpdated++;
    });
    await this.each(await this.repo.usersWithExpiredCredits(at), report, async (userId) => {
      if (await this.bucket.expireStale(userId, now)) report.creditsExpired++;
    });
    await this.each(due, report, async (row) => {
      if (await this.bucket.grantDue(row, now)) report.creditsGranted++;
    });
    return report;
  }

  /** A guest signing in (inside the merge transaction): its records and state go to the account. */
  async moveGuest(trx: Transaction<Database>, fromUserId: string, toUserId: string): Promise<void> {
    await this.repo.moveToUser(trx, fromUserId, toUserId);
    const now = new Date();
    await this.recompute(fromUserId, now, trx);
    await this.recompute(toUserId, now, trx);
  }

  private async open(input: OpenInput): Promise<SubscriptionView> {
    if (!(SUBSCRIPTION_TYPES as readonly string[]).includes(input.type)) {
      throw fieldError('type', `The type must be one of ${SUBSCRIPTION_TYPES.join(', ')}.`);
    }
    if (
      typeof input.externalId !== 'string' ||
      input.externalId.length < 1 ||
      input.externalId.length > 200
    ) {
      throw fieldError('externalId', 'The external id must have 1 to 200 characters.');
    }
    if (!isValidPeriod(input.period)) throw fieldError('period', 'The period must be whole days or months.');
    const now = new Date();
    const row = await this.insertOnce(input, now);
    if (row.userId !== input.userId) {
      throw conflict('already_activated', 'This purchase has activated a subscription for another user.');
    }
    // The time is read after the user's lock: a concurrent call of this purchase, started earlier, would
    // otherwise judge the record (started at the winner's time) not yet begun and write the old tier back.
    await this.settle(row.userId);
    const fresh = await this.repo.get(row.id);
    return presentSubscription(fresh ?? row);
  }

  /** The record of (type, externalId): the existing one, or a new one placed by the stacking rule. */
  private async insertOnce(input: OpenInput, now: Date): Promise<SubscriptionRow> {
    try {
      return await this.repo.db.transaction().execute(async (trx) => {
        const existing = await this.repo.findByExternal(input.type, input.externalId, trx);
        if (existing) return existing;
        // Locked so two purchases of one user stack one after the other instead of overlapping.
        if (!(await this.repo.lockUser(trx, input.userId))) throw notFound('No such user.');
        const active = await this.repo.active(input.userId, trx, input.product);
        const start = stackedStart(active.map(toSpan), input.tier, now);
        const row = this.newRow(input, start, addPeriod(start, input.period));
        await this.repo.insert(row, trx);
        return row;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // A concurrent activation of the same purchase won.
      const winner = await this.repo.findByExternal(input.type, input.externalId);
      if (!winner) throw err;
      return winner;
    }
  }

  private newRow(input: Omit<OpenInput, 'period'>, start: Date, end: Date): SubscriptionRow {
    const now = new Date().toISOString();
    const endIso = end.toISOString();
    const paysCredits = input.product === 'images' && !isTrial(input.tier);
    return {
      id: newId(),
      userId: input.userId,
      tier: input.tier,
      product: input.product,
      type: input.type,
      status: 'active',
      startedOn: start.toISOString(),
      currentPeriodEnd: endIso,
      externalId: input.externalId,
      // Records that bring no credits are never due.
      creditsGrantedUntil: paysCredits ? null : endIso,
      createdAt: now,
      updatedAt: now,
    };
  }

  /**
   * Brings one user up to date: the state in effect, then the credits now due from their records.
   * Without `at`, "now" is read once the user's row is locked.
   */
  private async settle(userId: string, at?: Date) {
    const { state, now } = await this.recompute(userId, at);
    for (const row of await this.repo.creditsDue(now.toISOString(), userId)) {
      await this.bucket.grantDue(row, now);
    }
    return state;
  }

  /**
   * Writes the tier and music pro in effect at `now` to the users row, from the user's active records:
   * the highest image tier; music pro 'paid' from a music record, else 'trial' while an image trial runs.
   */
  private async recompute(userId: string, at?: Date, trx?: Transaction<Database>) {
    const run = async (t: Transaction<Database>) => {
      const before = await this.repo.lockUser(t, userId);
      if (!before) throw notFound('No such user.');
      const now = at ?? new Date();
      const records = await this.repo.active(userId, t);
      const images = effectiveTier(records.filter((r) => r.product === 'images').map(toSpan), now);
      const music = effectiveTier(records.filter((r) => r.product === 'music').map(toSpan), now);
      const trial = effectiveTier(
        records.filter((r) => r.product === 'images' && isTrial(r.tier)).map(toSpan),
        now,
      );
      const next = {
        subscription: images.tier,
        subscriptionUntil: images.until,
        musicPro: music.tier !== '' ? 'paid' : trial.tier !== '' ? 'trial' : '',
        musicProUntil: music.tier !== '' ? music.until : trial.until,
      };
      const changed =
        before.subscription !== next.subscription ||
        before.subscriptionUntil !== next.subscriptionUntil ||
        before.musicPro !== next.musicPro ||
        before.musicProUntil !== next.musicProUntil;
      if (changed) await this.repo.writeState(t, userId, next, now.toISOString());
      return {
        changed,
        now,
        state: {
          credits: before.credits,
          subscriptionCredits: before.subscriptionCredits,
          subscription: tierToWire(toTier(next.subscription)),
          subscriptionUntil: next.subscriptionUntil,
          musicpro: toMusicProStatus(next.musicPro),
        } satisfies SubscriptionChangedEvent,
      };
    };
    if (trx) return run(trx);
    const result = await this.repo.db.transaction().execute(run);
    if (result.changed) this.deps.notify(userId, result.state);
    return result;
  }

  /** Runs a sweep step for each item; one user's failure is logged and does not stop the others. */
  private async each<T>(items: Iterable<T>, report: SweepReport, fn: (item: T) => Promise<void>) {
    for (const item of items) {
      try {
        await fn(item);
      } catch (err) {
        report.failures++;
        this.deps.logger.error({ err, item }, 'subscriptions sweep step failed');
      }
    }
  }
}
