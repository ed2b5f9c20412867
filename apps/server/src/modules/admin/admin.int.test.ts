import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, type Harness } from '../../testing/harness';

describe('admin API', () => {
  let h: Harness;
  let admin: string;
  let member: string;
  let memberId: string;
  beforeAll(async () => {
    h = await startHarness();
    admin = await signIn(h, 'admin@example.com');
    member = await signIn(h, 'member@example.com');
    memberId = (
      await h.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: member } })
    ).json().userId;
  });
  afterAll(async () => h?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    cookie?: string,
    payload?: object,
    headers = {},
  ) => h.app.inject({ method, url, payload, headers: { ...(cookie ? { cookie } : {}), ...headers } });

  it('marks admins in the session and refuses everyone else', async () => {
    expect((await call('GET', '/api/session', admin)).json().isAdmin).toBe(true);
    expect((await call('GET', '/api/session', member)).json().isAdmin).toBe(false);
    expect((await call('GET', '/api/admin/users')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/users', member)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/admin/users/${memberId}/credits`, member, { amount: 5, reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/admin/users/${memberId}/subscription`, member, { tier: 'ultimate' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/admin/audit', member)).statusCode).toBe(403);
  });

  it('finds users by email', async () => {
    const res = await call('GET', '/api/admin/users?email=member@example.com', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().users).toEqual([
      expect.objectContaining({ _id: memberId, email: 'member@example.com' }),
    ]);
    expect((await call('GET', '/api/admin/users?email=nope', admin)).statusCode).toBe(400);
  });

  it('grants credits through the ledger, once per idempotency key, and audits it', async () => {
    const headers = { 'idempotency-key': 'grant-1' };
    const res = await call(
      'POST',
      `/api/admin/users/${memberId}/credits`,
      admin,
      { amount: 25, reason: 'welcome' },
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ credits: 25, subscriptionCredits: 0 });
    const replay = await call(
      'POST',
      `/api/admin/users/${memberId}/credits`,
      admin,
      { amount: 25, reason: 'welcome' },
      headers,
    );
    expect(replay.json()).toEqual({ credits: 25, subscriptionCredits: 0 });
    expect((await call('GET', '/api/session', member)).json().credits).toBe(25);

    const audit = (await call('GET', '/api/admin/audit', admin)).json().entries;
    const grants = audit.filter((e: { action: string }) => e.action === 'credits.grant');
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ targetUserId: memberId, details: { amount: 25, reason: 'welcome' } });
  });

  it('names the bad field', async () => {
    const bad = await call('POST', `/api/admin/users/${memberId}/credits`, admin, {
      amount: 1.5,
      reason: '',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .error.details.map((d: { field: string }) => d.field)
      .sort();
    expect(fields).toEqual(['amount', 'reason']);
    const tier = await call('PUT', `/api/admin/users/${memberId}/subscription`, admin, { tier: 'gold' });
    expect(tier.statusCode).toBe(400);
    expect(tier.json().error.details[0].field).toBe('tier');
    const until = await call('PUT', `/api/admin/users/${memberId}/subscription`, admin, {
      tier: 'premium',
      until: 'soon',
    });
    expect(until.json().error.details[0].field).toBe('until');
    expect(
      (await call('POST', '/api/admin/users/nobody/credits', admin, { amount: 1, reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('sets subscription tiers as the spec writes them, Pro as true', async () => {
    const until = new Date(Date.now() + 30 * 86400_000).toISOString();
    const res = await call('PUT', `/api/admin/users/${memberId}/subscription`, admin, {
      tier: 'true',
      until,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subscription: true, subscriptionUntil: until });
    expect((await call('GET', '/api/session', member)).json().subscription).toBe(true);
    await call('PUT', `/api/admin/users/${memberId}/subscription`, admin, { tier: 'ultimate' });
    expect((await call('GET', '/api/session', member)).json().subscription).toBe('ultimate');
    await call('PUT', `/api/admin/users/${memberId}/subscription`, admin, { tier: '' });
    expect((await call('GET', '/api/session', member)).json()).toMatchObject({
      subscription: '',
      subscriptionUntil: null,
    });
    const actions = (await call('GET', '/api/admin/audit?limit=10', admin))
      .json()
      .entries.map((e: { action: string }) => e.action);
    expect(actions.filter((a: string) => a === 'subscription.set')).toHaveLength(3);
  });
});
