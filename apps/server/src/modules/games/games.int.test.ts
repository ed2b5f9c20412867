import type { GameImage, GuessTheBestClaimReply, GuessTheBestReply } from '@muse/contracts';
import { GUESS_THE_BEST_DAILY_REWARDS } from '@muse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';
import { buildItem, insertItems } from '../images/images.galleries.fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('Guess the Best', () => {
  let h: Harness;
  const req = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    h.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const userIdOf = async (cookie: string) =>
    (await req('GET', '/api/session', cookie)).json<{ userId: string }>().userId;

  let player: string;
  let playerId: string;
  const others = new Set<string>();

  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' }, { workers: false });
    player = await sessionFor(h, 'player@example.com');
    playerId = await userIdOf(player);
  });
  afterAll(async () => h?.close());

  it('answers an error while there are fewer public images than asked', async () => {
    const owner = await h.ctx.services.users.findOrCreateByEmail('painter@example.com');
    const only = buildItem(1, owner.id, { likes: 3 });
    await insertItems(h.ctx.db, [only]);
    others.add(only.filename);
    const res = await req('GET', '/api/images/random/2', player);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_enough_images');
  });

  it('pays no reward while no level can be played, so nothing invites a play that cannot happen', async () => {
    // One public image of others (the test above): a set needs two.
    const level = async (n: number) =>
      (await req('GET', `/api/user/credits/game/GuessTheBest/${n}`, player)).json<GuessTheBestReply>();
    for (const n of [1, 2, 3]) expect(await level(n)).toEqual({ daily: 0, highscore: 0 });
    // The player's own public images do not count: the game never shows them their own.
    await insertItems(h.ctx.db, [buildItem(2, playerId, { likes: 1 }), buildItem(3, playerId, { likes: 2 })]);
    expect((await level(1)).daily).toBe(0);

    // A second image of someone else, with as many likes as the first: now a set of two can be made.
    const rival = await h.ctx.services.users.findOrCreateByEmail('rival@example.com');
    const twin = buildItem(4, rival.id, { likes: 3 });
    await insertItems(h.ctx.db, [twin]);
    others.add(twin.filename);
    expect(await level(1)).toEqual({ daily: GUESS_THE_BEST_DAILY_REWARDS[0], highscore: 0 });
    expect((await level(3)).daily).toBe(GUESS_THE_BEST_DAILY_REWARDS[2]);

    // Tied at 3 likes: both are the most liked, so both are marked correct.
    const res = await req('GET', '/api/images/random/2', player);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: GameImage[] }>().data;
    expect(data.map((d) => [d.likes, d.correct])).toEqual([
      [3, true],
      [3, true],
    ]);
  });

  it("serves others' public images with their likes, exactly one marked correct: the most liked", async () => {
    const painter = await h.ctx.services.users.findOrCreateByEmail('painter@example.com');
    const rival = await h.ctx.services.users.findOrCreateByEmail('rival@example.com');
    // Like counts repeat, so distinct ones have to be chosen; the player's own images are the most liked.
    const rows = [
      ...Array.from({ length: 14 }, (_, i) =>
        buildItem(10 + i, i % 2 ? painter.id : rival.id, { likes: i % 7 }),
      ),
      ...Array.from({ length: 4 }, (_, i) => buildItem(40 + i, playerId, { likes: 1000 })),
      buildItem(50, rival.id, { likes: 999, private: 1 }),
      buildItem(51, rival.id, { likes: 998, finishedOn: null }),
    ];
    await insertItems(h.ctx.db, rows);
    for (const r of rows) if (r.userId !== playerId && !r.private && r.finishedOn) others.add(r.filename);

    for (let round = 0; round < 25; round++) {
      const count = 2 + (round % 3);
      const res = await req('GET', `/api/images/random/${count}`, player);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json<{ data: GameImage[] }>().data;
      expect(data).toHaveLength(count);
      expect(data.every((d) => others.has(d.filename))).toBe(true);
      expect(new Set(data.map((d) => d.filename)).size).toBe(count);
      expect(new Set(data.map((d) => d.likes)).size).toBe(count);
      const best = Math.max(...data.map((d) => d.likes));
      expect(data.filter((d) => d.correct).map((d) => d.likes)).toEqual([best]);
      expect(data[0]).toEqual({
        _id: expect.any(String),
        filename: expect.any(String),
        name: expect.any(String),
        likes: expect.any(Number),
        imageThumbUrl: expect.stringContaining('/api/media/public/'),
        imageUrl: expect.stringContaining('/api/media/public/'),
        correct: expect.any(Boolean),
      });
    }
    // Visitors may look too.
    expect((await req('GET', '/api/images/random/3')).statusCode).toBe(200);
  });

  it('validates the count', async () => {
    for (const count of ['1', '5', 'x', '2.5'])
      expect((await req('GET', `/api/images/random/${count}`, player)).statusCode, count).toBe(400);
  });

  it("pays each level's daily reward once a day and keeps the high score", async () => {
    const c = await sessionFor(h, 'gamer@example.com');
    const userId = await userIdOf(c);
    expect((await req('GET', '/api/user/credits/game/GuessTheBest/1', c)).json<GuessTheBestReply>()).toEqual({
      daily: GUESS_THE_BEST_DAILY_REWARDS[0],
      highscore: 0,
    });
    const first = await req('POST', '/api/user/credits/game/GuessTheBest/1', c, { score: 150 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<GuessTheBestClaimReply>()).toEqual({
      daily: 0,
      highscore: 150,
      claimed: GUESS_THE_BEST_DAILY_REWARDS[0],
      credits: GUESS_THE_BEST_DAILY_REWARDS[0],
      subscriptionCredits: 0,
    });
    const second = await req('POST', '/api/user/credits/game/GuessTheBest/1', c, { score: 100 });
    expect(second.json<GuessTheBestClaimReply>()).toMatchObject({ daily: 0, highscore: 150, claimed: 0 });
    const higher = await req('POST', '/api/user/credits/game/GuessTheBest/1', c, { score: 200 });
    expect(higher.json<GuessTheBestClaimReply>()).toMatchObject({ highscore: 200, claimed: 0 });
    // Level 2 is its own reward.
    const level2 = await req('GET', '/api/user/credits/game/GuessTheBest/2', c);
    expect(level2.json<GuessTheBestReply>()).toEqual({
      daily: GUESS_THE_BEST_DAILY_REWARDS[1],
      highscore: 0,
    });
    expect((await h.ctx.services.credits.balance(userId)).credits).toBe(GUESS_THE_BEST_DAILY_REWARDS[0]);
  });

  it('pays 50 concurrent claims of a level once', async () => {
    const c = await sessionFor(h, 'rusher@example.com');
    const userId = await userIdOf(c);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        req('POST', '/api/user/credits/game/GuessTheBest/3', c, { score: 100 + i }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const paid = results.map((r) => r.json<GuessTheBestClaimReply>().claimed).filter((n) => n > 0);
    expect(paid).toEqual([GUESS_THE_BEST_DAILY_REWARDS[2]]);
    expect((await h.ctx.services.credits.balance(userId)).credits).toBe(GUESS_THE_BEST_DAILY_REWARDS[2]);
    expect((await req('GET', '/api/user/credits/game/GuessTheBest/3', c)).json<GuessTheBestReply>()).toEqual({
      daily: 0,
      highscore: 149,
    });
  });

  it('refuses impossible scores and levels, and gives nothing for a score of 0', async () => {
    const c = await sessionFor(h, 'cheater@example.com');
    const over = await req('POST', '/api/user/credits/game/GuessTheBest/1', c, { score: 201 });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.details[0].field).toBe('score');
    for (const level of ['0', '4', 'x'])
      expect((await req('GET', `/api/user/credits/game/GuessTheBest/${level}`, c)).statusCode).toBe(400);
    expect((await req('POST', '/api/user/credits/game/GuessTheBest/1', c, { score: -1 })).statusCode).toBe(
      400,
    );
    const zero = await req('POST', '/api/user/credits/game/GuessTheBest/1', c, { score: 0 });
    expect(zero.json<GuessTheBestClaimReply>()).toMatchObject({
      claimed: 0,
      daily: GUESS_THE_BEST_DAILY_REWARDS[0],
    });
  });

  it('gives no reward to accounts 7 days old or more', async () => {
    const c = await sessionFor(h, 'veteran@example.com');
    const userId = await userIdOf(c);
    await h.ctx.db
      .updateTable('users')
      .set({ createdAt: new Date(Date.now() - 7 * DAY_MS).toISOString() })
      .where('id', '=', userId)
      .execute();
    expect(
      (await req('GET', '/api/user/credits/game/GuessTheBest/1', c)).json<GuessTheBestReply>().daily,
    ).toBe(0);
    const res = await req('POST', '/api/user/credits/game/GuessTheBest/1', c, { score: 200 });
    expect(res.json<GuessTheBestClaimReply>()).toMatchObject({ claimed: 0, highscore: 200 });
    expect((await h.ctx.services.credits.balance(userId)).credits).toBe(0);
  });
});
