import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntilMusicMade } from './music-steps';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { signInInPage } from './sign-in';

/**
 * Issue #13, done when: a visitor lands on `/`, understands the choices, gets ideas, signs in, claims credits
 * from the first Create's dialog, sees the image appear in view, plays a song, opens the helper chat and
 * gets a useful answer, opens Terms from the sign-in dialog; no console errors, no failed requests, and no
 * configuration variable name, error code or developer tool named on any page it visits. Desktop and phone.
 */

/** What a visitor must never read: configuration names, error codes, developer tools, broken values. */
const ENV_NAME = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/; // OPENAI_API_KEY, LEGAL_OPERATOR…
const DEVELOPER_WORDS = /\b(?:outbox|dev sign-in|stack trace|undefined)\b|\bNaN\b|\[object Object\]/i;
const ERROR_CODE_LINE = /^[a-z]+(?:[-_][a-z]+)+$/; // a line that is only a code, such as no-credits

interface Watch {
  problems: string[];
  /** checks the text the page shows now */
  checkWords: (where: string) => Promise<void>;
}

/** Records console errors, page errors and failed requests of a page for the whole walk. */
function watch(page: Page): Watch {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (request) => {
    // A media element that stops loading when it is paused or replaced aborts its request: not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return {
    problems,
    checkWords: async (where) => {
      const text = await page.locator('body').innerText();
      for (const line of text.split('\n').map((l) => l.trim())) {
        if (ENV_NAME.test(line) || DEVELOPER_WORDS.test(line) || ERROR_CODE_LINE.test(line))
          problems.push(`${where}: developer words "${line}"`);
      }
    },
  };
}

/** Whether a locator's box is inside the window now. */
async function inView(page: Page, selector: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await selector.boundingBox();
  const size = page.viewportSize();
  return !!box && !!size && box.y >= 0 && box.y + Math.min(box.height, 40) <= size.height;
}

describe('the first five minutes of a newcomer', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await startE2eApp();
  });
  afterAll(async () => app?.stop());

  for (const device of [
    { name: 'desktop', viewport: { width: 1280, height: 800 }, email: 'newcomer-desktop@example.com' },
    { name: 'phone', viewport: { width: 375, height: 812 }, email: 'newcomer-phone@example.com' },
  ]) {
    it(`lands, gets ideas, signs in, creates, plays a song, asks the help and reads the Terms (${device.name})`, async () => {
      const { page, context } = await app.newPage(device.viewport);
      const seen = watch(page);
      await withScreenshotOnFailure(page, `newcomer ${device.name}`, async () => {
        // Lands on / and reads what Muse is and what it makes.
        await page.goto('/');
        await page.getByRole('heading', { level: 1, name: /Make images and music/ }).waitFor();
        await page.getByRole('heading', { name: 'What you can make' }).waitFor();
        await seen.checkWords('landing');

        // Opens the Terms from the sign-in dialog, and comes back.
        await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('dialog').getByRole('link', { name: 'Terms' }).click();
        await page.waitForURL('**/terms');
        await page.getByRole('heading', { name: 'Terms and Conditions', level: 1 }).waitFor();
        await seen.checkWords('terms');

        // Gets ideas before signing in.
        await page.goto('/');
        await page.getByRole('link', { name: 'Start creating' }).click();
        await page.waitForURL('**/images');

        // Is welcomed, and takes the four-step guide; the welcome then stays closed.
        const welcome = page.getByRole('region', { name: 'Welcome to Muse' });
        await welcome.getByRole('button', { name: 'Show me how' }).click();
        const guide = page.getByRole('dialog', { name: 'How Muse makes pictures' });
        for (let step = 0; step < 3; step++) await guide.getByRole('button', { name: 'Next' }).click();
        await guide.getByRole('button', { name: 'Start creating' }).click();
        await guide.waitFor({ state: 'hidden' });
        expect(await welcome.count()).toBe(0);

        // Looks at the settings (a full-screen dialog on a phone): a fixed seed, and more pictures at once
        // than a free plan makes, which warns before anything changes.
        await page.getByRole('button', { name: 'Size and settings' }).click();
        const settings =
          device.name === 'phone'
            ? page.getByRole('dialog', { name: 'Size and settings' })
            : page.getByRole('region', { name: 'Size and settings' });
        await settings.getByRole('switch', { name: 'Fixed seed' }).click();
        expect(
          Number(await settings.getByRole('textbox', { name: 'Seed' }).inputValue()),
        ).toBeGreaterThanOrEqual(0);
        await settings.locator('[aria-label="Number of images"]').getByText('3', { exact: true }).click();
        const warning = page.getByRole('dialog', { name: '3 pictures at once come with Premium' });
        await warning.getByRole('button', { name: 'Continue', exact: true }).click();
        await warning.waitFor({ state: 'hidden' });
        await settings.getByRole('switch', { name: 'Fixed seed' }).click();
        await settings.getByRole('textbox', { name: 'Seed' }).waitFor({ state: 'detached' });
        if (device.name === 'phone') await settings.getByRole('button', { name: 'Done' }).click();
        else await page.getByRole('button', { name: 'Size and settings' }).click();
        await seen.checkWords('images settings');

        await page.getByLabel('Keywords').fill('a red fox in the snow');
        await page.getByRole('button', { name: 'Get ideas' }).click();
        const ideas = page.getByRole('list', { name: 'Ideas' });
        await ideas
          .getByRole('button', { name: /^Create / })
          .first()
          .waitFor();
        await seen.checkWords('images with ideas');

        // Signs in, and the first Create offers today's free credits at once.
        await signInInPage(app, page, device.email);
        await ideas
          .getByRole('button', { name: /^Create / })
          .first()
          .click();
        const dialog = page.getByRole('dialog', { name: 'Extra credits required' });
        await dialog.getByRole('button', { name: 'Claim 10 free credits and create' }).click();
        await dialog.waitFor({ state: 'hidden' });

        // The image appears, finished, where the newcomer is looking.
        const queue = page.getByRole('region', { name: 'Queue' });
        const finished = queue.getByRole('link', { name: /^Open / });
        await finished.waitFor({ timeout: 45_000 });
        expect(await inView(page, queue)).toBe(true);
        await seen.checkWords('images after create');

        // Makes a short instrumental and plays it.
        await page.goto('/music');
        const creator = page.getByRole('region', { name: 'Create music' });
        await creator.getByRole('button', { name: 'Music', exact: true }).click();
        await creator.getByLabel('Keywords').fill('rainy night in the city');
        await creator.getByRole('button', { name: 'Generate' }).click();
        await creator
          .getByRole('list', { name: 'Ideas' })
          .getByRole('button', { name: 'Create', exact: true })
          .first()
          .click();
        const mine = page.getByRole('list', { name: 'My music and songs' });
        await mine.getByRole('link').first().waitFor();
        await waitUntilMusicMade(page);
        await mine.getByRole('link').first().click();
        await page.waitForURL(/\/music\/[^/]+$/);
        await page.getByRole('button', { name: 'Play', exact: true }).click();
        await page.waitForFunction(() => {
          const el = document.querySelector('audio[data-track-audio]') as HTMLAudioElement | null;
          return !!el && !el.paused && el.currentTime > 0.3;
        });
        await page.getByRole('button', { name: 'Pause', exact: true }).click();
        await seen.checkWords('music player');

        // Asks the helper chat and gets a useful answer.
        await page.goto('/images');
        await page.getByRole('button', { name: 'Chat with us' }).click();
        const chat = page.getByRole('dialog', { name: 'Chat with us' });
        await chat.getByText("Hi, I'm Muse's help", { exact: false }).waitFor();
        await chat.getByRole('textbox').fill('How do I make a song?');
        await chat.getByRole('textbox').press('Enter');
        await chat.getByText('Song with Lyrics', { exact: false }).first().waitFor({ timeout: 120_000 });
        await seen.checkWords('helper chat');
        // A request for a picture opens the generator with the prompt filled in.
        await chat.getByRole('textbox').fill('Make me an image of a red fox in snow');
        await chat.getByRole('textbox').press('Enter');
        await chat.waitFor({ state: 'hidden' });
        await page.waitForURL(/\/images\?s=/);
        expect(await page.getByRole('textbox', { name: 'Keywords' }).inputValue()).toBe('a red fox in snow');

        // Chat in the navigation leads to the same help, with the user's own assistants.
        await page.goto('/chat');
        await page.getByRole('heading', { name: 'Chat', level: 1 }).waitFor();
        if (device.name === 'phone') await page.getByRole('button', { name: /Muse Help/ }).click();
        await page.getByRole('heading', { name: 'Muse Help', level: 2 }).waitFor();
        await seen.checkWords('chat');
      });
      await context.close();
      expect(seen.problems).toEqual([]);
    }, 300_000);
  }
});
