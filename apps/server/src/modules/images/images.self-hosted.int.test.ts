import { startFakeComfyUi, startFakeSdWebUi, type FakeImageServer } from '@muse/providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';

/**
 * Generation on the image servers self-hosters run (Stable Diffusion WebUI / Forge and ComfyUI, each a
 * loopback server speaking its wire protocol): listed in /api/models once configured, and an image made on
 * each goes through the queue into My creations.
 */
describe('generation on self-hosted image servers', { timeout: 120_000 }, () => {
  let h: Harness;
  let sd: FakeImageServer;
  let comfy: FakeImageServer;
  let cookie = '';
  beforeAll(async () => {
    [sd, comfy] = await Promise.all([startFakeSdWebUi(), startFakeComfyUi()]);
    h = await startHarness({
      SDWEBUI_URL: sd.url,
      COMFYUI_URL: comfy.url,
      COMFYUI_CHECKPOINT: 'sd_xl_base_1.0.safetensors',
    });
    cookie = await sessionFor(h, 'gpu-owner@example.com');
    const { userId } = (await h.app.inject({ url: '/api/session', headers: { cookie } })).json<{
      userId: string;
    }>();
    await h.ctx.services.credits.grant(userId, 20, { reason: 't', idempotencyKey: 'gpu-topup' });
  });
  afterAll(async () => {
    await h?.close();
    await Promise.all([sd?.close(), comfy?.close()]);
  });

  it('lists both models as ready', async () => {
    const { models } = (await h.app.inject({ url: '/api/models' })).json<{
      models: { key: string; available: boolean }[];
    }>();
    expect(models.filter((m) => ['sdwebui', 'comfyui'].includes(m.key))).toEqual([
      expect.objectContaining({ key: 'sdwebui', available: true }),
      expect.objectContaining({ key: 'comfyui', available: true }),
    ]);
  });

  it.each(['sdwebui', 'comfyui'])('makes an image on %s', async (model) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/images/',
      payload: { description: 'a lighthouse at dusk', model, startGenerate: true },
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { _id } = res.json<{ _id: string }>();
    let row;
    for (let i = 0; i < 300 && !row?.finishedOn; i++) {
      row = await h.ctx.db.selectFrom('items').selectAll().where('id', '=', _id).executeTakeFirst();
      if (!row?.finishedOn) await new Promise((r) => setTimeout(r, 100));
    }
    expect(row?.imageKey, JSON.stringify(row)).toBeTruthy();
    const server = model === 'sdwebui' ? sd : comfy;
    const path = model === 'sdwebui' ? '/sdapi/v1/txt2img' : '/prompt';
    expect(server.calls.some((c) => c.path === path && JSON.stringify(c.body).includes('lighthouse'))).toBe(
      true,
    );
  });
});
