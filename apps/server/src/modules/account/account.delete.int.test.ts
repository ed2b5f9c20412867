import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, cookieOf, startHarness, type Harness } from '../../testing/harness';

/** Who may delete an account, and when it is refused for now (nothing changes then). */
describe('deleting an account: refusals', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
  });
  afterAll(async () => h?.close());

  const remove = (cookie: string | undefined, payload: object) =>
    h.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: cookie ? { cookie } : {},
      payload,
    });
  const signedIn = async (cookie: string) =>
    (await h.app.inject({ url: '/api/session', headers: { cookie } })).json<{ userId: string | null }>()
      .userId;

  it('asks visitors and guests to sign in with their email', async () => {
    expect((await remove(undefined, { confirm: 'x@example.com' })).statusCode).toBe(401);
    const guest = cookieOf(await h.app.inject({ method: 'POST', url: '/api/auth/guest' }));
    const res = await remove(guest, { confirm: 'Guest' });
    expect(res.statusCode).toBe(401);
    expect(await signedIn(guest)).toEqual(expect.any(String));
  });

  it('names the confirmation when it is missing or not the email', async () => {
    const { cookie } = await accountFor(h, 'noconfirm@example.com');
    const missing = await remove(cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].field).toBe('confirm');
    const wrong = await remove(cookie, { confirm: 'noconfirm@example.org' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'confirm', message: 'confirm must be the email address of this account.' }],
    });
    expect(await signedIn(cookie)).toEqual(expect.any(String));
  });

  it('waits while an image is being made, deleting nothing', async () => {
    const { cookie, userId, email } = await accountFor(h, 'busy@example.com');
    const now = new Date().toISOString();
    await h.ctx.db
      .insertInto('items')
      .values({
        id: 'busy-image',
        kind: 'image',
        filename: 'busy-image',
        userId,
        model: 'art',
        width: 64,
        height: 64,
        requestedOn: now,
        startedOn: now,
        finishedOn: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const res = await remove(cookie, { confirm: email });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('in_progress');
    expect(await signedIn(cookie)).toBe(userId);
    expect(
      await h.ctx.db.selectFrom('items').select('id').where('userId', '=', userId).execute(),
    ).toHaveLength(1);
  });

  it('refuses while a card subscription renews and no card provider is set up to cancel it', async () => {
    const { cookie, userId, email } = await accountFor(h, 'renewing@example.com');
    const now = new Date().toISOString();
    await h.ctx.db
      .insertInto('orders')
      .values({
        id: 'order-renewing',
        userId,
        productId: 'premium-month',
        kind: 'subscription',
        priceCents: 999,
        promoCode: null,
        status: 'paid',
        provider: 'stripe',
        providerRef: 'cs_1',
        meta: JSON.stringify({ subscriptionRef: 'sub_1' }),
        createdAt: now,
        paidOn: now,
        fulfilledOn: now,
      })
      .execute();
    const res = await remove(cookie, { confirm: email });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'subscription_active' });
    expect(await signedIn(cookie)).toBe(userId);
  });
});
