import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { signInInPage } from './sign-in';

/**
 * Buying, as a user would, from the buy credits dialog, the subscription pages and the trial offer dialog:
 * credits and Pro through the sandbox checkout, and a trial once; inside the Android app, credits through
 * Google Play (the app's bridge, verified by the server's test store).
 */
describe('buying credits, a subscription and a trial', () => {
  let app: E2eApp;
  beforeAll(async () => {
    // A Google client id only so that the sign-in dialog offers Google (no flow starts): the app hides it.
    app = await startE2eApp({ env: { GOOGLE_CLIENT_ID: 'e2e-client', GOOGLE_CLIENT_SECRET: 'e2e-secret' } });
  });
  afterAll(async () => app?.stop());

  const session = (page: Page) =>
    page.evaluate(async () => (await fetch('/api/session')).json()) as Promise<{
      credits: number;
      subscriptionCredits: number;
      subscription: unknown;
    }>;

  /** The header's balance shows `total` (the credits button's number). */
  const headerShows = (page: Page, total: number) =>
    page.waitForFunction(
      (text) => document.querySelector('header')?.textContent?.includes(text) ?? false,
      total.toLocaleString('en-US'),
    );

  it('buys 500 credits through the checkout, then subscribes to Pro', async () => {
    const { page, context } = await app.newPage({ width: 1280, height: 900 });
    await withScreenshotOnFailure(page, 'buy credits and pro', async () => {
      await page.goto('/pricing');
      await page.getByRole('heading', { name: 'Plans and pricing' }).waitFor();
      await signInInPage(app, page, 'buyer@example.com');
      await page.getByText('Your plan: Free').waitFor();
      const before = await session(page);

      // A checkout left with Cancel changes nothing and says so.
      await page.getByRole('button', { name: 'Buy credits' }).click();
      const dialog = page.getByRole('dialog', { name: 'Buy credits' });
      await dialog.getByText('Introductory offer: 50% off. Credits never expire.').waitFor();
      await dialog.getByRole('button', { name: 'Buy 100 credits for $4.99' }).click();
      await page.waitForURL(/\/api\/payments\/sandbox\//);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(/\/pricing\?order=/);
      await page.getByText('Payment cancelled').waitFor();
      await page.waitForURL((url) => url.pathname === '/pricing' && !url.searchParams.has('order'));
      expect((await session(page)).credits).toBe(before.credits);

      // Buying the medium pack: count, price, struck-through normal price, per-credit price, Buy.
      await page.getByRole('button', { name: 'Buy credits' }).click();
      const medium = dialog.getByRole('listitem').filter({ hasText: '500 credits' });
      await medium.getByText('$19.99').waitFor();
      await medium.getByText('$39.99').waitFor();
      await medium.getByText('$0.040 per credit').waitFor();
      await medium.getByRole('button', { name: 'Buy 500 credits for $19.99' }).click();
      await page.waitForURL(/\/api\/payments\/sandbox\//);
      await page.getByText('Test checkout — no real payment is taken').waitFor();
      await page.getByRole('button', { name: 'Pay (test)' }).click();

      await page.waitForURL(/\/pricing\?order=/);
      await page.getByText('Added 500 credits').waitFor();
      await page.waitForURL((url) => url.pathname === '/pricing' && !url.searchParams.has('order'));
      const after = await session(page);
      expect(after.credits).toBe(before.credits + 500);
      await headerShows(page, after.credits + after.subscriptionCredits);

      // Pro on the subscription page, through the same checkout; the page marks it as the plan.
      await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
      await page.waitForURL(/\/api\/payments\/sandbox\//);
      await page.getByRole('button', { name: 'Pay (test)' }).click();
      await page.waitForURL(/\/pricing\?order=/);
      await page.getByText('Welcome to Pro').waitFor();
      await page.getByText(/^Your plan: Pro · until /).waitFor();
      const pro = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) });
      await pro.getByText('Current plan').waitFor();
      expect(await pro.getByRole('button', { name: 'Your plan: Pro' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Upgrade to Premium' }).waitFor();
      expect((await session(page)).subscription).toBe(true);
      // Pay Once is for free and trial-premium users only.
      expect(await page.getByRole('button', { name: /^Pay once/ }).count()).toBe(0);
    });
    await context.close();
  });

  it('starts a trial as a fresh user, once', async () => {
    const { page, context } = await app.newPage({ width: 400, height: 860 });
    await withScreenshotOnFailure(page, 'buy trial', async () => {
      await page.goto('/pricing');
      await page.getByRole('heading', { name: 'Plans and pricing' }).waitFor();
      await signInInPage(app, page, 'trier@example.com');

      await page.getByRole('button', { name: 'Start a free trial' }).click();
      const dialog = page.getByRole('dialog', { name: 'Try Muse free for 7 days' });
      await dialog.getByRole('button', { name: 'Start a 7-day Trial Pro' }).click();
      await page.getByText('Trial Pro started').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(/^Your plan: Trial Pro · until /).waitFor();
      expect((await session(page)).subscription).toBe('trialpro');

      // Once: the offer is gone, even after a reload, and the server refuses a second trial.
      await page.reload();
      await page.getByText(/^Your plan: Trial Pro/).waitFor();
      await page.getByRole('button', { name: 'Subscribe to Pro' }).waitFor();
      expect(await page.getByRole('button', { name: 'Start a free trial' }).count()).toBe(0);
      const again = await page.evaluate(async () => {
        const res = await fetch('/api/user/starttrial', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ tier: 'trialpremium' }),
        });
        return { status: res.status, body: (await res.json()) as { error: { code: string } } };
      });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('trial_used');
    });
    await context.close();
  });

  it('joins Music Pro with the SONG code and waits for the membership to become active', async () => {
    const { page, context } = await app.newPage({ width: 1280, height: 900 });
    await withScreenshotOnFailure(page, 'buy music pro', async () => {
      await page.goto('/pricing');
      await page.getByRole('heading', { name: 'Plans and pricing' }).waitFor();
      await signInInPage(app, page, 'singer@example.com');

      await page.getByRole('button', { name: 'See Music Pro' }).click();
      const modal = page.getByRole('dialog', { name: 'Music Pro' });
      await modal.getByRole('list', { name: 'What Music Pro gives' }).getByText('Lyrics editing').waitFor();
      await modal.getByLabel('Promo code').fill('song');
      await modal.getByRole('button', { name: 'Apply' }).click();
      await modal.getByText('SONG: 75% off the first month').waitFor();
      await modal.getByText('$2.50').waitFor();
      await modal.getByRole('button', { name: 'Subscribe' }).click();

      await page.waitForURL(/\/api\/payments\/sandbox\//);
      await page.getByText('$2.50').first().waitFor();
      await page.getByRole('button', { name: 'Pay (test)' }).click();
      await page.waitForURL(/\/pricing\?order=/);
      await page
        .getByRole('dialog', { name: 'You are a Music Pro member' })
        .getByText('Welcome to Music Pro')
        .waitFor();
      await page.waitForURL((url) => !url.searchParams.has('order'));
      const { musicpro } = (await page.evaluate(async () => (await fetch('/api/session')).json())) as {
        musicpro: string;
      };
      expect(musicpro).toBe('paid');
    });
    await context.close();
  });

  it('inside the Android app: no Google sign-in, credits bought through Google Play', async () => {
    const { page, context } = await app.newPage({ width: 400, height: 860 });
    // The wrapper's side of `window.museNative`: its Google Play sheet "buys" with a token of the server's
    // test store, as a development build of the app does; the page must post it for verification.
    await context.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      const asked: string[] = [];
      w.__asked = asked;
      w.museNative = {
        store: 'android',
        version: '2.3.0',
        purchase: async ({ productId }: { productId: string }) => {
          asked.push(productId);
          const res = await fetch('/api/payments/sandbox/store-token', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ store: 'android', productId }),
          });
          const { token } = (await res.json()) as { token: string };
          return { purchase: { purchaseToken: token, packageName: 'app.muse' } };
        },
      };
    });
    await withScreenshotOnFailure(page, 'buy in app', async () => {
      // The app variant of the generator is the generator, not an image called "app".
      await page.goto('/images/app');
      await page.getByLabel('Keywords').waitFor();

      // In the app: the email code and the guest, never Google (a browser gets Google: the next test).
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
      const login = page.getByRole('dialog');
      await login.getByRole('button', { name: 'Continue as guest' }).waitFor();
      expect(await login.getByRole('link', { name: 'Continue with Google' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await login.waitFor({ state: 'hidden' });

      await page.goto('/pricing');
      await page.getByRole('heading', { name: 'Plans and pricing' }).waitFor();
      await signInInPage(app, page, 'android@example.com');
      const before = await session(page);
      await page.getByRole('button', { name: 'Buy credits' }).click();
      const dialog = page.getByRole('dialog', { name: 'Buy credits' });
      await dialog.getByRole('button', { name: 'Buy 100 credits for $4.99' }).click();
      // No web checkout: the store's sheet, then the order is followed here.
      await page.getByText('Added 100 credits').waitFor();
      expect(page.url()).not.toContain('/api/payments/sandbox/');
      await page.waitForURL((url) => url.pathname === '/pricing' && !url.searchParams.has('order'));
      const after = await session(page);
      expect(after.credits).toBe(before.credits + 100);
      expect(await page.evaluate(() => (window as unknown as { __asked: string[] }).__asked)).toEqual([
        'credits-small',
      ]);
    });
    await context.close();
  });

  it('in a browser, the sign-in dialog offers Google when the server has it', async () => {
    const { page, context } = await app.newPage({ width: 1280, height: 900 });
    await withScreenshotOnFailure(page, 'google in browser', async () => {
      await page.goto('/images');
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Continue with Google' }).waitFor();
    });
    await context.close();
  });
});
