import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, signInInPage, useCookie } from './sign-in';

const ADMIN = 'admin-members@example.com';

/**
 * An office's members are read, invited and removed, and nobody becomes a member without accepting. The
 * owner invites by email in the Members dialog (the same answer whether or not the email has an account)
 * and may cancel an open invitation; the invitee opens the emailed link, signs in with that email and
 * accepts; the member then sees Train (an AI-chat office) but not Setup, and may leave.
 */
describe('office members', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await startE2eApp({ env: { ADMIN_EMAILS: ADMIN } });
  });
  afterAll(async () => app?.stop());

  /** The invitation link mailed to `email` (the dev outbox, read as an admin), on this test server. */
  async function invitationLink(email: string): Promise<string> {
    const admin = await apiSignIn(app, ADMIN);
    for (let i = 0; i < 200; i++) {
      const res = await fetch(`${app.baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`, {
        headers: { cookie: admin.cookie },
      });
      const { messages } = (await res.json()) as { messages: { text: string }[] };
      const token = messages[0]?.text.match(/\/app\?invitation=([\w-]+)/)?.[1];
      if (token) return `${app.baseUrl}/app?invitation=${token}`;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no invitation reached ${email}`);
  }

  it('the owner invites, the invitee accepts by the emailed link, trains and then leaves', async () => {
    const owner = await apiSignIn(app, 'owner-members@example.com');
    const created = await fetch(`${app.baseUrl}/api/offices/newOffice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
      body: JSON.stringify({ type: 'aiChat', name: 'Team desk' }),
    });
    const officeId = ((await created.json()) as { _id: string })._id;

    const { page, context } = await app.newPage({ width: 1280, height: 900 });
    await useCookie(app, context, owner.cookie);
    await withScreenshotOnFailure(page, 'office members: owner invites', async () => {
      await page.goto(`${app.baseUrl}/app/${officeId}`);
      await page.getByRole('button', { name: 'Members' }).click();
      const dialog = page.getByRole('dialog', { name: 'Members' });
      await dialog.getByText('No members yet.').waitFor();
      // no account uses this email: the answer is the same as for one that does
      await dialog.getByLabel('Invite by email').fill('nobody@example.com');
      await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
      await dialog.getByText('Invitation sent to nobody@example.com.').waitFor();
      await dialog.getByLabel('Invite by email').fill('helper-members@example.com');
      await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
      await dialog.getByText('Invitation sent to helper-members@example.com.').waitFor();
      await dialog.getByText('helper-members@example.com', { exact: true }).waitFor();
      const cancel = dialog.getByRole('button', { name: 'Cancel the invitation to nobody@example.com' });
      await cancel.click();
      await cancel.waitFor({ state: 'detached' });
      expect(await dialog.getByText('nobody@example.com', { exact: true }).count()).toBe(0);
    });

    const member = await app.newPage({ width: 1280, height: 900 });
    await withScreenshotOnFailure(member.page, 'office members: invitee accepts', async () => {
      // signed out, the link's page asks to sign in with the invited email
      await member.page.goto(await invitationLink('helper-members@example.com'));
      await member.page.getByText('Sign in with helper-members@example.com to accept it.').waitFor();
      await signInInPage(app, member.page, 'helper-members@example.com');
      const invitations = member.page.getByRole('region', { name: 'Invitations' });
      await invitations.getByText('Team desk').waitFor();
      await invitations.getByRole('button', { name: 'Accept the invitation to Team desk' }).click();
      await member.page.waitForURL(`**/app/${officeId}`);
      await member.page.getByRole('button', { name: 'Train' }).waitFor();
      expect(await member.page.getByRole('button', { name: 'Setup' }).count()).toBe(0);
    });

    await withScreenshotOnFailure(page, 'office members: owner sees the member', async () => {
      await page.reload();
      await page.getByRole('button', { name: 'Members' }).click();
      const dialog = page.getByRole('dialog', { name: 'Members' });
      await dialog.getByRole('cell', { name: 'helper-members@example.com' }).waitFor();
      expect(await dialog.getByText('Invited', { exact: true }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: /Cancel the invitation/ }).count()).toBe(0);
    });

    await withScreenshotOnFailure(member.page, 'office members: member leaves', async () => {
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
