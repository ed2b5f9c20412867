import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';

const WRONG = "The code didn't work. Try again, please.";

describe('signing in, as a new user would', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await startE2eApp();
  });
  afterAll(async () => app?.stop());

  async function requestCode(page: Page, email: string): Promise<string> {
    const since = new Date().toISOString();
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(`We sent a 6-digit code to ${email}`).waitFor();
    return app.codeFor(email, since);
  }

  it('signs in with the code from the dev outbox, keeps the session on reload, and signs out', async () => {
    const { page, context } = await app.newPage();
    await withScreenshotOnFailure(page, 'email sign-in', async () => {
      // A visitor lands on what Muse is, and starts from there.
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: /in a studio of your own/ }).waitFor();
      await page.getByRole('link', { name: 'Start creating' }).click();
      await page.waitForURL('**/images');
      // Ideas are free: no sign-in wall before them.
      await page.getByLabel('Keywords').fill('a fox in a snowy forest');
      await page.getByRole('button', { name: 'Get ideas' }).click();
      await page.getByRole('list', { name: 'Ideas' }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      const code = await requestCode(page, 'ada@example.com');
      await page.getByLabel('Code').fill(code);
      await page.getByText('Signed in as ada@example.com').waitFor();
      // Signed in, `/` goes back to the view last open.
      await page.goto('/music');
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
      await page.goto('/');
      await page.waitForURL('**/music');

      await page.reload();
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByText('ada@example.com').first().waitFor();

      await page.getByRole('button', { name: 'Sign out' }).click();
      // The header's button (a signed-out list may offer its own Sign in too).
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor();
      const session = await page.evaluate(async () => (await fetch('/api/session')).json());
      expect(session).toEqual({ userId: null });
    });
    await context.close();
  });

  it('shows the spec text for a wrong code and lets the user try again', async () => {
    const { page, context } = await app.newPage();
    await withScreenshotOnFailure(page, 'wrong code', async () => {
      await page.goto('/music');
      const code = await requestCode(page, 'bob@example.com');
      const wrong = code === '000000' ? '111111' : '000000';
      await page.getByLabel('Code').fill(wrong);
      await page.getByText(WRONG).waitFor();
      await page.getByLabel('Code').fill(code);
      await page.getByText('Signed in as bob@example.com').waitFor();
      expect(page.url()).toContain('/music');
    });
    await context.close();
  });

  it('continues as a guest, and the guest stays signed in after a reload', async () => {
    const { page, context } = await app.newPage({ width: 360, height: 740 });
    await withScreenshotOnFailure(page, 'guest', async () => {
      await page.goto('/chat');
      await page.getByRole('button', { name: 'Sign in' }).first().click();
      await page.getByRole('button', { name: 'Continue as guest' }).click();
      await page.getByText("You're in as a guest").waitFor();
      const session = await page.evaluate(async () => (await fetch('/api/session')).json());
      expect(session.userId).toMatch(/^guest/);
      await page.reload();
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByText('Guest', { exact: true }).first().waitFor();
    });
    await context.close();
  });

  it('shows the video view to visitors and a 404 page for unknown routes', async () => {
    const { page, context } = await app.newPage();
    await withScreenshotOnFailure(page, 'views', async () => {
      await page.goto('/video');
      await page.getByRole('heading', { name: 'Video', level: 1 }).waitFor();
      await page.getByText('Sign in to make videos and find them here.').waitFor();
      await page.goto('/no/such/page');
      await page.getByText('Page not found').waitFor();
    });
    await context.close();
  });

  it('opens the Terms from the sign-in dialog as a full page, with its guidelines, and closes it', async () => {
    const { page, context } = await app.newPage({ width: 390, height: 844 });
    await withScreenshotOnFailure(page, 'terms', async () => {
      await page.goto('/music');
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Terms' }).click();
      await page.waitForURL('**/terms');
      await page.getByRole('heading', { name: 'Terms and Conditions', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Content Creation Guidelines' }).waitFor();
      await page.getByText('at least 18 years old', { exact: false }).waitFor();
      await page.getByRole('link', { name: 'Privacy Policy' }).click();
      await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
      await page.getByText('children under 13', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Close' }).last().click();
      await page.waitForURL('**/terms');
    });
    await context.close();
  });

  it('says why a provider sign-in failed, and cleans the address', async () => {
    const { page, context } = await app.newPage();
    await withScreenshotOnFailure(page, 'sign-in error', async () => {
      await page.goto('/?signInError=cancelled');
      await page.getByText('Sign-in was cancelled.').waitFor();
      await page.waitForURL((url) => !url.search.includes('signInError'));
    });
    await context.close();
  });
});
