import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';

/** Spec: "Premium and Ultimate are generated first": waiting renders start by the owner's plan, then by age. */
describe('the generation queue', { timeout: 120_000 }, () => {
  let h: Harness;
  // A fresh server per test: each starts its workers only once its requests wait.
  beforeEach(async () => {
    h = await startHarness({}, { workers: false });
  });
  afterEach(async () => h?.close());

  async function requester(name: string, subscription: string) {
    const cookie = await sessionFor(h, `${name}@example.com`);
    const { userId } = (await h.app.inject({ url: '/api/session', headers: { cookie } })).json<{
      userId: string;
    }>();
    await h.ctx.db.updateTable('users').set({ subscription }).where('id', '=', userId).execute();
    await h.ctx.services.credits.grant(userId, 5, { reason: 't', idempotencyKey: `${name}-topup` });
    return async (description: string) => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/images/',
        payload: { description, model: 'art', startGenerate: true },
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ _id: string }>()._id;
    };
  }

  async function startedOrder(ids: Record<string, string>) {
    for (let i = 0; i < 1200; i++) {
      const rows = await h.ctx.db
        .selectFrom('items')
        .select(['id', 'startedOn', 'finishedOn'])
        .where('id', 'in', Object.values(ids))
        .execute();
      if (rows.every((r) => r.finishedOn)) {
        const started = (id: string) => rows.find((r) => r.id === id)!.startedOn!;
        return Object.entries(ids)
          .sort(([, a], [, b]) => started(a).localeCompare(started(b)))
          .map(([name]) => name);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the renders did not finish');
  }

  it('starts an Ultimate request sent after ten Free ones first', async () => {
    const ids: Record<string, string> = {};
    // Free plans hold 2 waiting requests each, so five free people ask twice.
    for (let person = 1; person <= 5; person++) {
      const free = await requester(`free-${person}`, '');
      for (let n = 1; n <= 2; n++) ids[`free-${person}-${n}`] = await free(`a harbour, take ${n}`);
    }
    ids.ultimate = await (await requester('ultimate-late', 'ultimate'))('a desert at dawn');
    await h.ctx.queue.startWorkers({ services: h.ctx.jobServices, concurrency: 1 });
    const order = await startedOrder(ids);
    expect(order[0]).toBe('ultimate');
    // Within a plan, first come first served.
    expect(order.slice(1)).toEqual(Object.keys(ids).filter((k) => k !== 'ultimate'));
  });

  it('renders Ultimate first, then Premium, then everyone else in the order they asked', async () => {
    const free = await requester('free', '');
    const pro = await requester('pro', 'true');
    const premium = await requester('premium', 'premium');
    const ultimate = await requester('ultimate', 'ultimate');
    const ids = {
      free1: await free('a lighthouse'),
      pro: await pro('a red fox'),
      premium: await premium('a mountain lake'),
      free2: await free('a sailing boat'),
      ultimate: await ultimate('a city at night'),
    };
    await h.ctx.queue.startWorkers({ services: h.ctx.jobServices, concurrency: 1 });
    const items = await (async () => {
      for (let i = 0; i < 600; i++) {
        const rows = await h.ctx.db
          .selectFrom('items')
          .select(['id', 'startedOn', 'finishedOn'])
          .where('id', 'in', Object.values(ids))
          .execute();
        if (rows.every((r) => r.finishedOn)) return rows;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the renders did not finish');
    })();
    const started = (id: string) => items.find((r) => r.id === id)!.startedOn!;
    const order = Object.entries(ids)
      .sort(([, a], [, b]) => started(a).localeCompare(started(b)))
      .map(([name]) => name);
    expect(order).toEqual(['ultimate', 'premium', 'free1', 'pro', 'free2']);
  });
});
