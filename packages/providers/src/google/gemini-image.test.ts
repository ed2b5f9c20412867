import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProviderRegistry } from '../registry';
import { runImageEngineContract } from '../testing/image-contract';
import { startFakeGemini, type FakeGemini } from '../testing/gemini-wire-server';
import { PNG_BYTES } from '../testing/openai-wire-server';
import { nearestAspectRatio } from './gemini-image';

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini();
});
beforeEach(() => {
  fake.calls.length = 0;
});
afterAll(() => fake.close());

const registry = (apiKey = fake.apiKey) => createProviderRegistry({ gemini: { apiKey, baseUrl: fake.url } });
const engine = (apiKey?: string) => registry(apiKey).requireModel('gemini25', 'image');

runImageEngineContract(() => engine());

describe('Gemini 2.5 image (Gemini API generateContent)', () => {
  it('is listed as a hosted model that needs its key until GEMINI_API_KEY is set', () => {
    const offline = createProviderRegistry({})
      .models()
      .find((m) => m.key === 'gemini25');
    expect(offline).toMatchObject({
      kind: 'hosted',
      available: false,
      unavailableReason: 'needs GEMINI_API_KEY',
      image: { group: 'Google', credits: 4, maxCredits: 8, featured: true },
    });
    expect(
      registry()
        .models()
        .find((m) => m.key === 'gemini25')?.available,
    ).toBe(true);
  });

  it('sends the prompt, IMAGE modality and nearest aspect ratio with the key in a header', async () => {
    const result = await engine().generate({
      prompt: 'A lighthouse',
      width: 1344,
      height: 768,
      styles: ['watercolor'],
    });
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call).toMatchObject({ model: 'gemini-2.5-flash-image', apiKey: fake.apiKey });
    expect(call!.body).toEqual({
      contents: [{ role: 'user', parts: [{ text: 'A lighthouse, in watercolor style' }] }],
      generationConfig: { responseModalities: ['IMAGE'], imageConfig: { aspectRatio: '16:9' } },
    });
    expect(result.images).toEqual([{ data: PNG_BYTES, mimeType: 'image/png' }]);
    expect(result.usage).toEqual({ images: 1, inputTokens: 12, outputTokens: 1290 });
  });

  it('makes n pictures as n calls and adds up their usage', async () => {
    const result = await engine().generate({ prompt: 'x', width: 1024, height: 1024, n: 3 });
    expect(fake.calls).toHaveLength(3);
    expect(result.usage).toEqual({ images: 3, inputTokens: 36, outputTokens: 3870 });
  });

  it('edits a picture: the picture inline, then the words', async () => {
    const result = await engine().edit!({ image: PNG_BYTES, prompt: 'make the sky stormy' });
    const parts = fake.calls[0]!.body.contents![0]!.parts!;
    expect(parts[0]!.inlineData).toEqual({ mimeType: 'image/png', data: PNG_BYTES.toString('base64') });
    expect(parts[1]).toEqual({ text: 'make the sky stormy' });
    expect(fake.calls[0]!.body.generationConfig).toEqual({ responseModalities: ['IMAGE'] });
    expect(result.images).toHaveLength(1);
  });

  it('takes input pictures inline before the words, which say what each is for', async () => {
    const start = Buffer.concat([PNG_BYTES, Buffer.from([1])]);
    const character = Buffer.concat([PNG_BYTES, Buffer.from([2])]);
    await engine().generate({
      prompt: 'A fox on a beach',
      width: 1024,
      height: 1024,
      inputImages: [
        { data: start, mimeType: 'image/png', role: 'start' },
        { data: character, mimeType: 'image/jpeg', role: 'character' },
      ],
    });
    const parts = fake.calls[0]!.body.contents![0]!.parts!;
    expect(parts[0]!.inlineData).toEqual({ mimeType: 'image/png', data: start.toString('base64') });
    expect(parts[1]!.inlineData).toEqual({ mimeType: 'image/jpeg', data: character.toString('base64') });
    expect(parts[2]!.text).toBe(
      'A fox on a beach\n\nPicture 1 is the starting picture: keep its composition and colours. Picture 2 shows the character: draw the same character, with the same look.',
    );
  });

  it('turns refusals and errors into readable provider errors', async () => {
    fake.failNext('no-image');
    await expect(engine().generate({ prompt: 'x', width: 1024, height: 1024 })).rejects.toMatchObject({
      code: 'bad_request',
      message: 'The model made no picture: I cannot make that picture.',
    });
    fake.failNext('blocked');
    await expect(engine().generate({ prompt: 'x', width: 1024, height: 1024 })).rejects.toMatchObject({
      code: 'bad_request',
      message: 'The prompt was blocked by the model (SAFETY).',
    });
    fake.failNext({ status: 429 });
    await expect(engine().generate({ prompt: 'x', width: 1024, height: 1024 })).rejects.toMatchObject({
      code: 'rate_limited',
      retryable: true,
      status: 429,
    });
    await expect(engine('wrong').generate({ prompt: 'x', width: 1024, height: 1024 })).rejects.toMatchObject({
      code: 'bad_request',
      message: "Google's Gemini API answered 400: API key not valid. Please pass a valid API key.",
    });
  });

  it('matches sizes to the ratios the model takes', () => {
    expect(nearestAspectRatio(1024, 1024)).toBe('1:1');
    expect(nearestAspectRatio(1024, 768)).toBe('4:3');
    expect(nearestAspectRatio(576, 1024)).toBe('9:16');
    expect(nearestAspectRatio(1792, 1024)).toBe('16:9');
    expect(nearestAspectRatio(2048, 800)).toBe('21:9');
  });
});
