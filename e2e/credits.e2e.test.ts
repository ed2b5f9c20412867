import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, useCookie } from './sign-in';

const ADMIN = 'admin@example.com';

/** The credits dialog and its earn table, as new users would click them. */
describe('earning credits', () => {
  let app: E2eApp;
  let adminCookie = '';
  beforeAll(async () => {
    app = await startE2eApp({ env: { ADMIN_EMAILS: ADMIN } });
    adminCookie = (await apiSignIn(app, ADMIN)).cookie;
  });
  afterAll(async () => app?.stop());

  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${app.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const get = (path: string, cookie: string) => fetch(`${app.baseUrl}${path}`, { headers: { cookie } });

  /**
   * Gives an account active today a second day in a row, through its time zone: streak days are calendar
   * days in the user's zone once known. From 10:00 UTC it is already tomorrow at UTC+14; before that it is
   * still yesterday at UTC-11, and back in UTC today follows it.
   */
  async function twoDayStreak(cookie: string): Promise<void> {
    const zoneAt = async (zoneinfo: string) => {
      expect((await post('/api/offices/updateProfile', { zoneinfo, locale: 'en-US' }, cookie)).status).toBe(
        200,
      );
      await get('/api/session', cookie); // the first request in that zone records its day
    };
    await get('/api/session', cookie);
    if (new Date().getUTCHours() >= 10) await zoneAt('Pacific/Kiritimati');
    else {
      await zoneAt('Pacific/Pago_Pago');
      await zoneAt('UTC');
    }
    const session = (await (await get('/api/session', cookie)).json()) as { streak: number };
    expect(session.streak).toBe(2);
  }

  /** Signs in with the form of the (signed-out) credits dialog. */
  async function signInInCreditsDialog(page: Page, email: string): Promise<void> {
    const since = new Date().toISOString();
    await page.getByRole('button', { name: 'Credits', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Credits' });
    await dialog.getByText('Sign in to see your credits').waitFor();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByLabel('Code').fill(await app.codeFor(email, since));
  }

  it('a new user claims the daily credits from the credits dialog, once a day', async () => {
    const { page, context } = await app.newPage();
    await withScreenshotOnFailure(page, 'credits daily claim', async () => {
      await page.goto('/images');
      // Signed in, the page tells the server its time zone and language once (the session asks for them).
      const profile = page.waitForRequest((r) => r.url().endsWith('/api/offices/updateProfile'));
      await signInInCreditsDialog(page, 'newcomer@example.com');
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      expect((await profile).postDataJSON()).toMatchObject({ zoneinfo: zone, browser: 'Chrome' });

      // Signed in, the same dialog shows the plan, the balance and the earn table.
      const dialog = page.getByRole('dialog', { name: 'Credits' });
      await dialog.getByLabel('Balance: 0 credits').waitFor();
      await dialog.getByText('Free', { exact: true }).waitFor();
      await dialog.getByRole('table').getByText('Earn credits').waitFor();
      // The dot: a daily claim is waiting.
      await page.getByRole('button', { name: /^Credits: 0 credits, Free plan, credits to claim$/ }).waitFor();

      await dialog.getByRole('button', { name: 'Claim daily credits' }).click();
      await dialog.getByLabel('Balance: 10 credits').waitFor();
      await page.getByRole('button', { name: /^Credits: 10 credits/ }).waitFor();
      const daily = dialog.getByRole('row', { name: /Daily credits/ });
      await daily.getByText('Come back tomorrow for more').waitFor();
      expect(await daily.getByRole('button', { name: /Claim/ }).count()).toBe(0);

      // A second claim the same day pays nothing and says so.
      const again = await page.evaluate(async () => {
        const res = await fetch('/api/user/credits/daily', { method: 'POST' });
        return { status: res.status, body: (await res.json()) as { error: { message: string } } };
      });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe('Come back tomorrow for more');

      // Reopened, the dialog reads the server's state: still claimed, still 10.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: /^Credits: 10 credits/ }).click();
      await dialog
        .getByRole('row', { name: /Daily credits/ })
        .getByText('Come back tomorrow for more')
        .waitFor();
      await dialog.getByLabel('Balance: 10 credits').waitFor();
    });
    await context.close();
  });

  it("a friend who signs in from a user's share link earns that user 50 credits to claim", async () => {
    // User A makes an image and takes its share link (it carries ?ref=<A>).
    const a = await apiSignIn(app, 'sharer@example.com');
    expect(
      (await post(`/api/admin/users/${a.userId}/credits`, { amount: 5, reason: 'e2e' }, adminCookie)).status,
    ).toBe(200);
    const created = (await (
      await post(
        '/api/images/',
        { description: 'a lighthouse at dawn', model: 'art', size: 'square' },
        a.cookie,
      )
    ).json()) as { filename: string };
    for (let i = 0; ; i++) {
      const item = (await (await get(`/api/images/filename/${created.filename}`, a.cookie)).json()) as {
        finishedOn: string | null;
      };
      if (item.finishedOn) break;
      if (i > 300) throw new Error('the image did not finish');
      await new Promise((r) => setTimeout(r, 200));
    }
    const { shareLink } = (await (
      await get(`/api/images/sharelink/${created.filename}`, a.cookie)
    ).json()) as {
      shareLink: string;
    };
    const link = new URL(shareLink);
    expect(link.searchParams.get('ref')).toBe(a.userId);

    // User B, new, opens the link and creates an account.
    const friend = await app.newPage();
    await withScreenshotOnFailure(friend.page, 'credits referral friend', async () => {
      const { page } = friend;
      const landed = page.waitForResponse((r) => r.url().endsWith('/api/user/referral/landed'));
      await page.goto(`${link.pathname}${link.search}`);
      expect(await (await landed).json()).toEqual({ remembered: true });
      await page.goto('/images');
      await signInInCreditsDialog(page, 'friend@example.com');
      await page.getByRole('dialog', { name: 'Credits' }).getByLabel('Balance: 0 credits').waitFor();
    });
    await friend.context.close();

    // User A finds the referral in the credits dialog and claims it.
    const sharer = await app.newPage();
    await withScreenshotOnFailure(sharer.page, 'credits referral claim', async () => {
      const { page, context } = sharer;
      await useCookie(app, context, a.cookie);
      await twoDayStreak(a.cookie);
      await page.goto('/images');
      // Two days in a row: the header shows the streak, which opens the streak dialog.
      await page.getByRole('button', { name: '2-day streak', exact: true }).click();
      const streak = page.getByRole('dialog', { name: 'Your streak' });
      await streak.getByText('2 days', { exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await streak.waitFor({ state: 'hidden' });
      const before = (await (await get('/api/session', a.cookie)).json()) as {
        credits: number;
        subscriptionCredits: number;
      };
      const total = before.credits + before.subscriptionCredits;
      await page.getByRole('button', { name: /^Credits: / }).click();
      const dialog = page.getByRole('dialog', { name: 'Credits' });
      const row = dialog.getByRole('row', { name: /A friend joined/ });
      await row.getByText('+50').waitFor();
      await row.getByRole('button', { name: 'Claim a friend joined' }).click();
      await dialog.getByLabel(`Balance: ${total + 50} credits`).waitFor();
      await row.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: new RegExp(`^Credits: ${total + 50} credits`) }).waitFor();

      // The share rules dialog says how it works and has nothing left to claim.
      await dialog.getByRole('button', { name: 'Share: Referral credits' }).click();
      const rules = page.getByRole('dialog', { name: 'Share and earn' });
      await rules.getByText('Copy your image link').waitFor();
      await rules.getByText('None yet.', { exact: false }).waitFor();
      await expect(rules.getByRole('textbox', { name: /Your link to/ }).inputValue()).resolves.toContain(
        `ref=${a.userId}`,
      );
    });
    await sharer.context.close();
  });
});
