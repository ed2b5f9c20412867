import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, useCookie } from './sign-in';

/**
 * Issue #13 "an account page": from the account menu, a new user sees their plan, balance and the history
 * of their credits in words, and signs out on every device.
 */
describe('the account page', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await startE2eApp();
  });
  afterAll(async () => app?.stop());

  it('shows the credits history and signs out everywhere', async () => {
    const account = await apiSignIn(app, 'account-page@example.com');
    const phone = await apiSignIn(app, 'account-page@example.com');
    const claimed = await fetch(`${app.baseUrl}/api/user/credits/daily`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: account.cookie },
      body: '{}',
    });
    expect(claimed.ok).toBe(true);

    const { page, context } = await app.newPage({ width: 390, height: 844 });
    await useCookie(app, context, account.cookie);
    await withScreenshotOnFailure(page, 'account page', async () => {
      await page.goto('/images');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('link', { name: 'Your account' }).click();
      await page.waitForURL('**/account');
      const history = page.getByRole('table', { name: 'Credits history' });
      await history.getByRole('cell', { name: 'Daily free credits' }).waitFor();
      await history.getByRole('cell', { name: '+10' }).waitFor();

      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await page
        .getByRole('dialog', { name: 'Sign out on every device?' })
        .getByRole('button', { name: 'Sign out everywhere' })
        .click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor();
      // The other device's session ended too.
      const other = await fetch(`${app.baseUrl}/api/session`, { headers: { cookie: phone.cookie } });
      expect(await other.json()).toEqual({ userId: null });
    });
    await context.close();
  });
});
