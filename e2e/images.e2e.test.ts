import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';

const ADMIN = 'admin@example.com';

describe('creating images, as a new user would', () => {
  let app: E2eApp;
  let adminCookie = '';
  beforeAll(async () => {
    app = await startE2eApp({ env: { ADMIN_EMAILS: ADMIN } });
    adminCookie = await apiSignIn(ADMIN);
  });
  afterAll(async () => app?.stop());

  /** Signs in through the API (email → outbox code → verify) and returns the session cookie. */
  async function apiSignIn(email: string): Promise<string> {
    const since = new Date().toISOString();
    const post = (path: string, body: unknown) =>
      fetch(`${app.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/api/auth/email/start', { email })).ok).toBe(true);
    const code = await app.codeFor(email, since);
    const res = await post('/api/auth/email/verify', { email, code });
    expect(res.ok).toBe(true);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  async function grantCredits(userId: string, amount: number): Promise<void> {
    const res = await fetch(`${app.baseUrl}/api/admin/users/${encodeURIComponent(userId)}/credits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: adminCookie },
      body: JSON.stringify({ amount, reason: 'e2e' }),
    });
    expect(res.status).toBe(200);
  }

  async function signIn(page: Page, email: string): Promise<string> {
    const since = new Date().toISOString();
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code').fill(await app.codeFor(email, since));
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(`Signed in as ${email}`).waitFor();
    const session = (await page.evaluate(async () => (await fetch('/api/session')).json())) as {
      userId: string;
    };
    return session.userId;
  }

  it('gets ideas for keywords, creates one, watches it finish and opens it in the viewer', async () => {
    const { page, context } = await app.newPage();
    await withScreenshotOnFailure(page, 'images create', async () => {
      await page.goto('/images');
      await page.getByText('Your images will appear here').waitFor();
      const userId = await signIn(page, 'painter@example.com');
      await grantCredits(userId, 50);

      await page.getByLabel('Keywords').fill('a fox in a snowy forest');
      await page.getByRole('button', { name: 'Get ideas' }).click();
      const ideas = page.getByRole('list', { name: 'Ideas' });
      await ideas.waitFor();
      await ideas
        .getByRole('button', { name: /^Create / })
        .first()
        .click();

      const queue = page.getByRole('region', { name: 'Queue' });
      await queue.waitFor();
      const finished = queue.getByRole('link', { name: /^Open / });
      await finished.waitFor({ timeout: 45_000 });
      const thumbnail = finished.locator('img');
      await page.waitForFunction(
        (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
        await thumbnail.elementHandle(),
      );
      await page.getByRole('list', { name: 'Images' }).getByRole('link').first().waitFor();

      await finished.click();
      await page.waitForURL(/\/images\/[^/]+$/);
      const viewer = page.getByRole('dialog');
      await viewer.getByRole('toolbar', { name: 'Image actions' }).waitFor();
      await viewer.getByRole('button', { name: 'Info' }).click();
      await page.getByText('Views').waitFor();
      await page.keyboard.press('Escape');
      await page.getByText('Views').waitFor({ state: 'hidden' });
      await viewer.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL((url) => url.pathname === '/images');
      // The view root is as it was: the keywords and ideas are still there.
      await expect(page.getByLabel('Keywords').inputValue()).resolves.toBe('a fox in a snowy forest');
      await ideas.waitFor();

      await page
        .getByRole('link', { name: /^Open / })
        .first()
        .click();
      await viewer.waitFor();
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => url.pathname === '/images');
    });
    await context.close();
  });

  it('finishes as no-credits without a balance and offers more credits', async () => {
    const { page, context } = await app.newPage({ width: 360, height: 740 });
    await withScreenshotOnFailure(page, 'images no credits', async () => {
      await page.goto('/images');
      await signIn(page, 'broke@example.com');
      await page.getByLabel('Advanced prompt').check();
      await page.getByRole('textbox', { name: 'Prompt' }).fill('a lighthouse at dusk, oil painting');
      await page.getByRole('button', { name: 'Generate' }).click();
      const queue = page.getByRole('region', { name: 'Queue' });
      await queue.getByText('no-credits').waitFor({ timeout: 45_000 });
      await queue.getByRole('link', { name: 'Get more credits' }).waitFor();
      // With a balance of 0 the card offers credits, not a retry (§4).
      expect(await queue.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    });
    await context.close();
  });
});
