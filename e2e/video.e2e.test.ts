import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, signInWithCredits } from './sign-in';

const ADMIN = 'admin@example.com';
/** A video is made on the server in seconds; on a busy machine in tens of seconds. */
const MADE_WITHIN_MS = 150_000;

/** What the viewer's video element reports once it can play: length, picture size, decoded audio and frames. */
async function playedFacts(page: Page) {
  const video = page.locator('video');
  await video.waitFor();
  return video.evaluate(async (el: HTMLVideoElement) => {
    if (el.readyState < 1) await new Promise((r) => el.addEventListener('loadedmetadata', r, { once: true }));
    el.muted = true;
    await el.play();
    await new Promise((r) => setTimeout(r, 1200));
    const quality = el.getVideoPlaybackQuality();
    const decoded = el as HTMLVideoElement & { webkitAudioDecodedByteCount?: number };
    return {
      duration: el.duration,
      width: el.videoWidth,
      height: el.videoHeight,
      frames: quality.totalVideoFrames,
      audioBytes: decoded.webkitAudioDecodedByteCount ?? 0,
      error: el.error?.message ?? null,
    };
  });
}

describe('video', () => {
  let app: E2eApp;
  let adminCookie = '';
  beforeAll(async () => {
    app = await startE2eApp({ env: { ADMIN_EMAILS: ADMIN } });
    adminCookie = (await apiSignIn(app, ADMIN)).cookie;
  });
  afterAll(async () => app?.stop());

  it(
    'makes a text-to-video with a soundtrack: progress, then it plays at its length with sound, and downloads',
    async () => {
      const { page, context } = await app.newPage();
      await withScreenshotOnFailure(page, 'video text to video', async () => {
        await signInWithCredits(app, context, { email: 'filmmaker@example.com', credits: 30, adminCookie });
        await page.goto('/video');
        await page.getByRole('heading', { name: 'Video', level: 1 }).waitFor();
        await page.getByText('Your videos will appear here.').waitFor();

        // The model picker filters by what a model makes.
        await page.getByRole('button', { name: /^Model: / }).click();
        const picker = page.getByRole('dialog', { name: 'Choose a video model' });
        await picker.locator('label').filter({ hasText: 'Text to video' }).click();
        await picker.getByRole('button', { name: 'Muse Motion' }).waitFor();
        expect(await picker.getByRole('button', { name: 'Muse Animate' }).count()).toBe(0);
        await picker.getByRole('button', { name: 'Muse Motion' }).click();

        await page.getByLabel('Describe your video').fill('a red fox running through a snowy forest at dawn');
        await page.getByRole('button', { name: 'Settings' }).click();
        const settings = page.getByRole('region', { name: 'Video settings' });
        await settings.getByText('854×480').click();
        await settings.getByLabel('Length').click();
        await page.getByRole('option', { name: '3 s', exact: true }).click();
        await settings.getByLabel('Soundtrack').check();
        await page.getByText('3 s · 854×480 · with soundtrack · costs').waitFor();
        await page.getByRole('button', { name: 'Create video' }).click();
        await page.getByText('Your video is in the queue.', { exact: false }).waitFor();

        // Progress while it is made, then the poster links to the viewer.
        const mine = page.getByRole('list', { name: 'My videos' });
        await mine
          .getByText(/Waiting in the queue|Making your video/)
          .first()
          .waitFor();
        const card = mine.getByRole('link', { name: /a red fox running.*3 s$/ });
        await card.waitFor({ timeout: MADE_WITHIN_MS });
        await card.click();
        await page.waitForURL(/\/video\/[^/]+$/);

        const facts = await playedFacts(page);
        expect(facts.error).toBeNull();
        expect(Math.abs(facts.duration - 3)).toBeLessThanOrEqual(0.5);
        expect([facts.width, facts.height]).toEqual([854, 480]);
        expect(facts.frames).toBeGreaterThan(0);
        expect(facts.audioBytes).toBeGreaterThan(0);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/\.mp4$/);
        const file = await readFile((await download.path())!);
        // An MP4 opens with its `ftyp` box.
        expect(file.subarray(4, 8).toString('latin1')).toBe('ftyp');
        expect(file.length).toBeGreaterThan(10_000);

        await page.getByRole('button', { name: 'Close' }).first().click();
        await page.waitForURL(/\/video$/);
      });
      await context.close();
    },
    MADE_WITHIN_MS + 60_000,
  );

  it(
    'animates a picture from its viewer, and hands a picture over to the video view',
    async () => {
      const { page, context } = await app.newPage();
      await withScreenshotOnFailure(page, 'video animate', async () => {
        await signInWithCredits(app, context, { email: 'animator@example.com', credits: 30, adminCookie });
        await page.goto('/images');
        // A picture to animate, made through the API as the generator would.
        const filename = await page.evaluate(async () => {
          const res = await fetch('/api/images/', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              description: 'a lighthouse on a cliff at dusk',
              model: 'art',
              size: 'landscape',
            }),
          });
          return ((await res.json()) as { filename: string }).filename;
        });
        await page.goto(`/images/${filename}`);
        await page
          .getByRole('dialog', { name: 'a lighthouse on a cliff at dusk' })
          .getByRole('img', { name: 'a lighthouse on a cliff at dusk' })
          .waitFor({ timeout: 60_000 });

        // Make a video from it: the video view opens with the prompt and the picture as its first shot.
        await page.getByRole('button', { name: 'Animate' }).click();
        await page.getByRole('menuitem', { name: 'Make a video from it…' }).click();
        await page.waitForURL(/\/video$/);
        expect(await page.getByLabel('Describe your video').inputValue()).toBe(
          'a lighthouse on a cliff at dusk',
        );
        await page.getByRole('listitem', { name: /^Shot 1: / }).waitFor();

        // Animate now: queued at once, and it becomes a video in My videos.
        await page.goto(`/images/${filename}`);
        await page.getByRole('button', { name: 'Animate' }).click();
        await page.getByRole('menuitem', { name: 'Animate now' }).click();
        await page.waitForURL(/\/video$/);
        const card = page.getByRole('list', { name: 'My videos' }).getByRole('link', { name: /lighthouse/ });
        await card.waitFor({ timeout: MADE_WITHIN_MS });
        await card.click();
        const facts = await playedFacts(page);
        expect(facts.error).toBeNull();
        expect(Math.abs(facts.duration - 5)).toBeLessThanOrEqual(0.5);
        expect([facts.width, facts.height]).toEqual([1024, 768]);
      });
      await context.close();
    },
    MADE_WITHIN_MS + 60_000,
  );
});
