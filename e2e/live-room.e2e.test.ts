import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, useCookie } from './sign-in';

/** Chromium with a camera and microphone of its own (a moving test picture and a beep), answering yes. */
const FAKE_MEDIA_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];

/**
 * One live room of three people, each in their own Chromium with fake media devices: the office's owner
 * (Olivia) and a member (Mia) at a desk, a signed-in visitor of the office (Noah) on a phone. They see and
 * hear each other (a decoded frame with a picture in it, a sound level from the other's microphone), raise
 * hands in order, the moderator lowers one, and Noah, without the permission, cannot share his screen.
 */
describe('live room', () => {
  let app: E2eApp;
  const browsers: Browser[] = [];
  beforeAll(async () => {
    app = await startE2eApp();
  });
  afterAll(async () => {
    await Promise.all(browsers.map((b) => b.close()));
    await app?.stop();
  });

  async function person(cookie: string, size: { width: number; height: number }): Promise<Page> {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: FAKE_MEDIA_ARGS,
    });
    browsers.push(browser);
    const context = await browser.newContext({ baseURL: app.baseUrl, viewport: size });
    context.setDefaultTimeout(45_000);
    await useCookie(app, context, cookie);
    const page = await context.newPage();
    if (process.env.ROOM_DEBUG)
      page.on('console', (m) => console.log(`[${size.width}] ${m.type()} ${m.text()}`));
    return page;
  }
  const step = (what: string) => {
    if (process.env.ROOM_DEBUG) console.log(new Date().toISOString(), what);
  };

  const post = async (path: string, cookie: string, body: unknown = {}) => {
    const res = await fetch(`${app.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };

  /** The other person's tile shows a decoded frame with a picture in it (not one flat colour). */
  const seesFrameOf = (page: Page, name: string) =>
    page.waitForFunction(
      (who) => {
        const video = document.querySelector<HTMLVideoElement>(
          `figure[data-kind="person"][data-peer="${who}"] video`,
        );
        if (!video || video.videoWidth === 0 || video.readyState < 2) return false;
        const canvas = document.createElement('canvas');
        canvas.width = 64;
        canvas.height = 36;
        const g = canvas.getContext('2d');
        if (!g) return false;
        g.drawImage(video, 0, 0, 64, 36);
        const data = g.getImageData(0, 0, 64, 36).data;
        let min = 255;
        let max = 0;
        for (let i = 0; i < data.length; i += 4) {
          const light = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
          min = Math.min(min, light);
          max = Math.max(max, light);
        }
        return max - min > 30;
      },
      name,
      { timeout: 90_000, polling: 250 },
    );

  /** The sound of the other person's microphone reaches this page (their tile's level meter moves). */
  const hears = (page: Page, name: string) =>
    page.waitForFunction(
      (who) =>
        Number(
          document
            .querySelector(`[role="meter"][aria-label="Sound level of ${who}"]`)
            ?.getAttribute('aria-valuenow'),
        ) > 20,
      name,
      { timeout: 90_000, polling: 50 },
    );

  const tileOrder = (page: Page) =>
    page
      .locator('figure[data-kind="person"]')
      .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-peer')));

  it('three people see and hear each other, raise hands in order, and only a moderator shares the screen', async () => {
    const owner = await apiSignIn(app, 'olivia-room@example.com');
    const member = await apiSignIn(app, 'mia-room@example.com');
    const visitor = await apiSignIn(app, 'noah-room@example.com');
    const officeId = String(
      (await post('/api/offices/newOffice', owner.cookie, { type: 'aiChat', name: 'Team room' }))._id,
    );
    await post(`/api/offices/${officeId}/members`, owner.cookie, { email: 'mia-room@example.com' });
    const mine = await fetch(`${app.baseUrl}/api/offices/invitations`, {
      headers: { cookie: member.cookie },
    });
    const invitation = ((await mine.json()) as { data: { id: string }[] }).data[0]!;
    await post(`/api/offices/invitations/${invitation.id}/accept`, member.cookie);

    const [olivia, mia, noah] = await Promise.all([
      person(owner.cookie, { width: 1280, height: 800 }),
      person(member.cookie, { width: 1280, height: 800 }),
      person(visitor.cookie, { width: 390, height: 844 }),
    ]);

    await withScreenshotOnFailure(olivia, 'live room: joining', async () => {
      // the owner comes in from the office's page
      await olivia.goto(`/app/${officeId}`);
      await olivia.getByRole('link', { name: 'Live room' }).click();
      await olivia.getByLabel('Your name').fill('Olivia');
      await olivia.getByRole('button', { name: 'Join the room' }).click();
      await olivia.getByRole('figure', { name: 'Olivia (you)' }).waitFor();
      for (const [page, name] of [
        [mia, 'Mia'],
        [noah, 'Noah'],
      ] as const) {
        await page.goto(`/app/${officeId}/room`);
        await page.getByLabel('Your name').fill(name);
        await page.getByRole('button', { name: 'Join the room' }).click();
        await page.getByRole('figure', { name: `${name} (you)` }).waitFor();
      }
      await olivia.getByText('3 of 8 people').waitFor();
    });

    step('joined');
    await withScreenshotOnFailure(noah, 'live room: seeing and hearing', async () => {
      const pages = { Olivia: olivia, Mia: mia, Noah: noah };
      const pending = new Set<string>();
      const checks = Object.entries(pages).flatMap(([name, page]) =>
        Object.keys(pages)
          .filter((other) => other !== name)
          .flatMap((other) =>
            (
              [
                ['sees', seesFrameOf],
                ['hears', hears],
              ] as const
            ).map(([verb, check]) => {
              const label = `${name} ${verb} ${other}`;
              pending.add(label);
              return check(page, other).then(() => {
                pending.delete(label);
                step(label);
              });
            }),
          ),
      );
      const done = await Promise.allSettled(checks);
      if (done.some((r) => r.status === 'rejected')) {
        const connections = await Promise.all(
          Object.entries(pages).map(async ([name, page]) => {
            const tiles = await page
              .locator('figure[data-kind="person"]')
              .evaluateAll((all) =>
                all.map((t) => `${t.getAttribute('data-peer')}=${t.getAttribute('data-connection')}`),
              );
            return `${name}: ${tiles.join(', ')}`;
          }),
        );
        throw new Error(`not yet: ${[...pending].join('; ')} (connections ${connections.join(' | ')})`);
      }
    });
    step('seen and heard');
    await withScreenshotOnFailure(olivia, 'live room: hands', async () => {
      await noah.getByRole('button', { name: 'Raise hand' }).click();
      await noah.getByText('Hand raised, 1st').first().waitFor();
      await mia.getByRole('button', { name: 'Raise hand' }).click();
      await olivia.getByText('Hand raised, 2nd').first().waitFor();
      // raised hands by time first, then the others by name
      expect(await tileOrder(olivia)).toEqual(['Noah', 'Mia', 'Olivia']);
      expect(await olivia.getByRole('figure', { name: 'Noah' }).getByText('Hand raised, 1st').count()).toBe(
        1,
      );
      // the moderator lowers Noah's hand: Mia is first now, everywhere
      await olivia.getByRole('button', { name: "Lower Noah's hand" }).click();
      await noah.getByRole('button', { name: 'Raise hand' }).waitFor();
      await noah.getByText('Hand raised, 1st').first().waitFor();
      expect(await tileOrder(olivia)).toEqual(['Mia', 'Noah', 'Olivia']);
    });

    if (process.env.ROOM_DEBUG)
      for (const [name, page] of Object.entries({ olivia, mia, noah }))
        await page.screenshot({ path: `e2e/artifacts/live-room-${name}.png` });
    await withScreenshotOnFailure(noah, 'live room: screen sharing', async () => {
      // Noah is no moderator and the moderators are in: no screen for him (the server refuses it too)
      const share = noah.getByRole('button', { name: 'Share screen' });
      expect(await share.isDisabled()).toBe(true);
      expect(await share.getAttribute('aria-describedby')).toBe('room-screen-refused');
      expect(await olivia.getByRole('button', { name: 'Share screen' }).isDisabled()).toBe(false);
      expect(await seriousViolations(noah)).toEqual([]);
    });
  }, 300_000);
});
