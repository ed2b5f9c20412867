import type { ReportedItem } from '@muse/contracts';
import { VISITOR_LIKES_PER_ADDRESS, VISITOR_REPORTS_PER_ADDRESS } from '@muse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, startHarness, type Harness } from '../../testing/harness';
import { buildItem, insertItems } from './images.galleries.fixtures';

/**
 * Visitors' likes and reports (a signed-out browser, known by its `muse_visitor` cookie) and the admin's
 * reports: the items with open reports, by type, with their owners, and marking them handled.
 */
describe('visitor likes and reports, and the admin reports list', () => {
  let h: Harness;
  let owner: { cookie: string; userId: string };
  let reader: { cookie: string; userId: string };
  let admin: { cookie: string; userId: string };
  let n = 0;

  const req = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    opts: { cookie?: string; payload?: object; ip?: string } = {},
  ) =>
    h.app.inject({
      method,
      url,
      headers: opts.cookie ? { cookie: opts.cookie } : {},
      ...(opts.payload ? { payload: opts.payload } : {}),
      remoteAddress: opts.ip ?? '203.0.113.7',
    });

  /** A finished public picture of the owner, straight into the table (no rendering needed here). */
  async function picture(over: Parameters<typeof buildItem>[2] = {}) {
    const row = buildItem(++n, owner.userId, over);
    await insertItems(h.ctx.db, [row]);
    return row;
  }

  /** A new browser: its first like or report sets the visitor cookie, which it then sends. */
  async function browser(ip = '203.0.113.7') {
    let cookie = '';
    return async (method: 'POST', url: string, payload?: object) => {
      const res = await req(method, url, { cookie, payload, ip });
      const set = res.cookies.find((c) => c.name === 'muse_visitor');
      if (set) cookie = `muse_visitor=${set.value}`;
      return res;
    };
  }

  beforeAll(async () => {
    h = await startHarness();
    owner = await accountFor(h, 'owner@example.com');
    reader = await accountFor(h, 'reader@example.com');
    admin = await accountFor(h, 'admin@example.com');
  });
  afterAll(async () => h?.close());

  it('lets a visitor like once per browser: a second like takes it back, a dislike only removes it', async () => {
    const item = await picture();
    const a = await browser();
    const b = await browser();
    const first = await a('POST', `/api/images/${item.filename}/like`);
    expect(first.json()).toEqual({ liked: true, disliked: false, likes: 1 });
    const cookie = first.cookies.find((c) => c.name === 'muse_visitor');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await b('POST', `/api/images/${item.filename}/like`)).json().likes).toBe(2);
    expect((await a('POST', `/api/images/${item.filename}/like`)).json()).toEqual({
      liked: false,
      disliked: false,
      likes: 1,
    });
    expect((await a('POST', `/api/images/${item.filename}/dislike`)).json()).toEqual({
      liked: false,
      disliked: false,
      likes: 1,
    });
    expect((await b('POST', `/api/images/${item.filename}/dislike`)).json().likes).toBe(0);
    // A signed-in like still counts as the account's.
    expect((await req('POST', `/api/images/${item.filename}/like`, reader)).json().likes).toBe(1);
    expect((await req('GET', `/api/images/filename/${item.filename}`)).json().likes).toBe(1);
    expect((await a('POST', '/api/images/nope/like')).statusCode).toBe(404);
  });

  it('keeps a visitor from liking a private item, and counts likes from one address within a quota', async () => {
    const hidden = await picture({ private: 1 });
    expect((await (await browser())('POST', `/api/images/${hidden.filename}/like`)).statusCode).toBe(404);
    const item = await picture();
    const ip = '198.51.100.9';
    for (let i = 0; i < VISITOR_LIKES_PER_ADDRESS; i++) {
      const res = await (await browser(ip))('POST', `/api/images/${item.filename}/like`);
      expect(res.statusCode).toBe(200);
    }
    const over = await (await browser(ip))('POST', `/api/images/${item.filename}/like`);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await req('GET', `/api/images/filename/${item.filename}`)).json().likes).toBe(
      VISITOR_LIKES_PER_ADDRESS,
    );
  });

  it('takes one report per browser from visitors, of the five types, within a quota', async () => {
    const item = await picture();
    const url = `/api/images/${item.filename}/report`;
    const v = await browser('192.0.2.50');
    expect((await v('POST', url, { type: 'explicit' })).json()).toEqual({ ok: true });
    const twice = await v('POST', url, { type: 'other' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('already_reported');
    const bad = await v('POST', url, { type: 'spam' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('type');
    expect((await v('POST', '/api/images/nope/report', { type: 'other' })).statusCode).toBe(404);
    const hidden = await picture({ private: 1 });
    expect((await v('POST', `/api/images/${hidden.filename}/report`, { type: 'other' })).statusCode).toBe(
      404,
    );
    // One address: VISITOR_REPORTS_PER_ADDRESS an hour (the one above and its refused repeat count once).
    for (let i = 1; i < VISITOR_REPORTS_PER_ADDRESS; i++) {
      const other = await picture();
      expect((await v('POST', `/api/images/${other.filename}/report`, { type: 'other' })).statusCode).toBe(
        200,
      );
    }
    const last = await picture();
    expect((await v('POST', `/api/images/${last.filename}/report`, { type: 'other' })).statusCode).toBe(429);
  });

  it('lists reported items for admins only, newest report first, with counts by type and the owner', async () => {
    const a = await picture({ name: 'First reported' });
    const b = await picture({ name: 'Second reported' });
    await req('POST', `/api/images/${a.filename}/report`, { ...reader, payload: { type: 'violence' } });
    await (
      await browser('192.0.2.60')
    )('POST', `/api/images/${a.filename}/report`, { type: 'violence' });
    await (
      await browser('192.0.2.61')
    )('POST', `/api/images/${b.filename}/report`, { type: 'offensive' });

    expect((await req('GET', '/api/admin/reports')).statusCode).toBe(401);
    expect((await req('GET', '/api/admin/reports', reader)).statusCode).toBe(403);
    const bad = await req('GET', '/api/admin/reports?limit=0', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('querystring.limit');

    const list = (await req('GET', '/api/admin/reports', admin)).json<{ reports: ReportedItem[] }>().reports;
    const names = list.map((r) => r.item.name);
    expect(names.indexOf('Second reported')).toBeLessThan(names.indexOf('First reported'));
    const first = list.find((r) => r.item._id === a.id)!;
    expect(first).toMatchObject({
      total: 2,
      reports: { inappropriate: 0, explicit: 0, offensive: 0, violence: 2, other: 0 },
      owner: { _id: owner.userId, email: 'owner@example.com', isGuest: false, bannedOn: null },
    });
    expect(first.item.access.canManage).toBe(true);
    expect((await req('GET', '/api/admin/reports?limit=1', admin)).json().reports).toHaveLength(1);
  });

  it('marks an item’s reports handled (admins only); a later report opens it again', async () => {
    const item = await picture({ name: 'Handled one' });
    await req('POST', `/api/images/${item.filename}/report`, { ...reader, payload: { type: 'other' } });
    const url = `/api/admin/reports/${item.id}/handled`;
    expect((await req('POST', url)).statusCode).toBe(401);
    expect((await req('POST', url, owner)).statusCode).toBe(403);
    expect((await req('POST', '/api/admin/reports/nope/handled', admin)).statusCode).toBe(404);
    const done = await req('POST', url, admin);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ ok: true });
    const open = async () =>
      (await req('GET', '/api/admin/reports?limit=100', admin))
        .json<{ reports: ReportedItem[] }>()
        .reports.find((r) => r.item._id === item.id);
    expect(await open()).toBeUndefined();
    await new Promise((r) => setTimeout(r, 5));
    await (
      await browser('192.0.2.70')
    )('POST', `/api/images/${item.filename}/report`, { type: 'explicit' });
    expect(await open()).toMatchObject({ total: 1, reports: { explicit: 1, other: 0 } });
    // Deleting the item takes its reports with it.
    expect((await req('DELETE', `/api/images/user/${item.id}`, admin)).statusCode).toBe(200);
    expect(await open()).toBeUndefined();
  });
});
