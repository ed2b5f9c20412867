import type { Harness } from '../../testing/harness';

/**
 * What signing in by email does, without the mail round trip: the account is found or created, a guest
 * session in `cookies` merges into it (its belongings move), and a new session is returned. (The emailed
 * code leaves through the job queue, which test harnesses on one Redis share, so mail is slow to reach a
 * test's outbox when files run in parallel.)
 */
export async function signInFrom(h: Harness, cookies: string, email: string): Promise<string> {
  const { users, auth } = h.ctx.services;
  const account = await users.findOrCreateByEmail(email);
  if (cookies) {
    const session = await h.app.inject({ url: '/api/session', headers: { cookie: cookies } });
    const { userId, isGuest } = session.json<{ userId: string | null; isGuest?: boolean }>();
    if (userId && isGuest) await users.mergeGuest(userId, account.id);
  }
  return `muse_session=${await auth.createSession(account.id)}`;
}
