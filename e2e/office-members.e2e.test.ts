import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, useCookie } from './sign-in';

/**
 * An office's members (issue #6 "read, invite and remove members"): the owner invites an account by email
 * in the Members dialog; the member then sees Train (an AI-chat office) but not Setup, and may leave.
 */
describe('office members', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await startE2eApp();
  });
  afterAll(async () => app?.stop());

  it('the owner invites a member, who trains and then leaves', async () => {
    const owner = await apiSignIn(app, 'owner-members@example.com');
    await apiSignIn(app, 'helper-members@example.com');
    const created = await fetch(`${app.baseUrl}/api/offices/newOffice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
      body: JSON.stringify({ type: 'aiChat', name: 'Team desk' }),
    });
    const officeId = ((await created.json()) as { _id: string })._id;

    const { page, context } = await app.newPage({ width: 1280, height: 900 });
    await useCookie(app, context, owner.cookie);
    await withScreenshotOnFailure(page, 'office members: owner', async () => {
      await page.goto(`${app.baseUrl}/app/${officeId}`);
      await page.getByRole('button', { name: 'Members' }).click();
      const dialog = page.getByRole('dialog', { name: 'Members' });
      await dialog.getByText('No members yet.').waitFor();
      await dialog.getByLabel('Invite by email').fill('nobody@example.com');
      await dialog.getByRole('button', { name: 'Invite' }).click();
      await dialog.getByText('No account uses this email.').waitFor();
      await dialog.getByLabel('Invite by email').fill('helper-members@example.com');
      await dialog.getByRole('button', { name: 'Invite' }).click();
      await dialog.getByRole('cell', { name: 'helper-members@example.com' }).waitFor();
    });

    const member = await app.newPage({ width: 1280, height: 900 });
    await useCookie(app, member.context, (await apiSignIn(app, 'helper-members@example.com')).cookie);
    await withScreenshotOnFailure(member.page, 'office members: member', async () => {
      await member.page.goto(`${app.baseUrl}/app/${officeId}`);
      await member.page.getByRole('button', { name: 'Train' }).waitFor();
      expect(await member.page.getByRole('button', { name: 'Setup' }).count()).toBe(0);
      await member.page.getByRole('button', { name: 'Members' }).click();
      const dialog = member.page.getByRole('dialog', { name: 'Members' });
      expect(await dialog.getByLabel('Invite by email').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Leave' }).click();
      await member.page
        .getByRole('dialog', { name: 'Leave this office?' })
        .getByRole('button', { name: 'Leave' })
        .click();
      await member.page.getByRole('button', { name: 'Members' }).waitFor({ state: 'detached' });
      expect(await member.page.getByRole('button', { name: 'Train' }).count()).toBe(0);
    });
  });
});
