import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAKING_MS } from './music-steps';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn } from './sign-in';

/**
 * Issue #18, the Piano Challenge: a shared track's melody played as falling tiles. The tests play it as a
 * player would, pressing each tile's key (or tapping its lane) when the tile reaches the line, read from
 * where the tiles are on the page; then they stop, and the missed notes take the lives and end the round.
 */

const KEYS = ['d', 'f', 'j', 'k'];

/** Makes an instrumental track through the API, waits for it and shares it: the game offers shared tracks. */
async function sharedTrack(app: E2eApp): Promise<{ filename: string; name: string; cookie: string }> {
  const { cookie } = await apiSignIn(app, 'pianist@example.com');
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { filename: string; name: string; finishedOn: string | null };
  };
  const name = 'Practice tune';
  const made = await call('POST', '/api/music', {
    name,
    musicType: 'music',
    tags: ['Pop', 'Piano', 'Happy'],
    keywords: 'piano practice morning',
    length: 30,
  });
  for (const deadline = Date.now() + MAKING_MS; ;) {
    if ((await call('GET', `/api/music/single/${made.filename}`)).finishedOn) break;
    if (Date.now() > deadline) throw new Error('the track was not made in time');
    await new Promise((r) => setTimeout(r, 250));
  }
  await call('POST', `/api/music/done/${made.filename}`);
  return { filename: made.filename, name, cookie };
}

/** Where the next tiles are: the line, each pending tile's lane and bottom edge (px), and the page's clock. */
async function boardState(page: Page) {
  return page.evaluate(() => {
    const board = document.querySelector('[aria-label="Piano Challenge board"]');
    const line = board?.querySelector('[data-hit-line]')?.getBoundingClientRect();
    if (!board || !line) return null;
    const tiles = [...board.querySelectorAll<HTMLElement>('[data-lane]')].map((el, index) => ({
      index,
      lane: Number(el.dataset.lane),
      state: el.dataset.state,
      bottom: el.getBoundingClientRect().bottom,
    }));
    return { line: line.top + line.height / 2, tiles, now: performance.now() };
  });
}

/**
 * Plays the next `count` tiles (`play` presses a lane's key or taps it), each when it reaches the line: the speed is measured from
 * the tiles' movement between two looks, and a key is pressed when its tile is due within the time a look
 * takes. Answers how many it pressed.
 */
async function playTiles(page: Page, count: number, play: (lane: number) => Promise<void>): Promise<number> {
  const pressed = new Set<number>();
  let previous: NonNullable<Awaited<ReturnType<typeof boardState>>> | null = null;
  let speed = 0; // px per ms
  let lookMs = 10;
  for (const deadline = Date.now() + 60_000; pressed.size < count && Date.now() < deadline;) {
    const started = Date.now();
    const state = await boardState(page);
    lookMs = 0.8 * lookMs + 0.2 * (Date.now() - started);
    if (!state) continue;
    if (previous && state.now > previous.now) {
      const moved = state.tiles[0]!.bottom - previous.tiles[0]!.bottom;
      if (moved > 0) speed = moved / (state.now - previous.now);
    }
    previous = state;
    if (speed <= 0) continue;
    const next = state.tiles.find((t) => t.state === 'pending' && !pressed.has(t.index));
    if (!next) break;
    const dueMs = (state.line - next.bottom) / speed;
    if (dueMs <= lookMs / 2 + 5) {
      pressed.add(next.index);
      await play(next.lane);
    }
  }
  return pressed.size;
}

/**
 * Plays the next `count` tiles from inside the page: on every frame, a key press goes to the window for each
 * tile that has reached the line. No round trip to the test per look, so a busy machine does not make it late.
 * Answers how many it pressed once they are played (or the round is over).
 */
async function autoplay(page: Page, count: number, by: 'key' | 'touch' = 'key'): Promise<number> {
  return page.evaluate(
    ({ keys, count, by }) =>
      new Promise<number>((resolve) => {
        const done = new WeakSet<Element>();
        let pressed = 0;
        const until = performance.now() + 45_000;
        const look = () => {
          if (performance.now() > until) return resolve(pressed);
          const board = document.querySelector('[aria-label="Piano Challenge board"]');
          const line = board?.querySelector('[data-hit-line]')?.getBoundingClientRect();
          // The board may be between renders: look again next frame; the round's end ends the playing.
          if (document.querySelector('[aria-label="Round over"]')) return resolve(pressed);
          if (!board || !line) return void requestAnimationFrame(look);
          for (const tile of board.querySelectorAll<HTMLElement>('[data-lane][data-state="pending"]')) {
            if (done.has(tile) || tile.getBoundingClientRect().bottom < line.top + line.height / 2 - 1)
              continue;
            done.add(tile);
            pressed++;
            const lane = Number(tile.dataset.lane);
            if (by === 'key') window.dispatchEvent(new KeyboardEvent('keydown', { key: keys[lane] }));
            else
              board
                .querySelector(`[aria-label^="Lane ${lane + 1},"]`)
                ?.dispatchEvent(
                  new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch', isPrimary: true }),
                );
            if (pressed >= count) return resolve(pressed);
          }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
    { keys: KEYS, count, by },
  );
}

/** A number the round shows beside its name (Score, Combo). */
async function stat(page: Page, region: string, name: string): Promise<string> {
  const value = page.getByRole('group', { name: region }).or(page.locator(`[aria-label="${region}"]`));
  return (await value.locator(`dt:text-is("${name}") + dd`).textContent()) ?? '';
}

describe('the Piano Challenge', () => {
  let app: E2eApp;
  let track: { filename: string; name: string; cookie: string };
  beforeAll(async () => {
    app = await startE2eApp();
    track = await sharedTrack(app);
  }, 180_000);
  afterAll(async () => app?.stop());

  it('opens from the music page, plays a song with the keyboard, scores, and ends when the lives are gone', async () => {
    const { page } = await app.newPage({ width: 1280, height: 800 });
    await withScreenshotOnFailure(page, 'piano challenge', async () => {
      const notes = (await (await fetch(`${app.baseUrl}/api/music/game/${track.filename}/notes`)).json()) as {
        notes: unknown[];
      };
      expect(notes.notes.length).toBeGreaterThan(12);

      await page.goto('/music');
      await page.getByRole('link', { name: 'Piano Challenge' }).click();
      await page.waitForURL(/\/piano-challenge$/);

      // How to play shows by itself the first time, with the keys, the timing, the lives and the points.
      const help = page.getByRole('dialog', { name: 'How to play' });
      await help.getByText('Press D F J K on your keyboard').waitFor();
      await help.getByText('You have 3 lives.').waitFor();
      await help.getByRole('button', { name: 'Got it' }).click();
      await help.waitFor({ state: 'hidden' });

      await page.getByRole('list', { name: 'Songs to play' }).waitFor();
      await page.getByRole('button', { name: `Play ${track.name}` }).click();
      await page.getByRole('heading', { name: track.name }).waitFor();
      await page.getByRole('button', { name: 'Start' }).click();

      // The board shows the song's notes as tiles, every one waiting to be played.
      const board = page.getByRole('group', { name: 'Piano Challenge board' });
      await board.waitFor();
      for (const [i, key] of ['D', 'F', 'J', 'K'].entries())
        await board.getByRole('button', { name: `Lane ${i + 1}, key ${key}` }).waitFor();
      const tiles = board.locator('[data-lane]');
      expect(await tiles.count()).toBe(notes.notes.length);
      expect(await board.locator('[data-state="pending"]').count()).toBe(notes.notes.length);

      // Played on time, the first notes score and build a combo.
      expect(await playTiles(page, 6, (lane) => page.keyboard.press(KEYS[lane]!))).toBe(6);
      await page.waitForFunction(
        () => document.querySelectorAll('[data-state="perfect"], [data-state="good"]').length >= 4,
      );
      const score = Number(await stat(page, 'Your round', 'Score'));
      const combo = Number(await stat(page, 'Your round', 'Combo'));
      expect(score).toBeGreaterThan(0);
      expect(combo).toBeGreaterThanOrEqual(2);
      const lives = page.locator('[aria-label="Your round"] dt:text-is("Lives") + dd');
      expect(await lives.getAttribute('aria-label')).toMatch(/^[123] of 3$/);

      // Left alone, the next notes are missed: a life each, until none is left and the game is over.
      const end = page.getByRole('region', { name: 'Round over' });
      await end.waitFor({ timeout: 20_000 });
      await end.getByRole('heading', { name: 'Game over' }).waitFor();
      expect(Number(await stat(page, 'Your result', 'Score'))).toBeGreaterThanOrEqual(score);
      expect(await stat(page, 'Your result', 'Accuracy')).toMatch(/^\d+%$/);
      expect(Number(await stat(page, 'Your result', 'Best combo'))).toBeGreaterThanOrEqual(combo);
      // Three lives were lost, each to a missed note (or a late key): then the round ended.
      const counts = (await end.getByText(/^Perfect \d+ · Good \d+ · Missed \d+/).textContent()) ?? '';
      const count = (label: string) => Number(new RegExp(`${label} (\\d+)`).exec(counts)?.[1] ?? 0);
      expect(count('Missed') + count('Wrong keys')).toBe(3);
      expect(count('Missed')).toBeGreaterThanOrEqual(2);
      expect(count('Perfect') + count('Good')).toBeGreaterThanOrEqual(4);
      const finalScore = Number(await stat(page, 'Your result', 'Score'));
      await end.getByText(`Today's best: ${finalScore}`).waitFor();
      await end.getByText('New best today!').waitFor();

      // The day's best stays in this browser: a new visit shows it, and How to play does not open again.
      await page.reload();
      await page.getByText(`Today's best: ${finalScore}`).waitFor();
      await page.getByRole('list', { name: 'Songs to play' }).waitFor();
      expect(await page.getByRole('dialog', { name: 'How to play' }).count()).toBe(0);
      await page.getByRole('button', { name: 'How to play' }).click();
      await page.getByRole('dialog', { name: 'How to play' }).waitFor();
    });
  }, 180_000);

  it('on a phone, the lanes span the screen and tapping them plays the notes', async () => {
    const context = await app.browser.newContext({
      baseURL: app.baseUrl,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await context.addInitScript(() => {
      window.localStorage.setItem('muse.voting.shown', 'e2e');
      window.localStorage.setItem('muse.piano.howToPlaySeen', '1');
    });
    const page = await context.newPage();
    await withScreenshotOnFailure(page, 'piano challenge phone', async () => {
      await page.goto('/piano-challenge');
      await page.getByRole('button', { name: `Play ${track.name}` }).tap();
      await page.getByText('Tap the lanes as the tiles touch the line.').waitFor();
      await page.getByRole('button', { name: 'Start' }).tap();
      const board = page.getByRole('group', { name: 'Piano Challenge board' });
      await board.waitFor();
      const box = (await board.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(380);
      expect(box.height).toBeGreaterThan(400);
      const lanes = await Promise.all(
        ['D', 'F', 'J', 'K'].map(
          async (key, i) =>
            (await board.getByRole('button', { name: `Lane ${i + 1}, key ${key}` }).boundingBox())!,
        ),
      );
      for (const lane of lanes) expect(lane.width).toBeGreaterThan(90);
      const tap = (lane: number) =>
        page.touchscreen.tap(
          lanes[lane]!.x + lanes[lane]!.width / 2,
          lanes[lane]!.y + lanes[lane]!.height / 3,
        );
      // One tap by hand, the rest from inside the page (a busy machine makes the test's own taps late).
      await tap(0).catch(() => undefined);
      expect(await autoplay(page, 4, 'touch')).toBe(4);
      await page.waitForFunction(
        () => document.querySelectorAll('[data-state="perfect"], [data-state="good"]').length >= 3,
      );
      expect(Number(await stat(page, 'Your round', 'Score'))).toBeGreaterThan(0);
    });
    await context.close();
  }, 120_000);

  it("is a dialog's game: StartGame:piano opens it, WaitForGameEnd goes on once it closes with the score", async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${app.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: track.cookie },
        body: JSON.stringify(body),
      });
    const created = await post('/api/offices/newOffice', { type: 'aiChat', name: 'Piano corner' });
    const officeId = ((await created.json()) as { _id: string })._id;
    const dialog = {
      question: 'Fancy a game?',
      options: [
        {
          answer: 'Play the piano',
          question: 'Well played! On we go.',
          actions: ['StartGame:piano', 'WaitForGameEnd:100'],
        },
      ],
    };
    const saved = await post(`/api/offices/${officeId}/updateAssistantDialog`, { dialog });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const { page, context } = await app.newPage({ width: 1280, height: 800 });
    await withScreenshotOnFailure(page, 'piano challenge dialog', async () => {
      await page.goto(`/app/${officeId}`);
      const panel = page.getByRole('region', { name: 'Guided conversation' });
      await panel.getByRole('button', { name: 'Play the piano' }).click();
      const game = page.getByRole('dialog', { name: 'Piano Challenge' });
      await game.waitFor();
      await panel
        .getByText('Score 100 points in the Piano Challenge, then close the game to go on.')
        .waitFor();
      await page.getByRole('dialog', { name: 'How to play' }).getByRole('button', { name: 'Got it' }).click();
      await game.getByRole('button', { name: `Play ${track.name}` }).click();
      await game.getByRole('button', { name: 'Start' }).click();
      await game.getByRole('group', { name: 'Piano Challenge board' }).waitFor();
      expect(await autoplay(page, 4)).toBe(4);
      const end = game.getByRole('region', { name: 'Round over' });
      await end.waitFor({ timeout: 20_000 });
      expect(Number(await stat(page, 'Your result', 'Score'))).toBeGreaterThanOrEqual(100);
      await game.getByRole('button', { name: 'Close game' }).click();
      await panel.getByText('Well played! On we go.').waitFor();
    });
    await context.close();
  }, 120_000);
});
