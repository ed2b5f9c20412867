import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, grantCredits, signInInPage, useCookie } from './sign-in';

interface Item {
  _id: string;
  filename: string;
  name: string;
  finishedOn: string | null;
  imageUrl: string | null;
  characterId?: string | null;
  message: string | null;
}

const ADMIN = 'admin@example.com';

describe('creating images, as a new user would', () => {
  let app: E2eApp;
  let adminCookie = '';
  beforeAll(async () => {
    app = await startE2eApp({ env: { ADMIN_EMAILS: ADMIN } });
    adminCookie = (await apiSignIn(app, ADMIN)).cookie;
  });
  afterAll(async () => app?.stop());

  it('gets ideas for keywords, creates one, watches it finish and opens it in the viewer', async () => {
    const { page, context } = await app.newPage();
    await withScreenshotOnFailure(page, 'images create', async () => {
      await page.goto('/images');
      await page.getByText('Your images will appear here').waitFor();
      const userId = await signInInPage(app, page, 'painter@example.com');
      await grantCredits(app, adminCookie, userId, 50);

      await page.getByLabel('Keywords').fill('a fox in a snowy forest');
      await page.getByRole('button', { name: 'Get ideas' }).click();
      const ideas = page.getByRole('list', { name: 'Ideas' });
      await ideas.waitFor();
      await ideas
        .getByRole('button', { name: /^Create / })
        .first()
        .click();

      const queue = page.getByRole('region', { name: 'Queue' });
      await queue.waitFor();
      const finished = queue.getByRole('link', { name: /^Open / });
      await finished.waitFor({ timeout: 45_000 });
      const thumbnail = finished.locator('img');
      await page.waitForFunction(
        (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
        await thumbnail.elementHandle(),
      );
      await page.getByRole('list', { name: 'Images' }).getByRole('link').first().waitFor();

      await finished.click();
      await page.waitForURL(/\/images\/[^/]+$/);
      const viewer = page.getByRole('dialog');
      await viewer.getByRole('toolbar', { name: 'Image actions' }).waitFor();
      await viewer.getByRole('button', { name: 'Info' }).click();
      await page.getByText('Views').waitFor();
      await page.keyboard.press('Escape');
      await page.getByText('Views').waitFor({ state: 'hidden' });
      await viewer.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL((url) => url.pathname === '/images');
      // The view root is as it was: the keywords and ideas are still there.
      await expect(page.getByLabel('Keywords').inputValue()).resolves.toBe('a fox in a snowy forest');
      await ideas.waitFor();

      await page
        .getByRole('link', { name: /^Open / })
        .first()
        .click();
      await viewer.waitFor();
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => url.pathname === '/images');
    });
    await context.close();
  });

  it('likes an image, finds it from another account, reports it, and its owner deletes it', async () => {
    const owner = await app.newPage();
    const other = await app.newPage();
    await withScreenshotOnFailure(owner.page, 'images like and delete', async () => {
      const { page } = owner;
      await page.goto('/images');
      const userId = await signInInPage(app, page, 'lighthouse@example.com');
      await grantCredits(app, adminCookie, userId, 20);
      await page.getByLabel('Advanced prompt').check();
      await page.getByRole('textbox', { name: 'Prompt' }).fill('a zanzibar lighthouse beneath violet aurora');
      await page.getByRole('button', { name: 'Generate' }).click();
      const finished = page.getByRole('region', { name: 'Queue' }).getByRole('link', { name: /^Open / });
      await finished.waitFor({ timeout: 45_000 });
      await finished.click();
      const viewer = page.getByRole('dialog');
      const actions = viewer.getByRole('toolbar', { name: 'Image actions' });
      await actions.getByRole('button', { name: 'Like (0)' }).click();
      await actions.getByRole('button', { name: 'Unlike (1)' }).waitFor();
      // The first like shows a reminder to share.
      await page.getByText('Glad you like it! Share it?').waitFor();
      await page.getByRole('button', { name: 'Not now' }).click();
      await page.getByText('Glad you like it! Share it?').waitFor({ state: 'hidden' });
    });

    await withScreenshotOnFailure(other.page, 'images search and report', async () => {
      const { page } = other;
      await page.goto('/images');
      await signInInPage(app, page, 'visitor@example.com');
      await page.getByLabel('Keywords').fill('zanzibar aurora');
      await page.getByRole('tab', { name: 'Quick results' }).click();
      const results = page.getByRole('tabpanel').getByRole('list', { name: 'Images' });
      const hit = results.getByRole('link').first();
      await hit.waitFor({ timeout: 15_000 });
      expect(await results.getByRole('link').count()).toBe(1);
      await hit.click();
      const actions = page.getByRole('dialog').getByRole('toolbar', { name: 'Image actions' });
      await actions
        .getByRole('button', { name: 'Unlike (1)' })
        .or(actions.getByRole('button', { name: 'Like (1)' }))
        .waitFor();
      // Not the owner: no delete here, but a report.
      expect(await actions.getByRole('button', { name: 'Delete' }).count()).toBe(0);
      await actions.getByRole('button', { name: 'Report' }).click();
      await page.getByRole('menuitem', { name: 'Offensive' }).click();
      await page.getByText('Thanks, the image was reported.').waitFor();
      await actions.getByRole('button', { name: 'Reported' }).waitFor();
    });

    const admin = await app.newPage();
    await withScreenshotOnFailure(admin.page, 'images admin actions', async () => {
      const { page, context } = admin;
      await useCookie(app, context, adminCookie);
      await page.goto(new URL(owner.page.url()).pathname);
      const actions = page.getByRole('dialog').getByRole('toolbar', { name: 'Image actions' });
      // An admin looks after every image: the viewer offers what the server lets an admin do.
      await actions.getByRole('button', { name: 'Make private' }).waitFor();
      expect(await actions.getByRole('button', { name: 'Delete' }).count()).toBe(1);
    });
    await admin.context.close();

    await withScreenshotOnFailure(owner.page, 'images delete', async () => {
      const { page } = owner;
      const dialog = page.getByRole('dialog').first();
      await dialog
        .getByRole('toolbar', { name: 'Image actions' })
        .getByRole('button', { name: 'Delete' })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Delete this image?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Image deleted').waitFor();
      await page.waitForURL((url) => url.pathname === '/images');
      // Gone for everyone: the search that found it now finds nothing.
      const found = await other.page.evaluate(async () =>
        (
          await fetch('/api/images/similar', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ keywords: 'zanzibar aurora' }),
          })
        ).json(),
      );
      expect(found).toEqual([]);
    });
    await owner.context.close();
    await other.context.close();
  });

  it("shows a visitor the price, and a new account's first Create claims today's free credits and creates", async () => {
    const { page, context } = await app.newPage({ width: 360, height: 740 });
    await withScreenshotOnFailure(page, 'images first create', async () => {
      await page.goto('/images');
      // The price of a Create is shown before signing in, and it is what is charged.
      const cost = page.getByTestId('create-cost');
      await expect.poll(() => cost.textContent()).toMatch(/Each Create costs 1 credit\. New accounts get 10/);
      await signInInPage(app, page, 'newcomer@example.com');
      await expect.poll(() => cost.textContent()).toContain('you have 0 credits');
      await cost.getByRole('button', { name: 'Claim 10 free credits to create' }).waitFor();

      await page.getByLabel('Advanced prompt').check();
      await page.getByRole('textbox', { name: 'Prompt' }).fill('a lighthouse at dusk, oil painting');
      await page.getByRole('button', { name: 'Generate' }).click();
      // Nothing is queued to fail: the dialog opens at once, with today's claim first.
      const dialog = page.getByRole('dialog', { name: 'Extra credits required' });
      await dialog.getByText('Creating this costs 1 credit, and you have 0 credits.').waitFor();
      await dialog.getByRole('button', { name: 'Claim 10 free credits and create' }).click();
      await dialog.waitFor({ state: 'hidden' });

      const queue = page.getByRole('region', { name: 'Queue' });
      const finished = queue.getByRole('link', { name: /^Open / });
      await finished.waitFor({ timeout: 45_000 });
      await expect.poll(() => cost.textContent()).toContain('you have 9 credits');
      expect(await queue.getByText('no-credits').count()).toBe(0);
    });
    await context.close();
  });
  it('an Ultimate user saves a character from one of their pictures and creates with it', async () => {
    const { page, context } = await app.newPage();
    const user = await apiSignIn(app, 'ultimate@example.com');
    const api = async (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) => {
      const res = await fetch(`${app.baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: { 'content-type': 'application/json', cookie: init.cookie ?? user.cookie },
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      });
      expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
      return res.json() as Promise<unknown>;
    };
    const finished = async (filename: string) => {
      let item: Item | undefined;
      await expect
        .poll(async () => (item = (await api(`/api/images/filename/${filename}`)) as Item).finishedOn, {
          timeout: 45_000,
        })
        .toBeTruthy();
      return item!;
    };
    // The plan through the admin API, and a picture to make the character from.
    await api(`/api/admin/users/${user.userId}/subscription`, {
      method: 'PUT',
      body: { tier: 'ultimate' },
      cookie: adminCookie,
    });
    const made = (await api('/api/images/', {
      method: 'POST',
      body: { name: 'Fox portrait', description: 'a small orange fox with a green scarf', model: 'art' },
    })) as { filename: string };
    await finished(made.filename);

    await withScreenshotOnFailure(page, 'images character', async () => {
      await useCookie(app, context, user.cookie);
      await page.goto('/images');
      await page.getByRole('button', { name: 'Size and settings' }).click();
      await page.getByRole('button', { name: 'Manage characters' }).click();
      const dialog = page.getByRole('dialog', { name: 'Characters' });
      await dialog.getByText('No characters yet. Save your first one above.').waitFor();
      await dialog.getByLabel('Name').fill('Pip');
      await dialog.getByLabel('How they look').fill('a small orange fox with a green scarf');
      await dialog.getByRole('button', { name: 'Choose a picture' }).click();
      await page
        .getByRole('dialog', { name: "The character's picture" })
        .getByRole('button', { name: 'Choose Fox portrait' })
        .click();
      await dialog.getByRole('img', { name: "The character's picture" }).waitFor();
      await dialog.getByRole('button', { name: 'Save character' }).click();
      await dialog.getByRole('listitem').getByText('Pip').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // The new character is picked for the next pictures.
      await expect.poll(() => page.getByLabel('Character', { exact: true }).inputValue()).toBe('Pip');

      await page.getByLabel('Advanced prompt').check();
      await page.getByRole('textbox', { name: 'Prompt' }).fill('walking through a snowy forest');
      await page.getByRole('button', { name: 'Generate' }).click();
      await page
        .getByRole('region', { name: 'Queue' })
        .getByRole('link', { name: /^Open / })
        .first()
        .waitFor({ timeout: 45_000 });
    });
    const [latest] = (await api('/api/images/mine/all', { method: 'POST', body: {} })) as Item[];
    const { data } = (await api('/api/images/characters')) as { data: { _id: string; name: string }[] };
    expect(data.map((c) => c.name)).toEqual(['Pip']);
    expect(latest).toMatchObject({ characterId: data[0]!._id, message: null });
    expect(latest!.imageUrl).toBeTruthy();
    await context.close();
  });
});
