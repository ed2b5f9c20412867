import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, accountFor } from '../../testing/harness';
import { activation, ledgerOf, startSubscriptionsHarness } from './subscriptions.fixtures';
import type { SubscriptionsService } from './subscriptions.service';

/** Activation, trials and the status routes (imagespro, musicpro, subscriptions). */
describe('subscriptions', () => {
  let h: Harness;
  let subs: SubscriptionsService;
  beforeAll(async () => {
    ({ h, subs } = await startSubscriptionsHarness());
  });
  afterAll(async () => h?.close());

  const account = async (email: string) => {
    return accountFor(h, email);
  };
  const post = (url: string, cookie?: string, payload?: unknown) =>
    h.app.inject({
      method: 'POST',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const ledger = (userId: string) => ledgerOf(h, userId);

  it('activates once under 20 concurrent identical calls: one record, credits granted once', async () => {
    const { cookie, userId } = await account('twenty@example.com');
    const seen: unknown[] = [];
    const original = h.ctx.realtime.toUser.bind(h.ctx.realtime);
    h.ctx.realtime.toUser = (id, event, data) => {
      if (id === userId) seen.push({ event, data });
      original(id, event, data);
    };
    const input = activation(userId, 'order-twenty');
    const views = await Promise.all(Array.from({ length: 20 }, () => subs.activate(input)));
    h.ctx.realtime.toUser = original;

    expect(new Set(views.map((v) => v._id)).size).toBe(1);
    expect(views[0]).toMatchObject({ tier: true, product: 'images', type: 'web', status: 'active' });
    const rows = await h.ctx.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('userId', '=', userId)
      .execute();
    expect(rows).toHaveLength(1);
    const grants = (await ledger(userId)).filter((e) => e.idempotencyKey.startsWith('subscription-credits:'));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ subscriptionDelta: 500, creditsDelta: 0 });

    const user = await h.ctx.services.users.require(userId);
    expect(user).toMatchObject({
      subscription: 'true',
      subscriptionUntil: rows[0]!.currentPeriodEnd,
      subscriptionCredits: 500,
      subscriptionCreditsExpireOn: rows[0]!.currentPeriodEnd,
    });
    const session = (await h.app.inject({ url: '/api/session', headers: { cookie } })).json<{
      subscription: unknown;
      subscriptionCredits: number;
      musicpro: string;
    }>();
    expect(session).toMatchObject({ subscription: true, subscriptionCredits: 500, musicpro: '' });
    // The open pages heard of the new tier (and of the new balance).
    expect(seen).toContainEqual({
      event: 'session:changed',
      data: expect.objectContaining({ subscription: true, musicpro: '' }) as unknown,
    });
    expect(seen).toContainEqual({
      event: 'session:changed',
      data: { credits: 0, subscriptionCredits: 500 },
    });
  });

  it('stacks: the same tier extends, a higher tier switches now, a lower one waits', async () => {
    const { userId } = await account('stacker@example.com');
    const pro1 = await subs.activate(activation(userId, 's-1', { type: 'stripe' }));
    const pro2 = await subs.activate(activation(userId, 's-2', { type: 'stripe' }));
    expect(pro2.startedOn).toBe(pro1.currentPeriodEnd);
    let user = await h.ctx.services.users.require(userId);
    expect(user.subscriptionUntil).toBe(pro2.currentPeriodEnd);
    // Only the running month paid credits; the stacked one pays when it starts.
    expect(user.subscriptionCredits).toBe(500);

    const premium = await subs.activate(
      activation(userId, 'card-1', { tier: 'premium', period: { days: 7 }, type: 'gift' }),
    );
    expect(Date.parse(premium.startedOn)).toBeLessThanOrEqual(Date.now());
    user = await h.ctx.services.users.require(userId);
    expect(user).toMatchObject({ subscription: 'premium', subscriptionUntil: premium.currentPeriodEnd });
    expect(user.subscriptionCredits).toBe(1500);

    const proAfter = await subs.activate(activation(userId, 'a-1', { period: { days: 3 }, type: 'admin' }));
    expect(proAfter.startedOn).toBe(pro2.currentPeriodEnd);
  });

  it('refuses a purchase that activated for someone else, and bad input naming the field', async () => {
    const a = await account('first-buyer@example.com');
    const b = await account('second-buyer@example.com');
    await subs.activate(activation(a.userId, 'tx-1', { tier: 'ultimate', type: 'ios' }));
    await expect(
      subs.activate(activation(b.userId, 'tx-1', { tier: 'ultimate', type: 'ios' })),
    ).rejects.toMatchObject({ statusCode: 409, code: 'already_activated' });
    await expect(
      subs.activate(activation(b.userId, 'x', { tier: 'gold' as 'true', type: 'ios' })),
    ).rejects.toMatchObject({ statusCode: 400, details: [{ field: 'tier' }] });
    await expect(
      subs.activate(activation(b.userId, 'x', { period: { months: 0 }, type: 'ios' })),
    ).rejects.toMatchObject({ statusCode: 400, details: [{ field: 'period' }] });
    await expect(
      subs.activate(activation(b.userId, 'x', { period: { days: 1 }, type: 'paypal' as 'web' })),
    ).rejects.toMatchObject({ statusCode: 400, details: [{ field: 'type' }] });
    await expect(
      subs.activate(activation('nobody', 'nobody-1', { period: { days: 1 } })),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('starts a trial once per account, even under 20 concurrent requests', async () => {
    const { cookie, userId } = await account('tryer@example.com');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/user/starttrial', cookie, { tier: 'trialpremium' })),
    );
    const ok = replies.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const body = ok[0]!.json<{ subscription: string; subscriptionUntil: string }>();
    expect(body.subscription).toBe('trialpremium');
    const days = (Date.parse(body.subscriptionUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const again = await post('/api/user/starttrial', cookie, { tier: 'trialpro' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'trial_used' } });
    const user = await h.ctx.services.users.require(userId);
    expect(user).toMatchObject({ subscription: 'trialpremium', hadTrial: 1, subscriptionCredits: 0 });
    // A trial is a non-paid music state.
    expect((await post('/api/user/musicpro', cookie, {})).json()).toMatchObject({ musicpro: 'trial' });
    const list = (await h.app.inject({ url: '/api/user/subscriptions', headers: { cookie } })).json<{
      subscriptions: unknown[];
    }>();
    expect(list.subscriptions).toEqual([
      expect.objectContaining({ type: 'trial', tier: 'trialpremium', status: 'active', product: 'images' }),
    ]);
  });

  it('refuses a trial to a subscriber (409), a guest (403), a visitor (401) and a bad tier (400)', async () => {
    const sub = await account('already@example.com');
    await subs.activate(activation(sub.userId, 'already', { tier: 'premium' }));
    const subscribed = await post('/api/user/starttrial', sub.cookie, { tier: 'trialpro' });
    expect(subscribed.statusCode).toBe(409);
    expect(subscribed.json()).toMatchObject({ error: { code: 'already_subscribed' } });

    const guest = await h.ctx.services.users.createGuest();
    const guestCookie = `muse_session=${await h.ctx.services.auth.createSession(guest.id)}`;
    expect((await post('/api/user/starttrial', guestCookie, { tier: 'trialpro' })).statusCode).toBe(403);
    expect((await post('/api/user/starttrial', undefined, { tier: 'trialpro' })).statusCode).toBe(401);

    const { cookie } = await account('bad-tier@example.com');
    const bad = await post('/api/user/starttrial', cookie, { tier: 'premium' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('tier');
  });

  it('answers imagespro with the tier (Pro is true, Free is false) and the records when asked', async () => {
    expect((await post('/api/user/imagespro')).json()).toEqual({ imagespro: false });
    expect((await post('/api/user/imagespro', undefined, { subscriptions: true })).json()).toEqual({
      imagespro: false,
      subscriptions: [],
    });
    const { cookie, userId } = await account('imagespro@example.com');
    expect((await post('/api/user/imagespro', cookie, { browser: 'firefox' })).json()).toEqual({
      imagespro: false,
    });
    const view = await subs.activate(activation(userId, 'ms-1', { type: 'msstore' }));
    expect((await post('/api/user/imagespro', cookie, {})).json()).toEqual({ imagespro: true });
    expect((await post('/api/user/imagespro', cookie, { browser: 'edge', subscriptions: 1 })).json()).toEqual(
      {
        imagespro: true,
        subscriptions: [
          { type: 'msstore', status: 'active', tier: true, currentPeriodEnd: view.currentPeriodEnd },
        ],
      },
    );
    const bad = await post('/api/user/imagespro', cookie, { subscriptions: { x: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('subscriptions');
  });

  it('answers musicpro: paid after activation, the event once, onboarding until dismissed', async () => {
    const { cookie, userId } = await account('musician@example.com');
    expect((await post('/api/user/musicpro', cookie, { browser: 'chrome' })).json()).toEqual({
      musicpro: '',
      sendMusicProEvent: false,
      displayOnboarding: true,
    });
    const a = await subs.activateMusicPro(activation(userId, 'gp-1', { type: 'android' }));
    const b = await subs.activateMusicPro(activation(userId, 'gp-2', { type: 'android' }));
    expect(a.product).toBe('music');
    expect(b.startedOn).toBe(a.currentPeriodEnd);
    // The page polls every second: exactly one poll reports the event.
    const polls = await Promise.all(Array.from({ length: 10 }, () => post('/api/user/musicpro', cookie)));
    const bodies = polls.map((p) => p.json<{ musicpro: string; sendMusicProEvent: boolean }>());
    expect(bodies.every((x) => x.musicpro === 'paid')).toBe(true);
    expect(bodies.filter((x) => x.sendMusicProEvent)).toHaveLength(1);
    expect((await post('/api/user/musicpro', cookie)).json()).toMatchObject({ sendMusicProEvent: false });
    // Music pro brings no credits, and the image tier stays Free.
    expect(await h.ctx.services.users.require(userId)).toMatchObject({
      subscription: '',
      musicPro: 'paid',
      musicProUntil: b.currentPeriodEnd,
      subscriptionCredits: 0,
    });
    const session = (await h.app.inject({ url: '/api/session', headers: { cookie } })).json<{
      musicpro: string;
    }>();
    expect(session.musicpro).toBe('paid');

    expect((await post('/api/user/musicpro/onboarding', cookie)).json()).toEqual({
      displayOnboarding: false,
    });
    expect((await post('/api/user/musicpro', cookie)).json()).toMatchObject({ displayOnboarding: false });
    expect((await post('/api/user/musicpro/onboarding')).statusCode).toBe(401);
  });

  it('answers visitors and guests with the Free music state and no onboarding', async () => {
    expect((await post('/api/user/musicpro')).json()).toEqual({
      musicpro: '',
      sendMusicProEvent: false,
      displayOnboarding: false,
    });
    const guest = await h.ctx.services.users.createGuest();
    const cookie = `muse_session=${await h.ctx.services.auth.createSession(guest.id)}`;
    expect((await post('/api/user/musicpro', cookie, {})).json()).toEqual({
      musicpro: '',
      sendMusicProEvent: false,
      displayOnboarding: false,
    });
    expect((await h.app.inject({ url: '/api/user/subscriptions' })).statusCode).toBe(401);
  });

  it('moves a guest’s subscriptions and state to the account it signs in to', async () => {
    const users = h.ctx.services.users;
    const guest = await users.createGuest();
    const joined = await users.findOrCreateByEmail('joined@example.com');
    await subs.activate(activation(guest.id, 'guest-buy', { tier: 'premium', type: 'android' }));
    await subs.activateMusicPro(activation(guest.id, 'guest-music', { type: 'android' }));
    expect(await users.require(guest.id)).toMatchObject({
      subscription: 'premium',
      subscriptionCredits: 1000,
    });

    await users.mergeGuest(guest.id, joined.id);

    const after = await users.require(joined.id);
    expect(after).toMatchObject({ subscription: 'premium', musicPro: 'paid', subscriptionCredits: 1000 });
    expect(after.subscriptionCreditsExpireOn).not.toBeNull();
    expect(await users.require(guest.id)).toMatchObject({
      subscription: '',
      musicPro: '',
      subscriptionCredits: 0,
      subscriptionCreditsExpireOn: null,
    });
    const rows = await h.ctx.db
      .selectFrom('subscriptions')
      .select('userId')
      .where('externalId', 'like', 'guest-%')
      .execute();
    expect(rows.map((r) => r.userId)).toEqual([joined.id, joined.id]);
    // The account's first musicpro poll still reports the purchase.
    const cookie = `muse_session=${await h.ctx.services.auth.createSession(joined.id)}`;
    expect((await post('/api/user/musicpro', cookie)).json()).toMatchObject({
      musicpro: 'paid',
      sendMusicProEvent: true,
    });
  });
});
