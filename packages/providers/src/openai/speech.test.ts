import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProviderRegistry } from '../registry';
import { runSpeechEngineContract } from '../testing/speech-contract';
import { fakeConfig, MP3_BYTES, startFakeOpenAi, type FakeOpenAi } from '../testing/openai-wire-server';

const SPEECH = '/v1/audio/speech';
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
beforeEach(() => fake.reset());
afterAll(() => fake.close());

const speechEngine = (overrides = {}) =>
  createProviderRegistry(fakeConfig(fake, overrides)).requireModel('openai-tts', 'speech');

runSpeechEngineContract(() => speechEngine(), 'alloy');

describe('OpenAI-compatible speech engine', () => {
  it('sends model, voice, text and format, and returns the bytes the server sent', async () => {
    const result = await speechEngine().synthesize({ text: 'Good morning.', voice: 'nova' });
    expect(fake.requestsTo(SPEECH)[0]?.body).toEqual({
      model: 'tts-1',
      voice: 'nova',
      input: 'Good morning.',
      response_format: 'mp3',
    });
    expect(result).toEqual({ audio: MP3_BYTES, mimeType: 'audio/mpeg', usage: { characters: 13 } });
  });

  it('uses the configured model id', async () => {
    await speechEngine({ models: { speech: 'kokoro' } }).synthesize({ text: 'Hi', voice: 'af_sky' });
    expect(fake.requestsTo(SPEECH)[0]?.body.model).toBe('kokoro');
  });
});
