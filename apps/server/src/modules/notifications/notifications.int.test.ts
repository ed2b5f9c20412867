import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sockets, listenWithRealtime } from '../../testing/realtime-sockets';
import { accountFor, cookieOf, startHarness, type Harness } from '../../testing/harness';

/** Notifications: the dialog's routes, the admin's, targeting, scheduling, live delivery and erasure. */
describe('notifications', () => {
  let h: Harness;
  let base: string;
  let admin: string;
  let ada: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };
  let guest: string;
  const sockets = new Sockets(() => base);

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    h.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const last = async (cookie: string) => {
    const res = await call('GET', '/api/notifications/last', cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ _id: string; title: string } | null>();
  };
  const write = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/api/admin/notifications', admin, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ _id: string; publishAt: string }>();
  };
  const respond = (cookie: string, body: Record<string, unknown>) =>
    call('POST', '/api/notifications/response', cookie, body);
  /** Answers whatever the user is shown until nothing is left, so each test starts clean. */
  const clear = async (cookie: string) => {
    for (let n = await last(cookie); n; n = await last(cookie))
      await h.ctx.db.deleteFrom('notifications').where('id', '=', n._id).execute();
  };

  const open = (cookie: string): Promise<Socket> => sockets.open(cookie);
  /** The `notification` events a socket hears from now on. */
  const heard = (socket: Socket) => {
    const events: unknown[] = [];
    socket.on('notification', (e: unknown) => events.push(e));
    return events;
  };
  const until = async (check: () => boolean, ms = 5000) => {
    for (let t = 0; t < ms && !check(); t += 25) await new Promise((r) => setTimeout(r, 25));
  };

  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
    base = await listenWithRealtime(h);
    admin = (await accountFor(h, 'admin@example.com')).cookie;
    ada = await accountFor(h, 'ada@example.com');
    bob = await accountFor(h, 'bob@example.com');
    guest = cookieOf(await call('POST', '/api/auth/guest'));
  });
  afterAll(async () => {
    sockets.closeAll();
    await h?.close();
  });

  it('answers visitors 401 and non-admins 403 on the admin routes; admins 200', async () => {
    expect((await call('GET', '/api/notifications/last')).statusCode).toBe(401);
    expect((await respond('', { id: 'x', response: 'close' })).statusCode).toBe(401);
    expect(await last(guest)).toBeNull();
    const body = { title: 'Hello' };
    for (const cookie of [undefined, ada.cookie, guest]) {
      const want = cookie === undefined ? 401 : cookie === guest ? 403 : 403;
      expect((await call('GET', '/api/admin/notifications', cookie)).statusCode).toBe(want);
      expect((await call('POST', '/api/admin/notifications', cookie, body)).statusCode).toBe(want);
      expect((await call('PUT', '/api/admin/notifications/x', cookie, body)).statusCode).toBe(want);
      expect((await call('DELETE', '/api/admin/notifications/x', cookie)).statusCode).toBe(want);
      expect((await call('GET', '/api/admin/notifications/x/responses', cookie)).statusCode).toBe(want);
    }
    expect((await call('GET', '/api/admin/notifications', admin)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/admin/notifications/nothing', admin)).statusCode).toBe(404);
  });

  it('shows a notification for everyone to users and guests, until each answers it', async () => {
    const n = await write({
      title: 'Survey',
      header: 'One question',
      content: 'What do you **make** most?',
      showInput: true,
      actions: [
        { buttonText: 'Send', response: 'send', default: true },
        { buttonText: 'Later', response: 'later' },
      ],
    });
    const shown = await last(ada.cookie);
    expect(shown).toEqual({
      _id: n._id,
      title: 'Survey',
      header: 'One question',
      content: 'What do you **make** most?',
      showInput: true,
      actions: [
        { buttonText: 'Send', response: 'send', default: true },
        { buttonText: 'Later', response: 'later', default: false },
      ],
      blocking: false,
      timeoutForEnableClose: 0,
    });
    expect((await last(guest))?._id).toBe(n._id);

    // The default action needs the input's text; another action does not.
    const empty = await respond(ada.cookie, { id: n._id, response: 'send', text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].field).toBe('text');
    const unknown = await respond(ada.cookie, { id: n._id, response: 'maybe' });
    expect(unknown.json().error.details[0].field).toBe('response');
    expect((await respond(ada.cookie, { id: n._id, response: 'send', text: ' Songs ' })).statusCode).toBe(
      200,
    );
    expect(await last(ada.cookie)).toBeNull();
    expect((await respond(ada.cookie, { id: n._id, response: 'later' })).statusCode).toBe(409);
    expect((await respond(guest, { id: n._id, response: 'close' })).statusCode).toBe(200);
    expect(await last(guest)).toBeNull();
    expect((await last(bob.cookie))?._id).toBe(n._id);
    expect((await respond(bob.cookie, { id: 'nothing', response: 'close' })).statusCode).toBe(404);

    const responses = (await call('GET', `/api/admin/notifications/${n._id}/responses`, admin)).json();
    expect(responses.counts).toEqual([
      { response: 'close', count: 1 },
      { response: 'send', count: 1 },
    ]);
    expect(responses.data).toEqual([
      expect.objectContaining({ response: 'close', text: null, email: null }),
      expect.objectContaining({ response: 'send', text: 'Songs', email: 'ada@example.com' }),
    ]);
    const list = (await call('GET', '/api/admin/notifications', admin)).json();
    expect(list.data[0]).toMatchObject({ _id: n._id, responses: 2, target: { type: 'everyone' } });
    await clear(bob.cookie);
  });

  it('refuses closing a blocking notification', async () => {
    const n = await write({
      title: 'Terms changed',
      blocking: true,
      timeoutForEnableClose: 10,
      actions: [{ buttonText: 'I agree', response: 'agree', default: true }],
    });
    const res = await respond(bob.cookie, { id: n._id, response: 'close' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('response');
    expect((await last(bob.cookie))?._id).toBe(n._id);
    expect((await respond(bob.cookie, { id: n._id, response: 'agree' })).statusCode).toBe(200);
    await clear(ada.cookie);
    await clear(guest);
  });

  it('targets a tier and one account', async () => {
    await h.ctx.db
      .updateTable('users')
      .set({ subscription: 'premium' })
      .where('id', '=', bob.userId)
      .execute();
    const premium = await write({ title: 'For Premium', target: { type: 'tier', tier: 'premium' } });
    const pro = await write({ title: 'For Pro', target: { type: 'tier', tier: true } });
    const free = await write({ title: 'For Free', target: { type: 'tier', tier: '' } });
    const forAda = await write({ title: 'Ada only', target: { type: 'user', email: 'Ada@Example.com' } });
    expect((await last(bob.cookie))?._id).toBe(premium._id);
    expect((await last(ada.cookie))?._id).toBe(forAda._id);
    await respond(ada.cookie, { id: forAda._id, response: 'close' });
    expect((await last(ada.cookie))?._id).toBe(free._id);
    expect((await last(guest))?._id).toBe(free._id);
    // Not Ada's to answer: Bob is not on Pro, and the one for Ada is not his.
    expect((await respond(bob.cookie, { id: pro._id, response: 'close' })).statusCode).toBe(409);
    expect((await respond(bob.cookie, { id: forAda._id, response: 'close' })).statusCode).toBe(409);
    const listed = (await call('GET', '/api/admin/notifications?limit=2', admin)).json();
    expect(listed.data.map((n: { target: unknown }) => n.target)).toEqual([
      { type: 'user', email: 'ada@example.com' },
      { type: 'tier', tier: '' },
    ]);
    const rest = (
      await call('GET', `/api/admin/notifications?limit=2&before=${encodeURIComponent(listed.next)}`, admin)
    ).json();
    expect(rest.data.map((n: { target: unknown }) => n.target)).toEqual([
      { type: 'tier', tier: true },
      { type: 'tier', tier: 'premium' },
    ]);
    for (const cookie of [ada.cookie, bob.cookie, guest]) await clear(cookie);
  });

  it('shows a scheduled notification only from its time, and pushes it live then', async () => {
    const [adaTab, bobTab] = await Promise.all([open(ada.cookie), open(bob.cookie)]);
    const adaHeard = heard(adaTab);
    const bobHeard = heard(bobTab);
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const n = await write({
      title: 'Soon',
      publishAt,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(await last(ada.cookie)).toBeNull();
    expect(adaHeard).toEqual([]);
    await until(() => adaHeard.length > 0 && bobHeard.length > 0, 8000);
    expect(adaHeard).toEqual([{ id: n._id }]);
    expect(bobHeard).toEqual([{ id: n._id }]);
    expect((await last(ada.cookie))?._id).toBe(n._id);

    // One account's notification goes to that account's pages only, at once.
    const forBob = await write({ title: 'Bob now', target: { type: 'user', email: 'bob@example.com' } });
    await until(() => bobHeard.length > 1);
    expect(bobHeard.at(-1)).toEqual({ id: forBob._id });
    await new Promise((r) => setTimeout(r, 200));
    expect(adaHeard).toHaveLength(1);

    // Expired ones are not shown.
    await call('PUT', `/api/admin/notifications/${n._id}`, admin, {
      title: 'Soon',
      publishAt: new Date(Date.now() - 60_000).toISOString(),
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(await last(ada.cookie)).toBeNull();
    for (const cookie of [ada.cookie, bob.cookie, guest]) await clear(cookie);
  });

  it('refuses bad notifications and responses with a 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(121) }, 'title'],
      [{ title: 'x', actions: [{ buttonText: 'Go', response: 'close' }] }, 'actions.0.response'],
      [{ title: 'x', actions: [{ buttonText: '', response: 'go' }] }, 'actions.0.buttonText'],
      [
        {
          title: 'x',
          actions: [
            { buttonText: 'A', response: 'a', default: true },
            { buttonText: 'B', response: 'b', default: true },
          ],
        },
        'actions',
      ],
      [{ title: 'x', blocking: true }, 'actions'],
      [{ title: 'x', timeoutForEnableClose: -1 }, 'timeoutForEnableClose'],
      [{ title: 'x', target: { type: 'user', email: 'nobody@example.com' } }, 'target.email'],
      [{ title: 'x', target: { type: 'user', email: 'not an email' } }, 'target.email'],
      [{ title: 'x', target: { type: 'tier', tier: 'gold' } }, 'target.tier'],
      [{ title: 'x', target: { type: 'club' } }, 'target.type'],
      [{ title: 'x', publishAt: 'tomorrow' }, 'publishAt'],
      [{ title: 'x', publishAt: '2030-01-02T00:00:00Z', expiresAt: '2030-01-01T00:00:00Z' }, 'expiresAt'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/admin/notifications', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.details[0].field, JSON.stringify(body)).toBe(field);
    }
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ response: 'close' }, 'id'],
      [{ id: 'x' }, 'response'],
      [{ id: 'x', response: 'close', text: 'x'.repeat(2001) }, 'text'],
    ];
    for (const [body, field] of bad) {
      const res = await respond(ada.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.details[0].field).toBe(field);
    }
  });

  it("keeps a guest's answers when it signs in, and erases a user's answers with the account", async () => {
    const n = await write({ title: 'Welcome', actions: [{ buttonText: 'Thanks', response: 'thanks' }] });
    const g = cookieOf(await call('POST', '/api/auth/guest'));
    const guestId = (await call('GET', '/api/session', g)).json().userId;
    expect((await respond(g, { id: n._id, response: 'thanks' })).statusCode).toBe(200);
    const cleo = await accountFor(h, 'cleo@example.com');
    await h.ctx.services.users.mergeGuest(guestId, cleo.userId);
    expect(await last(cleo.cookie)).toBeNull();
    const forCleo = await write({ title: 'Cleo', target: { type: 'user', email: 'cleo@example.com' } });
    await respond(cleo.cookie, { id: forCleo._id, response: 'close' });

    const user = await h.ctx.services.users.require(cleo.userId);
    await h.ctx.services.users.erase(user);
    const left = await h.ctx.db
      .selectFrom('notificationResponses')
      .select('notificationId')
      .where('userId', 'in', [cleo.userId, guestId])
      .execute();
    expect(left).toEqual([]);
    expect(
      await h.ctx.db.selectFrom('notifications').where('id', '=', forCleo._id).select('id').execute(),
    ).toEqual([]);
    expect((await call('GET', `/api/admin/notifications/${n._id}/responses`, admin)).json().counts).toEqual(
      [],
    );
  });

  it('updates and deletes a notification', async () => {
    const n = await write({ title: 'Draft', publishAt: '2099-01-01T00:00:00.000Z' });
    const put = await call('PUT', `/api/admin/notifications/${n._id}`, admin, {
      title: 'Final',
      publishAt: '2099-02-01T00:00:00Z',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      title: 'Final',
      publishAt: '2099-02-01T00:00:00.000Z',
      expiresAt: null,
    });
    expect((await call('DELETE', `/api/admin/notifications/${n._id}`, admin)).json()).toEqual({ ok: true });
    expect((await call('PUT', `/api/admin/notifications/${n._id}`, admin, { title: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/admin/notifications/${n._id}/responses`, admin)).statusCode).toBe(404);
  });
});
