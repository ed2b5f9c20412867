import { GPT_IMAGE_1_MINI_CREDITS } from '@muse/domain';
import { startFakeOpenAi, type FakeOpenAi } from '@muse/providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';

/**
 * Unlimited plans on hosted models: Pro, Premium and Ultimate generate without credits up to the operator's
 * daily fair-use cap (UNLIMITED_HOSTED_PER_DAY), then pay as everyone does; local models stay free.
 */
describe('fair use of hosted models on unlimited plans', { timeout: 120_000 }, () => {
  let h: Harness;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    h = await startHarness({
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.baseUrl,
      UNLIMITED_HOSTED_PER_DAY: '2',
    });
  });
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });

  async function member(name: string, subscription: string) {
    const cookie = await sessionFor(h, `${name}@example.com`);
    const { userId } = (await h.app.inject({ url: '/api/session', headers: { cookie } })).json<{
      userId: string;
    }>();
    await h.ctx.db.updateTable('users').set({ subscription }).where('id', '=', userId).execute();
    await h.ctx.services.credits.grant(userId, 20, { reason: 't', idempotencyKey: `${name}-topup` });
    const balance = async () => (await h.ctx.services.credits.balance(userId)).credits;
    const generate = async (model: string) => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/images/',
        payload: { description: 'a lighthouse at dusk', model, startGenerate: true },
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { _id } = res.json<{ _id: string }>();
      for (let i = 0; i < 300; i++) {
        const row = await h.ctx.db.selectFrom('items').selectAll().where('id', '=', _id).executeTakeFirst();
        if (row?.finishedOn) return row;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the render did not finish');
    };
    return { balance, generate };
  }

  it('makes the first hosted images of the day free for Premium, then charges; local ones stay free', async () => {
    const premium = await member('premium-fair', 'premium');
    const start = await premium.balance();
    await premium.generate('gptimage1mini');
    await premium.generate('gptimage1mini');
    expect(await premium.balance()).toBe(start);
    const third = await premium.generate('gptimage1mini');
    expect(third.imageKey).toBeTruthy();
    expect(await premium.balance()).toBe(start - GPT_IMAGE_1_MINI_CREDITS);
    await premium.generate('art');
    expect(await premium.balance()).toBe(start - GPT_IMAGE_1_MINI_CREDITS);
  });

  it('charges the free plan for hosted images from the first', async () => {
    const free = await member('free-fair', '');
    const start = await free.balance();
    await free.generate('gptimage1mini');
    expect(await free.balance()).toBe(start - GPT_IMAGE_1_MINI_CREDITS);
  });
});
