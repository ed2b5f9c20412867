/** How e2e tests sign in: through the API (for setup) or through the header's sign-in dialog (as users do). */
import type { BrowserContext, Page } from 'playwright-core';
import type { E2eApp } from './harness';

/** Signs in through the API (email → outbox code → verify): the session cookie and the user id. */
export async function apiSignIn(app: E2eApp, email: string): Promise<{ cookie: string; userId: string }> {
  const since = new Date().toISOString();
  const post = (path: string, body: unknown) =>
    fetch(`${app.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const start = await post('/api/auth/email/start', { email });
  if (!start.ok) throw new Error(`sign-in start for ${email}: ${start.status}`);
  const res = await post('/api/auth/email/verify', { email, code: await app.codeFor(email, since) });
  if (!res.ok) throw new Error(`sign-in verify for ${email}: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { userId } = (await res.json()) as { userId: string };
  return { cookie, userId };
}

/** Signs in with the header's Sign in button and the dialog, as a user does; returns the user id. */
export async function signInInPage(app: E2eApp, page: Page, email: string): Promise<string> {
  const since = new Date().toISOString();
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Code', { exact: true }).fill(await app.codeFor(email, since));
  await page.getByText(`Signed in as ${email}`).waitFor();
  const session = (await page.evaluate(async () => (await fetch('/api/session')).json())) as {
    userId: string;
  };
  return session.userId;
}

/** Gives a browser context the session of a cookie from `apiSignIn`. */
export async function useCookie(app: E2eApp, context: BrowserContext, cookie: string): Promise<void> {
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), url: app.baseUrl };
    }),
  );
}

/** An admin grants credits (the server's admin API; `adminCookie` from `apiSignIn` of an ADMIN_EMAILS address). */
export async function grantCredits(
  app: E2eApp,
  adminCookie: string,
  userId: string,
  amount: number,
): Promise<void> {
  const res = await fetch(`${app.baseUrl}/api/admin/users/${encodeURIComponent(userId)}/credits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: adminCookie },
    body: JSON.stringify({ amount, reason: 'e2e' }),
  });
  if (res.status !== 200) throw new Error(`grant to ${userId}: ${res.status}`);
}

/**
 * A user signed in through the API with `credits` granted by the admin, whose session the browser context
 * then carries: the set-up of every editor test.
 */
export async function signInWithCredits(
  app: E2eApp,
  context: BrowserContext,
  { email, credits, adminCookie }: { email: string; credits: number; adminCookie: string },
): Promise<{ cookie: string; userId: string }> {
  const user = await apiSignIn(app, email);
  await grantCredits(app, adminCookie, user.userId, credits);
  await useCookie(app, context, user.cookie);
  return user;
}
