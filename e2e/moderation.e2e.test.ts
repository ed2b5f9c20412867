import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, grantCredits, useCookie } from './sign-in';

const ADMIN = 'admin-moderation@example.com';
const PAINTER = 'painter-moderation@example.com';

/**
 * Moderation: a visitor (signed out) likes a public image, finds the like kept after a reload, and reports
 * it; the admin finds the report on /admin/moderation, bans the image's owner (whose session ends and whose
 * image leaves the public pages) and keeps the item, which closes the report. The image is made through the
 * API with the local engine; screenshots of the viewer and the moderation page at 1280×800 and 390×844 are
 * kept in e2e/artifacts.
 */
describe('moderation', () => {
  let app: E2eApp;
  let adminCookie: string;
  let painterCookie: string;
  let filename: string;

  const shot = (page: Page, name: string) =>
    page.screenshot({ path: join(ARTIFACTS, `moderation-${name}.png`), fullPage: true });

  async function call(cookie: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  beforeAll(async () => {
    app = await startE2eApp({ env: { ADMIN_EMAILS: ADMIN } });
    adminCookie = (await apiSignIn(app, ADMIN)).cookie;
    const painter = await apiSignIn(app, PAINTER);
    painterCookie = painter.cookie;
    await grantCredits(app, adminCookie, painter.userId, 20);
    const created = await call(painterCookie, 'POST', '/api/images/', {
      name: 'Harbour at dawn',
      description: 'a quiet harbour at dawn, fishing boats, soft mist',
      model: 'art',
    });
    expect(created.status).toBe(200);
    filename = created.json.filename as string;
    for (let i = 0; ; i++) {
      const item = await call(painterCookie, 'GET', `/api/images/filename/${filename}`);
      if (item.json.finishedOn && item.json.imageThumbUrl) break;
      if (i > 300) throw new Error(`${filename} did not finish`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 120_000);
  afterAll(async () => app?.stop());

  it('a visitor likes an image (kept after a reload, counted once) and reports it', async () => {
    const { page, context } = await app.newPage();
    await withScreenshotOnFailure(page, 'moderation visitor', async () => {
      await page.goto(`/images/${filename}`);
      const actions = page.getByRole('dialog').getByRole('toolbar', { name: 'Image actions' });
      // A busy CI machine may take a while to bring the viewer's chunk and the image.
      await actions.getByRole('button', { name: 'Like (0)' }).waitFor({ timeout: 60_000 });
      await actions.getByRole('button', { name: 'Like (0)' }).click();
      await actions.getByRole('button', { name: 'Unlike (1)' }).waitFor();
      // No sign-in was asked for.
      expect(await page.getByRole('dialog', { name: /sign in/i }).count()).toBe(0);
      await page.getByRole('button', { name: 'Not now' }).click();

      // The browser keeps the like, and the server counted it once.
      await page.reload();
      await actions.getByRole('button', { name: 'Unlike (1)' }).waitFor();

      await actions.getByRole('button', { name: 'Report' }).click();
      await page.getByRole('menuitem', { name: 'Explicit' }).click();
      await page.getByText('Thanks, the image was reported.').waitFor();
      await actions.getByRole('button', { name: 'Reported' }).waitFor();
      expect(await actions.getByRole('button', { name: 'Reported' }).isDisabled()).toBe(true);
      await shot(page, 'visitor-viewer-1280');
    });
    await context.close();

    // Another browser is another visitor: its like counts too, once.
    const phone = await app.newPage({ width: 390, height: 844 });
    await withScreenshotOnFailure(phone.page, 'moderation second visitor', async () => {
      await phone.page.goto(`/images/${filename}`);
      const actions = phone.page.getByRole('dialog').getByRole('toolbar', { name: 'Image actions' });
      await actions.getByRole('button', { name: 'Like (1)' }).click();
      await actions.getByRole('button', { name: 'Unlike (2)' }).waitFor();
      await shot(phone.page, 'visitor-viewer-390');
    });
    await phone.context.close();
  }, 120_000);

  it('an admin finds the report, bans the owner (signed out, image hidden) and keeps the item', async () => {
    const { page, context } = await app.newPage();
    await useCookie(app, context, adminCookie);
    await withScreenshotOnFailure(page, 'moderation admin', async () => {
      await page.goto('/images');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('link', { name: 'Moderation' }).click();
      await page.getByRole('heading', { name: 'Moderation', level: 1 }).waitFor();
      const reports = page.getByRole('list', { name: 'Reported items' });
      const row = reports.getByRole('listitem').filter({ hasText: 'Harbour at dawn' });
      await row.getByText('Explicit · 1').waitFor();
      await row.getByText(`By ${PAINTER}`).waitFor();
      await shot(page, 'reports-1280');

      await row.getByRole('button', { name: 'Ban the owner' }).click();
      const question = page.getByRole('dialog', { name: 'Ban this account?' });
      await question.getByRole('button', { name: 'Ban', exact: true }).click();
      await question.waitFor({ state: 'detached' });
      await row.getByText('Banned', { exact: true }).waitFor();
      await row.getByRole('button', { name: 'Lift the ban' }).waitFor();
    });

    // The owner's session has ended, and the image has left the public pages.
    expect((await call(painterCookie, 'GET', '/api/images/queue')).status).toBe(401);
    const visitor = await app.newPage();
    await withScreenshotOnFailure(visitor.page, 'moderation hidden', async () => {
      await visitor.page.goto(`/images/${filename}`);
      await visitor.page.getByText('Image not found').waitFor();
    });
    await visitor.context.close();

    await withScreenshotOnFailure(page, 'moderation keep', async () => {
      // The Recent panel still shows it to the admin.
      await page.getByRole('tab', { name: 'Recent' }).click();
      await page.getByRole('list', { name: 'Public recent images' }).getByText('Harbour at dawn').waitFor();
      await page.getByRole('tab', { name: 'Reports' }).click();
      const row = page
        .getByRole('list', { name: 'Reported items' })
        .getByRole('listitem')
        .filter({ hasText: 'Harbour at dawn' });
      await row.getByRole('button', { name: 'Keep it' }).click();
      await page.getByText('No open reports.', { exact: false }).waitFor();
    });
    await context.close();

    // The moderation page on a phone.
    const phone = await app.newPage({ width: 390, height: 844 });
    await useCookie(app, phone.context, adminCookie);
    await withScreenshotOnFailure(phone.page, 'moderation phone', async () => {
      await phone.page.goto('/admin/moderation?tab=accounts');
      await phone.page.getByLabel('Email of the account').fill(PAINTER);
      await phone.page.getByRole('button', { name: 'Find' }).click();
      const found = phone.page.getByRole('list', { name: 'Accounts found' });
      await found.getByText('Banned', { exact: true }).waitFor();
      await shot(phone.page, 'accounts-390');
      await phone.page.getByRole('tab', { name: 'Recent' }).click();
      await phone.page
        .getByRole('list', { name: 'Public recent images' })
        .getByText('Harbour at dawn')
        .waitFor();
      await shot(phone.page, 'recent-390');
    });
    await phone.context.close();
  }, 120_000);
});
