import type { StreakClaimReply, StreakRewardsReply } from '@muse/contracts';
import { STREAK_REWARDS, dayKey } from '@muse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';
import { Claims } from './earning.claims';
import { EarningRepository } from './earning.repository';
import { Streaks } from './earning.streaks';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => dayKey(new Date(Date.now() - n * DAY_MS));

describe('streak rewards', () => {
  let h: Harness;
  const req = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    h.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const userIdOf = async (cookie: string) =>
    (await req('GET', '/api/session', cookie)).json<{ userId: string }>().userId;
  const rewards = async (cookie: string) => {
    const res = await req('GET', '/api/user/streak-rewards', cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StreakRewardsReply>();
  };
  /** An account active on the given days ago (today is recorded by its own requests). */
  async function activeOn(email: string, days: number[]): Promise<{ cookie: string; userId: string }> {
    const cookie = await sessionFor(h, email);
    const userId = await userIdOf(cookie);
    if (days.length > 0) {
      await h.ctx.db
        .insertInto('activityDays')
        .values(days.map((n) => ({ userId, day: daysAgo(n) })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return { cookie, userId };
  }
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => h?.close());

  it("records a signed-in user's day once, whatever the number of requests", async () => {
    const { cookie, userId } = await activeOn('busy@example.com', []);
    await Promise.all(Array.from({ length: 10 }, () => req('GET', '/api/session', cookie)));
    const days = await h.ctx.db.selectFrom('activityDays').selectAll().where('userId', '=', userId).execute();
    expect(days).toEqual([{ userId, day: dayKey() }]);
    expect(await rewards(cookie)).toEqual({ data: [], streak: 1, badge: false });
  });

  it('records a milestone reached on the first visit of the day, unseen', async () => {
    const user = await h.ctx.services.users.findOrCreateByEmail('quiet@example.com');
    await h.ctx.db
      .insertInto('activityDays')
      .values(range(1, 6).map((n) => ({ userId: user.id, day: daysAgo(n) })))
      .execute();
    const cookie = `muse_session=${await h.ctx.services.auth.createSession(user.id)}`;
    await req('GET', '/api/session', cookie);
    const rows = await h.ctx.db
      .selectFrom('creditClaims')
      .select(['source', 'item', 'claimedOn'])
      .where('userId', '=', user.id)
      .execute();
    expect(rows).toEqual([{ source: 'streak', item: `${daysAgo(6)}:0:7`, claimedOn: null }]);
  });

  it('lists the 7-day reward and gives a 1-week gift card for it, once', async () => {
    const { cookie, userId } = await activeOn('week@example.com', range(1, 6));
    const reply = await rewards(cookie);
    expect(reply.streak).toBe(7);
    expect(reply.data).toEqual([
      {
        _id: expect.any(String),
        type: '7days-streak-giftcard',
        description: STREAK_REWARDS[7].description,
        claimedOn: null,
        credits: 0,
      },
    ]);
    const id = reply.data[0]!._id;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => req('POST', '/api/user/streak-reward/claim', cookie, { id })),
    );
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const ok = results.find((r) => r.statusCode === 200)!.json<StreakClaimReply>();
    expect(ok).toMatchObject({ type: '7days-streak-giftcard', claimed: 0, giftCardId: expect.any(String) });
    const cards = await h.ctx.services.gifts.issueGiftCard({
      userId,
      giftTier: '1week',
      reason: `earn:streak:${daysAgo(6)}:0:7`,
    });
    expect(cards.id).toBe(ok.giftCardId);
    expect((await rewards(cookie)).data[0]!.claimedOn).toEqual(expect.any(String));
  });

  it('answers 503 for the gift card reward while no gift-card issuer is wired', async () => {
    const repo = new EarningRepository(h.ctx.db);
    const streaks = new Streaks(repo, new Claims(repo, h.ctx.services.credits), undefined);
    const { userId } = await activeOn('no-cards@example.com', range(1, 6));
    const week = (await streaks.list(userId)).data[0]!;
    await expect(streaks.claim(userId, week._id)).rejects.toMatchObject({
      statusCode: 503,
      message: 'gift cards are not available yet',
    });
    expect((await streaks.list(userId)).data[0]!.claimedOn).toBeNull();
  });

  it("counts the streak through yesterday before today's first request, and stops at a gap", async () => {
    const { userId } = await activeOn('gap@example.com', [...range(1, 3), ...range(5, 20)]);
    expect((await h.ctx.services.streaks.streak(userId)).length).toBe(4); // today + 1..3
    const yesterdayOnly = await activeOn('yesterday@example.com', []);
    await h.ctx.db.deleteFrom('activityDays').where('userId', '=', yesterdayOnly.userId).execute();
    await h.ctx.db
      .insertInto('activityDays')
      .values({ userId: yesterdayOnly.userId, day: daysAgo(1) })
      .execute();
    expect(await h.ctx.services.streaks.streak(yesterdayOnly.userId)).toEqual({
      length: 1,
      start: daysAgo(1),
    });
  });

  it('gives the 14-day badge, shown once claimed', async () => {
    const { cookie } = await activeOn('fortnight@example.com', range(1, 13));
    const reply = await rewards(cookie);
    expect(reply.streak).toBe(14);
    expect(reply.data.map((r) => r.type)).toEqual(['7days-streak-giftcard', '14days-streak-badge']);
    const badge = reply.data[1]!;
    const claims = await Promise.all(
      Array.from({ length: 10 }, () =>
        req('POST', '/api/user/streak-reward/claim', cookie, { id: badge._id }),
      ),
    );
    expect(claims.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const ok = claims.find((r) => r.statusCode === 200)!.json<StreakClaimReply>();
    expect(ok).toMatchObject({ type: '14days-streak-badge', badge: true, claimed: 0, giftCardId: null });
    const after = await rewards(cookie);
    expect(after.badge).toBe(true);
    expect(after.data[1]!.claimedOn).toEqual(expect.any(String));
  });

  it('pays the 30-day credits once under 50 concurrent claims, and cycles after 30', async () => {
    const { cookie, userId } = await activeOn('month@example.com', range(1, 36));
    const reply = await rewards(cookie);
    expect(reply.streak).toBe(37);
    expect(reply.data.map((r) => r.type)).toEqual([
      '7days-streak-giftcard',
      '14days-streak-badge',
      '30days-streak-credits',
      '7days-streak-giftcard',
    ]);
    const month = reply.data[2]!;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        req('POST', '/api/user/streak-reward/claim', cookie, { id: month._id }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect((await h.ctx.services.credits.balance(userId)).credits).toBe(STREAK_REWARDS[30].credits);
    // The same streak read again keeps the same rewards (no second 30-day reward appears).
    expect((await rewards(cookie)).data.map((r) => r._id)).toEqual(reply.data.map((r) => r._id));
  });

  it('keeps an unclaimed reward of a broken streak, and starts new ones for a new streak', async () => {
    const { cookie, userId } = await activeOn('broken@example.com', range(10, 16));
    // Today + nothing for days 1..9: the 7-day streak of days 10..16 is over.
    await h.ctx.services.streaks.list(userId, new Date(Date.now() - 10 * DAY_MS));
    const reply = await rewards(cookie);
    expect(reply.streak).toBe(1);
    expect(reply.data.map((r) => [r.type, r.claimedOn])).toEqual([['7days-streak-giftcard', null]]);
  });

  it("refuses another user's reward and unknown ids", async () => {
    const owner = await activeOn('owner@example.com', range(1, 13));
    const other = await activeOn('other@example.com', []);
    const badge = (await rewards(owner.cookie)).data[1]!;
    expect(
      (await req('POST', '/api/user/streak-reward/claim', other.cookie, { id: badge._id })).statusCode,
    ).toBe(404);
    expect((await req('POST', '/api/user/streak-reward/claim', other.cookie, { id: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('issues the 7-day gift card once through the injected issuer, and frees it when issuing fails', async () => {
    const repo = new EarningRepository(h.ctx.db);
    const claims = new Claims(repo, h.ctx.services.credits);
    const issued: string[] = [];
    let fail = true;
    const streaks = new Streaks(repo, claims, async ({ userId, giftTier, reason }) => {
      if (fail) throw new Error('store down');
      issued.push(`${userId}:${giftTier}:${reason}`);
      return { id: `card-${issued.length}` };
    });
    const { userId } = await activeOn('gifted@example.com', range(1, 6));
    const week = (await streaks.list(userId)).data[0]!;
    await expect(streaks.claim(userId, week._id)).rejects.toThrow('store down');
    expect((await streaks.list(userId)).data[0]!.claimedOn).toBeNull();
    fail = false;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => streaks.claim(userId, week._id)),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(issued).toEqual([`${userId}:1week:earn:streak:${daysAgo(6)}:0:7`]);
    expect((won[0] as PromiseFulfilledResult<StreakClaimReply>).value.giftCardId).toBe('card-1');
  });
});
