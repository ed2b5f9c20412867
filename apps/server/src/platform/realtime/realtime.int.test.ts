import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sockets, listenWithRealtime } from '../../testing/realtime-sockets';
import { SESSION_COOKIE } from '../../modules/auth';
import { signIn, startHarness, type Harness } from '../../testing/harness';

/** socket.io on the server's own port, authenticated by the session cookie, one room per user. */
describe('realtime', () => {
  let h: Harness;
  let base: string;
  const sockets = new Sockets(() => base);
  beforeAll(async () => {
    h = await startHarness();
    base = await listenWithRealtime(h);
  });
  afterAll(async () => {
    sockets.closeAll();
    await h?.close();
  });

  const open = (cookie?: string): Promise<Socket> => sockets.open(cookie);

  const next = (socket: Socket, event: string) =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5000);
      socket.once(event, (data: unknown) => {
        clearTimeout(timer);
        resolve(data);
      });
    });

  it('refuses a connection without a session', async () => {
    await expect(open()).rejects.toThrow(/unauthorized/);
    await expect(open(`${SESSION_COOKIE}=forged`)).rejects.toThrow(/unauthorized/);
  });

  it('tells only that user, on every open page, when the balance changes', async () => {
    const alice = await signIn(h, 'alice@example.com');
    const bob = await signIn(h, 'bob@example.com');
    const aliceId = (await h.app.inject({ url: '/api/session', headers: { cookie: alice } })).json().userId;
    const [tab1, tab2, bobTab] = await Promise.all([open(alice), open(alice), open(bob)]);
    let bobHeard = false;
    bobTab.on('session:changed', () => (bobHeard = true));

    const heard = Promise.all([next(tab1, 'session:changed'), next(tab2, 'session:changed')]);
    await h.ctx.services.credits.grant(aliceId, 12, { reason: 'gift', idempotencyKey: 'rt-1' });
    expect(await heard).toEqual([
      { credits: 12, subscriptionCredits: 0 },
      { credits: 12, subscriptionCredits: 0 },
    ]);
    await new Promise((r) => setTimeout(r, 200));
    expect(bobHeard).toBe(false);
  });

  it('pushes the progress of a user’s job to their room', async () => {
    const carol = await signIn(h, 'carol@example.com');
    const carolId = (await h.app.inject({ url: '/api/session', headers: { cookie: carol } })).json().userId;
    const socket = await open(carol);
    const events: { state: string }[] = [];
    socket.on('job:progress', (e: { state: string }) => events.push(e));
    const { sendMailJob } = await import('../mail');
    await h.ctx.queue.enqueue(
      sendMailJob,
      { to: 'carol@example.com', subject: 'Hi', text: 'Hello' },
      { userId: carolId },
    );
    for (let i = 0; i < 100 && !events.some((e) => e.state === 'completed'); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(events.map((e) => e.state)).toContain('completed');
    expect(events.every((e) => 'jobId' in e && 'progress' in e)).toBe(true);
  });

  it('gives a signed-out browser that asks to be a visitor the visitor cookie, as the HTTP routes do', async () => {
    // The engine.io handshake, as a browser's first polling request makes it.
    const handshake = (query: string, cookie?: string) =>
      fetch(`${base}/socket.io/?EIO=4&transport=polling${query}`, { headers: cookie ? { cookie } : {} });
    const visitorLines = (res: Response) =>
      res.headers.getSetCookie().filter((line) => line.startsWith('muse_visitor='));

    const res = await handshake('&visitor=1');
    expect(res.status).toBe(200);
    const lines = visitorLines(res);
    expect(lines).toHaveLength(1);
    const [pair, ...attributes] = lines[0]!.split('; ');
    expect(pair).toMatch(/^muse_visitor=[0-9a-f-]{36}$/);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=31536000', 'Path=/', 'SameSite=Lax']);
    // None for a browser that has one already, nor for one that did not ask.
    expect(visitorLines(await handshake('&visitor=1', pair))).toEqual([]);
    expect(visitorLines(await handshake(''))).toEqual([]);
  });
});
