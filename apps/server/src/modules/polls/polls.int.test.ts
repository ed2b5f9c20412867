import type { Poll, PollResultsEvent } from '@muse/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, cookieOf, startHarness, type Harness } from '../../testing/harness';
import { Sockets, ask, collect, listenWithRealtime, next, pause } from '../../testing/realtime-sockets';

type Method = 'GET' | 'POST';

describe('polls: starting, voting over the socket, closing, history and dialog polls', () => {
  let h: Harness;
  let base = '';
  const sockets = new Sockets(() => base);
  let owner: string;
  let admin: string;
  let other: string;
  let guest: string;
  let officeId: string;

  const req = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const start = (cookie: string | undefined, payload: Record<string, unknown>) =>
    req('POST', '/api/polls', cookie, { officeId, ...payload });
  const visitorCookie = (n: number) => `muse_visitor=00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  async function joined(cookie: string | undefined, opts: { visitor?: boolean } = {}): Promise<Socket> {
    const socket = await sockets.open(cookie, opts);
    expect(await ask(socket, 'join-office', { officeId })).toEqual({ ok: true });
    return socket;
  }

  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' }, { workers: false });
    base = await listenWithRealtime(h);
    owner = (await accountFor(h, 'owner@example.com')).cookie;
    admin = (await accountFor(h, 'admin@example.com')).cookie;
    other = (await accountFor(h, 'other@example.com')).cookie;
    guest = cookieOf(await req('POST', '/api/auth/guest'));
    const res = await req('POST', '/api/offices/newOffice', owner, { type: 'aiChat', name: 'Town hall' });
    officeId = res.json()._id;
  });
  afterAll(async () => {
    sockets.closeAll();
    await h?.close();
  });

  describe('POST /api/polls', () => {
    it('lets the owner start a yes/no poll, with Yes and No made for it', async () => {
      const res = await start(owner, { pollType: 'yesno', question: 'Pizza for lunch?' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        type: 'poll',
        pollType: 'yesno',
        officeId,
        question: 'Pizza for lunch?',
        name: 'Pizza for lunch?',
        choices: [
          { value: 'yes', text: 'Yes', result: 0, percent: 0 },
          { value: 'no', text: 'No', result: 0, percent: 0 },
        ],
        results: { total: 0 },
        source: 'live',
        open: true,
        closedAt: null,
        myVote: null,
      });
      expect(Date.parse(res.json().closesAt) - Date.parse(res.json().startedAt)).toBe(15 * 60_000);
    });

    it('lets an admin start one; refuses members of the public, guests and visitors', async () => {
      expect((await start(admin, { pollType: 'yesno', question: 'Admin?' })).statusCode).toBe(200);
      const refused = await start(other, { pollType: 'yesno', question: 'Me?' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('forbidden');
      expect((await start(guest, { pollType: 'yesno', question: 'Me?' })).statusCode).toBe(401);
      expect((await start(undefined, { pollType: 'yesno', question: 'Me?' })).statusCode).toBe(401);
      const missing = await req('POST', '/api/polls', owner, {
        officeId: 'nope',
        pollType: 'yesno',
        question: 'x',
      });
      expect(missing.statusCode).toBe(404);
    });

    it('names the field of bad input', async () => {
      const field = async (payload: Record<string, unknown>) => {
        const res = await start(owner, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
        return res.json().error.details.map((d: { field: string }) => d.field);
      };
      expect(await field({ pollType: 'choice', question: 'Colour?', choices: ['Red'] })).toEqual(['choices']);
      expect(
        await field({
          pollType: 'choice',
          question: 'Colour?',
          choices: ['1', '2', '3', '4', '5', '6', '7'],
        }),
      ).toEqual(['choices']);
      expect(await field({ pollType: 'quiz', question: '2+2?', choices: ['3', '4'] })).toEqual(['answer']);
      expect(await field({ pollType: 'quiz', question: '2+2?', choices: ['3', '4'], answer: '5' })).toEqual([
        'answer',
      ]);
      expect(await field({ pollType: 'survey', question: 'x' })).toEqual(['pollType']);
      expect(await field({ pollType: 'yesno', question: '   ' })).toEqual(['question']);
      expect(await field({ pollType: 'yesno' })).toEqual(['question']);
    });
  });

  describe('the socket', () => {
    it('refuses a signed-out socket that does not ask to be a visitor, and a forged session', async () => {
      await expect(sockets.open()).rejects.toThrow(/unauthorized/);
      await expect(sockets.open('muse_session=forged')).rejects.toThrow(/unauthorized/);
    });

    it('lets visitors join an office that exists, and names what is wrong otherwise', async () => {
      const socket = await sockets.open(undefined, { visitor: true });
      expect(await ask(socket, 'join-office', { officeId: 'nope' })).toMatchObject({
        error: { code: 'not_found' },
      });
      expect(await ask(socket, 'join-office', {})).toMatchObject({
        error: { code: 'validation_failed', details: [{ field: 'officeId' }] },
      });
      expect(await ask(socket, 'join-office', { officeId })).toEqual({ ok: true });
      expect(await ask(socket, 'leave-office', { officeId })).toEqual({ ok: true });
    });

    it('pushes a new poll to the room, counts one vote per person and sends the results', async () => {
      const ownerSocket = await joined(owner);
      const alice = await joined(visitorCookie(1), { visitor: true });
      const aliceTab2 = await joined(visitorCookie(1), { visitor: true });
      const bob = await joined(guest);
      const pushed = Promise.all([
        next<Poll>(alice, 'poll'),
        next<Poll>(bob, 'poll'),
        next<Poll>(ownerSocket, 'poll'),
      ]);
      const res = await start(owner, {
        pollType: 'quiz',
        question: 'Capital of France?',
        choices: [
          { value: 'paris', text: 'Paris' },
          { value: 'rome', text: 'Rome' },
          { value: 'oslo', text: 'Oslo' },
        ],
        answer: 'Paris',
      });
      expect(res.json().answer).toBe('paris');
      const poll = res.json<Poll>();
      const [seen] = await pushed;
      expect(seen).toMatchObject({
        _id: poll._id,
        pollType: 'quiz',
        question: 'Capital of France?',
        myVote: null,
      });
      // The popup cannot give the answer away.
      expect(seen).not.toHaveProperty('answer');

      const results = next<PollResultsEvent>(ownerSocket, 'poll-results');
      const withResults = next<Poll>(aliceTab2, 'poll-with-results');
      const ack = await ask<{ ok: true; poll: Poll }>(alice, 'vote', { pollId: poll._id, value: 'rome' });
      expect(ack.ok).toBe(true);
      expect(ack.poll).toMatchObject({ answer: 'paris', myVote: 'rome', results: { total: 1, correct: 0 } });
      expect(await results).toEqual({
        pollId: poll._id,
        officeId,
        choices: [
          { value: 'paris', result: 0, percent: 0 },
          { value: 'rome', result: 1, percent: 100 },
          { value: 'oslo', result: 0, percent: 0 },
        ],
        total: 1,
      });
      expect(await withResults).toMatchObject({ _id: poll._id, myVote: 'rome', answer: 'paris' });

      // One vote per person: another tab of the same visitor is refused.
      expect(await ask(aliceTab2, 'vote', { pollId: poll._id, value: 'paris' })).toMatchObject({
        error: { code: 'already_voted' },
      });
      const bobAck = await ask<{ poll: Poll }>(bob, 'vote', { pollId: poll._id, value: 'Paris' });
      expect(bobAck.poll.choices.map((c) => c.percent)).toEqual([50, 50, 0]);
      expect(bobAck.poll.results).toEqual({ total: 2, correct: 1 });

      // Someone who joins later and has voted gets the poll with results; a newcomer gets the poll to vote on.
      const again = await sockets.open(visitorCookie(1), { visitor: true });
      const back = next<Poll>(again, 'poll-with-results');
      await ask(again, 'join-office', { officeId });
      expect(await back).toMatchObject({ _id: poll._id, myVote: 'rome', results: { total: 2 } });
      const newcomer = await sockets.open(visitorCookie(2), { visitor: true });
      const fresh = next<Poll>(newcomer, 'poll');
      await ask(newcomer, 'join-office', { officeId });
      expect(await fresh).toMatchObject({ _id: poll._id, myVote: null, results: { total: 0 } });
    });

    it('refuses bad votes by field, unknown polls and closed polls', async () => {
      const poll = (await start(owner, { pollType: 'yesno', question: 'Again?' })).json<Poll>();
      const carol = await joined(visitorCookie(3), { visitor: true });
      expect(await ask(carol, 'vote', { pollId: poll._id, value: 'maybe' })).toMatchObject({
        error: { code: 'validation_failed', details: [{ field: 'value' }] },
      });
      expect(await ask(carol, 'vote', { pollId: poll._id })).toMatchObject({
        error: { code: 'validation_failed', details: [{ field: 'value' }] },
      });
      expect(await ask(carol, 'vote', 'yes')).toMatchObject({ error: { code: 'validation_failed' } });
      expect(await ask(carol, 'vote', { pollId: 'nope', value: 'yes' })).toMatchObject({
        error: { code: 'not_found' },
      });

      const closed = next(carol, 'poll-closed');
      expect((await req('POST', `/api/polls/${poll._id}/close`, other)).statusCode).toBe(403);
      expect((await req('POST', `/api/polls/${poll._id}/close`)).statusCode).toBe(401);
      expect((await req('POST', '/api/polls/nope/close', owner)).statusCode).toBe(404);
      const res = await req('POST', `/api/polls/${poll._id}/close`, owner);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ open: false, closesAt: null });
      expect(await closed).toEqual({ pollId: poll._id, officeId });
      expect(await ask(carol, 'vote', { pollId: poll._id, value: 'yes' })).toMatchObject({
        error: { code: 'poll_closed' },
      });
      // Closing twice is fine.
      expect((await req('POST', `/api/polls/${poll._id}/close`, admin)).statusCode).toBe(200);
    });

    it('closes the open poll when a new one starts', async () => {
      const first = (await start(owner, { pollType: 'yesno', question: 'First?' })).json<Poll>();
      const dave = await joined(visitorCookie(4), { visitor: true });
      const closed = next(dave, 'poll-closed');
      await start(owner, { pollType: 'choice', question: 'Second?', choices: ['A', 'B'] });
      expect(await closed).toEqual({ pollId: first._id, officeId });
    });

    it('gives a visitor without a cookie an identity of its own', async () => {
      const poll = (await start(owner, { pollType: 'yesno', question: 'Newcomers?' })).json<Poll>();
      const a = await joined(undefined, { visitor: true });
      const b = await joined(undefined, { visitor: true });
      expect(await ask(a, 'vote', { pollId: poll._id, value: 'yes' })).toMatchObject({ ok: true });
      expect(await ask(b, 'vote', { pollId: poll._id, value: 'no' })).toMatchObject({
        ok: true,
        poll: { results: { total: 2 } },
      });
    });
  });

  describe('GET /api/polls/office/:officeId', () => {
    it('gives the owner and admins the polls with their results, newest first, paged', async () => {
      const first = await req('GET', `/api/polls/office/${officeId}?limit=2`, owner);
      expect(first.statusCode, first.body).toBe(200);
      const page1 = first.json();
      expect(page1.data).toHaveLength(2);
      expect(page1.next).toBe(page1.data[1]._id);
      const all = (await req('GET', `/api/polls/office/${officeId}?limit=50`, admin)).json().data as Poll[];
      const quiz = all.find((p) => p.question === 'Capital of France?')!;
      expect(quiz).toMatchObject({ answer: 'paris', results: { total: 2, correct: 1 } });
      expect(all.map((p) => p.startedAt)).toEqual([...all.map((p) => p.startedAt)].sort().reverse());
      const page2 = (
        await req('GET', `/api/polls/office/${officeId}?limit=2&after=${page1.next}`, owner)
      ).json();
      expect(page2.data[0]._id).toBe(all[2]!._id);
    });

    it('refuses others, guests and visitors, and bad paging', async () => {
      expect((await req('GET', `/api/polls/office/${officeId}`, other)).statusCode).toBe(403);
      expect((await req('GET', `/api/polls/office/${officeId}`, guest)).statusCode).toBe(401);
      expect((await req('GET', `/api/polls/office/${officeId}`)).statusCode).toBe(401);
      expect((await req('GET', '/api/polls/office/nope', owner)).statusCode).toBe(404);
      const limit = await req('GET', `/api/polls/office/${officeId}?limit=0`, owner);
      expect(limit.statusCode).toBe(400);
      expect(limit.json().error.details[0].field).toBe('querystring.limit');
      const after = await req('GET', `/api/polls/office/${officeId}?after=nope`, owner);
      expect(after.json().error.details[0].field).toBe('after');
    });
  });

  describe('POST /api/polls/dialog-vote', () => {
    const dialogPoll = JSON.stringify({
      pollType: 'choice',
      name: 'Which topic next?',
      choices: [
        { value: 'a', text: 'Pricing' },
        { value: 'b', text: 'Support' },
      ],
    });

    it('counts a visitor’s vote once, by the visitor cookie it sets, and returns the results', async () => {
      const res = await req('POST', '/api/polls/dialog-vote', undefined, {
        officeId,
        poll: dialogPoll,
        value: 'a',
      });
      expect(res.statusCode, res.body).toBe(200);
      const cookie = res.cookies.find((c) => c.name === 'muse_visitor');
      expect(cookie?.httpOnly).toBe(true);
      expect(res.json()).toMatchObject({
        source: 'dialog',
        question: 'Which topic next?',
        open: true,
        myVote: 'a',
        results: { total: 1 },
        choices: [
          { value: 'a', result: 1, percent: 100 },
          { value: 'b', result: 0, percent: 0 },
        ],
      });
      const again = await req('POST', '/api/polls/dialog-vote', `muse_visitor=${cookie!.value}`, {
        officeId,
        poll: dialogPoll,
        value: 'b',
      });
      expect(again.json()).toMatchObject({ myVote: 'a', results: { total: 1 } });
      const user = await req('POST', '/api/polls/dialog-vote', other, {
        officeId,
        poll: JSON.parse(dialogPoll),
        value: 'Support',
      });
      expect(user.json()).toMatchObject({ _id: res.json()._id, myVote: 'b', results: { total: 2 } });
    });

    it('shows the owner the dialog poll in the history', async () => {
      const all = (await req('GET', `/api/polls/office/${officeId}?limit=50`, owner)).json().data as Poll[];
      expect(all.find((p) => p.source === 'dialog')).toMatchObject({
        question: 'Which topic next?',
        results: { total: 2 },
      });
    });

    it('names the field of bad input', async () => {
      const field = async (payload: Record<string, unknown>, status = 400) => {
        const res = await req('POST', '/api/polls/dialog-vote', guest, { officeId, ...payload });
        expect(res.statusCode, res.body).toBe(status);
        return res.json().error.details?.[0]?.field;
      };
      expect(await field({ poll: '{nope', value: 'a' })).toBe('poll');
      expect(await field({ poll: '{"pollType":"choice","question":"x","choices":["a"]}', value: 'a' })).toBe(
        'poll.choices',
      );
      expect(await field({ poll: dialogPoll, value: 'c' })).toBe('value');
      expect(await field({ poll: dialogPoll })).toBe('value');
      expect(await field({ poll: dialogPoll, value: 'a', officeId: 'nope' }, 404)).toBeUndefined();
    });
  });

  describe('accounts', () => {
    it('moves a guest’s votes to its account on sign-in; the account’s vote stands where both voted', async () => {
      const merged = (await start(owner, { pollType: 'yesno', question: 'Merge?' })).json<Poll>();
      const gRes = await req('POST', '/api/auth/guest');
      const g = cookieOf(gRes);
      const gId = (await req('GET', '/api/session', g)).json().userId as string;
      const acct = await accountFor(h, 'merger@example.com');
      const gs = await joined(g);
      const as = await joined(acct.cookie);
      expect(await ask(gs, 'vote', { pollId: merged._id, value: 'yes' })).toMatchObject({ ok: true });
      expect(await ask(as, 'vote', { pollId: merged._id, value: 'no' })).toMatchObject({ ok: true });
      await h.ctx.services.users.mergeGuest(gId, acct.userId);
      const votes = await h.ctx.db
        .selectFrom('pollVotes')
        .selectAll()
        .where('pollId', '=', merged._id)
        .execute();
      expect(votes.map((v) => [v.userId, v.value])).toEqual([[acct.userId, 'no']]);
    });
  });

  it('stays quiet for sockets outside the office', async () => {
    const elsewhere = await sockets.open(visitorCookie(9), { visitor: true });
    const heard = collect(elsewhere, 'poll');
    await start(owner, { pollType: 'yesno', question: 'Private?' });
    await pause(200);
    expect(heard).toEqual([]);
  });
});
