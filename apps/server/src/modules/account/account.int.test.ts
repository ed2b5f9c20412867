import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, startHarness, type Harness } from '../../testing/harness';

describe('the account page: credits history and signing out everywhere', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({});
  });
  afterAll(async () => h?.close());

  const session = async (cookie: string) =>
    (await h.app.inject({ url: '/api/session', headers: { cookie } })).json<{ userId: string | null }>();
  const history = (cookie: string | undefined, query = '') =>
    h.app.inject({ url: `/api/account/credits-history${query}`, headers: cookie ? { cookie } : {} });

  it('lists every change of the balance, newest first, in words, a page at a time', async () => {
    const { cookie: ada, userId } = await accountFor(h, 'ada-history@example.com');
    const { credits } = h.ctx.services;
    await credits.grant(userId, 10, { reason: 'earn:daily:2026-11-27', idempotencyKey: 'h1' });
    await credits.grant(userId, 100, { reason: 'purchase:credits-small', idempotencyKey: 'h2' });
    await credits.spend(userId, 1, { reason: 'image abc', idempotencyKey: 'h3' });

    const first = await history(ada, '?limit=2');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(
      page.entries.map((e: { label: string; change: number; balance: number }) => [
        e.label,
        e.change,
        e.balance,
      ]),
    ).toEqual([
      ['Image created', -1, 109],
      ['Credits bought', 100, 110],
    ]);
    expect(page.next).toEqual(expect.any(String));
    const rest = (await history(ada, `?limit=2&before=${page.next}`)).json();
    expect(rest.entries.map((e: { label: string }) => e.label)).toEqual(['Daily free credits']);
    expect(rest.next).toBeNull();

    // Another account sees only its own.
    const { cookie: bob } = await accountFor(h, 'bob-history@example.com');
    expect((await history(bob)).json()).toEqual({ entries: [], next: null });
  });

  it('asks a visitor to sign in, and names a bad page or limit', async () => {
    expect((await history(undefined)).statusCode).toBe(401);
    const { cookie: ada } = await accountFor(h, 'ada-history@example.com');
    const bad = await history(ada, '?before=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('querystring.before');
    expect((await history(ada, '?limit=500')).json().error.details[0].field).toBe('querystring.limit');
  });

  it('signs the account out on every device, and only that account', async () => {
    const { cookie: laptop } = await accountFor(h, 'cleo-devices@example.com');
    const { cookie: phone } = await accountFor(h, 'cleo-devices@example.com');
    const { cookie: other } = await accountFor(h, 'dan-devices@example.com');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout-everywhere',
      headers: { cookie: laptop },
    });
    expect(res.statusCode).toBe(200);
    for (const cookie of [laptop, phone]) expect((await session(cookie)).userId).toBeNull();
    expect((await session(other)).userId).toEqual(expect.any(String));
    expect((await h.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere' })).statusCode).toBe(401);
  });
});
