import { startFakeComfyUi, startFakeSdWebUi, type FakeImageServer } from '@muse/providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sessionFor, startHarness, waitFinished, type Harness } from '../../testing/harness';
import { buildItem, insertItems } from './images.galleries.fixtures';

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

  it('takes no input pictures here: a picture to start from is refused, a character is drawn from its words and the item says so', async () => {
    const { userId } = (await h.app.inject({ url: '/api/session', headers: { cookie } })).json<{
      userId: string;
    }>();
    await h.ctx.services.admin.setSubscription(
      { userId: 'test', sessionId: '', email: null, isGuest: false, isAdmin: true },
      userId,
      'ultimate',
      undefined,
    );
    const picture = buildItem(1, userId);
    await insertItems(h.ctx.db, [picture]);
    await h.ctx.blobs.put(
      picture.imageKey!,
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c86414' } })
        .png()
        .toBuffer(),
      { contentType: 'image/png', visibility: 'public' },
    );
    const post = (url: string, payload: Record<string, unknown>) =>
      h.app.inject({ method: 'POST', url, payload, headers: { cookie } });
    const refused = await post('/api/images/', {
      description: 'a harbour',
      model: 'sdwebui',
      inputImage: picture.filename,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].field).toBe('inputImage');
    expect(refused.json().error.message).toMatch(/cannot start from a picture/);

    const character = await post('/api/images/characters', {
      name: 'Pip',
      description: 'a small orange fox',
      filename: picture.filename,
    });
    expect(character.statusCode, character.body).toBe(200);
    const made = await post('/api/images/', {
      description: 'on a harbour wall',
      model: 'sdwebui',
      characterId: character.json<{ _id: string }>()._id,
    });
    expect(made.statusCode, made.body).toBe(200);
    const item = await waitFinished(h, cookie, made.json<{ filename: string }>().filename);
    expect(item.imageUrl).toBeTruthy();
    expect(item.message).toBe(
      'Stable Diffusion drew the character from its description only, not its picture',
    );
    expect(
      sd.calls.some((c) => String(JSON.stringify(c.body)).includes('on a harbour wall. a small orange fox')),
    ).toBe(true);
  });
});
