import type { ProductsReply } from '@muse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, sessionFor, startHarness, type Harness } from '../../testing/harness';
import { SandboxStore } from './payments.receipts.sandbox';

/**
 * Sandbox payments: the test store never serves guests (a guest is free to create, so its test tokens were
 * free credits for anyone), and a public production server has no sandbox unless asked for.
 */
describe('the sandbox and guests', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => h?.close());

  const post = (url: string, cookie: string, payload: object) =>
    h.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const guest = async () => {
    const cookie = cookieOf(await h.app.inject({ method: 'POST', url: '/api/auth/guest' }));
    const { userId } = (await h.app.inject({ url: '/api/session', headers: { cookie } })).json<{
      userId: string;
    }>();
    return { cookie, userId };
  };

  it('mints no test store token for a guest, for either store', async () => {
    const { cookie, userId } = await guest();
    for (const store of ['android', 'ios'] as const) {
      const res = await post('/api/payments/sandbox/store-token', cookie, {
        store,
        productId: 'credits-large',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        error: { code: 'email_required', message: expect.stringMatching(/signed-in accounts/) as unknown },
      });
    }
    expect(await h.ctx.services.credits.balance(userId)).toEqual({ credits: 0, subscriptionCredits: 0 });
  });

  it('turns no test store token into credits or Music Pro for a guest', async () => {
    const { cookie, userId } = await guest();
    // A token as the test store signed them before guests were refused: bound to this guest.
    const store = new SandboxStore(h.ctx.config.sessionSecret);
    const credits = store.issue({ userId, storeProductId: 'credits-large', store: 'android' });
    const music = store.issue({ userId, storeProductId: 'music_premium', store: 'android' });
    const ios = store.issue({ userId, storeProductId: 'credits-large', store: 'ios' });
    const results = [
      await post('/api/user/android-transaction', cookie, { productId: 'credits-large', purchase: credits }),
      await post('/api/user/android-transaction', cookie, { productId: 'music_premium', purchase: music }),
      await post('/api/user/ios-transaction', cookie, { productId: 'credits-large', transactionId: ios }),
    ];
    for (const res of results) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'email_required' } });
    }
    expect(await h.ctx.services.credits.balance(userId)).toEqual({ credits: 0, subscriptionCredits: 0 });
    const musicpro = await post('/api/user/musicpro', cookie, { browser: 'test' });
    expect(musicpro.json()).toMatchObject({ musicpro: '' });
  });

  it('still serves a signed-in account on a test server', async () => {
    const cookie = await sessionFor(h, 'developer@example.com');
    const token = await post('/api/payments/sandbox/store-token', cookie, {
      store: 'android',
      productId: 'credits-small',
    });
    expect(token.statusCode).toBe(200);
    const res = await post('/api/user/android-transaction', cookie, {
      productId: 'credits-small',
      purchase: token.json<{ token: string }>().token,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('the sandbox on a public production server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ NODE_ENV: 'production', PUBLIC_URL: 'https://muse.example.com' });
  });
  afterAll(async () => h?.close());

  it('is off without PAYMENTS_SANDBOX: no test checkout, no test store', async () => {
    expect(h.ctx.config.PAYMENTS_SANDBOX).toBe(false);
    expect(h.ctx.services.paymentsSandbox).toBeNull();
    const user = await h.ctx.services.users.findOrCreateByEmail('buyer@example.com');
    const token = await h.ctx.services.auth.createSession(user.id);
    // Either cookie name, whichever this request's scheme reads.
    const headers = { cookie: `muse_session=${token}; __Host-muse_session=${token}` };
    const session = await h.app.inject({ url: '/api/session', headers });
    expect(session.json()).toMatchObject({ userId: user.id });

    expect((await h.app.inject('/api/payments/products')).json<ProductsReply>().checkout).toBeNull();
    const post = (url: string, payload: object) => h.app.inject({ method: 'POST', url, headers, payload });
    const checkout = await post('/api/payments/checkout', { productId: 'musicpro' });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json()).toMatchObject({ error: { code: 'payments_disabled' } });
    for (const store of ['android', 'ios'] as const) {
      const res = await post('/api/payments/sandbox/store-token', { store, productId: 'credits-small' });
      expect(res.statusCode).toBe(404);
    }
    // A token the test store would have signed is worth nothing here.
    const forged = new SandboxStore(h.ctx.config.sessionSecret).issue({
      userId: user.id,
      storeProductId: 'music_premium',
      store: 'android',
    });
    const redeem = await post('/api/user/android-transaction', {
      productId: 'music_premium',
      purchase: forged,
    });
    expect(redeem.statusCode).toBe(503);
    expect((await h.app.inject({ url: '/api/payments/sandbox/abc', headers })).statusCode).toBe(404);
    expect(await h.ctx.services.credits.balance(user.id)).toEqual({ credits: 0, subscriptionCredits: 0 });
  });
});
