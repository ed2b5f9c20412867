import type { ClaimReply, InsightAnswerReply, InsightQuestionReply } from '@muse/contracts';
import { INSIGHT_QUESTIONS_PER_DAY, INSIGHT_WINS_PER_DAY } from '@muse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';
import { INSIGHT_QUESTIONS, insightQuestion } from './insight.questions';

describe('The Insight', () => {
  let h: Harness;
  const req = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    h.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const userIdOf = async (cookie: string) =>
    (await req('GET', '/api/session', cookie)).json<{ userId: string }>().userId;
  const ask = (cookie: string) => req('POST', '/api/user/credits/game/TheInsight', cookie);
  const answer = (cookie: string, text: string, question = 'whatever the client shows') =>
    req('POST', '/api/openai/game/TheInsight', cookie, { question, answer: text });
  /** The question the server served last to the user (as stored), optionally replaced by `swapTo`. */
  async function served(userId: string, swapTo?: string) {
    const round = await h.ctx.db
      .selectFrom('insightRounds')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('askedOn', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    if (swapTo) {
      await h.ctx.db
        .updateTable('insightRounds')
        .set({ questionId: swapTo })
        .where('id', '=', round.id)
        .execute();
    }
    return insightQuestion(swapTo ?? round.questionId)!;
  }

  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' }, { workers: false });
  });
  afterAll(async () => h?.close());

  it('serves a question from the bank and pays a right answer as a claimable win', async () => {
    const c = await sessionFor(h, 'thinker@example.com');
    const userId = await userIdOf(c);
    const res = await ask(c);
    expect(res.statusCode, res.body).toBe(200);
    const { question } = res.json<InsightQuestionReply>();
    const q = await served(userId);
    expect(q.question).toBe(question);
    expect(INSIGHT_QUESTIONS).toContain(q);

    const reply = await answer(c, `I think it's ${q.answers[0]}`, question);
    expect(reply.statusCode, reply.body).toBe(200);
    const won = reply.json<InsightAnswerReply>();
    expect(won.win).toEqual({ credits: q.credits, _id: expect.any(String) });
    expect(won.mayRetry).toBe(q.credits < 3);
    const claim = await req('POST', '/api/user/credits/claim', c, { id: won.win!._id });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json<ClaimReply>().claimed).toBe(q.credits);
    expect((await h.ctx.services.credits.balance(userId)).credits).toBe(q.credits);
    // A question is judged once.
    expect((await answer(c, q.answers[0]!)).statusCode).toBe(409);
  });

  it('judges against the served question, not the question text the client sends', async () => {
    const c = await sessionFor(h, 'trickster@example.com');
    const userId = await userIdOf(c);
    await ask(c);
    await served(userId, 'gen-001'); // What is the capital of France?
    const japan = insightQuestion('gen-002')!;
    const res = await answer(c, 'Tokyo', japan.question);
    const reply = res.json<InsightAnswerReply>();
    expect(reply).toMatchObject({ win: null, mayRetry: false, answer: 'Paris' });
    expect(
      await h.ctx.db.selectFrom('creditClaims').selectAll().where('userId', '=', userId).execute(),
    ).toEqual([]);
  });

  it('wins nothing for a wrong answer, which ends the game for the day', async () => {
    const c = await sessionFor(h, 'unlucky@example.com');
    const userId = await userIdOf(c);
    await ask(c);
    await served(userId, 'art-009');
    const reply = (await answer(c, 'Manet')).json<InsightAnswerReply>();
    expect(reply.win).toBeNull();
    expect(reply.message).toContain("That's a wrap for today!");
    const next = await ask(c);
    expect(next.statusCode).toBe(409);
    expect(next.json().error.code).toBe('insight_over');
    expect((await h.ctx.services.credits.balance(userId)).credits).toBe(0);
  });

  it('needs a served question before an answer', async () => {
    const c = await sessionFor(h, 'eager@example.com');
    const res = await answer(c, 'Paris');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('no_question');
    expect((await req('POST', '/api/openai/game/TheInsight', c, { answer: '   ' })).statusCode).toBe(400);
  });

  it('trades a win under 3 credits for a new question (Try Again), but keeps bigger wins', async () => {
    const c = await sessionFor(h, 'retry@example.com');
    const userId = await userIdOf(c);
    await ask(c);
    await served(userId, 'gen-001'); // 1 credit
    const small = (await answer(c, 'paris')).json<InsightAnswerReply>();
    expect(small).toMatchObject({ win: { credits: 1 }, mayRetry: true });
    await ask(c); // Try Again
    expect((await req('POST', '/api/user/credits/claim', c, { id: small.win!._id })).statusCode).toBe(404);

    await served(userId, 'art-018'); // 4 credits
    const big = (await answer(c, 'Grant Wood')).json<InsightAnswerReply>();
    expect(big).toMatchObject({ win: { credits: 4 }, mayRetry: false });
    await ask(c);
    expect((await req('POST', '/api/user/credits/claim', c, { id: big.win!._id })).statusCode).toBe(200);
  });

  it('caps the wins of a day, never serving a question twice', async () => {
    const c = await sessionFor(h, 'genius@example.com');
    const userId = await userIdOf(c);
    const asked: string[] = [];
    for (let i = 0; i < INSIGHT_WINS_PER_DAY; i++) {
      const res = await ask(c);
      expect(res.statusCode).toBe(200);
      asked.push(res.json<InsightQuestionReply>().question);
      const q = await served(userId);
      const reply = (await answer(c, q.answers[0]!)).json<InsightAnswerReply>();
      expect(reply.win).not.toBeNull();
    }
    expect(new Set(asked).size).toBe(INSIGHT_WINS_PER_DAY);
    expect((await ask(c)).json().error.code).toBe('insight_over');
    expect(INSIGHT_WINS_PER_DAY).toBeLessThanOrEqual(INSIGHT_QUESTIONS_PER_DAY);
  });

  it('serves the unanswered question again: closing and reopening the game does not draw another', async () => {
    const c = await sessionFor(h, 'curious@example.com');
    const userId = await userIdOf(c);
    const first = (await ask(c)).json<InsightQuestionReply>().question;
    for (let i = 0; i < 3; i++) {
      const again = await ask(c);
      expect(again.statusCode).toBe(200);
      expect(again.json<InsightQuestionReply>().question).toBe(first);
    }
    const rounds = () =>
      h.ctx.db.selectFrom('insightRounds').select('questionId').where('userId', '=', userId).execute();
    // Asked four times, served once: the day's question count is not spent by reopening.
    expect(await rounds()).toHaveLength(1);
    const q = await served(userId);
    expect(q.question).toBe(first);

    // Answered, the next ask draws a new question.
    expect((await answer(c, q.answers[0]!)).json<InsightAnswerReply>().win).not.toBeNull();
    const next = (await ask(c)).json<InsightQuestionReply>().question;
    expect(next).not.toBe(first);
    expect(await rounds()).toHaveLength(2);
  });
});
