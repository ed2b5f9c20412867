import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { uploadPicture } from './editor-steps';
import { apiSignIn, signInWithCredits } from './sign-in';

const ADMIN = 'admin@example.com';

/** Opens the item in the viewer and goes to the editor with its Edit button (a move inside the app). */
async function editFromViewer(page: Page, filename: string) {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.waitForURL(`**/images/edit/${filename}`);
  await page.getByRole('img', { name: /^The picture, 640 by 480/ }).waitFor();
}

/** One unsaved change: the brightness slider, by keyboard. */
async function brighten(page: Page) {
  await page.getByRole('slider', { name: 'Brightness' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(false);
}

const question = (page: Page) => page.getByRole('dialog', { name: 'Leave the editor?' });
const musicLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Music' });

describe('leaving the editor with unsaved changes', () => {
  let app: E2eApp;
  let adminCookie = '';
  beforeAll(async () => {
    app = await startE2eApp({ env: { ADMIN_EMAILS: ADMIN } });
    adminCookie = (await apiSignIn(app, ADMIN)).cookie;
  });
  afterAll(async () => app?.stop());

  it('asks before a link or Back leaves, goes only on Leave, and not at all once saved', async () => {
    const { page, context } = await app.newPage();
    await withScreenshotOnFailure(page, 'editor leave', async () => {
      await signInWithCredits(app, context, { email: 'leaver@example.com', credits: 5, adminCookie });
      await page.goto('/images');
      const filename = await uploadPicture(page, 640, 480);
      await page.goto(`/images/${filename}`);
      await editFromViewer(page, filename);
      const editorUrl = page.url();

      // Nothing changed yet: a link just goes; Back returns to the editor.
      await musicLink(page).click();
      await page.waitForURL('**/music');
      await page.goBack();
      await page.getByRole('img', { name: /^The picture, 640 by 480/ }).waitFor();

      // A change, then a link in the menu: the question; Stay keeps the editor and the change.
      await brighten(page);
      await musicLink(page).click();
      const asked = question(page);
      await asked.waitFor();
      await asked.getByText('Your changes are not saved.').waitFor();
      await asked.getByRole('button', { name: 'Stay' }).click();
      await asked.waitFor({ state: 'hidden' });
      expect(page.url()).toBe(editorUrl);
      expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(false);

      // The browser's Back asks too: the editor's address comes back while the question waits; Stay stays.
      await page.evaluate(() => history.back());
      await asked.waitFor();
      await expect.poll(() => page.url()).toBe(editorUrl);
      await asked.getByRole('button', { name: 'Stay' }).click();
      await asked.waitFor({ state: 'hidden' });
      expect(page.url()).toBe(editorUrl);
      await page.getByRole('img', { name: /^The picture, 640 by 480/ }).waitFor();

      // The header's link home asks the same.
      await page.getByRole('banner').getByRole('link', { name: 'Muse home' }).click();
      await asked.getByRole('button', { name: 'Stay' }).click();
      await asked.waitFor({ state: 'hidden' });
      expect(page.url()).toBe(editorUrl);

      // Back and Leave: the viewer it came from.
      await page.evaluate(() => history.back());
      await asked.getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL(`**/images/${filename}`);
      await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();

      // A link and Leave: the link's page.
      await editFromViewer(page, filename);
      await brighten(page);
      await musicLink(page).click();
      await question(page).getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL('**/music');

      // Once saved, leaving does not ask.
      await page.goBack();
      await page.getByRole('img', { name: /^The picture, 640 by 480/ }).waitFor();
      await brighten(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Your edited picture is a new item in My creations.').waitFor();
      await musicLink(page).click();
      await page.waitForURL('**/music');
      expect(await question(page).isVisible()).toBe(false);
    });
    await context.close();
  });
});
