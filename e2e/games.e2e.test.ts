import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { INSIGHT_QUESTIONS } from '../apps/server/src/modules/games/insight.questions';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, signInInPage, useCookie } from './sign-in';

const ADMIN = 'admin@example.com';
/** Public images of one painter, liked by others so each has its own like count (3, 2, 1, 0). */
const SEED = [
  { name: 'Violet lighthouse', likes: 3 },
  { name: 'Snowy fox', likes: 2 },
  { name: 'Autumn orchard', likes: 1 },
  { name: 'Comet over dunes', likes: 0 },
] as const;

interface GameImage {
  name: string;
  likes: number;
  correct: boolean;
}

describe('the credit games, as a new user would play them', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp({ env: { ADMIN_EMAILS: ADMIN, RATE_LIMIT_MAX: '100000' } });
  }, 180_000);
  afterAll(async () => app?.stop());

  const apiCookie = async (email: string) => (await apiSignIn(app, email)).cookie;

  async function call(cookie: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  /** One painter makes the images with the local engine; three other accounts like them. */
  async function seedImages(): Promise<void> {
    const admin = await apiCookie(ADMIN);
    const painter = await apiCookie('game-painter@example.com');
    const { userId } = (await call(painter, 'GET', '/api/session')) as { userId: string };
    await call(admin, 'POST', `/api/admin/users/${encodeURIComponent(userId)}/credits`, {
      amount: 50,
      reason: 'e2e',
    });
    // One at a time: a Free account's queue holds two.
    const filenames: string[] = [];
    for (const image of SEED) {
      const created = await call(painter, 'POST', '/api/images/', {
        name: image.name,
        description: `${image.name.toLowerCase()}, soft evening light`,
        model: 'art',
      });
      const filename = created.filename as string;
      for (let i = 0; ; i++) {
        const item = await call(painter, 'GET', `/api/images/filename/${filename}`);
        if (item.finishedOn && item.imageThumbUrl) break;
        if (i > 150) throw new Error(`${filename} did not finish`);
        await new Promise((r) => setTimeout(r, 200));
      }
      filenames.push(filename);
    }
    const likers = await Promise.all([1, 2, 3].map((n) => apiCookie(`game-fan${n}@example.com`)));
    for (const [i, image] of SEED.entries())
      for (const liker of likers.slice(0, image.likes))
        await call(liker, 'POST', `/api/images/${filenames[i]}/like`);
  }

  const balanceOf = async (page: Page): Promise<number> => {
    const session = (await page.evaluate(async () => (await fetch('/api/session')).json())) as {
      credits: number;
      subscriptionCredits: number;
    };
    return session.credits + session.subscriptionCredits;
  };

  /** Opens a game the way a user does: the credits button, then the game's Play row of the credits dialog. */
  async function playFromCreditsDialog(page: Page, game: RegExp): Promise<void> {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Credits/ })
      .click();
    await page.getByRole('button', { name: new RegExp(`^Play: .*${game.source}`) }).click();
  }

  /** The header shows this balance (the credits button's number). */
  const headerShows = (page: Page, total: number) =>
    page.getByRole('banner').getByText(String(total), { exact: true }).waitFor();

  // The server starts with no image: first what a newcomer sees then, then the games with images.
  describe('before anyone has shared an image', () => {
    it('the credits button shows no dot for a game that cannot be played, and the game says why', async () => {
      const { page, context } = await app.newPage();
      await withScreenshotOnFailure(page, 'games no dot without images', async () => {
        await useCookie(app, context, await apiCookie('too-early@example.com'));
        await page.goto('/images');
        // The daily claim has a dot of its own: claimed, only the game could still ask for one.
        const claimed = await page.evaluate(
          async () => (await fetch('/api/user/credits/daily', { method: 'POST' })).status,
        );
        expect(claimed).toBe(200);
        await page.reload();

        const button = page.getByRole('banner').getByRole('button', { name: /^Credits/ });
        await button.click();
        const credits = page.getByRole('dialog', { name: 'Credits' });
        const row = credits.getByRole('row', { name: /Play Guess the Best/ });
        await row.getByText('Come back tomorrow for more').waitFor();
        expect(await row.getByRole('button').count()).toBe(0);
        await page.keyboard.press('Escape');
        await credits.waitFor({ state: 'hidden' });
        expect(await button.getAttribute('aria-label')).toBe('Credits: 10 credits, Free plan');

        // A link to the game says there are too few images, not that today's game is over.
        await page.goto('/images?game=guess');
        const game = page.getByRole('dialog', { name: 'Guess the Best' });
        await game.getByRole('heading', { name: 'Not enough images to play yet' }).waitFor();
      });
      await context.close();
    });
  });

  describe('with shared images', () => {
    beforeAll(async () => seedImages(), 180_000);

    it('plays level 1 of Guess the Best to its end, claims the reward and sees the balance rise', async () => {
      const { page, context } = await app.newPage();
      await withScreenshotOnFailure(page, 'games guess the best', async () => {
        // The sets the game is served, to know the right answer as the page does.
        let served: GameImage[] = [];
        page.on('response', (res: Response) => {
          if (/\/api\/images\/random\/\d$/.test(new URL(res.url()).pathname) && res.ok())
            void res.json().then((body: { data: GameImage[] }) => (served = body.data));
        });

        await page.goto('/images');
        await signInInPage(app, page, 'guesser@example.com');
        const before = await balanceOf(page);
        await headerShows(page, before);

        await playFromCreditsDialog(page, /Guess the Best/);
        const dialog = page.getByRole('dialog', { name: 'Guess the Best' });
        await dialog.waitFor();
        await dialog.getByText('Level 1 of 3').waitFor();
        await dialog.getByText('Round 1 of 2').waitFor();
        const images = dialog.getByRole('group', { name: 'Images' });
        await images.getByRole('button').first().waitFor();
        expect(await images.getByRole('button').count()).toBe(2);
        await expect.poll(() => served.length).toBe(2);

        // A wrong pick first: a cross, the likes shown, and the round stays to be won.
        let set = served;
        const wrong = set.find((i) => !i.correct)!;
        const best = set.find((i) => i.correct)!;
        const continueButton = dialog.getByRole('button', { name: 'Continue' });
        expect(await continueButton.isDisabled()).toBe(true);
        await images.getByRole('button', { name: wrong.name, exact: true }).click();
        await dialog.getByText(`Not this one: “${wrong.name}”`).waitFor();
        await images
          .getByRole('button', { name: `${wrong.name}, ${likes(wrong.likes)}, your pick: wrong` })
          .waitFor();
        await images
          .getByRole('button', { name: `${best.name}, ${likes(best.likes)}, the most liked` })
          .waitFor();
        await dialog.getByText('Score 0').waitFor();

        // Then right picks until both rounds are won.
        for (let won = 0; won < 2;) {
          const previous = set;
          await continueButton.click();
          await expect.poll(() => served !== previous, { timeout: 10_000 }).toBe(true);
          set = served;
          const right = set.find((i) => i.correct)!;
          const tile = images.getByRole('button', { name: right.name, exact: true });
          await tile.waitFor();
          await tile.click();
          await dialog.getByText(`Right! “${right.name}” has the most likes`).waitFor();
          won++;
        }
        // 100 / 2 attempts for the first round, then 100.
        await dialog.getByText('Score 150').waitFor();
        await continueButton.click();
        await dialog.getByRole('heading', { name: 'Level 1 complete!' }).waitFor();
        await dialog.getByRole('button', { name: 'Claim 5 credits' }).click();

        // The reward is paid and the next level starts: three images a round.
        await dialog.getByText('Level 2 of 3').waitFor();
        await expect.poll(() => balanceOf(page)).toBe(before + 5);
        await headerShows(page, before + 5);
        await expect.poll(() => images.getByRole('button').count(), { timeout: 10_000 }).toBe(3);

        // Closed and opened again the same day, the game goes on at level 2: level 1 is played.
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await playFromCreditsDialog(page, /Guess the Best/);
        await dialog.getByText('Level 2 of 3').waitFor();
      });
      await context.close();
    });

    it('shows "Not enough images to play yet" when the gallery is too small', async () => {
      // The seeded gallery is big enough, so the server's reply for a small one is stubbed here.
      const { page, context } = await app.newPage({ width: 400, height: 800 });
      await withScreenshotOnFailure(page, 'games not enough images', async () => {
        await page.route('**/api/images/random/*', (route) =>
          route.fulfill({
            status: 404,
            contentType: 'application/json',
            body: JSON.stringify({
              error: {
                code: 'not_enough_images',
                message: 'There are not enough public images to play yet.',
              },
            }),
          }),
        );
        await page.goto('/images');
        await signInInPage(app, page, 'early-bird@example.com');
        await page.goto('/images?game=guess');
        const dialog = page.getByRole('dialog', { name: 'Guess the Best' });
        await dialog.getByRole('heading', { name: 'Not enough images to play yet' }).waitFor();
        await dialog.getByRole('button', { name: 'Close', exact: true }).click();
        await dialog.waitFor({ state: 'hidden' });
      });
      await context.close();
    });

    it('records one like per image picked: a later set showing the same image sends none', async () => {
      const { page, context } = await app.newPage();
      await withScreenshotOnFailure(page, 'games one like per pick', async () => {
        // Every set is the first one again, as a small gallery serves the same images again and again.
        let first: string | undefined;
        await page.route('**/api/images/random/*', async (route) => {
          first ??= await (await route.fetch()).text();
          await route.fulfill({ status: 200, contentType: 'application/json', body: first });
        });
        const likes: string[] = [];
        page.on('request', (req) => {
          if (req.method() === 'POST' && /^\/api\/images\/[^/]+\/like$/.test(new URL(req.url()).pathname))
            likes.push(req.url());
        });
        await useCookie(app, context, await apiCookie('one-liker@example.com'));
        await page.goto('/images?game=guess');
        const dialog = page.getByRole('dialog', { name: 'Guess the Best' });
        const images = dialog.getByRole('group', { name: 'Images' });
        const tile = images.getByRole('button').first();
        await tile.waitFor();
        const name = (await tile.getAttribute('aria-label'))!;
        const verdict = dialog.getByText(/^(Right!|Not this one)/);

        // The first pick of the image: one like.
        const liked = page.waitForRequest((req) => /\/like$/.test(req.url()));
        await tile.click();
        await liked;
        await verdict.waitFor();
        await page.waitForTimeout(1_000);
        expect(likes).toHaveLength(1);

        // The same image in the next set: its like stands, so no request (it used to send two: off, then on).
        await dialog.getByRole('button', { name: 'Continue' }).click();
        const again = images.getByRole('button', { name, exact: true });
        await again.waitFor();
        await again.click();
        await verdict.waitFor();
        await page.waitForTimeout(1_000);
        expect(likes).toHaveLength(1);

        // And the like is in place on the server.
        const filename = new URL(likes[0]!).pathname.split('/')[3]!;
        const item = (await page.evaluate(
          async (f) => (await fetch(`/api/images/filename/${f}`)).json(),
          filename,
        )) as { liked: boolean };
        expect(item.liked).toBe(true);
      });
      await context.close();
    });

    it('the random-image vote waits until the game is closed', async () => {
      // The vote opens after 20 s on /images (VOTING_DELAY_MS); here a game is open by then.
      const { page, context } = await app.newPage({ votingScreen: true });
      await withScreenshotOnFailure(page, 'games voting waits', async () => {
        await useCookie(app, context, await apiCookie('voter-and-player@example.com'));
        // The page's clock, moved on past the delay instead of waiting for it.
        await page.clock.install();
        await page.goto('/images?game=guess');
        const game = page.getByRole('dialog', { name: 'Guess the Best' });
        await game.getByRole('group', { name: 'Images' }).getByRole('button').first().waitFor();
        const vote = page.getByRole('dialog', { name: 'What do you think?' });
        await page.clock.fastForward(24_000);
        await page.waitForTimeout(500);
        expect(await vote.count()).toBe(0);
        expect(await game.isVisible()).toBe(true);

        // Closed, the game makes way for the vote.
        await page.keyboard.press('Escape');
        await game.waitFor({ state: 'hidden' });
        await vote.waitFor({ timeout: 10_000 });
      });
      await context.close();
    }, 90_000);

    it('The Insight shows the same question when closed and opened again', async () => {
      const { page, context } = await app.newPage();
      await withScreenshotOnFailure(page, 'games insight same question', async () => {
        await useCookie(app, context, await apiCookie('second-look@example.com'));
        await page.goto('/images');
        await playFromCreditsDialog(page, /The Insight/);
        const dialog = page.getByRole('dialog', { name: 'The Insight' });
        const question = dialog.locator('#insight-question');
        await question.waitFor();
        const first = await question.innerText();
        // Closed and opened again from the credits dialog, then from a link in a fresh page load.
        for (const reopen of [
          () => playFromCreditsDialog(page, /The Insight/),
          () => page.goto('/images?game=insight'),
        ]) {
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
          await reopen();
          await question.waitFor();
          expect(await question.innerText()).toBe(first);
        }
      });
      await context.close();
    });

    it('answers The Insight right, claims the win, and a wrong answer ends the day', async () => {
      const { page, context } = await app.newPage({ width: 400, height: 800 });
      await withScreenshotOnFailure(page, 'games insight', async () => {
        await page.goto('/images');
        await signInInPage(app, page, 'thinker@example.com');
        const before = await balanceOf(page);

        await playFromCreditsDialog(page, /The Insight/);
        const dialog = page.getByRole('dialog', { name: 'The Insight' });
        const submit = dialog.getByRole('button', { name: 'Submit' });
        await submit.waitFor();
        const question = await dialog.locator('#insight-question').innerText();
        const asked = INSIGHT_QUESTIONS.find((q) => q.question === question.trim());
        expect(asked, question).toBeDefined();

        // Submit is disabled until an answer is typed.
        expect(await submit.isDisabled()).toBe(true);
        await dialog.getByLabel('Your answer').fill(asked!.answers[0]!);
        await submit.click();
        const credits = Math.min(5, Math.max(1, Math.round(asked!.credits)));
        await dialog
          .getByText(`Right! You won ${credits} ${credits === 1 ? 'credit' : 'credits'}.`)
          .waitFor();
        // Under 3 credits the user may Try Again instead of claiming.
        expect(await dialog.getByRole('button', { name: 'Try Again' }).count()).toBe(credits < 3 ? 1 : 0);
        await dialog.getByRole('button', { name: 'Continue' }).click();

        // Claimed: the balance rises and a new question loads.
        await expect.poll(() => balanceOf(page)).toBe(before + credits);
        await headerShows(page, before + credits);
        await submit.waitFor();
        const next = await dialog.locator('#insight-question').innerText();
        expect(next).not.toBe(question);

        // A wrong answer ends the game for today, with the right answer.
        await dialog.getByLabel('Your answer').fill('definitely not the answer');
        await submit.click();
        await dialog.getByRole('heading', { name: "That's a wrap for today!" }).waitFor();
        await dialog.getByText(`Not quite: the answer is ${acceptedAnswer(next)}.`).waitFor();
        await dialog.getByRole('button', { name: 'Close', exact: true }).click();
        await dialog.waitFor({ state: 'hidden' });

        // Over for today: the credits dialog no longer offers it, and a link to it shows the wrap-up.
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^Credits/ })
          .click();
        await page.getByRole('button', { name: /^Play: .*Guess the Best/ }).waitFor();
        expect(await page.getByRole('button', { name: /^Play: .*The Insight/ }).count()).toBe(0);
        await page.keyboard.press('Escape');
        await page.goto('/images?game=insight');
        await dialog.getByRole('heading', { name: "That's a wrap for today!" }).waitFor();
      });
      await context.close();
    });
  });
});

/** The accepted answer of a question of the bank, as the server names it. */
function acceptedAnswer(question: string): string {
  return INSIGHT_QUESTIONS.find((q) => q.question === question.trim())!.answers[0]!;
}

function likes(n: number): string {
  return `${n} ${n === 1 ? 'like' : 'likes'}`;
}
