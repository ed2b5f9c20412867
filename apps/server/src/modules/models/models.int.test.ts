import { startFakeGemini, type FakeGemini } from '@muse/providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';
import { ModelsService } from './models.service';

interface Entry {
  key: string;
  available: boolean;
  unavailableReason?: string;
  image?: { credits: number; maxCredits?: number; img?: string; group: string };
}
const list = async (h: Harness) =>
  (await h.app.inject({ url: '/api/models' })).json<{ models: Entry[] }>().models;

async function waitFinished(h: Harness, id: string) {
  for (let i = 0; i < 300; i++) {
    const row = await h.ctx.db.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirst();
    if (row?.finishedOn) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the render did not finish');
}

/** GET /api/models: the model entries' maxCredits and img, and Gemini 2.5 image as a hosted model. */
describe('the model catalogue', { timeout: 120_000 }, () => {
  describe('offline', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness();
    });
    afterAll(async () => h?.close());

    it('lists Gemini 2.5 image as needing its key, with its price cap', async () => {
      const gemini = (await list(h)).find((m) => m.key === 'gemini25');
      expect(gemini).toMatchObject({
        available: false,
        unavailableReason: 'needs GEMINI_API_KEY',
        image: { group: 'Google', credits: 4, maxCredits: 8 },
      });
    });

    it("shows a model's most liked public picture here as its img, and none before there is one", async () => {
      expect((await list(h)).find((m) => m.key === 'photo2')?.image).not.toHaveProperty('img');
      const cookie = await sessionFor(h, 'painter@example.com');
      const { userId } = (await h.app.inject({ url: '/api/session', headers: { cookie } })).json<{
        userId: string;
      }>();
      await h.ctx.services.credits.grant(userId, 5, { reason: 't', idempotencyKey: 'painter-topup' });
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/images/',
        payload: { description: 'a quiet harbour', model: 'photo2', startGenerate: true },
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const row = await waitFinished(h, res.json<{ _id: string }>()._id);
      // A fresh list (one process keeps it 5 minutes) shows it.
      const fresh = new ModelsService({
        providers: h.ctx.providers,
        examples: h.ctx.services.imageGalleries,
      });
      const img = (await fresh.list()).find((m) => m.key === 'photo2')?.image?.img;
      expect(img).toBeTruthy();
      expect(img).toContain(row.thumbKey!.split('/').pop()!);
      const picture = await h.app.inject({ url: new URL(img!, 'http://x').pathname });
      expect(picture.statusCode).toBe(200);
    });
  });

  describe('with GEMINI_API_KEY', () => {
    let h: Harness;
    let gemini: FakeGemini;
    beforeAll(async () => {
      gemini = await startFakeGemini();
      h = await startHarness({ GEMINI_API_KEY: gemini.apiKey, GEMINI_BASE_URL: gemini.url });
    });
    afterAll(async () => {
      await h?.close();
      await gemini?.close();
    });

    it('makes a Gemini 2.5 image through the queue and charges its credits', async () => {
      expect((await list(h)).find((m) => m.key === 'gemini25')?.available).toBe(true);
      const cookie = await sessionFor(h, 'gemini-user@example.com');
      const { userId } = (await h.app.inject({ url: '/api/session', headers: { cookie } })).json<{
        userId: string;
      }>();
      await h.ctx.services.credits.grant(userId, 10, { reason: 't', idempotencyKey: 'gemini-topup' });
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/images/',
        payload: {
          description: 'a lighthouse at dusk',
          model: 'gemini25',
          size: 'landscape',
          width: 1344,
          height: 768,
          startGenerate: true,
        },
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const row = await waitFinished(h, res.json<{ _id: string }>()._id);
      expect(row.imageKey, JSON.stringify(row)).toBeTruthy();
      expect(gemini.calls[0]).toMatchObject({ model: 'gemini-2.5-flash-image' });
      expect(gemini.calls[0]!.body.generationConfig?.imageConfig).toEqual({ aspectRatio: '16:9' });
      // 4 credits × (1344×768 / 1024²) rounded up = 4.
      expect((await h.ctx.services.credits.balance(userId)).credits).toBe(6);
    });
  });
});
