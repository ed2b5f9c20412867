import type { Page } from 'playwright-core';

/** How long a track may take to be made on a busy 2-core machine. */
export const MAKING_MS = 90_000;

/** Waits until nothing in "My music and songs" is queued or being made. */
export async function waitUntilMusicMade(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document
        .querySelector('[aria-label="My music and songs"]')
        ?.textContent?.match(/In the queue|Creating/),
    null,
    { timeout: MAKING_MS },
  );
}
