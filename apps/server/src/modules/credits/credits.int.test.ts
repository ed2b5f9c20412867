import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';
import type { CreditsService } from './credits.service';

describe('credits ledger', () => {
  let h: Harness;
  let credits: CreditsService;
  beforeAll(async () => {
    h = await startHarness();
    credits = h.ctx.services.credits;
  });
  afterAll(async () => h?.close());

  const newUser = async (email: string) => (await h.ctx.services.users.findOrCreateByEmail(email)).id;

  it('applies 100 concurrent spends exactly, never below zero and never twice', async () => {
    const userId = await newUser('race@example.com');
    await credits.grant(userId, 60, { reason: 'top-up', idempotencyKey: 'topup' });
    await credits.grant(userId, 10, { reason: 'plan', idempotencyKey: 'plan', bucket: 'subscription' });

    // 100 spends of 1 credit, each sent twice with the same key: 200 calls, 100 distinct operations.
    const calls = Array.from({ length: 200 }, (_, i) =>
      credits.spend(userId, 1, { reason: 'race', idempotencyKey: `spend-${i % 100}` }).then(
        (r) => ({ ok: true as const, r }),
        (err: { statusCode?: number }) => ({ ok: false as const, status: err.statusCode }),
      ),
    );
    const results = await Promise.all(calls);
    const applied = results.filter((x) => x.ok && x.r.applied).length;
    const refused = results.filter((x) => !x.ok);
    expect(applied).toBe(70);
    expect(refused.every((x) => x.status === 402)).toBe(true);
    expect(await credits.balance(userId)).toEqual({ credits: 0, subscriptionCredits: 0 });

    const history = await credits.history(userId, 500);
    const spends = history.filter((e) => e.reason === 'race');
    expect(spends).toHaveLength(70);
    expect(new Set(spends.map((e) => e.idempotencyKey)).size).toBe(70);
    // The ledger adds up to the balance.
    const sum = history.reduce((acc, e) => acc + e.creditsDelta + e.subscriptionDelta, 0);
    expect(sum).toBe(0);
  });

  it('takes subscription credits first', async () => {
    const userId = await newUser('sub-first@example.com');
    await credits.grant(userId, 5, { reason: 'buy', idempotencyKey: 'buy' });
    await credits.grant(userId, 3, { reason: 'plan', idempotencyKey: 'plan', bucket: 'subscription' });
    const r = await credits.spend(userId, 4, { reason: 'use', idempotencyKey: 'use' });
    expect(r).toMatchObject({ applied: true, credits: 4, subscriptionCredits: 0 });
  });

  it('replays an idempotency key without changing anything', async () => {
    const userId = await newUser('replay@example.com');
    const first = await credits.grant(userId, 50, { reason: 'gift', idempotencyKey: 'gift-1' });
    const second = await credits.grant(userId, 50, { reason: 'gift', idempotencyKey: 'gift-1' });
    expect(first.applied).toBe(true);
    expect(second).toEqual({ ...first, applied: false });
    expect((await credits.balance(userId)).credits).toBe(50);
  });

  it('refuses to spend more than the balance and to remove more than a bucket holds', async () => {
    const userId = await newUser('poor@example.com');
    await credits.grant(userId, 2, { reason: 'buy', idempotencyKey: 'buy' });
    await expect(credits.spend(userId, 3, { reason: 'x', idempotencyKey: 'x' })).rejects.toMatchObject({
      statusCode: 402,
      code: 'insufficient_credits',
    });
    await expect(credits.grant(userId, -5, { reason: 'fix', idempotencyKey: 'fix' })).rejects.toMatchObject({
      statusCode: 402,
    });
    expect(await credits.balance(userId)).toEqual({ credits: 2, subscriptionCredits: 0 });
  });

  it('tells the user’s open pages about a balance change', async () => {
    const userId = await newUser('live@example.com');
    const seen: unknown[] = [];
    const original = h.ctx.realtime.toUser.bind(h.ctx.realtime);
    h.ctx.realtime.toUser = (id, event, data) => {
      if (id === userId) seen.push({ event, data });
      original(id, event, data);
    };
    await credits.grant(userId, 9, { reason: 'gift', idempotencyKey: 'g' });
    h.ctx.realtime.toUser = original;
    expect(seen).toEqual([{ event: 'session:changed', data: { credits: 9, subscriptionCredits: 0 } }]);
  });
});
