import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, useCookie } from './sign-in';

/**
 * Live polls: the owner starts a poll from the office page; a signed-out visitor in another browser sees the
 * popup, votes, and sees the results; the owner sees the vote arrive in the open poll's results. A quiz shows
 * the visitor's wrong pick red and the right answer green. Screenshots of the popup and of the owner's
 * "Start a poll" at desktop and phone sizes are kept in e2e/artifacts.
 */
describe('polls', () => {
  let app: E2eApp;
  let officeId: string;
  let ownerCookie: string;
  beforeAll(async () => {
    app = await startE2eApp();
    ownerCookie = (await apiSignIn(app, 'owner-polls@example.com')).cookie;
    const created = await fetch(`${app.baseUrl}/api/offices/newOffice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: ownerCookie },
      body: JSON.stringify({ type: 'aiChat', name: 'Town hall' }),
    });
    officeId = ((await created.json()) as { _id: string })._id;
  });
  afterAll(async () => app?.stop());

  const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `polls-${name}.png`) });

  async function ownerPage(width: number, height: number) {
    const { page, context } = await app.newPage({ width, height });
    await useCookie(app, context, ownerCookie);
    await page.goto(`${app.baseUrl}/app/${officeId}`);
    await page.getByRole('button', { name: 'Start a poll' }).waitFor();
    return page;
  }

  async function visitorPage(width: number, height: number) {
    const { page } = await app.newPage({ width, height });
    await page.goto(`${app.baseUrl}/app/${officeId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The page joins the office's room; a poll started before that arrives on joining too.
    return page;
  }

  it('the owner starts a poll, a visitor votes, both see the result', async () => {
    const owner = await ownerPage(1280, 900);
    const visitor = await visitorPage(1280, 900);
    await withScreenshotOnFailure(owner, 'polls: owner starts', async () => {
      await owner.getByRole('button', { name: 'Start a poll' }).click();
      const modal = owner.getByRole('dialog', { name: 'Start a poll' });
      await modal.getByLabel('Question').fill('Pizza for lunch?');
      await shot(owner, 'start-modal-1280');
      await modal.getByRole('button', { name: 'Start the poll' }).click();
      await modal.waitFor({ state: 'detached' });
      await owner
        .getByRole('region', { name: 'The open poll' })
        .or(owner.getByLabel('The open poll'))
        .waitFor();
    });
    await withScreenshotOnFailure(visitor, 'polls: visitor votes', async () => {
      const popup = visitor.getByRole('dialog', { name: 'Pizza for lunch?' });
      await popup.waitFor();
      await shot(visitor, 'popup-1280');
      await popup.getByRole('button', { name: 'Yes' }).click();
      await popup.getByText('1 vote').waitFor();
      await popup.getByLabel('Yes: 100%').waitFor();
      await shot(visitor, 'popup-results-1280');
      // The popup closes 5 s after the vote.
      await popup.waitFor({ state: 'detached', timeout: 8000 });
    });
    await withScreenshotOnFailure(owner, 'polls: owner sees the vote', async () => {
      const open = owner.getByLabel('The open poll');
      await open.getByText('1 vote').waitFor();
      await open.getByLabel('Yes: 100%').waitFor();
    });
    // Reloading after voting does not ask again.
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await new Promise((r) => setTimeout(r, 1000));
    expect(await visitor.getByRole('dialog', { name: 'Pizza for lunch?' }).count()).toBe(0);
    await owner.context().close();
    await visitor.context().close();
  });

  it('a quiz shows the right answer green and a wrong pick red, on a phone', async () => {
    const owner = await ownerPage(390, 844);
    const visitor = await visitorPage(390, 844);
    await withScreenshotOnFailure(owner, 'polls: owner starts a quiz', async () => {
      await owner.getByRole('button', { name: 'Start a poll' }).click();
      const modal = owner.getByRole('dialog', { name: 'Start a poll' });
      await modal.getByText('Quiz', { exact: true }).click();
      await modal.getByLabel('Question').fill('What is the capital of France?');
      await modal.getByLabel('Choice 1', { exact: true }).fill('Paris');
      await modal.getByLabel('Choice 2', { exact: true }).fill('Rome');
      await modal.getByLabel('Choice 3', { exact: true }).fill('Oslo');
      await modal.getByLabel('Choice 1 is the right answer').check();
      await shot(owner, 'start-modal-390');
      await modal.getByRole('button', { name: 'Start the poll' }).click();
      await modal.waitFor({ state: 'detached' });
    });
    await withScreenshotOnFailure(visitor, 'polls: visitor answers the quiz', async () => {
      const popup = visitor.getByRole('dialog', { name: 'What is the capital of France?' });
      await popup.waitFor();
      await shot(visitor, 'popup-390');
      await popup.getByRole('button', { name: 'Rome' }).click();
      await popup.getByText('Incorrect').waitFor();
      await popup.getByLabel('Right answer').waitFor();
      await popup.getByLabel('Wrong answer').waitFor();
      await shot(visitor, 'popup-results-390');
    });
    await withScreenshotOnFailure(owner, 'polls: owner sees past polls', async () => {
      await owner.getByLabel('The open poll').getByText('1 vote').waitFor();
      await owner.getByRole('button', { name: 'Past polls' }).click();
      const history = owner.getByRole('dialog', { name: 'Past polls' });
      await history.getByText('What is the capital of France?').waitFor();
      await history.getByText('Pizza for lunch?').waitFor();
      await shot(owner, 'history-390');
    });
  });
});
