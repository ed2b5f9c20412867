import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, useCookie } from './sign-in';

/**
 * Issue #15, the dialog panel: an owner stores a three-question dialog; a visitor (not signed in) clicks
 * through it, answers a question in the text box (the short-answer message first), and the recorded answers
 * reach the owner's transcripts.
 */

const WELCOME = 'Welcome to Harbor Cafe! What brings you here?';
const ABOUT =
  'We roast our own beans every Tuesday. Read more at https://example.com/beans. Shall I note your name?';
const NAME = 'Please enter your name.';
const THANKS = 'Thank you! See you soon.';

const DIALOG = {
  question: WELCOME,
  options: [
    {
      answer: 'Tell me about the cafe',
      action: 'StartTranscript',
      question: ABOUT,
      options: [
        {
          answer: 'Yes, note my name',
          question: NAME,
          options: [{ answer: '[INPUT]', minLength: 2, action: 'EndTranscript', question: THANKS }],
        },
        { answer: 'No, thanks', question: 'Alright, enjoy your visit!' },
      ],
    },
    { answer: 'Just browsing', question: 'Enjoy!' },
  ],
};

describe('dialog panel', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await startE2eApp();
  });
  afterAll(async () => app?.stop());

  it('a visitor clicks through a stored dialog with a text answer; the owner gets the transcript', async () => {
    const owner = await apiSignIn(app, 'owner-dialog@example.com');
    const post = (path: string, body: unknown) =>
      fetch(`${app.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: owner.cookie },
        body: JSON.stringify(body),
      });
    const created = await post('/api/offices/newOffice', { type: 'aiChat', name: 'Harbor Cafe' });
    expect(created.status).toBe(200);
    const officeId = ((await created.json()) as { _id: string })._id;
    const saved = await post(`/api/offices/${officeId}/updateAssistantDialog`, { dialog: DIALOG });
    expect(saved.status, await saved.clone().text()).toBe(200);

    for (const size of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { page, context } = await app.newPage(size);
      await withScreenshotOnFailure(page, `dialog panel ${size.width}`, async () => {
        await page.goto(`/app/${officeId}`);
        const panel = page.getByRole('region', { name: 'Guided conversation' });
        await panel.getByText(WELCOME).waitFor();
        // The first button sparkles until the first click (a flag kept in this browser).
        await expect
          .poll(() => panel.getByRole('button', { name: 'Tell me about the cafe' }).getAttribute('class'))
          .toMatch(/sparkle/);
        await page.screenshot({ path: join(ARTIFACTS, `dialog-panel-${size.width}-start.png`) });

        await panel.getByRole('button', { name: 'Tell me about the cafe' }).click();
        await panel.getByText(/We roast our own beans/).waitFor();
        const link = panel.getByRole('link', { name: 'https://example.com/beans' });
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await panel.getByRole('button', { name: 'Tell me about the cafe' }).count()).toBe(0);

        await panel.getByRole('button', { name: 'Yes, note my name' }).click();
        await panel.getByText(NAME).waitFor();
        const box = panel.getByLabel('Your answer');
        const submit = panel.getByRole('button', { name: 'Submit' });
        expect(await submit.isDisabled()).toBe(true);
        await box.fill('A');
        await submit.click();
        await panel.getByText('Please enter at least 2 characters').waitFor();
        await box.fill(`Ada ${size.width}`);
        await page.screenshot({ path: join(ARTIFACTS, `dialog-panel-${size.width}-answer.png`) });
        await submit.click();
        await panel.getByText(THANKS).waitFor();
        await panel.getByRole('button', { name: 'Start again' }).waitFor();
        await page.screenshot({ path: join(ARTIFACTS, `dialog-panel-${size.width}-end.png`) });

        // Closing leaves a small bar that brings it back.
        await panel.getByRole('button', { name: 'Start again' }).click();
        await panel.getByText(WELCOME).waitFor();
        await panel.getByRole('button', { name: 'Close the conversation' }).click();
        await page.getByRole('button', { name: 'Show' }).click();
        await panel.getByText(WELCOME).waitFor();
      });
      await context.close();
    }

    // Both runs' recorded answers reach the owner's transcripts, each run its own session.
    await expect
      .poll(async () => {
        const res = await fetch(`${app.baseUrl}/api/transcripts/${officeId}`, {
          headers: { cookie: owner.cookie },
        });
        const { data } = (await res.json()) as {
          data: { sessionId: string; question: string; answer: string }[];
        };
        return data;
      })
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ question: NAME, answer: 'Ada 1280' }),
          expect.objectContaining({ question: NAME, answer: 'Ada 390' }),
          expect.objectContaining({ question: ABOUT, answer: 'Yes, note my name' }),
        ]),
      );
    const res = await fetch(`${app.baseUrl}/api/transcripts/${officeId}`, {
      headers: { cookie: owner.cookie },
    });
    const { data } = (await res.json()) as { data: { sessionId: string; question: string }[] };
    expect(new Set(data.map((e) => e.sessionId)).size).toBe(2);
    expect(data.some((e) => e.question === WELCOME)).toBe(false); // not recording yet

    // The owner sees Train in the panel (an AI-chat office).
    const ownerPage = await app.newPage({ width: 1280, height: 900 });
    await useCookie(app, ownerPage.context, owner.cookie);
    await withScreenshotOnFailure(ownerPage.page, 'dialog panel owner', async () => {
      await ownerPage.page.goto(`/app/${officeId}`);
      const panel = ownerPage.page.getByRole('region', { name: 'Guided conversation' });
      await panel.getByRole('button', { name: 'Train' }).click();
      await ownerPage.page.getByRole('dialog', { name: 'Assistant Setup' }).waitFor();
    });
    await ownerPage.context.close();
  });
});
