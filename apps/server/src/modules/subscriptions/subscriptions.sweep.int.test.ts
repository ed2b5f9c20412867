import { addPeriod } from '@muse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness';
import { SWEEP_EVERY_MS, scheduleSubscriptionSweep, sweepJobId } from './subscriptions.jobs';
import { activation, ledgerOf, startSubscriptionsHarness } from './subscriptions.fixtures';
import type { SubscriptionsService } from './subscriptions.service';

const later = (iso: string, ms = 60_000) => new Date(Date.parse(iso) + ms);

/** The sweep over simulated time: expiry, return to Free, monthly credits (sweep takes `now`). */
describe('subscriptions sweep', () => {
  let h: Harness;
  let subs: SubscriptionsService;
  beforeAll(async () => {
    ({ h, subs } = await startSubscriptionsHarness());
  });
  afterAll(async () => h?.close());

  const newUser = async (email: string) => (await h.ctx.services.users.findOrCreateByEmail(email)).id;
  const ledger = (userId: string) => ledgerOf(h, userId);
  const user = (id: string) => h.ctx.services.users.require(id);

  it('expires a subscription once: back to Free, unused subscription credits removed exactly once', async () => {
    const userId = await newUser('ending@example.com');
    await h.ctx.services.credits.grant(userId, 50, { reason: 'purchase: test', idempotencyKey: 'bought' });
    const view = await subs.activate(activation(userId, 'end-1'));
    await h.ctx.services.credits.spend(userId, 100, { reason: 'generation', idempotencyKey: 'used-100' });
    expect(await user(userId)).toMatchObject({ credits: 50, subscriptionCredits: 400 });

    // Nothing happens before the end.
    await subs.sweep(later(view.currentPeriodEnd, -60_000));
    expect(await user(userId)).toMatchObject({ subscription: 'true', subscriptionCredits: 400 });

    const after = later(view.currentPeriodEnd);
    const reports = await Promise.all([subs.sweep(after), subs.sweep(after), subs.sweep(after)]);
    await subs.sweep(after);
    expect(reports.reduce((n, r) => n + r.expired, 0)).toBe(1);
    expect(reports.every((r) => r.failures === 0)).toBe(true);

    expect(await user(userId)).toMatchObject({
      subscription: '',
      subscriptionUntil: null,
      credits: 50,
      subscriptionCredits: 0,
      subscriptionCreditsExpireOn: null,
    });
    const expired = (await ledger(userId)).filter((e) => e.reason === 'subscription credits expired');
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ subscriptionDelta: -400, creditsDelta: 0, subscriptionAfter: 0 });
    const row = await h.ctx.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', view._id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
  });

  it('gives a 3-month gift its credits month by month, each month once, and ends it after 3', async () => {
    const userId = await newUser('gifted@example.com');
    const view = await subs.activate(
      activation(userId, 'gift-3m', { tier: 'premium', period: { months: 3 }, type: 'gift' }),
    );
    const monthStart = (k: number) => addPeriod(new Date(view.startedOn), { months: k }).toISOString();
    expect((await user(userId)).subscriptionCredits).toBe(1000);
    await h.ctx.services.credits.spend(userId, 300, { reason: 'generation', idempotencyKey: 'm1-use' });

    for (const k of [1, 2]) {
      const now = later(monthStart(k));
      await Promise.all([subs.sweep(now), subs.sweep(now)]);
      await subs.sweep(later(monthStart(k), 5 * 60_000));
      // A new month starts from its own allowance: last month's unused credits ran out at its end.
      expect(await user(userId)).toMatchObject({ subscription: 'premium', subscriptionCredits: 1000 });
    }
    const grants = (await ledger(userId)).filter((e) => e.idempotencyKey.startsWith('subscription-credits:'));
    expect(grants.map((g) => g.subscriptionDelta)).toEqual([1000, 1000, 1000]);
    const expiries = (await ledger(userId)).filter((e) => e.reason === 'subscription credits expired');
    expect(expiries.map((e) => e.subscriptionDelta)).toEqual([-700, -1000]);

    await subs.sweep(later(view.currentPeriodEnd));
    expect(await user(userId)).toMatchObject({ subscription: '', subscriptionCredits: 0 });
    expect(
      (await ledger(userId)).filter((e) => e.idempotencyKey.startsWith('subscription-credits:')),
    ).toHaveLength(3);
  });

  it('returns to another still-active subscription, and starts a stacked one with its credits', async () => {
    const userId = await newUser('layers@example.com');
    const pro = await subs.activate(activation(userId, 'layer-pro', { period: { months: 3 }, type: 'gift' }));
    const premium = await subs.activate(
      activation(userId, 'layer-premium', { tier: 'premium', period: { days: 7 }, type: 'offer' }),
    );
    const ultimate = await subs.activate(
      activation(userId, 'layer-ult', { tier: 'ultimate', period: { days: 7 } }),
    );
    const premium2 = await subs.activate(
      activation(userId, 'layer-premium-2', { tier: 'premium', period: { days: 7 } }),
    );
    expect(premium2.startedOn).toBe(ultimate.currentPeriodEnd);
    expect((await user(userId)).subscription).toBe('ultimate');

    await subs.sweep(later(ultimate.currentPeriodEnd));
    // Ultimate ended; the stacked Premium took over and paid its credits.
    expect(await user(userId)).toMatchObject({
      subscription: 'premium',
      subscriptionUntil: premium2.currentPeriodEnd,
    });
    const keys = (await ledger(userId)).map((e) => e.idempotencyKey);
    expect(keys).toContain(`subscription-credits:${premium2._id}:${premium2.startedOn}`);

    await subs.sweep(later(premium2.currentPeriodEnd));
    expect(await user(userId)).toMatchObject({
      subscription: 'true',
      subscriptionUntil: pro.currentPeriodEnd,
    });
    const statuses = await h.ctx.db
      .selectFrom('subscriptions')
      .select(['id', 'status'])
      .where('userId', '=', userId)
      .execute();
    expect(new Map(statuses.map((r) => [r.id, r.status]))).toEqual(
      new Map([
        [pro._id, 'active'],
        [premium._id, 'expired'],
        [ultimate._id, 'expired'],
        [premium2._id, 'expired'],
      ]),
    );
  });

  it('ends music pro and a trial at their end', async () => {
    const userId = await newUser('music-ends@example.com');
    const music = await subs.activateMusicPro(
      activation(userId, 'music-ends', { period: { days: 30 }, type: 'android' }),
    );
    expect((await user(userId)).musicPro).toBe('paid');
    await subs.sweep(later(music.currentPeriodEnd));
    expect(await user(userId)).toMatchObject({ musicPro: '', musicProUntil: null });

    const tryer = await newUser('trial-ends@example.com');
    const { subscriptionUntil } = await subs.startTrial(
      { userId: tryer, sessionId: 's', email: 'trial-ends@example.com', isGuest: false, isAdmin: false },
      'trialpro',
    );
    expect(await user(tryer)).toMatchObject({ subscription: 'trialpro', musicPro: 'trial' });
    await subs.sweep(later(subscriptionUntil!));
    expect(await user(tryer)).toMatchObject({ subscription: '', musicPro: '', hadTrial: 1 });
  });

  it('keeps a tier an admin set as a record: it survives a purchase, ends on time, and Free ends it', async () => {
    const userId = await newUser('admin-set@example.com');
    const admin = { userId: 'admin', sessionId: '', email: null, isGuest: false, isAdmin: true };
    const until = new Date(Date.now() + 3_600_000).toISOString();
    await h.ctx.services.admin.setSubscription(admin, userId, 'ultimate', until);
    const records = await subs.list(userId);
    expect(records).toMatchObject([{ type: 'admin', status: 'active', tier: 'ultimate' }]);
    // A lower purchase stacks after it instead of replacing it.
    await subs.activate(activation(userId, 'o-admin', { type: 'sandbox' }));
    expect((await user(userId)).subscription).toBe('ultimate');
    await subs.sweep(new Date());
    expect((await user(userId)).subscription).toBe('ultimate');
    // Setting Free ends every image record now.
    await h.ctx.services.admin.setSubscription(admin, userId, '', undefined);
    expect(await user(userId)).toMatchObject({ subscription: '', subscriptionUntil: null });

    const timed = await newUser('admin-timed@example.com');
    await h.ctx.services.admin.setSubscription(admin, timed, 'premium', until);
    await subs.sweep(later(until));
    expect(await user(timed)).toMatchObject({ subscription: '', subscriptionUntil: null });
  });

  it('runs as a recurring job that schedules the next slot', async () => {
    const slot = Math.floor(Date.now() / SWEEP_EVERY_MS) * SWEEP_EVERY_MS;
    let next = null;
    for (let i = 0; i < 200 && !next; i++) {
      next =
        (await h.ctx.queue.getJob(sweepJobId(slot + SWEEP_EVERY_MS))) ??
        (await h.ctx.queue.getJob(sweepJobId(slot + 2 * SWEEP_EVERY_MS)));
      if (!next) await new Promise((r) => setTimeout(r, 25));
    }
    expect(next?.name).toBe('subscriptions.sweep');
    // Starting workers again (another process) schedules nothing new for this slot.
    await scheduleSubscriptionSweep(h.ctx.queue);
    const current = await h.ctx.queue.getJob(sweepJobId(slot));
    expect(current?.name).toBe('subscriptions.sweep');
  });
});
