import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { monoOf, spectrum } from './spectrum';

/** The audio the page receives: every binary websocket frame is a bar of 16-bit stereo PCM at 48 kHz. */
function collectBars(page: Page): Buffer[] {
  const bars: Buffer[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') bars.push(Buffer.from(payload));
    }),
  );
  return bars;
}

async function until(check: () => boolean, what: string, ms = 30_000): Promise<void> {
  for (const end = Date.now() + ms; !check();) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What the browser makes of a file's bytes: its duration and level. */
async function decodeInPage(page: Page, bytes: Buffer): Promise<{ duration: number; rms: number }> {
  return page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const context = new OfflineAudioContext(2, 48_000, 48_000);
    const audio = await context.decodeAudioData(data.buffer);
    const samples = audio.getChannelData(0);
    let sum = 0;
    for (const s of samples) sum += s * s;
    return { duration: audio.duration, rms: Math.sqrt(sum / samples.length) };
  }, bytes.toString('base64'));
}

describe('live music, as a listener uses it', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await startE2eApp();
  });
  afterAll(async () => app?.stop());

  it('plays, changes audibly when a prompt’s weight moves, records and downloads the recording', async () => {
    const { page, context } = await app.newPage({ width: 1280, height: 900 });
    await withScreenshotOnFailure(page, 'live music', async () => {
      await context.request.post(`${app.baseUrl}/api/auth/guest`);
      const bars = collectBars(page);
      await page.goto('/music');
      await page.getByRole('link', { name: 'Live music' }).click();
      await page.getByRole('heading', { name: 'Live music', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // Two prompts: a calm piano at full weight, a metal guitar at none.
      await page.getByRole('textbox', { name: 'Prompt 1' }).fill('calm piano with soft strings');
      await page.getByRole('button', { name: 'Add prompt' }).click();
      await page.getByRole('textbox', { name: 'Prompt 2' }).fill('heavy metal, distorted guitar');
      await page.getByRole('slider', { name: 'Weight of prompt 2' }).press('Home');
      await expect
        .poll(() => page.getByRole('slider', { name: 'Weight of prompt 2' }).getAttribute('aria-valuenow'))
        .toBe('0');

      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Playing' }).waitFor({ timeout: 30_000 });
      await until(() => bars.length >= 3, 'three bars');

      // Recording is possible while playing.
      await page.getByRole('button', { name: 'Record', exact: true }).click();
      await page.getByText('Recording…').waitFor();

      // The weights swap: the metal guitar up first, then the piano down.
      const changedAt = bars.length;
      await page.getByRole('slider', { name: 'Weight of prompt 2' }).press('End');
      await page.getByRole('slider', { name: 'Weight of prompt 1' }).press('Home');
      // A change is heard within two bars: compare the bars before it with those from two bars after it.
      await until(() => bars.length >= changedAt + 5, 'five bars after the change', 60_000);
      const before = spectrum(monoOf(bars.slice(0, changedAt)));
      const after = spectrum(monoOf(bars.slice(changedAt + 2, changedAt + 5)));
      expect(after.centroid).toBeGreaterThan(before.centroid * 1.5);
      expect(after.highShare).toBeGreaterThan(before.highShare * 3);
      // Each bar is a whole number of stereo frames of music (not silence).
      for (const bar of bars) expect(bar.byteLength % 4).toBe(0);
      expect(monoOf(bars.slice(-2)).some((s) => Math.abs(s) > 0.05)).toBe(true);

      await page.getByRole('button', { name: 'Stop recording' }).click();
      const link = page.getByRole('link', { name: 'Download recording' });
      await link.waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^live-music-.*\.webm$/);
      const file = await readFile((await download.path())!);
      expect(file.byteLength).toBeGreaterThan(20_000);
      // WebM (Matroska) begins with the EBML magic number.
      expect(file.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      const decoded = await decodeInPage(page, file);
      expect(decoded.duration).toBeGreaterThan(3);
      expect(decoded.rms).toBeGreaterThan(0.005);

      await page.getByRole('button', { name: 'Stop', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Stopped' }).waitFor();
      // The link outlives the stop (for five minutes).
      await link.waitFor();
    });
  }, 240_000);

  it('stops with the spec’s message when a prompt is filtered, and asks visitors to sign in', async () => {
    const { page, context } = await app.newPage({ width: 390, height: 844 });
    await withScreenshotOnFailure(page, 'live music filtered', async () => {
      await page.goto('/live-music');
      await page.getByText('Sign in to play live music').waitFor();
      await context.request.post(`${app.baseUrl}/api/auth/guest`);
      await page.reload();
      await page.getByRole('textbox', { name: 'Prompt 1' }).fill('porn music');
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('Prompt was filtered: sexual');
      await page.getByRole('status').filter({ hasText: 'Stopped' }).waitFor();
      expect(await page.getByRole('button', { name: 'Record', exact: true }).isDisabled()).toBe(true);
    });
  }, 120_000);
});
