import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { uploadPicture } from './editor-steps';
import { apiSignIn, signInWithCredits } from './sign-in';

const ADMIN = 'admin@example.com';

/** The text layers as the canvas draws them: content, font, colour and position in picture pixels. */
function drawnLayers(page: Page) {
  return page.evaluate(() => {
    interface KonvaNode {
      x(): number;
      y(): number;
      getAbsolutePosition(): { x: number; y: number };
      getStage(): { container(): HTMLElement };
      findOne(selector: string): { getAttr(name: string): unknown } | undefined;
    }
    const konva = (window as unknown as { Konva: { stages: { find(s: string): KonvaNode[] }[] } }).Konva;
    return konva.stages.flatMap((stage) =>
      stage.find('.text-layer').map((group) => {
        const text = group.findOne('.text-box-text');
        const page = group.getStage().container().getBoundingClientRect();
        const centre = group.getAbsolutePosition();
        return {
          /** the box's centre on the page, where a pointer grabs it */
          screen: { x: page.left + centre.x, y: page.top + centre.y },
          x: Math.round(group.x()),
          y: Math.round(group.y()),
          text: text?.getAttr('text'),
          fontFamily: text?.getAttr('fontFamily'),
          fill: text?.getAttr('fill'),
        };
      }),
    );
  });
}

/** Pixels of the text's red (#C00000) and of the transformer's blue frame (#3F6FFF) in a PNG. */
function countColours(page: Page, base64: string) {
  return page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    const near = (i: number, r: number, g: number, b: number) =>
      Math.abs(px[i]! - r) + Math.abs(px[i + 1]! - g) + Math.abs(px[i + 2]! - b) < 40;
    let red = 0;
    let frame = 0;
    for (let i = 0; i < px.length; i += 4) {
      if (near(i, 0xc0, 0, 0)) red += 1;
      if (near(i, 0x3f, 0x6f, 0xff)) frame += 1;
    }
    return { red, frame };
  }, base64);
}

describe('text on a picture in the editor', () => {
  let app: E2eApp;
  let adminCookie = '';
  beforeAll(async () => {
    app = await startE2eApp({ env: { ADMIN_EMAILS: ADMIN } });
    adminCookie = (await apiSignIn(app, ADMIN)).cookie;
  });
  afterAll(async () => app?.stop());

  it('adds a text, styles it with a bundled font and a palette colour, drags, duplicates and undoes', async () => {
    const { page, context } = await app.newPage();
    await withScreenshotOnFailure(page, 'editor text', async () => {
      await signInWithCredits(app, context, { email: 'letters@example.com', credits: 20, adminCookie });
      await page.goto('/images');
      const filename = await uploadPicture(page, 1200, 800);

      await page.goto(`/images/edit/${filename}`);
      await page
        .getByRole('navigation', { name: 'Editing tools' })
        .getByRole('button', { name: 'Text', exact: true })
        .click();
      await page.getByRole('button', { name: 'Add text' }).click();
      const layers = page.getByRole('listbox', { name: 'Text layers' });
      await expect.poll(() => layers.getByRole('option').count()).toBe(1);
      // Added in the middle, over the light part of the picture: its colour is black.
      await expect.poll(async () => (await drawnLayers(page))[0]?.fill).toBe('rgba(0,0,0,1)');

      await page.getByRole('button', { name: 'Font: Montserrat' }).click();
      const chooser = page.getByRole('dialog', { name: 'Choose a font' });
      await chooser.getByRole('textbox', { name: 'Search fonts' }).fill('lobs');
      await chooser.getByRole('option', { name: 'Lobster' }).click();
      await page.getByRole('button', { name: 'Font: Lobster' }).waitFor();
      // The layer is drawn with the loaded font, not a fallback.
      await page.waitForFunction(() => document.fonts.check('700 48px "Lobster"'));
      await expect.poll(async () => (await drawnLayers(page))[0]?.fontFamily).toBe('Lobster');

      await page.getByRole('button', { name: 'Colours' }).click();
      await page.getByRole('button', { name: /^Text colour/ }).click();
      await page.getByRole('button', { name: 'Colour #C00000' }).first().click();
      // The chooser's button now names the colour; a click closes the chooser.
      await page.getByRole('button', { name: 'Text colour: #C00000' }).click();
      await page.getByRole('button', { name: 'Colour #C00000' }).waitFor({ state: 'hidden' });
      await expect.poll(async () => (await drawnLayers(page))[0]?.fill).toBe('rgba(192,0,0,1)');

      // Drag the text up and to the left on the canvas.
      const before = (await drawnLayers(page))[0]!;
      const centre = before.screen;
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x - 120, centre.y - 90, { steps: 10 });
      await page.mouse.up();
      const moved = (await drawnLayers(page))[0]!;
      expect(moved.x).toBeLessThan(before.x - 50);
      expect(moved.y).toBeLessThan(before.y - 50);

      // Ctrl+D: a copy 20 px right and down.
      await page.keyboard.press('Control+d');
      await expect.poll(() => layers.getByRole('option').count()).toBe(2);
      const [original, copy] = await drawnLayers(page);
      expect(copy).toMatchObject({ x: original!.x + 20, y: original!.y + 20, fontFamily: 'Lobster' });
      expect(copy!.fill).toBe('rgba(192,0,0,1)');

      // Undo takes the copy away, then the drag back.
      await page.keyboard.press('Control+z');
      await expect.poll(() => layers.getByRole('option').count()).toBe(1);
      await page.keyboard.press('Control+z');
      await expect.poll(async () => (await drawnLayers(page))[0]?.x).toBe(before.x);

      // The downloaded picture has the text in its colour, and none of the editing frame.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download' }).click(),
      ]);
      const png = (await readFile((await download.path())!)).toString('base64');
      const counts = await countColours(page, png);
      expect(counts.red).toBeGreaterThan(300);
      expect(counts.frame).toBe(0);
    });
    await context.close();
  });
});
