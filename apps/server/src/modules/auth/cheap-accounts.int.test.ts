import { GUEST_REACTIONS_PER_ADDRESS, GUESTS_PER_ADDRESS, VISITOR_VIEWS_PER_ADDRESS } from '@muse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, sessionFor, startHarness, type Harness } from '../../testing/harness';
import { buildItem } from '../images/images.galleries.fixtures';
import { buildTrack } from '../music/music.fixtures';

/** Cheap accounts are capped: guests per address, and guests' likes per address. */
describe('cheap accounts', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => h?.close());

  const guest = (remoteAddress: string) =>
    h.app.inject({ method: 'POST', url: '/api/auth/guest', remoteAddress });
  const post = (url: string, cookie: string, remoteAddress = '127.0.0.1') =>
    h.app.inject({ method: 'POST', url, headers: { cookie }, remoteAddress });

  it('creates at most 10 guests an hour per address, with Retry-After; other addresses are not affected', async () => {
    for (let i = 0; i < GUESTS_PER_ADDRESS; i++) expect((await guest('198.51.100.1')).statusCode).toBe(200);
    const refused = await guest('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.json().error).toMatchObject({
      code: 'rate_limited',
      message:
        'Too many guest accounts from this address (10 an hour). Try again in 60 minutes, or sign in with your email.',
    });
    expect(refused.cookies.find((c) => c.name === 'muse_session')).toBeUndefined();
    expect((await guest('198.51.100.2')).statusCode).toBe(200);
    // One IPv6 client is its /64.
    for (let i = 1; i <= GUESTS_PER_ADDRESS; i++) {
      expect((await guest(`2001:db8:1:2::${i}`)).statusCode).toBe(200);
    }
    expect((await guest('2001:db8:1:2:ffff::1')).statusCode).toBe(429);
  });

  it("quotas guests' likes per the address that made them, across images and tracks; accounts are not limited", async () => {
    const owner = await sessionFor(h, 'liked-owner@example.com');
    const ownerId = (await h.app.inject({ url: '/api/session', headers: { cookie: owner } })).json().userId;
    const image = buildItem(1, ownerId);
    const track = buildTrack(2, ownerId);
    await h.ctx.db.insertInto('items').values([image, track]).execute();

    const g1 = cookieOf(await guest('203.0.113.1'));
    const g2 = cookieOf(await guest('203.0.113.1'));
    const half = GUEST_REACTIONS_PER_ADDRESS / 2;
    for (let i = 0; i < half; i++) {
      expect((await post(`/api/images/${image.filename}/like`, g1)).statusCode).toBe(200);
    }
    for (let i = 0; i < half; i++) {
      // Reacting from another address does not help: the guest counts against the address that made it.
      expect((await post(`/api/music/${track.filename}/like`, g2, `198.18.0.${i + 1}`)).statusCode).toBe(200);
    }
    const refused = await post(`/api/images/${image.filename}/dislike`, g2, '198.18.0.99');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(
      /^Guests can like or dislike 30 times an hour from one address/,
    );

    // A guest made elsewhere, and an account, still react.
    const g3 = cookieOf(await guest('203.0.113.2'));
    expect((await post(`/api/images/${image.filename}/like`, g3)).statusCode).toBe(200);
    const fan = await sessionFor(h, 'fan@example.com');
    for (let i = 0; i < GUEST_REACTIONS_PER_ADDRESS + 2; i++) {
      expect((await post(`/api/music/${track.filename}/like`, fan)).statusCode).toBe(200);
    }
  });

  it('counts views of cookie-less visitors from one address up to the quota, silently; signed-in views still count', async () => {
    const owner = await sessionFor(h, 'viewed-owner@example.com');
    const ownerId = (await h.app.inject({ url: '/api/session', headers: { cookie: owner } })).json().userId;
    const image = buildItem(3, ownerId);
    await h.ctx.db.insertInto('items').values(image).execute();
    const view = (remoteAddress: string, cookie = '') =>
      h.app.inject({
        method: 'POST',
        url: `/api/images/${image.filename}/view`,
        headers: cookie ? { cookie } : {},
        remoteAddress,
      });
    // Every request without a cookie is a new browser: a script could count a view each time.
    for (let i = 0; i < VISITOR_VIEWS_PER_ADDRESS + 20; i++) {
      const res = await view('192.0.2.77');
      expect(res.statusCode).toBe(200);
    }
    expect((await view('192.0.2.77')).json().views).toBe(VISITOR_VIEWS_PER_ADDRESS);
    // Another address, and a signed-in viewer from the busy address, still count.
    expect((await view('192.0.2.78')).json().views).toBe(VISITOR_VIEWS_PER_ADDRESS + 1);
    const reader = await sessionFor(h, 'reader@example.com');
    expect((await view('192.0.2.77', reader)).json().views).toBe(VISITOR_VIEWS_PER_ADDRESS + 2);
  });

  it('clears events past their keeping time as it counts, keeping where guests came from for 30 days', async () => {
    const hoursAgo = (n: number) => new Date(Date.now() - n * 3600_000).toISOString();
    const event = (id: string, kind: string, createdAt: string) => ({
      id,
      kind,
      address: '192.0.2.200',
      subject: null,
      createdAt,
    });
    await h.ctx.db
      .insertInto('addressEvents')
      .values([
        event('old-view', 'visitor_view', hoursAgo(2)),
        event('old-guest', 'guest', hoursAgo(2)),
        event('ancient-guest', 'guest', hoursAgo(31 * 24)),
      ])
      .execute();
    const owner = await sessionFor(h, 'pruned-owner@example.com');
    const ownerId = (await h.app.inject({ url: '/api/session', headers: { cookie: owner } })).json().userId;
    const image = buildItem(4, ownerId);
    await h.ctx.db.insertInto('items').values(image).execute();
    await h.app.inject({
      method: 'POST',
      url: `/api/images/${image.filename}/view`,
      remoteAddress: '192.0.2.201',
    });
    await guest('192.0.2.202');
    const left = await h.ctx.db
      .selectFrom('addressEvents')
      .select('id')
      .where('id', 'in', ['old-view', 'old-guest', 'ancient-guest'])
      .execute();
    expect(left.map((r) => r.id)).toEqual(['old-guest']);
  });
});
