import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, sessionFor, startHarness, type Harness } from '../../testing/harness';
import { castOffice, requester } from '../../testing/office-cast';

describe('transcripts: visitors send, owners and admins read, by session', () => {
  let h: Harness;
  let owner: string;
  let member: string;
  let other: string;
  let admin: string;
  let guest: string;
  let officeId: string;

  const req = requester(() => h);
  const entry = (over: Record<string, unknown> = {}) => ({
    officeId,
    question: 'Please enter your name.',
    answer: 'Ada',
    sessionId: 'run-1',
    ...over,
  });

  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' }, { workers: false });
    ({ owner, member, other, admin, guest, officeId } = await castOffice(h, req, {
      office: { type: 'interview', name: 'Hiring' },
      withMember: true,
    }));
  });
  afterAll(async () => h?.close());

  it('takes entries from visitors, guests, members and others, and keeps who sent them', async () => {
    const visitor = await req('POST', '/api/transcripts', undefined, entry({ parameters: 'name' }));
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json()).toEqual({ ok: true });
    const cookie = visitor.cookies.find((c) => c.name === 'muse_visitor');
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
    // The same browser keeps its visitor id.
    const again = await req(
      'POST',
      '/api/transcripts',
      `muse_visitor=${cookie!.value}`,
      entry({ question: 'What role?', answer: 'Engineer', audioUrl: '/api/ai/voice-clips/abc_12-3' }),
    );
    expect(again.statusCode).toBe(200);
    for (const c of [guest, member, other])
      expect((await req('POST', '/api/transcripts', c, entry({ sessionId: 'run-2' }))).statusCode).toBe(200);

    const rows = await h.ctx.db.selectFrom('transcripts').select(['userId', 'sessionId']).execute();
    expect(rows.filter((r) => r.userId === `visitor-${cookie!.value}`)).toHaveLength(2);
    expect(rows.filter((r) => r.userId.startsWith('guest'))).toHaveLength(1);
  });

  it('lets the owner and admins read sessions, newest first, entries in order', async () => {
    for (const c of [owner, admin]) {
      const res = await req('GET', `/api/transcripts/${officeId}`, c);
      expect(res.statusCode, res.body).toBe(200);
      const { data, next } = res.json();
      expect(next).toBeNull();
      expect(data.map((e: { sessionId: string }) => e.sessionId)).toEqual([
        'run-2',
        'run-2',
        'run-2',
        'run-1',
        'run-1',
      ]);
      const run1 = data.filter((e: { sessionId: string }) => e.sessionId === 'run-1');
      expect(run1[0]).toMatchObject({
        question: 'Please enter your name.',
        answer: 'Ada',
        parameters: 'name',
      });
      expect(run1[0].audioUrl).toBeUndefined();
      expect(run1[1]).toMatchObject({ answer: 'Engineer', audioUrl: '/api/ai/voice-clips/abc_12-3' });
      expect(Object.keys(run1[1]).sort()).toEqual(
        ['_id', 'answer', 'audioUrl', 'question', 'sessionId', 'ts'].sort(),
      );
    }
  });

  it('pages sessions with limit and before', async () => {
    const first = (await req('GET', `/api/transcripts/${officeId}?limit=1`, owner)).json();
    expect(new Set(first.data.map((e: { sessionId: string }) => e.sessionId))).toEqual(new Set(['run-2']));
    expect(first.next).toEqual(expect.any(String));
    const second = (
      await req('GET', `/api/transcripts/${officeId}?limit=1&before=${encodeURIComponent(first.next)}`, owner)
    ).json();
    expect(second.data.map((e: { sessionId: string }) => e.sessionId)).toEqual(['run-1', 'run-1']);
    expect(second.next).toBeNull();
    const forged = await req('GET', `/api/transcripts/${officeId}?before=nonsense`, owner);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.details[0].field).toBe('querystring.before');
    expect((await req('GET', `/api/transcripts/${officeId}?limit=0`, owner)).statusCode).toBe(400);
  });

  it('refuses members and other users (403), visitors and guests (401), missing offices (404)', async () => {
    expect((await req('GET', `/api/transcripts/${officeId}`, member)).statusCode).toBe(403);
    expect((await req('GET', `/api/transcripts/${officeId}`, other)).statusCode).toBe(403);
    expect((await req('GET', `/api/transcripts/${officeId}`, guest)).statusCode).toBe(401);
    expect((await req('GET', `/api/transcripts/${officeId}`)).statusCode).toBe(401);
    expect((await req('GET', '/api/transcripts/nowhere', owner)).statusCode).toBe(404);
    expect(
      (await req('POST', '/api/transcripts', undefined, entry({ officeId: 'nowhere' }))).statusCode,
    ).toBe(404);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ audioUrl: 'https://evil.example/clip.mp3' }, 'audioUrl'],
      [{ audioUrl: '/api/ai/voice-clips/../../secret' }, 'audioUrl'],
      [{ question: 'q'.repeat(5001) }, 'question'],
      [{ answer: 'a'.repeat(5001) }, 'answer'],
      [{ parameters: 'p'.repeat(5001) }, 'parameters'],
      [{ sessionId: 'x'.repeat(65) }, 'sessionId'],
      [{ sessionId: 'has space' }, 'sessionId'],
      [{ sessionId: undefined }, 'sessionId'],
      [{ answer: 42 }, 'answer'],
      [{ officeId: '' }, 'officeId'],
    ];
    for (const [over, field] of cases) {
      const res = await req('POST', '/api/transcripts', other, entry(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.details[0].field, JSON.stringify(over)).toBe(field);
    }
  });

  it('quotas visitors per address, not accounts', async () => {
    const { VISITOR_TRANSCRIPTS_PER_ADDRESS } = await import('@muse/domain');
    // Fill the quota directly (as if sent earlier), then one more is refused.
    const now = new Date().toISOString();
    await h.ctx.db
      .insertInto('addressEvents')
      .values(
        Array.from({ length: VISITOR_TRANSCRIPTS_PER_ADDRESS }, (_, i) => ({
          id: `t-${i}`,
          kind: 'visitor_transcripts',
          address: '10.9.9.9',
          subject: null,
          createdAt: now,
        })),
      )
      .execute();
    const refused = await req('POST', '/api/transcripts', undefined, entry(), '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await req('POST', '/api/transcripts', guest, entry(), '10.9.9.9')).statusCode).toBe(429);
    expect((await req('POST', '/api/transcripts', other, entry(), '10.9.9.9')).statusCode).toBe(200);
    expect((await req('POST', '/api/transcripts', undefined, entry(), '10.9.9.8')).statusCode).toBe(200);
  });

  it('moves a guest entries to its account when it signs in, and erases them with the account', async () => {
    const g = cookieOf(await req('POST', '/api/auth/guest'));
    const guestId = (await req('GET', '/api/session', g)).json().userId;
    await req('POST', '/api/transcripts', g, entry({ sessionId: 'run-g' }));
    const account = await h.ctx.services.users.findOrCreateByEmail('mover@example.com');
    await h.ctx.services.users.mergeGuest(guestId, account.id);
    const moved = await h.ctx.db
      .selectFrom('transcripts')
      .select('userId')
      .where('sessionId', '=', 'run-g')
      .execute();
    expect(moved).toEqual([{ userId: account.id }]);
    await h.ctx.services.users.erase(account);
    expect(
      await h.ctx.db.selectFrom('transcripts').select('id').where('sessionId', '=', 'run-g').execute(),
    ).toEqual([]);
  });

  it("erases the owner's office transcripts with the owner", async () => {
    const boss = await h.ctx.services.users.findOrCreateByEmail('boss@example.com');
    const bossCookie = await sessionFor(h, 'boss@example.com');
    const office = (await req('POST', '/api/offices/newOffice', bossCookie, { type: 'aiChat' })).json()._id;
    await req('POST', '/api/transcripts', other, entry({ officeId: office, sessionId: 'run-b' }));
    await h.ctx.services.users.erase(boss);
    expect(
      await h.ctx.db.selectFrom('transcripts').select('id').where('officeId', '=', office).execute(),
    ).toEqual([]);
  });
});
