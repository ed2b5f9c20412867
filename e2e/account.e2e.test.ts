import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, useCookie } from './sign-in';

/**
 * Issue #13 "an account page": from the account menu, a new user sees their plan, balance and the history
 * of their credits in words, signs out on every device, and deletes the account. Issue #19: a subscription
 * bought through the test checkout is cancelled there and shows the date it ends on.
 */
describe('the account page', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await startE2eApp();
  });
  afterAll(async () => app?.stop());

  /** A new account that claimed its daily credits (so it has a history), signed in on a phone-sized page. */
  async function onPhoneWithCredits(email: string) {
    const account = await apiSignIn(app, email);
    const claimed = await fetch(`${app.baseUrl}/api/user/credits/daily`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: account.cookie },
      body: '{}',
    });
    expect(claimed.ok).toBe(true);
    const { page, context } = await app.newPage({ width: 390, height: 844 });
    await useCookie(app, context, account.cookie);
    return { account, page, context };
  }

  it('opens the account menu on a slow first press (held while its code arrives)', async () => {
    const { page, context } = await onPhoneWithCredits('slow-press@example.com');
    await withScreenshotOnFailure(page, 'account menu slow press', async () => {
      await page.goto('/images');
      const avatar = page.getByRole('button', { name: 'Account menu' });
      const box = (await avatar.boundingBox())!;
      // The pointer arrives, the button is held down while the menu's code loads, then let go: one press.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.waitForTimeout(700);
      await page.mouse.up();
      await page.getByRole('link', { name: 'Your account' }).waitFor();
    });
    await context.close();
  });

  it('shows the credits history and signs out everywhere', async () => {
    const { page, context } = await onPhoneWithCredits('account-page@example.com');
    const phone = await apiSignIn(app, 'account-page@example.com');
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

  it('deletes the account after the email is typed back, and the email can sign up again', async () => {
    const email = 'leaving@example.com';
    const { account, page, context } = await onPhoneWithCredits(email);
    await withScreenshotOnFailure(page, 'delete account', async () => {
      await page.goto('/account');
      await page.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByText("This can't be undone.").waitFor();
      const remove = dialog.getByRole('button', { name: 'Delete my account' });
      expect(await remove.isDisabled()).toBe(true);
      await dialog.getByLabel('Type your email to confirm').fill('someone@example.com');
      expect(await remove.isDisabled()).toBe(true);
      await dialog.getByLabel('Type your email to confirm').fill(email.toUpperCase());
      await remove.click();

      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText('Your account has been deleted.').waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor();
    });
    await context.close();

    const old = await fetch(`${app.baseUrl}/api/session`, { headers: { cookie: account.cookie } });
    expect(await old.json()).toEqual({ userId: null });
    // The address is free: signing in makes a new, empty account.
    const again = await apiSignIn(app, email);
    expect(again.userId).not.toBe(account.userId);
    const history = await fetch(`${app.baseUrl}/api/account/credits-history`, {
      headers: { cookie: again.cookie },
    });
    expect(await history.json()).toEqual({ entries: [], next: null });
  });

  it('cancels a subscription bought through the test checkout: it ends on its date and does not renew', async () => {
    const account = await apiSignIn(app, 'subscriber@example.com');
    const api = (path: string, body?: object) =>
      fetch(`${app.baseUrl}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json', cookie: account.cookie },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const started = await api('/api/payments/checkout', { productId: 'sub-pro', returnTo: '/account' });
    expect(started.ok).toBe(true);
    const { url } = (await started.json()) as { url: string };
    const { page, context } = await app.newPage({ width: 390, height: 844 });
    await useCookie(app, context, account.cookie);
    await withScreenshotOnFailure(page, 'cancel subscription', async () => {
      await page.goto(url);
      await page.getByText('Test checkout — no real payment is taken').waitFor();
      await page.getByRole('button', { name: 'Pay (test)' }).click();
      await page.waitForURL((u) => u.pathname === '/account');

      const plan = page.getByRole('article', { name: 'Pro subscription' });
      const { plans } = (await (await api('/api/payments/subscriptions')).json()) as {
        plans: { periodEnd: string; state: string }[];
      };
      // The date as the browser writes it, in its own time zone.
      const date = await page.evaluate(
        (iso) => new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(iso)),
        plans[0]!.periodEnd,
      );
      await plan.getByText(`Renews on ${date}`, { exact: true }).waitFor({ timeout: 20_000 });
      await plan.getByRole('button', { name: 'Cancel subscription' }).click();
      const ask = page.getByRole('dialog', { name: 'Cancel your Pro subscription?' });
      await ask.getByText(`You keep Pro until ${date}`).waitFor();
      await ask.getByRole('button', { name: 'Cancel subscription' }).click();
      await plan.getByText(`Ends on ${date}`, { exact: true }).waitFor({ timeout: 20_000 });
      await plan.getByRole('button', { name: 'Resume subscription' }).waitFor();

      // Still so after a reload, and the server agrees: it will not renew.
      await page.reload();
      await plan.getByText(`Ends on ${date}`, { exact: true }).waitFor({ timeout: 20_000 });
      expect(await plan.getByText(`Renews on ${date}`, { exact: true }).count()).toBe(0);
      const after = (await (await api('/api/payments/subscriptions')).json()) as { plans: typeof plans };
      expect(after.plans[0]).toMatchObject({ state: 'ending', periodEnd: plans[0]!.periodEnd });
      // Access lasts to the end date.
      const session = (await (await api('/api/session')).json()) as { subscription: unknown };
      expect(session.subscription).toBe(true);
    });
    await context.close();
  });
});
