import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { signInInPage } from './sign-in';

describe('the dev outbox, as a visitor, a link holder and an admin see it', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await startE2eApp({ env: { ADMIN_EMAILS: 'boss@example.com' } });
  });
  afterAll(async () => app?.stop());

  it('shows visitors no outbox link nor status words, and the page explains how to get in', async () => {
    const { page, context } = await app.newPage();
    await withScreenshotOnFailure(page, 'outbox visitor', async () => {
      await page.goto('/images');
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await page.getByRole('link', { name: /Mail outbox/ }).count()).toBe(0);
      expect(await page.getByText('All systems ready').count()).toBe(0);

      await page.goto('/dev/outbox');
      await page.getByText('Open the outbox link', { exact: true }).waitFor();
      expect(await page.getByText(/forbidden|403/i).count()).toBe(0);
    });
    await context.close();
  });

  it('opens with the token of the start-up link, one recipient at a time', async () => {
    const email = 'linked@example.com';
    const since = new Date().toISOString();
    const start = await fetch(`${app.baseUrl}/api/auth/email/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(start.ok).toBe(true);
    const code = await app.codeFor(email, since);

    const { page, context } = await app.newPage();
    await withScreenshotOnFailure(page, 'outbox link', async () => {
      await page.goto(`/dev/outbox?token=${app.outboxToken}`);
      await page.getByText('Whose mail?').waitFor();
      await page.getByLabel('Recipient').fill(email);
      await page.getByText(code).first().waitFor();
      expect(new URL(page.url()).searchParams.get('token')).toBe(app.outboxToken);
    });
    await context.close();
  });

  it('gives an admin the outbox link in the sidebar', async () => {
    const { page, context } = await app.newPage();
    await withScreenshotOnFailure(page, 'outbox admin', async () => {
      await page.goto('/images');
      await signInInPage(app, page, 'boss@example.com');
      await page.getByRole('link', { name: /Mail outbox/ }).click();
      await page
        .getByText(/Your Muse sign-in code/)
        .first()
        .waitFor();
    });
    await context.close();
  });
});
