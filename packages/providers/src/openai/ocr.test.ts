import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProviderRegistry } from '../registry';
import {
  chatReply,
  fakeConfig,
  PNG_BYTES,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../testing/openai-wire-server';
import { VISION_OCR_PROMPT } from './ocr';

const CHAT = '/v1/chat/completions';
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
beforeEach(() => fake.reset());
afterAll(() => fake.close());

const withVision = () => fakeConfig(fake, { models: { vision: 'vision-model' } });
const modelSays = (content: string) => fake.on(CHAT, () => chatReply(content, 'vision-model'));

describe('OpenAI-compatible vision text recognition', () => {
  it('is offered only when the vision model is named, and is then preferred to the local engine', () => {
    const plain = createProviderRegistry(fakeConfig(fake));
    expect(plain.engine('ocr')?.id).toBe('local-ocr');
    expect(plain.models().find((m) => m.key === 'openai-vision-ocr')).toMatchObject({
      available: false,
      unavailableReason: 'needs OPENAI_VISION_MODEL',
    });
    const vision = createProviderRegistry(withVision());
    expect(vision.engines('ocr').map((e) => e.id)).toEqual(['openai-vision-ocr', 'local-ocr']);
  });

  it('sends the picture as a data URL with the transcription prompt and returns the text', async () => {
    modelSays('solve 3x + 7 = 25');
    const engine = createProviderRegistry(withVision()).require('ocr');
    const result = await engine.recognize({ image: PNG_BYTES });
    expect(result).toEqual({
      text: 'solve 3x + 7 = 25',
      usage: { inputTokens: 12, outputTokens: 7, images: 1 },
    });
    const [request] = fake.requestsTo(CHAT);
    expect(request?.body).toMatchObject({
      model: 'vision-model',
      temperature: 0,
      messages: [
        { role: 'system', content: VISION_OCR_PROMPT },
        {
          role: 'user',
          content: [
            {
              type: 'image_url',
              image_url: { url: `data:image/png;base64,${PNG_BYTES.toString('base64')}`, detail: 'high' },
            },
          ],
        },
      ],
    });
  });

  it('takes the text out of a code fence the model wrapped it in', async () => {
    modelSays('```\nx^2 - 5x + 6 = 0\n```');
    const engine = createProviderRegistry(withVision()).require('ocr');
    expect((await engine.recognize({ image: PNG_BYTES })).text).toBe('x^2 - 5x + 6 = 0');
  });

  it('refuses what is not a picture before calling the server, and reports a server failure', async () => {
    const engine = createProviderRegistry(withVision()).require('ocr');
    await expect(engine.recognize({ image: Buffer.from('GIF89a') })).rejects.toMatchObject({
      code: 'bad_request',
    });
    expect(fake.requestsTo(CHAT)).toHaveLength(0);
    fake.on(CHAT, () => ({ status: 401, json: { error: { message: 'bad key' } } }));
    await expect(engine.recognize({ image: PNG_BYTES })).rejects.toMatchObject({ code: 'unauthorized' });
  });
});
