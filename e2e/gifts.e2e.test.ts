import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { signInInPage } from './sign-in';

/**
 * Gift cards as two people would use them: A buys a card through the sandbox checkout and gets its link and
 * QR code; B opens the link, signs in, redeems it and has Premium.
 */
describe('giving a gift card', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await startE2eApp();
  });
  afterAll(async () => app?.stop());

  it('A buys a card and shares its link; B redeems it and becomes Premium', async () => {
    const buyer = await app.newPage({ width: 1280, height: 900 });
    let giftPath = '';
    let link = '';
    await withScreenshotOnFailure(buyer.page, 'gift buy', async () => {
      const page = buyer.page;
      await page.goto('/gift-cards');
      await page.getByRole('heading', { name: 'Give Muse Premium' }).waitFor();
      await signInInPage(app, page, 'giver@example.com');

      // Choosing a duration makes the card; a design from the picker goes on it.
      await page.getByRole('button', { name: /\$20 · 1 month/ }).click();
      await page.waitForURL(/\/gift-cards\?card=[\w-]+$/);
      await page
        .getByRole('group', { name: 'Card designs' })
        .getByRole('button', { name: 'Starry night' })
        .click();
      await page
        .getByRole('group', { name: 'Card designs' })
        .getByRole('button', { name: 'Starry night', pressed: true })
        .waitFor();

      await page.getByRole('button', { name: 'Buy for $20' }).click();
      await page.waitForURL(/\/api\/payments\/sandbox\//);
      await page.getByText('Test checkout — no real payment is taken').waitFor();
      await page.getByRole('button', { name: 'Pay (test)' }).click();

      await page.waitForURL(/\/gift-cards\?card=[\w-]+&order=/);
      await page.getByRole('heading', { name: 'Your gift card is ready' }).waitFor({ timeout: 30_000 });
      link = await page.getByLabel('Share link').inputValue();
      expect(link).toMatch(/\/gift\/[\w-]{22,}$/);
      giftPath = new URL(link).pathname;
      const qr = page.getByRole('img', { name: /^QR code of / });
      await page.waitForFunction(
        (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
        await qr.elementHandle(),
      );
      await page.getByText('Gift cards are non-refundable and by default do not expire.').waitFor();

      // The generator page's gift card popup shows the same content: the card is among "Your gift cards",
      // and Share shows its link in place. Side by side from 1000 px, full screen below.
      await page.goto('/images');
      await page.getByRole('button', { name: 'Gift cards', exact: true }).click();
      const popup = page.getByRole('dialog', { name: 'Give Muse Premium' });
      await popup.getByRole('heading', { name: '1. Choose how long' }).waitFor();
      const mine = popup.getByRole('region', { name: 'Your gift cards' });
      await mine.getByText('To give').waitFor();
      await mine.getByRole('link', { name: 'Share' }).click();
      await popup.getByRole('heading', { name: 'Your gift card is ready' }).waitFor();
      expect(await popup.getByLabel('Share link').inputValue()).toBe(link);
      expect(new URL(page.url()).pathname).toBe('/images');
      expect((await popup.boundingBox())!.width).toBeLessThan(1000);
      await page.setViewportSize({ width: 900, height: 800 });
      await page.waitForFunction(
        () => document.querySelector('[role="dialog"]')?.getBoundingClientRect().width === 900,
      );
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'hidden' });
    });
    await buyer.context.close();

    const friend = await app.newPage({ width: 400, height: 860 });
    await withScreenshotOnFailure(friend.page, 'gift redeem', async () => {
      const page = friend.page;
      await page.goto(giftPath);
      await page.getByRole('heading', { name: 'You have a gift card' }).waitFor();
      await page.getByRole('heading', { name: 'Premium for 1 month' }).waitFor();
      await page.getByRole('button', { name: 'Sign in to redeem' }).click();
      await page.getByLabel('Email').fill('friend@example.com');
      const since = new Date(Date.now() - 1000).toISOString();
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByLabel('Code').fill(await app.codeFor('friend@example.com', since));
      await page.getByText('Signed in as friend@example.com').waitFor();

      await page.getByRole('button', { name: 'Redeem' }).click();
      await page.getByText('You have Premium').waitFor();
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('dialog').getByText('Premium', { exact: true }).waitFor();
      const session = (await page.evaluate(async () => (await fetch('/api/session')).json())) as {
        subscription: unknown;
      };
      expect(session.subscription).toBe('premium');
    });
    await friend.context.close();
  });
});
