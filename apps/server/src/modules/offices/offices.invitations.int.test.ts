import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, sessionFor, startHarness, type Harness } from '../../testing/harness';

type Method = 'GET' | 'POST' | 'DELETE';

/**
 * Office invitations: inviting answers the same whether or not the email has an account, so nobody learns who
 * has one; nobody becomes a member before accepting, in the app or by the emailed link.
 */
describe('offices: invitations with consent, and no emails shown to owners', () => {
  let h: Harness;
  let owner: string;
  let known: string;
  let other: string;
  let guest: string;
  let officeId: string;

  const req = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const members = (cookie = owner) => req('GET', `/api/offices/${officeId}/members`, cookie);
  const invite = (email: string, cookie = owner) =>
    req('POST', `/api/offices/${officeId}/members`, cookie, { email });
  const userIdOf = async (cookie: string) => (await req('GET', '/api/session', cookie)).json().userId;

  /** The invitation mails to an address (the job queue delivers them to the dev outbox). */
  async function mails(email: string, atLeast: number) {
    for (let i = 0; i < 200; i++) {
      const list = await h.ctx.outbox!.list(email);
      if (list.length >= atLeast) return list;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`fewer than ${atLeast} mails reached ${email}`);
  }
  const tokenOf = (text: string) => text.match(/\/app\?invitation=([\w-]+)/)![1];

  beforeAll(async () => {
    h = await startHarness();
    owner = await sessionFor(h, 'boss@example.com');
    known = await sessionFor(h, 'known@example.com');
    other = await sessionFor(h, 'someone@example.com');
    guest = cookieOf(await req('POST', '/api/auth/guest'));
    officeId = (
      await req('POST', '/api/offices/newOffice', owner, { type: 'aiChat', name: 'Front desk' })
    ).json()._id;
  });
  afterAll(async () => h?.close());

  it('answers the same for an unknown and a known email, and adds nobody', async () => {
    const unknown = await invite('Nobody-Here@Example.com');
    const existing = await invite('known@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(existing.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ invited: 'nobody-here@example.com' });
    expect(existing.json()).toEqual({ invited: 'known@example.com' });
    expect(Object.keys(unknown.json())).toEqual(Object.keys(existing.json()));

    const list = (await members()).json();
    expect(list.data).toEqual([]);
    expect(list.invitations.map((i: { email: string }) => i.email).sort()).toEqual([
      'known@example.com',
      'nobody-here@example.com',
    ]);
    const office = (await req('GET', `/api/offices/${officeId}`, known)).json();
    expect(office.access.role).toBe('user');
    expect((await req('GET', '/api/offices/mine', known)).json().data).toEqual([]);

    // both got the same mail, with a link to accept
    const [toUnknown] = await mails('nobody-here@example.com', 1);
    const [toKnown] = await mails('known@example.com', 1);
    expect(toKnown.subject).toBe(toUnknown.subject);
    expect(toKnown.text).toContain(`${h.ctx.config.publicUrl}/app?invitation=`);
    expect(toKnown.subject).toContain('Front desk');
  });

  it('does not duplicate a pending invitation, nor re-send it within minutes', async () => {
    const again = await invite('known@example.com');
    expect(again.json()).toEqual({ invited: 'known@example.com' });
    const list = (await members()).json();
    expect(list.invitations.filter((i: { email: string }) => i.email === 'known@example.com')).toHaveLength(
      1,
    );
    await new Promise((r) => setTimeout(r, 150));
    expect(await h.ctx.outbox!.list('known@example.com')).toHaveLength(1);
  });

  it('refuses other accounts, guests and visitors their part', async () => {
    const mine = await req('GET', '/api/offices/invitations', known);
    expect(mine.statusCode).toBe(200);
    const [inv] = mine.json().data;
    expect(inv).toMatchObject({ officeId, officeName: 'Front desk', email: 'known@example.com' });
    expect((await req('GET', '/api/offices/invitations', other)).json().data).toEqual([]);
    expect((await req('GET', '/api/offices/invitations', guest)).statusCode).toBe(401);
    expect((await req('GET', '/api/offices/invitations')).statusCode).toBe(401);

    const accept = `/api/offices/invitations/${inv.id}/accept`;
    expect((await req('POST', accept, other)).statusCode).toBe(404);
    expect((await req('POST', accept, owner)).statusCode).toBe(404);
    expect((await req('POST', accept, guest)).statusCode).toBe(401);
    expect((await req('POST', accept)).statusCode).toBe(401);
    expect((await req('POST', `/api/offices/invitations/${inv.id}/decline`, other)).statusCode).toBe(404);
    // members cannot invite or see invitations
    expect((await invite('x@example.com', other)).statusCode).toBe(403);
    expect((await invite('x@example.com', guest)).statusCode).toBe(401);
    expect((await invite('not-an-email')).statusCode).toBe(400);
    expect((await invite('boss@example.com')).statusCode).toBe(400);
    expect((await members()).json().data).toEqual([]);
  });

  it('makes the invitee a member when they accept in the app', async () => {
    const [inv] = (await req('GET', '/api/offices/invitations', known)).json().data;
    const res = await req('POST', `/api/offices/invitations/${inv.id}/accept`, known);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ officeId });
    expect((await req('GET', `/api/offices/${officeId}`, known)).json().access.role).toBe('member');
    const list = (await members()).json();
    expect(list.data).toEqual([
      {
        userId: await userIdOf(known),
        email: 'known@example.com',
        name: expect.stringMatching(/^User [0-9a-f]{4}$/),
      },
    ]);
    expect(list.invitations.map((i: { email: string }) => i.email)).toEqual(['nobody-here@example.com']);
    expect((await req('GET', '/api/offices/invitations', known)).json().data).toEqual([]);
    // accepting twice changes nothing; inviting a member sends nothing
    expect((await req('POST', `/api/offices/invitations/${inv.id}/accept`, known)).statusCode).toBe(200);
    expect((await invite('known@example.com')).json()).toEqual({ invited: 'known@example.com' });
    expect(await h.ctx.outbox!.list('known@example.com')).toHaveLength(1);
  });

  it('shows members names, and emails only to managers and to themselves', async () => {
    const seenByMember = (await members(known)).json();
    expect(seenByMember.data[0].email).toBe('known@example.com');
    expect(seenByMember.invitations).toEqual([]);
    const second = await sessionFor(h, 'second@example.com');
    await invite('second@example.com');
    const [inv] = (await req('GET', '/api/offices/invitations', second)).json().data;
    expect((await req('POST', `/api/offices/invitations/${inv.id}/accept`, second)).statusCode).toBe(200);
    const bySecond = (await members(second)).json();
    expect(JSON.stringify(bySecond)).not.toContain('known@example.com');
    expect(bySecond.data.map((m: { name: string }) => m.name)).toHaveLength(2);
  });

  it('lets the invitee decline, and the owner cancel a pending invitation', async () => {
    const declining = await sessionFor(h, 'declines@example.com');
    await invite('declines@example.com');
    const [inv] = (await req('GET', '/api/offices/invitations', declining)).json().data;
    const res = await req('POST', `/api/offices/invitations/${inv.id}/decline`, declining);
    expect(res.statusCode).toBe(200);
    expect((await req('POST', `/api/offices/invitations/${inv.id}/accept`, declining)).statusCode).toBe(409);
    expect((await req('GET', `/api/offices/${officeId}`, declining)).json().access.role).toBe('user');
    expect((await members()).json().invitations.map((i: { email: string }) => i.email)).not.toContain(
      'declines@example.com',
    );

    const pending = (await members())
      .json()
      .invitations.find((i: { email: string }) => i.email === 'nobody-here@example.com');
    const url = `/api/offices/${officeId}/invitations/${pending.id}`;
    expect((await req('DELETE', url, known)).statusCode).toBe(403);
    const cancelled = await req('DELETE', url, owner);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().invitations.map((i: { email: string }) => i.email)).not.toContain(
      'nobody-here@example.com',
    );
    expect((await req('DELETE', url, owner)).statusCode).toBe(404);
  });

  it("accepts through the emailed link's token, signed in with the invited email", async () => {
    await invite('linked@example.com');
    const [mail] = await mails('linked@example.com', 1);
    const token = tokenOf(mail.text);
    const bad = await req('POST', '/api/offices/invitations/by-token', undefined, { token: 'nope' });
    expect(bad.statusCode).toBe(404);
    // the page reads it signed out, to ask for a sign-in with that email
    const read = await req('POST', '/api/offices/invitations/by-token', undefined, { token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      officeId,
      officeName: 'Front desk',
      email: 'linked@example.com',
      status: 'pending',
    });
    const id = read.json().id;
    expect((await req('POST', `/api/offices/invitations/${id}/accept`, other)).statusCode).toBe(404);

    const linked = await sessionFor(h, 'Linked@example.com');
    expect((await req('POST', `/api/offices/invitations/${id}/accept`, linked)).statusCode).toBe(200);
    expect((await req('GET', `/api/offices/${officeId}`, linked)).json().access.role).toBe('member');
    expect((await req('POST', '/api/offices/invitations/by-token', undefined, { token })).json().status).toBe(
      'accepted',
    );
  });

  it('shows owners a neutral label for chat participants, never their email', async () => {
    const talker = await sessionFor(h, 'talker.private@example.com');
    await req('POST', '/api/openai/ask-question', talker, { officeId, question: 'When do you open?' });
    await req('POST', '/api/openai/ask-question', known, { officeId, question: 'Hello there' });
    await req('POST', '/api/openai/ask-question', guest, { officeId, question: 'Hi' });
    const visitor = await req('POST', '/api/openai/ask-question', undefined, { officeId, question: 'Hey' });
    expect(visitor.statusCode, visitor.body).toBe(200);

    const res = await req('POST', '/api/ai/conversations', owner, { officeId });
    expect(res.statusCode).toBe(200);
    const body = res.body;
    for (const email of ['talker.private@example.com', 'known@example.com']) {
      expect(body).not.toContain(email);
      expect(body).not.toContain(email.split('@')[0]);
    }
    expect(body).not.toContain('@');
    const labels = (res.json().conversations as { label: string; userId: string }[]).map((c) => c.label);
    expect(labels).toHaveLength(4);
    expect(labels.filter((l) => /^User [0-9a-f]{4}$/.test(l))).toHaveLength(2);
    expect(labels.filter((l) => /^Guest [0-9a-f]{4}$/.test(l))).toHaveLength(1);
    expect(labels.filter((l) => /^Visitor [0-9a-f]{4}$/.test(l))).toHaveLength(1);
    // the same person keeps the same label
    const again = (await req('POST', '/api/ai/conversations', owner, { officeId })).json();
    expect(again.conversations.map((c: { label: string }) => c.label)).toEqual(labels);
  });
});
