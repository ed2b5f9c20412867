import { applyFinish, createAnswerIndex, LocalSpeechEngine, ProviderError } from '@muse/providers';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { EnginePool } from './engine-pool';

const TRAINING = {
  qa: [{ id: 'q1', question: 'When do you open?', answer: 'We open at nine in the morning.' }],
  passages: [
    {
      id: 'rentals',
      topic: 'Rentals',
      text: 'Bikes can be rented by the day. A helmet comes with every rental bike.',
    },
  ],
};

describe('EnginePool', () => {
  const pool = new EnginePool({ threads: 1, queueMax: 2 });
  afterAll(() => pool.close());

  it('speaks on a thread exactly as the local engine does on this one', async () => {
    const req = { text: 'Welcome to Pedal Point!', voice: 'azure-en-US-GuyNeural', format: 'mp3' as const };
    const [pooled, local] = await Promise.all([
      pool.speechEngine('local-speech').synthesize(req),
      new LocalSpeechEngine({ id: 'local-speech' }).synthesize(req),
    ]);
    expect(pooled.mimeType).toBe('audio/mpeg');
    expect(Buffer.compare(pooled.audio, local.audio)).toBe(0);
    expect(pooled.usage.characters).toBe(req.text.length);
  }, 30_000);

  it('reports an engine refusal as the same ProviderError', async () => {
    const refused = await pool
      .speechEngine('local-speech')
      .synthesize({ text: '   ', voice: 'azure-en-US-GuyNeural' })
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ProviderError);
    expect((refused as ProviderError).code).toBe('bad_request');
  }, 30_000);

  it('answers from an index kept in the thread, reading the training only once', async () => {
    let reads = 0;
    const training = async () => {
      reads++;
      return TRAINING;
    };
    const local = await createAnswerIndex(TRAINING);
    for (const question of ['When do you open?', 'Is a helmet included?', 'How much is a pizza?']) {
      const answer = await pool.answer({
        officeId: 'o1',
        trainedAt: 't1',
        question,
        options: { shortAnswers: true },
        training,
      });
      expect(answer).toEqual(await local.answer(question, { shortAnswers: true }));
    }
    expect(reads).toBe(1);
    // new training: read again
    await pool.answer({ officeId: 'o1', trainedAt: 't2', question: 'Hi', options: {}, training });
    expect(reads).toBe(2);
  }, 30_000);

  it('paints a finish on a thread exactly as on this one, leaving the given pixels alone', async () => {
    const data = new Uint8ClampedArray(64 * 48 * 4).map((_, i) => (i * 37) % 256);
    const raster = { width: 64, height: 48, data };
    const before = data.slice();
    const pooled = await pool.finish(raster, 'watercolor', 7);
    expect(pooled).toEqual(applyFinish(raster, 'watercolor', 7));
    expect(data).toEqual(before);
  }, 30_000);

  it('refuses with 503 and a retry time when full', async () => {
    const small = new EnginePool({ threads: 1, queueMax: 1 });
    try {
      const long = { text: 'A long sentence to speak. '.repeat(40), voice: 'azure-en-US-GuyNeural' };
      const engine = small.speechEngine('local-speech');
      const results = await Promise.allSettled([1, 2, 3].map(() => engine.synthesize(long)));
      const refused = results.filter((r) => r.status === 'rejected');
      expect(refused).toHaveLength(1);
      const reason = (refused[0] as PromiseRejectedResult).reason as HttpError;
      expect(reason).toBeInstanceOf(HttpError);
      expect(reason.statusCode).toBe(503);
      expect(reason.details).toEqual({ retryAfterSeconds: expect.any(Number) });
    } finally {
      await small.close();
    }
  }, 60_000);
});
