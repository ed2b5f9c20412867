import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProviderRegistry } from '../registry';
import { runImageEngineContract } from '../testing/image-contract';
import {
  errorReply,
  fakeConfig,
  PNG_BYTES,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../testing/openai-wire-server';

const IMAGES = '/v1/images/generations';
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
beforeEach(() => fake.reset());
afterAll(() => fake.close());

const imageEngine = (key = 'gptimage1', overrides = {}) =>
  createProviderRegistry(fakeConfig(fake, overrides)).requireModel(key, 'image');

runImageEngineContract(() => imageEngine());

describe('OpenAI-compatible image engine', () => {
  it('sends model, prompt, size and n, and decodes base64 into PNG bytes', async () => {
    const result = await imageEngine().generate({ prompt: 'A lighthouse', width: 1024, height: 1536, n: 2 });
    expect(fake.requestsTo(IMAGES)[0]?.body).toEqual({
      model: 'gpt-image-1',
      prompt: 'A lighthouse',
      size: '1024x1536',
      n: 2,
    });
    expect(result.images).toEqual([
      { data: PNG_BYTES, mimeType: 'image/png' },
      { data: PNG_BYTES, mimeType: 'image/png' },
    ]);
    expect(result.usage).toEqual({ images: 2, inputTokens: 10, outputTokens: 200 });
  });

  it('runs each image entry on its own model, the pro one at high quality', async () => {
    await imageEngine('gptimage1mini').generate({ prompt: 'x', width: 1024, height: 1024 });
    await imageEngine('gptimage1pro').generate({ prompt: 'x', width: 1024, height: 1024 });
    await imageEngine('gptimage1pro').generate({ prompt: 'x', width: 1024, height: 1024, quality: 'low' });
    expect(fake.requestsTo(IMAGES).map((r) => [r.body.model, r.body.quality])).toEqual([
      ['gpt-image-1-mini', undefined],
      ['gpt-image-1', 'high'],
      ['gpt-image-1', 'low'],
    ]);
  });

  it('takes model ids from config and asks other models for base64 explicitly', async () => {
    const engine = imageEngine('gptimage1pro', { models: { imagePro: 'flux-pro' } });
    await engine.generate({ prompt: 'x', width: 512, height: 512 });
    expect(fake.requestsTo(IMAGES)[0]?.body).toMatchObject({
      model: 'flux-pro',
      response_format: 'b64_json',
    });
  });

  it('rejects a reply with URLs instead of image data as bad_response', async () => {
    fake.on(IMAGES, () => ({ json: { created: 0, data: [{ url: 'https://example.invalid/a.png' }] } }));
    await expect(imageEngine().generate({ prompt: 'x', width: 1024, height: 1024 })).rejects.toMatchObject({
      code: 'bad_response',
    });
  });

  it('edits a picture from words through /images/edits, with the picture and mask as PNG files', async () => {
    const mask = Buffer.concat([PNG_BYTES, Buffer.from([0])]);
    const result = await imageEngine().edit!({ image: PNG_BYTES, mask, prompt: 'Make it night' });
    const sent = fake.requestsTo('/v1/images/edits')[0]!;
    expect(sent.body).toMatchObject({ model: 'gpt-image-1', prompt: 'Make it night', n: '1' });
    expect(sent.body.size).toBeUndefined();
    expect(sent.files.image).toMatchObject({ type: 'image/png', bytes: PNG_BYTES });
    expect(sent.files.mask?.bytes).toEqual(mask);
    expect(result.images).toEqual([{ data: PNG_BYTES, mimeType: 'image/png' }]);
  });

  it('sends input pictures through /images/edits as image[], with the prompt saying what each is for', async () => {
    const start = Buffer.concat([PNG_BYTES, Buffer.from([1])]);
    const character = Buffer.concat([PNG_BYTES, Buffer.from([2])]);
    const result = await imageEngine().generate({
      prompt: 'A fox on a beach',
      width: 1024,
      height: 1024,
      inputImages: [
        { data: start, mimeType: 'image/png', role: 'start' },
        { data: character, mimeType: 'image/png', role: 'character' },
      ],
    });
    expect(fake.requestsTo(IMAGES)).toHaveLength(0);
    const sent = fake.requestsTo('/v1/images/edits')[0]!;
    expect(sent.body).toMatchObject({ model: 'gpt-image-1', size: '1024x1024', n: '1' });
    expect(String(sent.body.prompt)).toMatch(
      /^A fox on a beach\s+Picture 1 is the starting picture.*Picture 2 shows the character/,
    );
    expect(Object.values(sent.files).map((f) => f.bytes)).toEqual([start, character]);
    expect(Object.keys(sent.files)[0]).toMatch(/^image/);
    expect(result.images).toHaveLength(1);
  });

  it('edits on another model of the same server when asked, with a size and base64 asked for', async () => {
    await imageEngine().edit!({
      image: PNG_BYTES,
      prompt: 'Add a hat',
      model: 'flux-kontext',
      width: 1024,
      height: 1536,
    });
    expect(fake.requestsTo('/v1/images/edits')[0]?.body).toMatchObject({
      model: 'flux-kontext',
      size: '1024x1536',
      response_format: 'b64_json',
    });
  });

  it('reports a refused edit as a provider error', async () => {
    fake.on('/v1/images/edits', () => errorReply(400, 'Your request was rejected by the safety system.'));
    await expect(imageEngine().edit!({ image: PNG_BYTES, prompt: 'x' })).rejects.toMatchObject({
      code: 'bad_request',
    });
  });
});
