import type { AdminUser, ImageItem, MusicGalleriesReply } from '@muse/contracts';
import { BANNED_SIGN_IN_MESSAGE } from '@muse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildItem, insertItems } from '../images/images.galleries.fixtures';
import { accountFor, readCodeFromOutbox, signIn, startHarness, type Harness } from '../../testing/harness';
import { Sockets, listenWithRealtime } from '../../testing/realtime-sockets';

/**
 * Bans: an admin bans an account, its sessions end, it cannot sign in (a plain message), and its public
 * pictures and tracks are hidden from every public list and page but stay visible to admins; an unban
 * undoes all of it. Never oneself or another admin.
 */
describe('admin bans', () => {
  let h: Harness;
  let admin: string;
  let adminId: string;
  let member: { cookie: string; userId: string };
  let base = '';
  const sockets = new Sockets(() => base);
  const picture = () => buildItem(1, member.userId, { name: 'Banned painter picture' });
  const track = () =>
    buildItem(2, member.userId, {
      kind: 'music',
      name: 'Banned painter song',
      musicType: 'song',
      model: 'mozart',
      audioKey: 'public/music/banned.mp3',
      lengthSeconds: 30,
    });

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    h.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const ban = (userId: string, cookie = admin) => call('POST', `/api/admin/users/${userId}/ban`, cookie);
  const unban = (userId: string, cookie = admin) => call('POST', `/api/admin/users/${userId}/unban`, cookie);

  /** What a visitor sees of the member's work: its picture page, the popular list, its track, music lists. */
  async function publicView() {
    const popular = (await call('POST', '/api/images/popular', undefined, { limit: 100 })).json<
      ImageItem[]
    >();
    const music = (await call('GET', '/api/music/all')).json<MusicGalleriesReply>();
    return {
      page: (await call('GET', `/api/images/filename/${picture().filename}`)).statusCode,
      inPopular: popular.some((i) => i.filename === picture().filename),
      track: (await call('GET', `/api/music/single/${track().filename}`)).statusCode,
      inMusic: [...music.popularSongs, ...music.popularMusic].some((t) => t.filename === track().filename),
    };
  }

  beforeAll(async () => {
    h = await startHarness({ ADMIN_EMAILS: 'admin@example.com,second-admin@example.com' });
    admin = await signIn(h, 'admin@example.com');
    adminId = (await call('GET', '/api/session', admin)).json().userId;
    member = await accountFor(h, 'painter@example.com');
    await insertItems(h.ctx.db, [picture(), track()]);
    base = await listenWithRealtime(h);
  });
  afterAll(async () => {
    sockets.closeAll();
    await h?.close();
  });

  it('lets only admins ban, never themselves or another admin, and names a missing user', async () => {
    expect((await ban(member.userId, '')).statusCode).toBe(401);
    expect((await ban(member.userId, member.cookie)).statusCode).toBe(403);
    expect((await unban(member.userId, member.cookie)).statusCode).toBe(403);
    expect((await ban('nobody')).statusCode).toBe(404);
    const self = await ban(adminId);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('cannot_ban');
    const other = await accountFor(h, 'second-admin@example.com');
    expect((await ban(other.userId)).json().error.message).toMatch(/Admins cannot be banned/);
    // An over-long id is refused by the router, still as a JSON error.
    const long = await call('POST', `/api/admin/users/${'x'.repeat(300)}/ban`, admin);
    expect(long.statusCode).toBe(414);
    expect(long.json().error.code).toBe('uri_too_long');
  });

  it('ends the sessions, refuses sign-in, hides the public work; an unban undoes it', async () => {
    const second = await signIn(h, 'painter@example.com');
    expect((await call('GET', '/api/images/queue', member.cookie)).statusCode).toBe(200);
    // An open page of the member: the ban closes its socket, and it cannot connect again.
    const page = await sockets.open(member.cookie);
    const closed = new Promise<string>((resolve) => page.once('disconnect', resolve));
    expect(await publicView()).toEqual({ page: 200, inPopular: true, track: 200, inMusic: true });

    const banned = await ban(member.userId);
    expect(banned.statusCode).toBe(200);
    expect(banned.json<AdminUser>().bannedOn).toEqual(expect.any(String));
    // Banning again changes nothing (the first time stays).
    expect((await ban(member.userId)).json<AdminUser>().bannedOn).toBe(banned.json<AdminUser>().bannedOn);

    for (const cookie of [member.cookie, second])
      expect((await call('GET', '/api/images/queue', cookie)).statusCode).toBe(401);
    expect(await closed).toBe('io server disconnect');
    await expect(sockets.open(member.cookie)).rejects.toThrow(/unauthorized/);
    expect(await publicView()).toEqual({ page: 404, inPopular: false, track: 404, inMusic: false });
    // Admins still see it, to judge it.
    expect((await call('GET', `/api/images/filename/${picture().filename}`, admin)).statusCode).toBe(200);
    const found = (await call('GET', '/api/admin/users?email=painter@example.com', admin)).json();
    expect(found.users[0].bannedOn).toEqual(expect.any(String));

    // Signing in again is refused, with a plain message, after the code proved the mailbox.
    const before = new Date().toISOString();
    expect(
      (await call('POST', '/api/auth/email/start', undefined, { email: 'painter@example.com' })).statusCode,
    ).toBe(200);
    const code = await readCodeFromOutbox(h, 'painter@example.com', before);
    const refused = await call('POST', '/api/auth/email/verify', undefined, {
      email: 'painter@example.com',
      code,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'account_banned', message: BANNED_SIGN_IN_MESSAGE });
    expect(refused.cookies.find((c) => c.name.includes('session') && c.value)).toBeUndefined();

    const lifted = await unban(member.userId);
    expect(lifted.json<AdminUser>().bannedOn).toBeNull();
    expect(await publicView()).toEqual({ page: 200, inPopular: true, track: 200, inMusic: true });
    expect(await signIn(h, 'painter@example.com')).toMatch(/session/);

    const audit = (await call('GET', '/api/admin/audit', admin)).json().entries as { action: string }[];
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['user.ban', 'user.unban']));
    expect(audit.filter((e) => e.action === 'user.ban')).toHaveLength(1);
  });
});
