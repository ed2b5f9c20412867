import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './harness';
import { apiSignIn, useCookie } from './sign-in';

/** axe-core's browser build, injected into each page (it ships as one script for that). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The serious and critical WCAG 2 A/AA violations axe finds on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol, which the page's CSP (rightly) does not let a script tag do.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: Violation[] }> } })
      .axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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
