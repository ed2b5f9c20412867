import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, useCookie } from './sign-in';

const ADMIN = 'admin-notify@example.com';

/**
 * Notifications: an admin writes one with an input and two buttons for everyone on /admin/notifications;
 * a signed-in user with /images open sees it arrive without a reload, the main button waits for text, the
 * answer is sent and the dialog goes, for good; the admin reads the answer. Screenshots of the admin page
 * and the dialog at 1280×800 and 390×844 are kept in e2e/artifacts.
 */
describe('notifications', () => {
  let app: E2eApp;
  let adminCookie: string;
  let readerCookie: string;
  beforeAll(async () => {
    app = await startE2eApp({ env: { ADMIN_EMAILS: ADMIN } });
    adminCookie = (await apiSignIn(app, ADMIN)).cookie;
    readerCookie = (await apiSignIn(app, 'reader-notify@example.com')).cookie;
  });
  afterAll(async () => app?.stop());

  const shot = (page: Page, name: string) =>
    page.screenshot({ path: join(ARTIFACTS, `notifications-${name}.png`) });

  async function signedInPage(cookie: string, path: string, width = 1280, height = 800) {
    const { page, context } = await app.newPage({ width, height });
    await useCookie(app, context, cookie);
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/notifications/last'));
    await page.goto(`${app.baseUrl}${path}`);
    await asked;
    return page;
  }

  it('an admin writes a notification; a user sees it live, answers it once; the admin reads the answer', async () => {
    const admin = await signedInPage(adminCookie, '/images');
    await withScreenshotOnFailure(admin, 'notifications: admin writes', async () => {
      await admin.getByRole('button', { name: 'Account menu' }).click();
      await admin.getByRole('link', { name: 'Notifications' }).click();
      await admin.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
      await admin.getByText('No notifications yet.').waitFor();
      await admin.getByLabel('Title').fill('Quick question');
      await admin.getByLabel('Header').fill('Help us choose the next feature');
      await admin.getByLabel('Message').fill('What would you like to make **next**?\n\n- songs\n- videos');
      await admin.getByLabel('Ask for a written answer').check();
      await admin.getByRole('button', { name: 'Add a button' }).click();
      await admin.getByLabel('Button 1', { exact: true }).fill('Send answer');
      await admin.getByRole('button', { name: 'Add a button' }).click();
      await admin.getByLabel('Button 2', { exact: true }).fill('Not now');
      await shot(admin, 'admin-form-1280');
      await admin.getByRole('button', { name: 'Preview' }).click();
      const preview = admin.getByRole('dialog', { name: 'Quick question' });
      await preview.getByText('Help us choose the next feature').waitFor();
      expect(await preview.getByRole('button', { name: 'Send answer' }).isDisabled()).toBe(true);
      await shot(admin, 'preview-1280');
      await preview.getByRole('button', { name: 'Close the preview' }).click();
      await preview.waitFor({ state: 'detached' });
    });

    // The reader has the generator open before the notification is published.
    const reader = await signedInPage(readerCookie, '/images');
    await reader.waitForTimeout(500);
    expect(await reader.getByRole('dialog', { name: 'Quick question' }).count()).toBe(0);

    await withScreenshotOnFailure(admin, 'notifications: admin publishes', async () => {
      await admin.getByRole('button', { name: 'Publish now' }).click();
      await admin.getByText('0 answers').waitFor();
    });

    await withScreenshotOnFailure(reader, 'notifications: reader answers', async () => {
      const dialog = reader.getByRole('dialog', { name: 'Quick question' });
      await dialog.waitFor({ timeout: 10_000 });
      await dialog.getByText('Help us choose the next feature').waitFor();
      await dialog.locator('strong', { hasText: 'next' }).waitFor();
      const send = dialog.getByRole('button', { name: 'Send answer' });
      expect(await send.isDisabled()).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Not now' }).isDisabled()).toBe(false);
      await shot(reader, 'dialog-1280');
      await dialog.getByLabel('Your answer').fill('Longer songs, please');
      expect(await send.isDisabled()).toBe(false);
      await send.click();
      await dialog.waitFor({ state: 'detached' });
    });

    // It does not come back after a reload.
    const asked = reader.waitForResponse((r) => r.url().endsWith('/api/notifications/last'));
    await reader.reload();
    expect((await asked).status()).toBe(200);
    expect(await reader.evaluate(() => fetch('/api/notifications/last').then((r) => r.json()))).toBeNull();
    await reader.waitForTimeout(500);
    expect(await reader.getByRole('dialog', { name: 'Quick question' }).count()).toBe(0);

    await withScreenshotOnFailure(admin, 'notifications: admin reads', async () => {
      await admin.reload();
      await admin.getByRole('button', { name: '1 answer' }).click();
      await admin.getByText('“Longer songs, please”').waitFor();
      await admin.getByText('reader-notify@example.com', { exact: false }).waitFor();
      await admin.getByText('Send answer: 1').waitFor();
      await shot(admin, 'admin-answers-1280');
    });
  }, 150_000);

  it('shows a blocking notification with an input on a phone, without a close button, until answered', async () => {
    const phoneCookie = (await apiSignIn(app, 'phone-notify@example.com')).cookie;
    const res = await fetch(`${app.baseUrl}/api/admin/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: adminCookie },
      body: JSON.stringify({
        title: 'New terms',
        header: 'Please read and agree',
        content: 'We updated our terms. Read them [here](https://example.com/terms).',
        blocking: true,
        showInput: true,
        actions: [{ buttonText: 'I agree', response: 'agree', default: true }],
        target: { type: 'user', email: 'phone-notify@example.com' },
      }),
    });
    expect(res.status).toBe(200);
    const phone = await signedInPage(phoneCookie, '/images', 390, 844);
    await withScreenshotOnFailure(phone, 'notifications: phone', async () => {
      const dialog = phone.getByRole('dialog', { name: 'New terms' });
      await dialog.waitFor();
      expect(await dialog.getByRole('button', { name: /^Close/ }).count()).toBe(0);
      await phone.keyboard.press('Escape');
      await phone.waitForTimeout(300);
      expect(await dialog.count()).toBe(1);
      await shot(phone, 'dialog-390');
      // The default action waits for the written answer.
      const agree = dialog.getByRole('button', { name: 'I agree' });
      expect(await agree.isDisabled()).toBe(true);
      await dialog.getByLabel('Your answer').fill('Read and agreed');
      await agree.click();
      await dialog.waitFor({ state: 'detached' });
    });
    const admin = await signedInPage(adminCookie, '/admin/notifications', 390, 844);
    await admin.getByText('New terms').waitFor();
    const row = admin.getByRole('listitem').filter({ hasText: 'New terms' });
    await row.getByRole('button', { name: '1 answer' }).click();
    await row.getByText('“Read and agreed”').waitFor();
    await admin.screenshot({ path: join(ARTIFACTS, 'notifications-admin-390.png'), fullPage: true });
  });
});
