import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, grantCredits } from './sign-in';

const ADMIN = 'admin@example.com';

/** An old grey photo with a scratch across it. */
function oldPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ccc"/><stop offset="0.55" stop-color="#888"/>
      <stop offset="0.55" stop-color="#555"/><stop offset="1" stop-color="#333"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="160" cy="100" r="36" fill="#bbb"/><rect x="125" y="135" width="70" height="100" rx="16" fill="#444"/>
    <line x1="0" y1="70" x2="320" y2="170" stroke="#fff" stroke-width="2"/>
  </svg>`;
  return sharp(Buffer.from(svg)).grayscale().jpeg({ quality: 85 }).toBuffer();
}

describe('the photo wizard, as a visitor uses it', () => {
  let app: E2eApp;
  let adminCookie = '';
  beforeAll(async () => {
    app = await startE2eApp({ env: { ADMIN_EMAILS: ADMIN } });
    adminCookie = (await apiSignIn(app, ADMIN)).cookie;
  });
  afterAll(async () => app?.stop());

  /** A visitor who continues as a guest on /photo-wizard and is given `credits`; the page is at step 1. */
  async function guestOnWizard(page: Page, credits: number): Promise<void> {
    await page.goto('/photo-wizard');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.getByRole('button', { name: 'Choose a photo' }).waitFor();
    const { userId } = (await page.evaluate(async () => (await fetch('/api/session')).json())) as {
      userId: string;
    };
    expect(userId).toMatch(/^guest/);
    await grantCredits(app, adminCookie, userId, credits);
  }
  async function upload(page: Page): Promise<void> {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a photo' }).click();
    await (await chooser).setFiles({ name: 'grandma.jpg', mimeType: 'image/jpeg', buffer: await oldPhoto() });
    await page.getByRole('tab', { name: 'Restore' }).waitFor();
  }
  /** No share sheet in this browser: sharing falls back to copying the link. */
  async function withoutShareSheet(context: BrowserContext): Promise<void> {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    await context.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
  }

  it('continues as a guest, restores a photo, compares it and copies its link', async () => {
    const { page, context } = await app.newPage();
    await withoutShareSheet(context);
    await withScreenshotOnFailure(page, 'photo wizard', async () => {
      await guestOnWizard(page, 3);
      await upload(page);

      expect(await seriousViolations(page)).toEqual([]);
      const transform = page.getByRole('button', { name: 'Transform' });
      expect(await transform.isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Restore', exact: true }).click();
      await expect(page.getByLabel('Describe the change').inputValue()).resolves.toMatch(
        /^Restore this old photo/,
      );
      await transform.click();
      await page.getByText('Transforming your photo…').waitFor();

      const share = page.getByRole('button', { name: 'Share', exact: true });
      await share.waitFor({ timeout: 60_000 });
      const after = page.getByRole('img', { name: 'Your photo after the change' });
      await page.waitForFunction(
        (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth === 320,
        await after.elementHandle(),
      );
      await page.getByRole('slider', { name: 'Compare before and after' }).waitFor({ state: 'attached' });
      await page.getByRole('link', { name: 'Open Advanced Editor' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await share.click();
      await page.getByRole('button', { name: 'Copied' }).waitFor();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      // The item's share link (a guest's has no referral).
      expect(link).toMatch(/^http:\/\/[^/]+\/images\/[a-z0-9]+$/);
      // "Copied" goes back to "Share" after 2 s.
      await share.waitFor({ timeout: 5_000 });
      // One credit was spent.
      const session = (await page.evaluate(async () => (await fetch('/api/session')).json())) as {
        credits: number;
      };
      expect(session.credits).toBe(2);

      // Start over clears the photo and the prompt.
      await page.getByRole('button', { name: 'Start over' }).click();
      await page.getByRole('button', { name: 'Choose a photo' }).waitFor();
    });
  });

  it('on a phone hides the left column once a photo is in', async () => {
    const { page } = await app.newPage({ width: 390, height: 844 });
    await withScreenshotOnFailure(page, 'photo wizard phone', async () => {
      await page.goto('/photo-wizard');
      await page.getByRole('button', { name: 'Continue as guest' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await guestOnWizard(page, 1);
      const intro = page.getByRole('heading', { name: 'Photo wizard' });
      expect(await intro.isVisible()).toBe(true);
      await upload(page);
      expect(await intro.isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Transform' }).isVisible()).toBe(true);
    });
  });
});
