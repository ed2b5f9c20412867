import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sockets, listenWithRealtime } from '../../testing/realtime-sockets';
import { RealtimeHub } from '../../platform/realtime';
import { cookieOf, startHarness, type Harness } from '../../testing/harness';
import { MAKING_TIMEOUT, account, makeTrack, request } from './music.fixtures';

/**
 * "Your music is ready" (the spec's busy-queue promise): mailed once per track to an owner with no page of
 * the app open, never to one still on it; the signed unsubscribe link works without signing in and is
 * honoured; the account page's setting turns the mails back on.
 */
describe('"your music is ready" mail', { timeout: MAKING_TIMEOUT }, () => {
  let h: Harness;
  let req: ReturnType<typeof request>;
  let base: string;
  const sockets = new Sockets(() => base);
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
    req = request(h);
    base = await listenWithRealtime(h);
  });
  afterAll(async () => {
    sockets.closeAll();
    await h?.close();
  });

  const readyMail = () => {
    const mail = h.ctx.services.musicReadyMail;
    if (!mail) throw new Error('the music mail is not built');
    return mail;
  };
  const mails = async (to: string) =>
    (await h.app.inject({ url: '/api/dev/outbox', query: { to, token: h.ctx.config.outboxToken } })).json<{
      messages: { subject: string; text: string }[];
    }>().messages;
  const waitForMail = async (to: string, subject: RegExp) => {
    for (let i = 0; i < 400; i++) {
      const found = (await mails(to)).find((m) => subject.test(m.subject));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no mail "${subject.source}" reached ${to}`);
  };
  /** Whether a mail about the track was queued (its once-key is taken). */
  const mailed = async (trackId: string) =>
    !!(await h.ctx.db
      .selectFrom('mailKeys')
      .select('key')
      .where('key', '=', `music-ready:${trackId}`)
      .executeTakeFirst());
  const open = (cookie: string): Promise<Socket> => sockets.open(cookie);
  const fakeTrack = (userId: string, n: number) => ({
    id: `track-${userId}-${n}`,
    userId,
    name: 'Night drive',
    filename: `night-drive-${n}`,
  });

  it('mails an owner who left the page once, with a link to the track and a way to stop', async () => {
    const email = 'left@example.com';
    const ada = await account(h, email);
    const track = await makeTrack(h, ada.cookie);
    const mail = await waitForMail(email, /^Your music is ready: Harbour lights$/);
    expect(mail.text).toContain(`/music/${track.filename}`);
    expect(mail.text).toMatch(/Stop these mails: http\S+\/api\/music\/mail\/unsubscribe\?token=\S+/);
    // A repeated delivery of the finish sends nothing more.
    await readyMail().trackFinished({
      id: track._id,
      userId: ada.id,
      name: track.name,
      filename: track.filename,
    });
    expect((await mails(email)).filter((m) => m.subject.startsWith('Your music is ready'))).toHaveLength(1);
  });

  it('sends nothing while the owner has the app open', async () => {
    const bob = await account(h, 'stayed@example.com');
    const socket = await open(bob.cookie);
    await readyMail().trackFinished(fakeTrack(bob.id, 1));
    expect(await mailed(`track-${bob.id}-1`)).toBe(false);
    // The page closed: the next finished track is mailed.
    socket.close();
    for (let i = 0; i < 100 && (await h.ctx.realtime.isOnline(bob.id)); i++)
      await new Promise((r) => setTimeout(r, 20));
    await readyMail().trackFinished(fakeTrack(bob.id, 2));
    expect(await mailed(`track-${bob.id}-2`)).toBe(true);
  });

  it('honours the unsubscribe link without a session, and the setting turns the mails back on', async () => {
    const email = 'unsub@example.com';
    const cara = await account(h, email);
    await readyMail().trackFinished(fakeTrack(cara.id, 1));
    const text = (await waitForMail(email, /^Your music is ready/)).text;
    const link = new URL(/Stop these mails: (\S+)/.exec(text)![1]!);

    const forged = await req('GET', `${link.pathname}?token=${link.searchParams.get('token')}x`);
    expect(forged.statusCode).toBe(400);
    const missing = await req('GET', link.pathname);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: { details: [{ field: expect.stringContaining('token') }] },
    });

    const done = await req('GET', `${link.pathname}${link.search}`);
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toMatch(/text\/html/);
    expect(done.body).toContain('You are unsubscribed');
    expect((await req('GET', '/api/account/mail-settings', cara.cookie)).json()).toEqual({
      musicReady: false,
    });
    await readyMail().trackFinished(fakeTrack(cara.id, 2));
    expect(await mailed(`track-${cara.id}-2`)).toBe(false);

    const on = await req('PUT', '/api/account/mail-settings', cara.cookie, { musicReady: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ musicReady: true });
    await readyMail().trackFinished(fakeTrack(cara.id, 3));
    expect(await mailed(`track-${cara.id}-3`)).toBe(true);
  });

  it('guards the setting: signed in only, a boolean, each their own', async () => {
    const dan = await account(h, 'dan@example.com');
    const eve = await account(h, 'eve@example.com');
    expect((await req('GET', '/api/account/mail-settings')).statusCode).toBe(401);
    expect(
      (await req('PUT', '/api/account/mail-settings', undefined, { musicReady: false })).statusCode,
    ).toBe(401);
    const bad = await req('PUT', '/api/account/mail-settings', dan.cookie, { musicReady: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { details: [{ field: expect.stringContaining('musicReady') }] },
    });
    await req('PUT', '/api/account/mail-settings', dan.cookie, { musicReady: false });
    expect((await req('GET', '/api/account/mail-settings', eve.cookie)).json()).toEqual({ musicReady: true });
    // A guest has no address to mail.
    const guest = cookieOf(await req('POST', '/api/auth/guest'));
    const guestId = (await req('GET', '/api/session', guest)).json<{ userId: string }>().userId;
    await readyMail().trackFinished(fakeTrack(guestId, 1));
    expect(await mailed(`track-${guestId}-1`)).toBe(false);
  });

  // A worker-only process (REDIS_URL, no socket server) asks the API processes through the Redis adapter.
  it.runIf(process.env.TEST_REDIS_URL)(
    'knows from another process whether a page is open',
    { timeout: 20_000 },
    async () => {
      const fay = await account(h, 'fay@example.com');
      const worker = new RealtimeHub();
      worker.publishThroughRedis(process.env.TEST_REDIS_URL!, h.ctx.config.REDIS_KEY_PREFIX);
      try {
        expect(await worker.isOnline(fay.id)).toBe(false);
        const socket = await open(fay.cookie);
        expect(await worker.isOnline(fay.id)).toBe(true);
        socket.close();
      } finally {
        await worker.close();
      }
    },
  );
});
