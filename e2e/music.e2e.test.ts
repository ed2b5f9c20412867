import { readFile } from 'node:fs/promises';
import { Midi } from '@tonejs/midi';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAKING_MS, waitUntilMusicMade } from './music-steps';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, grantCredits, useCookie } from './sign-in';

const KEYWORDS = 'zephyr harbor lanterns';
const SONG_TAGS = ['Pop', 'Piano', 'Happy', 'Female', 'Bright'];

/** Saves what a download link gives and returns its bytes. */
async function download(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await file.path();
  return readFile(path);
}

describe('making a song, as a new user would', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await startE2eApp({ env: { ADMIN_EMAILS: 'admin@example.com' } });
  });
  afterAll(async () => app?.stop());

  it('signs in to verify the email, creates a song from tags, plays it, extends it, downloads it; another account finds it', async () => {
    const { page, context } = await app.newPage({ width: 1280, height: 900 });
    await withScreenshotOnFailure(page, 'music create', async () => {
      await page.goto('/music');
      const creator = page.getByRole('region', { name: 'Create music' });
      await creator.getByRole('button', { name: 'Song with Lyrics' }).click();
      await creator.getByLabel('Keywords').fill(KEYWORDS);
      await creator.getByText('Choose at least 1 option from each group').waitFor();
      for (const tag of SONG_TAGS) await creator.getByRole('checkbox', { name: tag, exact: true }).click();
      await creator.getByText('Choose at least 1 option from each group').waitFor({ state: 'hidden' });
      // A base style can be heard first: its 15-second clip, rendered by the server's music engine.
      await creator.getByRole('button', { name: 'Listen to Pop (15 s)' }).click();
      await creator.locator('[data-preview-state="playing"]').waitFor({ timeout: MAKING_MS });
      await creator.getByRole('button', { name: 'Stop Pop' }).click();
      await creator.locator('[data-preview-state="playing"]').waitFor({ state: 'detached' });
      const requested = Number(await creator.getByRole('slider').getAttribute('aria-valuenow'));
      expect(requested).toBeGreaterThanOrEqual(10);

      await creator.getByRole('button', { name: 'Generate' }).click();
      const ideas = creator.getByRole('list', { name: 'Ideas' });
      const create = ideas.getByRole('button', { name: 'Create', exact: true }).first();
      await create.click();

      // A visitor is asked to sign in: the emailed code verifies the address.
      const email = 'songwriter@example.com';
      const since = new Date().toISOString();
      const login = page.getByRole('dialog');
      await login.getByLabel('Email').fill(email);
      await login.getByRole('button', { name: 'Send code' }).click();
      await login.getByLabel('Code', { exact: true }).fill(await app.codeFor(email, since));
      await page.getByText(`Signed in as ${email}`).waitFor();
      // The request goes on by itself once signed in: no second click.

      await creator.getByRole('button', { name: 'Show Queue' }).click();
      await creator.getByRole('region', { name: 'Queue' }).waitFor();

      // The track finishes and appears in My Music & Songs; it opens in the player.
      const mine = page.getByRole('list', { name: 'My music and songs' });
      const card = mine.getByRole('link').first();
      await card.waitFor();
      await waitUntilMusicMade(page);
      await card.click();
      await page.waitForURL(/\/music\/[^/]+$/);
      const filename = new URL(page.url()).pathname.split('/').pop()!;

      // It plays, and the browser measures the requested length.
      const audio = page.locator('audio[data-track-audio]');
      await page.waitForFunction(
        () => {
          const el = document.querySelector('audio[data-track-audio]');
          return el instanceof HTMLAudioElement && Number.isFinite(el.duration) && el.duration > 0;
        },
        null,
        { timeout: 20_000 },
      );
      const duration = await audio.evaluate((el) => (el as HTMLAudioElement).duration);
      expect(Math.abs(duration - requested)).toBeLessThanOrEqual(1);
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await page.waitForFunction(() => {
        const el = document.querySelector('audio[data-track-audio]') as HTMLAudioElement | null;
        return !!el && !el.paused && el.currentTime > 0.3;
      });
      await page.getByRole('button', { name: 'Pause', exact: true }).click();

      // Done editing makes it public: anyone may download and extend it.
      await page.getByRole('button', { name: "I'm done editing" }).click();
      await page.getByRole('button', { name: "I'm done editing" }).waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Extend', exact: true }).click();
      const modal = page.getByRole('dialog', { name: /^Extend/ });
      await modal.getByLabel('Take From').fill('0');
      await modal.getByLabel('Take To').fill('15');
      await modal.getByLabel('Extension').fill('10');
      await modal.getByLabel('Description').fill('the chorus comes back brighter');
      await modal.getByRole('button', { name: 'Request' }).click();
      await modal.waitFor({ state: 'hidden' });
      const extensions = page.getByRole('region', { name: 'Extensions' });
      await extensions.getByRole('button', { name: 'Play the extension' }).waitFor({ timeout: MAKING_MS });
      const extension = await page.evaluate(
        async (name) => (await (await fetch(`/api/music/${name}/extensions`)).json()).data[0],
        filename,
      );
      expect(extension).toMatchObject({ start: 0, end: 15, extension: 10, length: 25 });

      const mp3 = await download(page, async () => {
        await page.getByRole('button', { name: 'Download' }).click();
        await page.getByRole('menuitem', { name: 'MP3 audio' }).click();
      });
      expect(mp3.length).toBeGreaterThan(10_000);
      expect(
        mp3.subarray(0, 3).toString('latin1') === 'ID3' || (mp3[0] === 0xff && (mp3[1]! & 0xe0) === 0xe0),
      ).toBe(true);
      const mid = await download(page, async () => {
        await page.getByRole('button', { name: 'Download' }).click();
        await page.getByRole('menuitem', { name: 'MIDI file' }).click();
      });
      const midi = new Midi(mid);
      expect(midi.tracks.length).toBeGreaterThanOrEqual(3);
      expect(midi.duration).toBeGreaterThan(requested - 1);

      // Its music video: requested from the player (paid in credits, as videos are), made in the queue,
      // played with the track as its sound.
      const { userId } = (await page.evaluate(async () => (await fetch('/api/session')).json())) as {
        userId: string;
      };
      await grantCredits(app, (await apiSignIn(app, 'admin@example.com')).cookie, userId, 20);
      await page.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: 'Request a video' }).click();
      await page.getByRole('link', { name: 'Watch the music video' }).click();
      await page.waitForURL(/\/video\/[^/]+$/);
      const video = page.locator('video');
      // Minutes on a busy machine: the whole track's making and this video share the queue.
      await video.waitFor({ timeout: 240_000 });
      const played = await video.evaluate(async (el: HTMLVideoElement) => {
        if (el.readyState < 1)
          await new Promise((r) => el.addEventListener('loadedmetadata', r, { once: true }));
        el.muted = true;
        await el.play();
        await new Promise((r) => setTimeout(r, 1200));
        const audioBytes = (el as HTMLVideoElement & { webkitAudioDecodedByteCount?: number })
          .webkitAudioDecodedByteCount;
        return { duration: el.duration, frames: el.getVideoPlaybackQuality().totalVideoFrames, audioBytes };
      });
      // The track's opening, up to 20 s.
      expect(Math.abs(played.duration - Math.min(20, Math.floor(duration)))).toBeLessThanOrEqual(0.5);
      expect(played.frames).toBeGreaterThan(0);
      expect(played.audioBytes).toBeGreaterThan(0);
    });
    await context.close();

    // Another account finds it by a keyword.
    const other = await app.newPage();
    await useCookie(app, other.context, (await apiSignIn(app, 'listener@example.com')).cookie);
    await withScreenshotOnFailure(other.page, 'music search', async () => {
      await other.page.goto('/music');
      await other.page.getByPlaceholder('Enter keywords to find music ...').fill('lanterns');
      const similar = other.page.getByRole('list', { name: 'Similar music' });
      await similar.getByRole('link').first().waitFor({ timeout: 15_000 });
      expect(await similar.getByRole('link').count()).toBe(1);
    });
    await other.context.close();
  }, 480_000);
});
