import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ARTIFACTS, startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, signInWithCredits } from './sign-in';

const ADMIN = 'admin@example.com';

/** A small picture (the AI tools run on the CPU): sky, grass and a red ball. */
function scene(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="62%" fill="#7fb2ff"/><rect y="62%" width="100%" height="38%" fill="#5d9c4a"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 5}" fill="#b03a2e"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Saves a picture as an item of the user's (the editor's own upload), to open in the editor. */
async function uploadItem(app: E2eApp, cookie: string, png: Buffer): Promise<{ filename: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'scene.png');
  const res = await fetch(`${app.baseUrl}/api/user/upload/image`, {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (await res.json()) as { filename: string };
}

const balance = (page: Page) =>
  page.evaluate(async () => {
    const s = (await (await fetch('/api/session')).json()) as {
      credits: number;
      subscriptionCredits: number;
    };
    return s.credits + s.subscriptionCredits;
  });

/** Chooses a tool in the editor's rail and waits for its AI panel. */
async function chooseTool(page: Page, label: string) {
  await page
    .getByRole('button', { name: new RegExp(`^${label}\\b(?! \\()`) })
    .first()
    .click();
  const panel = page.getByRole('group', { name: label, exact: true });
  await panel.waitFor();
  return panel;
}

async function applyAndWait(page: Page, panel: ReturnType<Page['getByRole']>) {
  await panel.getByRole('button', { name: 'Apply' }).click();
  await panel.getByRole('progressbar').waitFor();
  await panel.getByRole('status').filter({ hasText: 'Done' }).waitFor({ timeout: 90_000 });
}

/** Where the picture is on screen: the lasso's drawing area, read from Konva. */
function pictureBox(page: Page) {
  return page.evaluate(() => {
    const konva = (window as unknown as { Konva: { stages: KonvaStage[] } }).Konva;
    interface KonvaStage {
      findOne(selector: string): { getClientRect(): { x: number; y: number; width: number; height: number } };
      container(): HTMLElement;
    }
    const stage = konva.stages.find((s) => s.findOne('.lasso-area'))!;
    const rect = stage.findOne('.lasso-area').getClientRect();
    const at = stage.container().getBoundingClientRect();
    return { x: at.left + rect.x, y: at.top + rect.y, width: rect.width, height: rect.height };
  });
}

describe('the editor’s AI tools, as a user clicks them', () => {
  let app: E2eApp;
  let adminCookie = '';
  beforeAll(async () => {
    app = await startE2eApp({ env: { ADMIN_EMAILS: ADMIN } });
    adminCookie = (await apiSignIn(app, ADMIN)).cookie;
  });
  afterAll(async () => app?.stop());

  it(
    'erases a lassoed area, removes the background, upscales ×2 and expands to the right',
    { timeout: 300_000 },
    async () => {
      const { page, context } = await app.newPage();
      const { cookie } = await signInWithCredits(app, context, {
        email: 'ai-tools@example.com',
        credits: 10,
        adminCookie,
      });
      const item = await uploadItem(app, cookie, await scene(320, 240));
      await withScreenshotOnFailure(page, 'editor ai tools', async () => {
        await page.goto(`/images/edit/${item.filename}`);
        expect(await balance(page)).toBe(10);

        // Area edit: draw a loop in the sky with the mouse; Apply erases it for 1 credit.
        const area = await chooseTool(page, 'Area edit');
        await expect(area.getByRole('button', { name: 'Apply' }).isDisabled()).resolves.toBe(true);
        const box = await pictureBox(page);
        const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
        await page.mouse.move(...at(0.1, 0.1));
        await page.mouse.down();
        for (const [fx, fy] of [
          [0.3, 0.1],
          [0.3, 0.35],
          [0.1, 0.35],
          [0.1, 0.12],
        ] as const)
          await page.mouse.move(...at(fx, fy), { steps: 10 });
        await page.mouse.up();
        await area.getByText('1 area selected').waitFor();
        await area.getByText('Costs 1 credit').waitFor();
        await applyAndWait(page, area);
        await area.getByText('Draw around an area on the picture, or select a rectangle.').waitFor();
        expect(await balance(page)).toBe(9);

        const rembg = await chooseTool(page, 'Remove background');
        await applyAndWait(page, rembg);
        expect(await balance(page)).toBe(8);

        // Editing with words needs a hosted model this server does not have: the panel says so before Apply.
        await page
          .getByRole('button', { name: /^Edit with words \(Kontext\)/ })
          .first()
          .click();
        const words = page.getByRole('group', { name: 'Edit with words (Kontext)', exact: true });
        await words.getByText('Not available on this server').waitFor();
        await words.getByText('Editing with words needs a hosted image model').waitFor();
        expect(await words.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
        await page.screenshot({ path: join(ARTIFACTS, 'editor-words-unavailable-1280.png') });

        const upscale = await chooseTool(page, 'Upscale');
        await upscale.getByText('320×240 becomes 640×480').waitFor();
        await applyAndWait(page, upscale);
        // The working picture doubled: the panel now starts from 640×480.
        await upscale.getByText('640×480 becomes 1280×960').waitFor();
        expect(await balance(page)).toBe(7);

        const expand = await chooseTool(page, 'Expand');
        await expand.getByText('640×480 becomes 768×480').waitFor();
        // Keep the picture on the left: the new space is on the right.
        await expand.getByRole('button', { name: 'Left', exact: true }).click();
        await expect(
          expand.getByRole('button', { name: 'Left', exact: true }).getAttribute('aria-pressed'),
        ).resolves.toBe('true');
        await expand.getByText('No credits needed').waitFor();
        await applyAndWait(page, expand);
        await expand.getByText(/^768×480 becomes/).waitFor();
        // Expanding 768×480 at 20 steps rounds to 0 credits (spec §9).
        expect(await balance(page)).toBe(7);
      });
      await context.close();
    },
  );

  it('erases a rectangle typed with the keyboard, without drawing', { timeout: 180_000 }, async () => {
    const { page, context } = await app.newPage();
    const { cookie } = await signInWithCredits(app, context, {
      email: 'ai-keyboard@example.com',
      credits: 3,
      adminCookie,
    });
    const item = await uploadItem(app, cookie, await scene(320, 240));
    await withScreenshotOnFailure(page, 'editor ai rectangle', async () => {
      await page.goto(`/images/edit/${item.filename}`);
      const area = await chooseTool(page, 'Area edit');

      // The picture can be reached with Tab and says how to choose an area without drawing.
      const picture = page.getByRole('img', { name: /use “Select a rectangle” in the settings/ });
      await picture.focus();
      expect(await picture.evaluate((el) => el === document.activeElement)).toBe(true);

      // Select a rectangle: the fields open with the focus in the first; the red ball (centre 160,120,
      // radius 48) is typed in, a little past the bottom right so the size is kept inside the picture.
      await area.getByRole('button', { name: 'Select a rectangle' }).focus();
      await page.keyboard.press('Enter');
      const left = area.getByRole('textbox', { name: 'Left' });
      await expect.poll(() => left.evaluate((el) => el === document.activeElement)).toBe(true);
      for (const value of ['100', '60', '120', '400']) {
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type(value);
        await page.keyboard.press('Tab');
      }
      await area.getByText('Kept inside the picture: 120 × 180 pixels.').waitFor();
      // Tab has reached Cancel; one more is Add area.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await area.getByText('1 area selected').waitFor();
      await area.getByRole('button', { name: 'Select a rectangle' }).waitFor();

      await applyAndWait(page, area);
      expect(await balance(page)).toBe(2);

      // The ball is gone: its centre is now sky or grass, and the sky far from it is as it was.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download' }).click(),
      ]);
      const { data, info } = await sharp(await download.path())
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      expect(info.width).toBe(320);
      const [r, g, b] = at(160, 120) as [number, number, number];
      expect(r).toBeLessThan(Math.max(g, b));
      const sky = at(20, 20);
      expect(Math.abs(sky[0]! - 0x7f) + Math.abs(sky[1]! - 0xb2) + Math.abs(sky[2]! - 0xff)).toBeLessThan(12);
    });
    await context.close();
  });

  it('upscales a picture opened from the device (no saved item)', { timeout: 120_000 }, async () => {
    const { page, context } = await app.newPage();
    await signInWithCredits(app, context, { email: 'ai-device@example.com', credits: 3, adminCookie });
    await withScreenshotOnFailure(page, 'editor ai device', async () => {
      await page.goto('/images/edit');
      await page.getByLabel('Choose a picture').setInputFiles({
        name: 'holiday.png',
        mimeType: 'image/png',
        buffer: await scene(200, 150),
      });
      const upscale = await chooseTool(page, 'Upscale');
      await upscale.getByText('200×150 becomes 400×300').waitFor();
      await applyAndWait(page, upscale);
      await upscale.getByText('400×300 becomes 800×600').waitFor();
      expect(await balance(page)).toBe(2);
    });
    await context.close();
  });

  it(
    'opens "Extra credits required" when a run costs more than the balance',
    { timeout: 120_000 },
    async () => {
      const { page, context } = await app.newPage();
      const { cookie } = await signInWithCredits(app, context, {
        email: 'ai-short@example.com',
        credits: 1,
        adminCookie,
      });
      const item = await uploadItem(app, cookie, await scene(1920, 1920));
      await withScreenshotOnFailure(page, 'editor ai credits', async () => {
        await page.goto(`/images/edit/${item.filename}`);
        const expand = await chooseTool(page, 'Expand');
        // The largest expand at the most steps: round(2048 × 1920 × 50 / 50,000,000) = 4 credits.
        await expand.getByRole('slider', { name: 'Steps' }).focus();
        await page.keyboard.press('End');
        await expand.getByText('Costs 4 credits · you have 1 credit').waitFor();
        await expand.getByRole('button', { name: 'Apply' }).click();
        await page.getByRole('dialog', { name: 'Extra credits required' }).waitFor();
        await expand
          .getByRole('alert')
          .filter({ hasText: 'This needs 4 credits; you have 1 credit.' })
          .waitFor();
        expect(await balance(page)).toBe(1);
      });
      await context.close();
    },
  );
});
