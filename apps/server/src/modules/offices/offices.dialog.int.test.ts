import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALOG_TEMPLATES } from '@muse/domain';
import { cookieOf, sessionFor, startHarness, type Harness } from '../../testing/harness';

/** POST /offices/:id/updateAssistantDialog checks the tree with the domain's validateDialog. */
describe('offices: saving a dialog tree', () => {
  let h: Harness;
  let owner: string;
  let member: string;
  let other: string;
  let guest: string;
  let officeId: string;
  let url: string;

  const post = (cookie: string | undefined, payload: unknown) =>
    h.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload: payload as object });

  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
    owner = await sessionFor(h, 'dialog-owner@example.com');
    member = await sessionFor(h, 'dialog-member@example.com');
    other = await sessionFor(h, 'dialog-other@example.com');
    guest = cookieOf(await h.app.inject({ method: 'POST', url: '/api/auth/guest' }));
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/offices/newOffice',
      headers: { cookie: owner },
      payload: { type: 'aiChat', name: 'Dialogs' },
    });
    officeId = res.json()._id;
    url = `/api/offices/${officeId}/updateAssistantDialog`;
    // members join by invitation
    await h.app.inject({
      method: 'POST',
      url: `/api/offices/${officeId}/members`,
      headers: { cookie: owner },
      payload: { email: 'dialog-member@example.com' },
    });
    const mine = await h.app.inject({
      method: 'GET',
      url: '/api/offices/invitations',
      headers: { cookie: member },
    });
    const inv = mine.json().data.find((i: { officeId: string }) => i.officeId === officeId);
    await h.app.inject({
      method: 'POST',
      url: `/api/offices/invitations/${inv.id}/accept`,
      headers: { cookie: member },
    });
  });
  afterAll(async () => h?.close());

  const valid = {
    question: 'Hi! Shall we start?',
    options: [
      {
        answer: 'Watch the intro',
        action: 'PlayVideo',
        parameters: 'https://example.com/intro.mp4|0.8',
        question: 'What is your name?',
        options: [{ answer: '[INPUT]', minLength: 2, question: 'Thank you!' }],
      },
      { answer: 'Not now', action: 'CloseDialog' },
    ],
  };

  it('lets the owner save a valid tree and gives it back', async () => {
    const res = await post(owner, { dialog: valid });
    expect(res.statusCode).toBe(200);
    expect(res.json().assistants[0].dialog).toMatchObject(valid);
    const office = await h.app.inject({
      method: 'GET',
      url: `/api/offices/${officeId}`,
      headers: { cookie: owner },
    });
    expect(office.json().assistants[0].dialog.options[0].options[0]).toMatchObject({
      answer: '[INPUT]',
      minLength: 2,
    });
  });

  it('saves every template as built', async () => {
    for (const t of DIALOG_TEMPLATES) {
      const tree = t.build({ assistantName: 'Ada', jobTitle: 'Nurse', email: 'hr@example.com' });
      const res = await post(owner, { dialog: tree });
      expect(res.statusCode, t.id).toBe(200);
    }
  });

  it('refuses a PlayVideo volume out of range with 400 naming the field, and keeps the saved tree', async () => {
    await post(owner, { dialog: valid });
    const bad = structuredClone(valid);
    bad.options[0]!.parameters = 'https://example.com/intro.mp4|3';
    const res = await post(owner, { dialog: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      details: [
        { field: 'dialog.options.0.parameters', message: 'The volume is a number from 0 to 1: url|volume' },
      ],
    });
    const office = await h.app.inject({
      method: 'GET',
      url: `/api/offices/${officeId}`,
      headers: { cookie: owner },
    });
    expect(office.json().assistants[0].dialog.options[0].parameters).toBe(
      'https://example.com/intro.mp4|0.8',
    );
  });

  it('names deep fields and lists every error', async () => {
    const res = await post(owner, {
      dialog: {
        question: 'Q',
        options: [
          { answer: 'A' },
          {
            answer: 'B',
            question: 'Q2',
            options: [
              { answer: 'C', action: 'PlayVideo', parameters: '' },
              { answer: 'D', action: 'OpenUrl', parameters: 'javascript:alert(1)' },
            ],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('PlayVideo needs a URL and an optional volume: url|volume');
    expect(res.json().error.details.map((d: { field: string }) => d.field)).toEqual([
      'dialog.options.1.options.0.parameters',
      'dialog.options.1.options.1.parameters',
    ]);
  });

  it('ignores warnings: an unknown action is saved (the dialog skips it)', async () => {
    const res = await post(owner, {
      dialog: { question: 'Q', options: [{ answer: 'A', action: 'Teleport' }] },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses members, other accounts, guests and visitors as the offices policy says', async () => {
    expect((await post(member, { dialog: valid })).statusCode).toBe(403);
    expect((await post(other, { dialog: valid })).statusCode).toBe(403);
    expect((await post(guest, { dialog: valid })).statusCode).toBe(401);
    expect((await post(undefined, { dialog: valid })).statusCode).toBe(401);
    // the permission answer comes before the tree is judged
    const bad = { question: 'Q', options: [{ answer: 'A', action: 'OpenUrl', parameters: 'x' }] };
    expect((await post(member, { dialog: bad })).statusCode).toBe(403);
  });
});
