import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { uploadPicture } from './editor-steps';
import { apiSignIn, signInWithCredits, useCookie } from './sign-in';

const ADMIN = 'admin@example.com';

/** The size badges over the canvas, e.g. "1200×800". */
async function shownSize(page: Page): Promise<string> {
  const badges = page.getByRole('group', { name: 'Picture size' });
  const [w, h] = await Promise.all([
    badges.getByText(/^W /).textContent(),
    badges.getByText(/^H /).textContent(),
  ]);
  return `${w!.slice(2)}×${h!.slice(2)}`;
}

/** The user's items, newest first, as the server lists them. */
function myItems(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch('/api/images/mine/all', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 20 }),
    });
    return (await res.json()) as { filename: string; width: number; height: number }[];
  });
}

describe('the image editor', () => {
  let app: E2eApp;
  let adminCookie = '';
  beforeAll(async () => {
    app = await startE2eApp({ env: { ADMIN_EMAILS: ADMIN } });
    adminCookie = (await apiSignIn(app, ADMIN)).cookie;
  });
  afterAll(async () => app?.stop());

  it('opens from the viewer, adjusts, crops, resizes, undoes, saves a new item and downloads', async () => {
    const { page, context } = await app.newPage();
    await withScreenshotOnFailure(page, 'editor basic tools', async () => {
      await signInWithCredits(app, context, { email: 'painter@example.com', credits: 20, adminCookie });
      await page.goto('/images');
      const filename = await uploadPicture(page, 1200, 800);

      // The viewer of one's own item has Edit.
      await page.goto(`/images/${filename}`);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.waitForURL(`**/images/edit/${filename}`);
      await page.getByRole('img', { name: /^The picture, 1200 by 800/ }).waitFor();
      expect(await shownSize(page)).toBe('1200×800');
      const undo = page.getByRole('button', { name: 'Undo' });
      expect(await undo.isDisabled()).toBe(true);

      // Adjust: the brightness slider by keyboard, then Reset is possible and one undo step exists.
      const reset = page.getByRole('button', { name: 'Reset adjustments' });
      expect(await reset.isDisabled()).toBe(true);
      const brightness = page.getByRole('slider', { name: 'Brightness' });
      await brightness.focus();
      for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
      await expect.poll(() => brightness.getAttribute('aria-valuenow')).toBe('105');
      expect(await reset.isDisabled()).toBe(false);
      expect(await undo.isDisabled()).toBe(false);

      // Crop: starts with a centred half-size area; Apply makes it the picture.
      await page.getByRole('button', { name: 'Crop', exact: true }).click();
      await expect.poll(() => page.getByLabel('Width').inputValue()).toBe('600 px');
      expect(await page.getByLabel('Height').inputValue()).toBe('400 px');
      expect(await page.getByLabel('Left').inputValue()).toBe('300 px');
      // Dragging the bottom-right handle makes the area smaller; Reset area brings the centred one back.
      const stage = (await page.getByRole('img', { name: /^The picture/ }).boundingBox())!;
      const scale = stage.width / 1200;
      const corner = { x: stage.x + 900 * scale, y: stage.y + 600 * scale };
      await page.mouse.move(corner.x, corner.y);
      await page.mouse.down();
      await page.mouse.move(corner.x - 100 * scale, corner.y - 50 * scale, { steps: 5 });
      await page.mouse.up();
      // (within a pixel or two: the pointer lands on whole screen pixels)
      const px = async (label: string) => parseInt(await page.getByLabel(label).inputValue(), 10);
      await expect.poll(async () => Math.abs((await px('Width')) - 500)).toBeLessThanOrEqual(2);
      expect(Math.abs((await px('Height')) - 350)).toBeLessThanOrEqual(2);
      expect(await px('Left')).toBe(300);
      await page.getByRole('button', { name: 'Reset area' }).click();
      expect(await page.getByLabel('Width').inputValue()).toBe('600 px');
      await page.getByRole('button', { name: 'Apply crop' }).click();
      await expect.poll(() => shownSize(page)).toBe('600×400');

      // Resize with the proportions kept: width 300 makes the height 200.
      await page.getByRole('button', { name: 'Resize', exact: true }).click();
      const width = page.getByRole('textbox', { name: 'Width' });
      await width.fill('300');
      expect(await page.getByRole('textbox', { name: 'Height' }).inputValue()).toBe('200');
      await page.getByRole('button', { name: 'Apply size' }).click();
      await expect.poll(() => shownSize(page)).toBe('300×200');
      // Invalid entries become 100 when the field is left; Reset goes back to the picture's size.
      await width.fill('abc');
      await width.blur();
      expect(await width.inputValue()).toBe('100');
      await page.getByRole('button', { name: 'Reset', exact: true }).click();
      expect(await width.inputValue()).toBe('300');
      expect(await page.getByRole('button', { name: 'Reset', exact: true }).isDisabled()).toBe(true);

      // Undo and redo, by buttons and by keys.
      await undo.click();
      await expect.poll(() => shownSize(page)).toBe('600×400');
      await page.getByRole('button', { name: 'Redo' }).click();
      await expect.poll(() => shownSize(page)).toBe('300×200');
      await page.locator('body').click({ position: { x: 5, y: 300 } });
      await page.keyboard.press('Control+z');
      await expect.poll(() => shownSize(page)).toBe('600×400');
      await page.keyboard.press('Control+Shift+z');
      await expect.poll(() => shownSize(page)).toBe('300×200');

      // Leaving with unsaved changes asks first; once saved, it does not.
      const leavingAsks = () =>
        page.evaluate(() => {
          const leaving = new Event('beforeunload', { cancelable: true });
          window.dispatchEvent(leaving);
          return leaving.defaultPrevented;
        });
      expect(await leavingAsks()).toBe(true);

      // Save: a new item of My creations at the edited size.
      const before = (await myItems(page)).length;
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Your edited picture is a new item in My creations.').waitFor();
      expect(await leavingAsks()).toBe(false);
      const items = await myItems(page);
      expect(items).toHaveLength(before + 1);
      expect(items[0]).toMatchObject({ width: 300, height: 200 });

      // Download: a PNG named edited-image.png.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('edited-image.png');

      // The saved notice opens the new item.
      await page.getByRole('link', { name: 'Open it' }).click();
      await page.waitForURL(`**/images/${items[0]!.filename}?tab=mine`);
    });
  });

  it('opens from a My creations tile', async () => {
    const { page, context } = await app.newPage();
    await withScreenshotOnFailure(page, 'editor from my creations', async () => {
      await signInWithCredits(app, context, { email: 'tiles@example.com', credits: 5, adminCookie });
      await page.goto('/images');
      const filename = await uploadPicture(page, 640, 480);
      await page.goto('/images?tab=mine');
      const tile = page.getByRole('list', { name: 'Images' }).getByRole('listitem').first();
      await tile.hover();
      await tile.getByRole('link', { name: 'Edit', exact: true }).click();
      await page.waitForURL(`**/images/edit/${filename}`);
      await page.getByRole('img', { name: /^The picture, 640 by 480/ }).waitFor();
    });
  });

  it('edits a picture from the device and saves it as a new item', async () => {
    const { page, context } = await app.newPage();
    await withScreenshotOnFailure(page, 'editor from device', async () => {
      await signInWithCredits(app, context, { email: 'device@example.com', credits: 5, adminCookie });
      await page.goto('/images/edit');
      const png = await page.evaluate(async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 500;
        canvas.height = 300;
        canvas.getContext('2d')!.fillRect(0, 0, 250, 300);
        return canvas.toDataURL('image/png').split(',')[1]!;
      });
      await page.getByLabel('Choose a picture').setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from(png, 'base64'),
      });
      await page.getByRole('img', { name: /^The picture, 500 by 300/ }).waitFor();
      await page.getByRole('button', { name: 'Transform', exact: true }).click();
      await page.getByRole('button', { name: 'Rotate right' }).click();
      await expect.poll(() => shownSize(page)).toBe('300×500');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Your edited picture is a new item in My creations.').waitFor();
      expect((await myItems(page))[0]).toMatchObject({ width: 300, height: 500 });
    });
  });

  it('asks visitors to sign in and users without credits or a plan for them', async () => {
    const { page, context } = await app.newPage();
    await withScreenshotOnFailure(page, 'editor gate', async () => {
      await page.goto('/images/edit');
      await page.getByText('Sign in to edit pictures').waitFor();
      const { cookie } = await apiSignIn(app, 'broke@example.com');
      await useCookie(app, context, cookie);
      await page.goto('/images/edit');
      await page.getByText('Editing needs credits or a plan').waitFor();
      await page.getByRole('button', { name: 'Get credits' }).waitFor();
    });
  });

  it('keeps a slider drag on a 4096×4096 picture at 30 frames a second or more', async () => {
    const { page, context } = await app.newPage();
    await withScreenshotOnFailure(page, 'editor large preview', async () => {
      await signInWithCredits(app, context, { email: 'large@example.com', credits: 5, adminCookie });
      await page.goto('/images');
      const filename = await uploadPicture(page, 4096, 4096);
      await page.goto(`/images/edit/${filename}`);
      await page.getByRole('img', { name: /^The picture, 4096 by 4096/ }).waitFor();

      const thumb = page.getByRole('slider', { name: 'Saturation' });
      const box = (await thumb.boundingBox())!;
      const y = box.y + box.height / 2;
      // Frames the page paints while the slider moves, from Chromium's frame timing (requestAnimationFrame).
      await page.evaluate(() => {
        const w = window as unknown as { frames_: number[]; counting: boolean };
        w.frames_ = [];
        w.counting = true;
        const tick = (t: number) => {
          w.frames_.push(t);
          if (w.counting) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await page.mouse.move(box.x + box.width / 2, y);
      await page.mouse.down();
      for (let i = 1; i <= 40; i++) {
        await page.mouse.move(box.x + box.width / 2 - i * 4, y);
      }
      await page.mouse.up();
      const fps = await page.evaluate(() => {
        const w = window as unknown as { frames_: number[]; counting: boolean };
        w.counting = false;
        const f = w.frames_;
        return ((f.length - 1) * 1000) / (f.at(-1)! - f[0]!);
      });
      console.info(`editor preview: ${fps.toFixed(1)} frames/s while dragging on 4096×4096`);
      expect(fps).toBeGreaterThanOrEqual(30);
      // The drag changed the picture (one undo step).
      expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(false);
    });
  });
});
