import type { ClaimReply, CreditsSummaryReply, DailyStatusReply } from '@muse/contracts';
import { DAILY_CLAIM_CREDITS, DAILY_CLAIM_DONE_TEXT, ONETIME_ITEMS } from '@muse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, sessionFor, startHarness, type Harness } from '../../testing/harness';
import { signInFrom } from './earning.fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('earning: credits summary, daily claim and one-time items', () => {
  let h: Harness;
  const req = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    h.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const userIdOf = async (cookie: string) =>
    (await req('GET', '/api/session', cookie)).json<{ userId: string }>().userId;
  const guest = async () => cookieOf(await req('POST', '/api/auth/guest'));
  const ageAccount = async (userId: string, days: number) =>
    h.ctx.db
      .updateTable('users')
      .set({ createdAt: new Date(Date.now() - days * DAY_MS).toISOString() })
      .where('id', '=', userId)
      .execute();
  const ledger = (userId: string, key: string) =>
    h.ctx.db
      .selectFrom('creditLedger')
      .selectAll()
      .where('userId', '=', userId)
      .where('idempotencyKey', '=', key)
      .execute();

  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => h?.close());

  it('shows a guest only the Update Email item, with nothing to claim', async () => {
    const g = await guest();
    const summary = (await req('GET', '/api/user/credits', g)).json<CreditsSummaryReply>();
    expect(summary).toEqual({
      daily: 0,
      onetime: { email: { credits: ONETIME_ITEMS.email.credits } },
      subscriptionCreditsExpireOn: null,
    });
    expect((await req('GET', '/api/user/credits/daily', g)).json<DailyStatusReply>().daily).toBe(0);
  });

  it('refuses guests everything reserved for email accounts', async () => {
    const g = await guest();
    const account = await sessionFor(h, 'owner-of-claim@example.com');
    await req('POST', '/api/user/credits/daily', account);
    const accountId = await userIdOf(account);
    const claim = await h.ctx.services.earning.earnOnetime(accountId, 'emailReview');
    for (const [method, url, body] of [
      ['POST', '/api/user/credits/daily', undefined],
      ['POST', '/api/user/credits/claim', { id: claim.id }],
      ['GET', '/api/user/credits/image/referrals', undefined],
      ['POST', '/api/user/credits/image/referral', { id: 'x' }],
      ['GET', '/api/user/streak-rewards', undefined],
      ['POST', '/api/user/streak-reward/claim', { id: 'x' }],
      ['GET', '/api/user/credits/game/GuessTheBest/1', undefined],
      ['POST', '/api/user/credits/game/GuessTheBest/1', { score: 100 }],
      ['POST', '/api/user/credits/game/TheInsight', undefined],
      ['POST', '/api/openai/game/TheInsight', { question: 'q', answer: 'a' }],
    ] as const) {
      const res = await req(method, url, g, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const gid = await userIdOf(g);
    expect((await h.ctx.services.credits.balance(gid)).credits).toBe(0);
  });

  it('shows an account the other one-time items, unclaimable until earned', async () => {
    const c = await sessionFor(h, 'fresh@example.com');
    const summary = (await req('GET', '/api/user/credits', c)).json<CreditsSummaryReply>();
    expect(summary).toEqual({
      daily: DAILY_CLAIM_CREDITS,
      onetime: {
        emailReview: { credits: ONETIME_ITEMS.emailReview.credits },
        canvaSignin: { credits: ONETIME_ITEMS.canvaSignin.credits },
      },
      subscriptionCreditsExpireOn: null,
    });
  });

  it('gives a guest who adds an email the email item, claimable once', async () => {
    const g = await guest();
    const account = await signInFrom(h, g, 'joined@example.com');
    const accountId = await userIdOf(account);
    const summary = (await req('GET', '/api/user/credits', account)).json<CreditsSummaryReply>();
    const email = summary.onetime.email;
    expect(email?.credits).toBe(ONETIME_ITEMS.email.credits);
    expect(email?._id).toEqual(expect.any(String));

    const first = await req('POST', '/api/user/credits/claim', account, { id: email!._id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ClaimReply>()).toEqual({
      claimed: ONETIME_ITEMS.email.credits,
      credits: ONETIME_ITEMS.email.credits,
      subscriptionCredits: 0,
    });
    const again = await req('POST', '/api/user/credits/claim', account, { id: email!._id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_claimed');
    const after = (await req('GET', '/api/user/credits', account)).json<CreditsSummaryReply>();
    expect(after.onetime.email).toBeUndefined();
    expect((await h.ctx.services.credits.balance(accountId)).credits).toBe(ONETIME_ITEMS.email.credits);
  });

  it('pays 50 concurrent claims of one item exactly once', async () => {
    const c = await sessionFor(h, 'racer@example.com');
    const userId = await userIdOf(c);
    const claim = await h.ctx.services.earning.earnOnetime(userId, 'emailReview');
    const results = await Promise.all(
      Array.from({ length: 50 }, () => req('POST', '/api/user/credits/claim', c, { id: claim.id })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(49);
    expect(await ledger(userId, `claim:${claim.id}`)).toHaveLength(1);
    expect((await h.ctx.services.credits.balance(userId)).credits).toBe(ONETIME_ITEMS.emailReview.credits);
  });

  it("does not let one user claim another user's item, nor claim an unknown id", async () => {
    const owner = await sessionFor(h, 'owner2@example.com');
    const thief = await sessionFor(h, 'thief@example.com');
    const claim = await h.ctx.services.earning.earnOnetime(await userIdOf(owner), 'emailReview');
    expect((await req('POST', '/api/user/credits/claim', thief, { id: claim.id })).statusCode).toBe(404);
    expect((await req('POST', '/api/user/credits/claim', thief, { id: 'nope' })).statusCode).toBe(404);
    expect((await req('POST', '/api/user/credits/claim', thief, {})).statusCode).toBe(400);
  });

  it('pays the daily claim once per day, also under 50 concurrent claims', async () => {
    const c = await sessionFor(h, 'daily@example.com');
    const userId = await userIdOf(c);
    expect((await req('GET', '/api/user/credits/daily', c)).json()).toEqual({
      daily: DAILY_CLAIM_CREDITS,
      claimedToday: false,
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => req('POST', '/api/user/credits/daily', c)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect((await h.ctx.services.credits.balance(userId)).credits).toBe(DAILY_CLAIM_CREDITS);
    expect((await req('GET', '/api/user/credits/daily', c)).json()).toEqual({
      daily: 0,
      claimedToday: true,
      message: DAILY_CLAIM_DONE_TEXT,
    });
    expect((await req('GET', '/api/user/credits', c)).json<CreditsSummaryReply>().daily).toBe(0);
    const again = await req('POST', '/api/user/credits/daily', c);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(DAILY_CLAIM_DONE_TEXT);
  });

  it('hides the daily claim from accounts 30 days old and refuses it with 403', async () => {
    const c = await sessionFor(h, 'old@example.com');
    const userId = await userIdOf(c);
    await ageAccount(userId, 29);
    expect((await req('GET', '/api/user/credits', c)).json<CreditsSummaryReply>().daily).toBe(
      DAILY_CLAIM_CREDITS,
    );
    await ageAccount(userId, 30);
    expect((await req('GET', '/api/user/credits', c)).json<CreditsSummaryReply>().daily).toBe(0);
    expect((await req('GET', '/api/user/credits/daily', c)).json<DailyStatusReply>().daily).toBe(0);
    const res = await req('POST', '/api/user/credits/daily', c);
    expect(res.statusCode).toBe(403);
    expect((await h.ctx.services.credits.balance(userId)).credits).toBe(0);
  });

  it('answers subscriptionCreditsExpireOn from the user', async () => {
    const c = await sessionFor(h, 'subscriber@example.com');
    const userId = await userIdOf(c);
    await h.ctx.db
      .updateTable('users')
      .set({ subscriptionCreditsExpireOn: '2026-12-31T00:00:00.000Z' })
      .where('id', '=', userId)
      .execute();
    expect(
      (await req('GET', '/api/user/credits', c)).json<CreditsSummaryReply>().subscriptionCreditsExpireOn,
    ).toBe('2026-12-31T00:00:00.000Z');
  });
});
