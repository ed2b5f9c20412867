import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ARTIFACTS, startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, useCookie } from './sign-in';

/**
 * The asset library: two pictures set up through the API; the owner opens the library from the office page,
 * selects both and tags them (the selection clears), filters by tag and type, removes a tag, writes a poll
 * (the trailing blank choice), saves it over the socket and shows it live: a signed-out visitor in another
 * browser context sees the poll and votes. A delete asks first. Screenshots at desktop and phone sizes are
 * kept in e2e/artifacts.
 */
describe('asset library', () => {
  let app: E2eApp;
  let officeId: string;
  let cookie: string;
  beforeAll(async () => {
    app = await startE2eApp();
    cookie = (await apiSignIn(app, 'owner-assets@example.com')).cookie;
    const api = (path: string, init: RequestInit) =>
      fetch(`${app.baseUrl}${path}`, { ...init, headers: { ...init.headers, cookie } });
    const office = await api('/api/offices/newOffice', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'aiChat', name: 'Keynote room' }),
    });
    officeId = ((await office.json()) as { _id: string })._id;
    for (const [name, colour] of [
      ['Stage backdrop', '#3b5bdb'],
      ['Logo', '#f08c00'],
    ] as const) {
      const png = await sharp({ create: { width: 160, height: 90, channels: 3, background: colour } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${name}.png`);
      const uploaded = await api('/api/user/upload', { method: 'POST', body: form });
      const { filename } = (await uploaded.json()) as { filename: string };
      const added = await api('/api/assets', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'image', filename, name }),
      });
      if (!added.ok) throw new Error(`adding ${name}: ${added.status} ${await added.text()}`);
    }
  });
  afterAll(async () => app?.stop());

  const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `assets-${name}.png`) });

  async function openLibrary(width: number, height: number) {
    const { page, context } = await app.newPage({ width, height });
    await useCookie(app, context, cookie);
    const library = page.getByRole('dialog', { name: 'Asset library' });
    await withScreenshotOnFailure(page, `assets: open the library at ${width}`, async () => {
      await page.goto(`${app.baseUrl}/app/${officeId}`);
      await page.getByRole('button', { name: 'Asset library' }).click();
      await library.getByRole('group', { name: 'Image Stage backdrop' }).waitFor();
    });
    return { page, library };
  }

  // Two browsers and a socket round trip: allow for a busy CI machine.
  it(
    'tags a selection, saves a poll and shows it live to a second browser',
    { timeout: 180_000 },
    async () => {
      const { page: owner, library } = await openLibrary(1280, 800);
      const card = (name: string) => library.getByRole('group', { name });
      await withScreenshotOnFailure(owner, 'assets: tag a selection', async () => {
        await library.getByLabel('Select Stage backdrop').check();
        await library.getByLabel('Select Logo').check();
        const bar = library.getByLabel('Selected assets', { exact: true });
        await bar.getByText('2 selected').waitFor();
        await bar.getByLabel('Tag for the selected assets').fill('Keynote');
        await bar.getByRole('button', { name: 'Add tag' }).click();
        await bar.waitFor({ state: 'detached' });
        await card('Image Stage backdrop').getByText('keynote').waitFor();
        await card('Image Logo').getByText('keynote').waitFor();
        await shot(owner, 'tagged-1280');

        // One tag off one asset.
        await library.getByLabel('Select Logo').check();
        await bar.getByLabel('Tag for the selected assets').fill('keynote');
        await bar.getByRole('button', { name: 'Remove tag' }).click();
        await card('Image Logo').getByText('No tags').waitFor();

        // Filters: by tag, then by type.
        await library.getByLabel('Filter by tag').click();
        await owner.getByRole('option', { name: 'keynote' }).click();
        await card('Image Logo').waitFor({ state: 'detached' });
        await card('Image Stage backdrop').waitFor();
        await library.getByRole('button', { name: 'Clear the tag filter' }).click();
        await card('Image Logo').waitFor();
      });

      await withScreenshotOnFailure(owner, 'assets: write a poll', async () => {
        await library.getByRole('button', { name: 'New poll' }).click();
        const form = owner.getByRole('dialog', { name: 'New poll' });
        await form.getByLabel('Name').fill('Coffee break');
        await form.getByLabel('Choice 1', { exact: true }).fill('Tea');
        await form.getByLabel('Choice 2', { exact: true }).fill('Coffee');
        // The trailing blank choice came by itself, and goes when the last choice is emptied.
        await form.getByLabel('Choice 3', { exact: true }).waitFor();
        await form.getByLabel('Choice 3', { exact: true }).fill('Juice');
        await form.getByLabel('Choice 4', { exact: true }).waitFor();
        await form.getByLabel('Choice 3', { exact: true }).fill('');
        await form.getByLabel('Choice 4', { exact: true }).waitFor({ state: 'detached' });
        await shot(owner, 'poll-form-1280');
        await form.getByRole('button', { name: 'Save the poll' }).click();
        await form.waitFor({ state: 'detached' });
        // The chip's checkbox is visually hidden: its label is what a user clicks.
        await library.getByText('Polls', { exact: true }).click();
        await card('Poll Coffee break').waitFor();
        await card('Image Logo').waitFor({ state: 'detached' });
      });

      const { page: visitor } = await app.newPage({ width: 1280, height: 800 });
      await visitor.goto(`${app.baseUrl}/app/${officeId}`);
      await visitor.getByRole('heading', { level: 1 }).waitFor();
      await withScreenshotOnFailure(owner, 'assets: show the poll live', async () => {
        await card('Poll Coffee break').getByRole('button', { name: 'Show Coffee break live' }).click();
        await owner.getByText('Poll shown').waitFor();
      });
      await withScreenshotOnFailure(visitor, 'assets: the visitor sees the poll', async () => {
        const popup = visitor.getByRole('dialog', { name: 'Coffee break' });
        await popup.waitFor();
        await popup.getByRole('button', { name: 'Tea' }).click();
        await popup.getByText('1 vote').waitFor();
        await shot(visitor, 'visitor-poll-1280');
      });

      await withScreenshotOnFailure(owner, 'assets: delete after a confirmation', async () => {
        await library.getByText('Polls', { exact: true }).click();
        await card('Image Logo').getByRole('button', { name: 'Delete Logo' }).click();
        const question = owner.getByRole('dialog', { name: 'Delete “Logo”?' });
        await question.getByRole('button', { name: 'Delete' }).click();
        await question.waitFor({ state: 'detached' });
        await card('Image Logo').waitFor({ state: 'detached' });
        await card('Image Stage backdrop').waitFor();
      });
      await owner.context().close();
      await visitor.context().close();
    },
  );

  it('fits a phone', async () => {
    const { page, library } = await openLibrary(390, 844);
    await withScreenshotOnFailure(page, 'assets: phone', async () => {
      await library.getByRole('group', { name: 'Poll Coffee break' }).waitFor();
      await shot(page, 'library-390');
    });
    await page.context().close();
  });
});
