import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProviderRegistry } from '../registry';
import { startFakeComfyUi, startFakeSdWebUi, type FakeImageServer } from '../testing/self-hosted-servers';
import { fillWorkflow, TEXT_TO_IMAGE } from './comfyui-workflow';

let sd: FakeImageServer;
let comfy: FakeImageServer;
beforeAll(async () => {
  [sd, comfy] = await Promise.all([startFakeSdWebUi(), startFakeComfyUi()]);
});
beforeEach(() => {
  sd.calls.length = 0;
  comfy.calls.length = 0;
});
afterAll(async () => {
  await Promise.all([sd.close(), comfy.close()]);
});

const registry = () =>
  createProviderRegistry({
    sdwebui: { url: sd.url, steps: 20 },
    comfyui: { url: comfy.url, checkpoint: 'sd_xl_base_1.0.safetensors' },
  });
const isPng = async (data: Buffer) => (await sharp(data).metadata()).format === 'png';

describe('image servers self-hosters run', () => {
  it('lists both models only when their servers are configured', () => {
    const none = createProviderRegistry({}).models();
    expect(none.find((m) => m.key === 'sdwebui')).toMatchObject({
      available: false,
      unavailableReason: 'needs SDWEBUI_URL',
    });
    expect(none.find((m) => m.key === 'comfyui')).toMatchObject({ available: false });
    const both = registry().models();
    expect(both.filter((m) => ['sdwebui', 'comfyui'].includes(m.key)).map((m) => m.available)).toEqual([
      true,
      true,
    ]);
  });

  it('Stable Diffusion WebUI: txt2img with the size, seed, batch and styles, reporting progress', async () => {
    const engine = registry().requireModel('sdwebui', 'image');
    const progress: number[] = [];
    const result = await engine.generate(
      { prompt: 'a red fox in snow', width: 832, height: 1216, n: 2, seed: 42, styles: ['watercolor'] },
      { onProgress: (p) => progress.push(p) },
    );
    expect(result.images).toHaveLength(2);
    expect(await isPng(result.images[0]!.data)).toBe(true);
    const call = sd.calls.find((c) => c.path === '/sdapi/v1/txt2img');
    expect(call?.body).toMatchObject({
      prompt: 'a red fox in snow, watercolor style',
      width: 832,
      height: 1216,
      batch_size: 2,
      seed: 42,
      steps: 20,
    });
    expect(progress).toContain(50);
  });

  it('Stable Diffusion WebUI: a change in words is img2img, with the mask turned to its convention', async () => {
    const engine = registry().requireModel('sdwebui', 'image');
    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    // transparent (paint here) on the left half, opaque on the right
    const rgba = Buffer.alloc(64 * 48 * 4);
    for (let p = 0; p < 64 * 48; p++) rgba[p * 4 + 3] = p % 64 < 32 ? 0 : 255;
    const mask = await sharp(rgba, { raw: { width: 64, height: 48, channels: 4 } })
      .png()
      .toBuffer();
    await engine.edit!({ image: picture, mask, prompt: 'a boat' });
    const body = sd.calls.find((c) => c.path === '/sdapi/v1/img2img')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ prompt: 'a boat', width: 64, height: 48, inpainting_fill: 1 });
    const painted = await sharp(Buffer.from(body['mask'] as string, 'base64'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number) => painted.data[x * painted.info.channels]!;
    expect(at(0)).toBe(255); // left: white, painted
    expect(at(painted.info.width - 1)).toBe(0); // right: black, kept
  });

  it('Stable Diffusion WebUI: a failure is a readable error', async () => {
    const engine = registry().requireModel('sdwebui', 'image');
    sd.failNext(500);
    await expect(engine.generate({ prompt: 'x', width: 512, height: 512 })).rejects.toMatchObject({
      code: 'unavailable',
      message: expect.stringContaining('CUDA out of memory'),
    });
    const down = createProviderRegistry({ sdwebui: { url: 'http://127.0.0.1:9' } }).requireModel(
      'sdwebui',
      'image',
    );
    await expect(down.generate({ prompt: 'x', width: 512, height: 512 })).rejects.toMatchObject({
      code: 'unavailable',
    });
  });

  it('ComfyUI: queues the filled workflow, follows its progress socket and fetches the saved picture', async () => {
    const engine = registry().requireModel('comfyui', 'image');
    const progress: number[] = [];
    const result = await engine.generate(
      { prompt: 'a lighthouse at dusk', width: 1024, height: 1024, seed: 7 },
      { onProgress: (p) => progress.push(p) },
    );
    expect(await isPng(result.images[0]!.data)).toBe(true);
    const queued = comfy.calls.find((c) => c.path === '/prompt')?.body as {
      prompt: Record<string, { inputs: Record<string, unknown> }>;
    };
    expect(queued.prompt['4']?.inputs['ckpt_name']).toBe('sd_xl_base_1.0.safetensors');
    expect(queued.prompt['6']?.inputs['text']).toBe('a lighthouse at dusk');
    expect(queued.prompt['5']?.inputs).toMatchObject({ width: 1024, height: 1024, batch_size: 1 });
    expect(queued.prompt['3']?.inputs['seed']).toBe(7);
    expect(comfy.calls.some((c) => c.path.startsWith('/view?'))).toBe(true);
    expect(progress).toContain(25);
  });

  it('ComfyUI: a change in words uploads the picture and mask and runs the inpainting graph', async () => {
    const engine = registry().requireModel('comfyui', 'image');
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888888' } })
      .png()
      .toBuffer();
    await engine.edit!({ image: picture, mask: picture, prompt: 'a cat', width: 64, height: 64 });
    expect(comfy.calls.filter((c) => c.path === '/upload/image')).toHaveLength(2);
    const queued = comfy.calls.find((c) => c.path === '/prompt')?.body as {
      prompt: Record<string, { class_type: string; inputs: Record<string, unknown> }>;
    };
    expect(Object.values(queued.prompt).map((n) => n.class_type)).toContain('VAEEncodeForInpaint');
    expect(queued.prompt['10']?.inputs['image']).toMatch(/^upload-\d+\.png$/);
  });

  it('ComfyUI: a workflow the server refuses is a readable error', async () => {
    const engine = registry().requireModel('comfyui', 'image');
    comfy.failNext(400);
    await expect(engine.generate({ prompt: 'x', width: 512, height: 512 })).rejects.toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining('Prompt outputs failed validation'),
    });
  });

  it('fills workflow placeholders: whole values keep their type, parts of strings become text', () => {
    const filled = fillWorkflow(
      {
        a: {
          class_type: 'X',
          inputs: { w: '{{width}}', label: 'size {{width}}x{{height}}', keep: '{{unknown}}' },
        },
      },
      { prompt: 'p', negative: 'n', width: 640, height: 480, seed: 1, steps: 2, checkpoint: 'c', batch: 1 },
    );
    expect(filled['a']?.inputs).toEqual({ w: 640, label: 'size 640x480', keep: '{{unknown}}' });
    expect(TEXT_TO_IMAGE['9']?.class_type).toBe('SaveImage');
  });
});
