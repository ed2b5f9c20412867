import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { startE2eApp, type E2eApp } from './harness';
import { apiSignIn, useCookie } from './sign-in';

/** Every top-level view a visitor or a new account reaches from the navigation, the header and the footer. */
const VIEWS = [
  '/',
  '/images',
  '/music',
  '/app',
  '/chat',
  '/mock-interview',
  '/mathsos',
  '/gift-cards',
  '/pricing',
  '/account',
  '/terms',
  '/privacy-policy',
];
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

/**
 * Issue #13 "Delivery": axe-core on every top-level view, desktop and mobile, light and dark, for a visitor
 * and for a signed-in account: no serious or critical violations.
 */
describe('accessibility of the top-level views', () => {
  let app: E2eApp;
  let cookie = '';
  beforeAll(async () => {
    app = await startE2eApp();
    cookie = (await apiSignIn(app, 'axe@example.com')).cookie;
  });
  afterAll(async () => app?.stop());

  for (const size of SIZES) {
    for (const signedIn of [false, true]) {
      it(`has no serious violations, ${size.name}, ${signedIn ? 'signed in' : 'visitor'}`, async () => {
        const { page, context } = await app.newPage({ width: size.width, height: size.height });
        if (signedIn) await useCookie(app, context, cookie);
        const found: string[] = [];
        for (const view of VIEWS) {
          await page.emulateMedia({ colorScheme: 'light' });
          await page.goto(view);
          await page.locator('#main h1, #main h2').first().waitFor();
          await page.waitForLoadState('networkidle');
          // The app follows the system's colour scheme as it changes, so one load checks both schemes.
          for (const scheme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme: scheme });
            await page.locator(`html[data-mantine-color-scheme="${scheme}"]`).waitFor({ state: 'attached' });
            for (const v of await seriousViolations(page)) found.push(`${view} [${scheme}] ${v}`);
          }
        }
        expect(found).toEqual([]);
        await context.close();
        // 12 pages in two colour schemes, each checked by axe
      }, 150_000);
    }
  }
});
