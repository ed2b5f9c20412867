import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, sessionFor, startHarness, type Harness } from '../../testing/harness';

type Method = 'GET' | 'POST' | 'DELETE';

describe('offices: roles on every route, members, assistants', () => {
  let h: Harness;
  let owner: string;
  let member: string;
  let other: string;
  let admin: string;
  let guest: string;
  let officeId: string;

  const req = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  /** Invites an email and has its account accept: members join only by accepting. */
  async function join(invitee: string, inviter: string, email: string) {
    const invited = await req('POST', `/api/offices/${officeId}/members`, inviter, { email });
    expect(invited.json()).toEqual({ invited: email });
    const mine = (await req('GET', '/api/offices/invitations', invitee)).json().data;
    const inv = mine.find((i: { officeId: string }) => i.officeId === officeId);
    const accepted = await req('POST', `/api/offices/invitations/${inv.id}/accept`, invitee);
    expect(accepted.statusCode).toBe(200);
  }

  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
    owner = await sessionFor(h, 'owner@example.com');
    member = await sessionFor(h, 'member@example.com');
    other = await sessionFor(h, 'other@example.com');
    admin = await sessionFor(h, 'admin@example.com');
    guest = cookieOf(await req('POST', '/api/auth/guest'));
    const res = await req('POST', '/api/offices/newOffice', owner, { type: 'aiChat', name: 'Bike shop' });
    expect(res.statusCode).toBe(200);
    officeId = res.json()._id;
    await join(member, owner, 'member@example.com');
  });
  afterAll(async () => h?.close());

  it('creates an office owned by its creator, with a main assistant and the AI-chat flags', async () => {
    const office = (await req('GET', `/api/offices/${officeId}`, owner)).json();
    const ownerId = (await req('GET', '/api/session', owner)).json().userId;
    expect(office).toMatchObject({
      userId: ownerId,
      isAIChat: true,
      setupScreen: 'ChatSetup',
      isMathChat: false,
      experienceType: 'simple',
      demo: false,
      name: 'Bike shop',
      access: { role: 'owner', canOpenSetup: true, canTrain: true, canSeeTrainButton: true },
    });
    expect(office.assistants).toHaveLength(1);
    expect(office.assistants[0].dialog.personality.noinfo).toBe('');
    expect(office.members).toHaveLength(1);
  });

  it('makes math and interview offices with their setup screen and reserved id prefix', async () => {
    const math = (await req('POST', '/api/offices/newOffice', owner, { type: 'mathChat' })).json();
    expect(math).toMatchObject({ setupScreen: 'MathSetup', isMathChat: true, isAIChat: false });
    const interview = (await req('POST', '/api/offices/newOffice', owner, { type: 'interview' })).json();
    expect(interview._id.startsWith('interview-')).toBe(true);
  });

  it('refuses reserved, malformed and taken ids, unknown types, guests and visitors', async () => {
    for (const _id of ['interview-x', 'SATmath1', 'has space', 'mine']) {
      const res = await req('POST', '/api/offices/newOffice', owner, { type: 'aiChat', _id });
      expect(res.statusCode, _id).toBe(400);
      expect(res.json().error.details[0].field).toBe('_id');
    }
    expect(
      (await req('POST', '/api/offices/newOffice', owner, { type: 'aiChat', _id: 'bikes' })).statusCode,
    ).toBe(200);
    expect(
      (await req('POST', '/api/offices/newOffice', other, { type: 'aiChat', _id: 'bikes' })).statusCode,
    ).toBe(409);
    const bad = await req('POST', '/api/offices/newOffice', owner, { type: 'castle' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('type');
    expect((await req('POST', '/api/offices/newOffice', guest, { type: 'aiChat' })).statusCode).toBe(401);
    expect((await req('POST', '/api/offices/newOffice', undefined, { type: 'aiChat' })).statusCode).toBe(401);
  });

  it('shows each caller their role; visitors see no members and no personality', async () => {
    const roles = await Promise.all(
      [owner, admin, member, other, guest, undefined].map(
        async (c) => (await req('GET', `/api/offices/${officeId}`, c)).json().access.role,
      ),
    );
    expect(roles).toEqual(['owner', 'admin', 'member', 'user', 'visitor', 'visitor']);
    const visitorView = (await req('GET', `/api/offices/${officeId}`)).json();
    expect(visitorView.members).toEqual([]);
    expect(visitorView.assistants[0].dialog.personality).toBeUndefined();
    expect((await req('GET', '/api/offices/nope')).statusCode).toBe(404);
  });

  it('lists the offices one owns or is a member of', async () => {
    const mine = (await req('GET', '/api/offices/mine', member)).json().data;
    expect(mine.map((o: { _id: string }) => o._id)).toContain(officeId);
    const others = (await req('GET', '/api/offices/mine', other)).json().data;
    expect(others.map((o: { _id: string }) => o._id)).not.toContain(officeId);
  });

  it('lets only owners and admins manage members; members read them and may leave', async () => {
    const url = `/api/offices/${officeId}/members`;
    expect((await req('GET', url, member)).statusCode).toBe(200);
    expect((await req('GET', url, other)).statusCode).toBe(403);
    expect((await req('GET', url)).statusCode).toBe(401);
    expect((await req('POST', url, member, { email: 'other@example.com' })).statusCode).toBe(403);
    expect((await req('POST', url, guest, { email: 'other@example.com' })).statusCode).toBe(401);
    const unknown = await req('POST', url, owner, { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ invited: 'nobody@example.com' });
    expect((await req('POST', url, owner, { email: 'not-an-email' })).statusCode).toBe(400);

    await join(other, admin, 'other@example.com');
    const added = await req('GET', url, owner);
    expect(added.json().data.map((m: { email: string }) => m.email)).toEqual([
      'member@example.com',
      'other@example.com',
    ]);
    const otherId = (await req('GET', '/api/session', other)).json().userId;
    expect((await req('DELETE', `${url}/${otherId}`, member)).statusCode).toBe(403);
    // the member leaves by itself
    const left = await req('DELETE', `${url}/${otherId}`, other);
    expect(left.statusCode).toBe(200);
    // who left sees names only now: emails are for the office's managers
    expect(left.json().data.map((m: { email: string | null }) => m.email)).toEqual([null]);
    const after = (await req('GET', url, owner)).json().data;
    expect(after.map((m: { email: string }) => m.email)).toEqual(['member@example.com']);
    expect((await req('DELETE', `${url}/${otherId}`, owner)).statusCode).toBe(404);
  });

  it('changes the voice, the avatar and welcome, and the personality: owners and admins only', async () => {
    const url = `/api/offices/${officeId}/updateAssistant/0`;
    for (const c of [member, other, guest, undefined]) {
      const res = await req('POST', url, c, { voiceId: 'azure-en-US-JennyNeural' });
      expect(res.statusCode).toBe(c === member || c === other ? 403 : 401);
    }
    expect((await req('POST', url, owner, { voiceId: 'not a voice' })).statusCode).toBe(400);
    expect(
      (await req('POST', url, owner, { voiceId: 'azure-en-US-JennyNeural_cheerful_1.4' })).statusCode,
    ).toBe(200);
    const avatar = await req('POST', url, admin, {
      avatar: { id: 'Abigail1Outfit2', name: 'Abby' },
      welcomeMessage: 'Hi, I am Abby.',
    });
    expect(avatar.statusCode).toBe(200);
    const noName = await req('POST', url, owner, { avatar: { id: 'x', name: '' }, welcomeMessage: 'Hi' });
    expect(noName.statusCode).toBe(400);
    const personality = await req('POST', url, owner, {
      personality: { tone: 'friendly', noinfo: 'Ask the shop.' },
    });
    expect(personality.statusCode).toBe(200);
    const dialog = personality.json().assistants[0].dialog;
    expect(dialog).toMatchObject({
      question: 'Hi, I am Abby.',
      questionVoiceId: 'azure-en-US-JennyNeural_cheerful_1.4',
      answerVoiceId: 'azure-en-US-JennyNeural_cheerful_1.4',
      personality: { tone: 'friendly', noinfo: 'Ask the shop.', humor: '' },
    });
    expect(personality.json().assistants[0].avatar).toEqual({ id: 'Abigail1Outfit2', name: 'Abby' });
    expect(
      (await req('POST', `/api/offices/${officeId}/updateAssistant/3`, owner, { voiceId: 'azure-x' }))
        .statusCode,
    ).toBe(404);
    expect((await req('POST', url, owner, { voiceId: 'azure-x', personality: {} })).statusCode).toBe(400);
  });

  it('replaces the dialog tree and keeps the personality unless one is sent', async () => {
    const url = `/api/offices/${officeId}/updateAssistantDialog`;
    const dialog = {
      question: 'Welcome!',
      options: [{ answer: 'Ask AI', action: 'AskAI', options: [{ answer: 'x' }] }],
    };
    expect((await req('POST', url, member, { dialog })).statusCode).toBe(403);
    const res = await req('POST', url, owner, { dialog });
    expect(res.statusCode).toBe(200);
    expect(res.json().assistants[0].dialog).toMatchObject({
      question: 'Welcome!',
      options: [{ answer: 'Ask AI', action: 'AskAI' }],
      personality: { tone: 'friendly', noinfo: 'Ask the shop.' },
    });
    expect((await req('POST', url, owner, { dialog: { options: 'nope' } })).statusCode).toBe(400);
  });
});
