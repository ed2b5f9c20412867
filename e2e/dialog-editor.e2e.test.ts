import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, useCookie } from './sign-in';

/**
 * Issue #15, the Dialog tab of the Assistant Setup: an owner starts from the welcome-tour template, trims it
 * to three nodes (the first question and two answers), edits a question, saves, reloads and finds it saved.
 */

const EDITED = 'Here you can ask me anything about the shop, by typing or by voice.';

async function openDialogTab(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Setup' }).click();
  await page.getByRole('tab', { name: 'Dialog' }).click();
  await page.getByRole('button', { name: 'Start from a template' }).waitFor();
}

describe('dialog editor', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await startE2eApp();
  }, 60_000);
  afterAll(async () => app?.stop());

  it('builds a three-node dialog from a template, edits a question, saves and sees it after a reload', async () => {
    const { cookie } = await apiSignIn(app, 'dialog-editor@example.com');
    const created = await fetch(`${app.baseUrl}/api/offices/newOffice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ type: 'aiChat', name: 'Bike shop' }),
    });
    expect(created.status).toBe(200);
    const officeId = ((await created.json()) as { _id: string })._id;

    const { page, context } = await app.newPage({ width: 1280, height: 900 });
    await useCookie(app, context, cookie);
    await withScreenshotOnFailure(page, 'dialog-editor', async () => {
      await page.goto(`${app.baseUrl}/app/${officeId}`);
      await openDialogTab(page);
      const save = page.getByRole('button', { name: 'Save', exact: true });
      expect(await save.isDisabled()).toBe(true);

      await page.getByRole('button', { name: 'Start from a template' }).click();
      const templates = page.getByRole('dialog', { name: 'Start from a template' });
      await templates.getByLabel('Welcome tour').check();
      await templates.getByRole('button', { name: 'Use this template' }).click();
      await templates.waitFor({ state: 'hidden' });

      // The tour's first answer leads to a question with two answers of its own: remove both.
      const nested = page.getByRole('list', { name: /^Answers to “You can ask me questions here/ });
      await nested.getByRole('button', { name: 'Remove answer 2' }).click();
      await nested.getByRole('button', { name: 'Remove answer 1' }).click();
      await nested.waitFor({ state: 'detached' });
      await page.getByText('2 answers', { exact: true }).waitFor();

      const next = page.getByLabel('Next question').first();
      await next.fill(EDITED);
      expect(await save.isDisabled()).toBe(false);
      await save.click();
      await page.getByText('The dialog is saved.').waitFor();
      expect(await save.isDisabled()).toBe(true);

      await page.reload();
      await openDialogTab(page);
      expect(await page.getByLabel('Next question').first().inputValue()).toBe(EDITED);
      expect(await page.getByLabel('First question (the welcome message)').inputValue()).toContain(
        'Would you like a quick tour?',
      );
    });

    const office = (await (
      await fetch(`${app.baseUrl}/api/offices/${officeId}`, { headers: { cookie } })
    ).json()) as {
      assistants: { dialog: { options: { answer: string; question?: string; options?: unknown[] }[] } }[];
    };
    const options = office.assistants[0]!.dialog.options;
    expect(options.map((o) => o.answer)).toEqual(['Yes, show me around', 'Not now']);
    expect(options[0]).toMatchObject({ question: EDITED });
    expect(options[0]!.options).toBeUndefined();
    await context.close();
  }, 120_000);
});
