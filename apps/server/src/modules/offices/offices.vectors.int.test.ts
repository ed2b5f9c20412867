import {
  chatReply,
  startFakeOpenAi,
  type FakeOpenAi,
  type FakeRequest,
  type FakeResponse,
} from '@muse/providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';
import { trainingItems } from './offices.vectors.items';

const MODEL = 'test-embedding-model';
/**
 * The fake model's vectors: how often each of these words occurs, plus a constant, so texts about the
 * same things are near (cosine) and others are not, as with a real model.
 */
const WORDS = ['bike', 'rent', 'helmet', 'tune', 'workshop', 'repair', 'open', 'nine', 'pizza', 'scooter'];
const vectorOf = (text: string) => [...WORDS.map((w) => text.toLowerCase().split(w).length - 1), 0.1];

const RENTALS =
  'Bikes can be rented by the day for twelve pounds. A helmet comes free with every rental bike.\n\n' +
  'Rented bikes go back before six in the evening.';
const WORKSHOP = 'The workshop tunes up any bicycle for forty-five pounds. A repair takes two working days.';
const PAIRS = [
  { question: 'When do you open?', answer: 'We open at nine every morning.' },
  { question: 'Do you rent scooters?', answer: 'No, only bikes.' },
];

/** Offices' training embedded through a hosted embeddings model (OPENAI_EMBEDDINGS_MODEL). */
describe('offices with hosted embeddings', () => {
  let fake: FakeOpenAi;
  let h: Harness;
  let owner: string;
  let officeId: string;
  /** Inputs that make the fake embeddings endpoint fail with a 500. */
  let failOn: RegExp | null = null;

  const post = (url: string, payload: unknown) =>
    h.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie: owner } });
  const inputsOf = (requests: FakeRequest[]) => requests.flatMap((r) => r.body.input as string[]);
  const embeddedTexts = () => inputsOf(fake.requestsTo('/v1/embeddings'));
  const systemOf = (i = 0) => {
    const body = fake.requestsTo('/v1/chat/completions')[i]!.body as {
      messages: { role: string; content: string }[];
    };
    return body.messages.find((m) => m.role === 'system')?.content ?? '';
  };
  const rowsOf = (office: string) =>
    h.ctx.db
      .selectFrom('officeVectors')
      .selectAll()
      .where('officeId', '=', office)
      .orderBy('kind')
      .orderBy('sourceId')
      .orderBy('position')
      .execute();
  /** Waits until the office's vectors are complete for its current training. */
  async function embedded(office: string): Promise<void> {
    for (let i = 0; i < 400; i++) {
      const [state, row] = await Promise.all([
        h.ctx.db
          .selectFrom('officeVectorState')
          .selectAll()
          .where('officeId', '=', office)
          .executeTakeFirst(),
        h.ctx.db.selectFrom('offices').select('trainedAt').where('id', '=', office).executeTakeFirstOrThrow(),
      ]);
      if (state?.trainedAt === row.trainedAt && state.model === MODEL) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`the training of ${office} was not embedded`);
  }
  function embeddingsReply(req: FakeRequest): FakeResponse {
    const input = req.body.input as string[];
    if (failOn && input.some((text) => failOn!.test(text))) {
      return { status: 500, json: { error: { message: 'embeddings are down' } } };
    }
    return {
      json: {
        object: 'list',
        model: req.body.model,
        data: input.map((text, index) => ({ object: 'embedding', index, embedding: vectorOf(text) })),
        usage: { prompt_tokens: input.length, total_tokens: input.length },
      },
    };
  }
  const ask = async (office: string, question: string) => {
    const res = await post('/api/openai/ask-question', { officeId: office, question });
    expect(res.statusCode).toBe(200);
    return res.json<{ answer: string; followUpQuestions: string[] }>();
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    h = await startHarness({
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_EMBEDDINGS_MODEL: MODEL,
      AI_TIMEOUT_MS: '2000',
    });
    owner = await sessionFor(h, 'vectors@example.com');
    officeId = (await post('/api/offices/newOffice', { type: 'aiChat' })).json()._id;
  });
  beforeEach(() => {
    fake.reset();
    failOn = null;
    fake.on('/v1/embeddings', embeddingsReply);
  });
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });

  it('stores a vector for every passage and pair of the training', async () => {
    await post('/api/ai/save-page', { officeId, topic: 'Rentals', text: RENTALS });
    await post('/api/ai/save-page', { officeId, topic: 'Workshop', text: WORKSHOP });
    const saved = await post('/api/ai/save-questions', { officeId, topic: 'Rentals', questions: PAIRS });
    expect(saved.statusCode).toBe(200);
    const pairIds = saved.json().data.map((q: { _id: string }) => q._id);
    await embedded(officeId);

    const rows = await rowsOf(officeId);
    const expected = trainingItems(
      saved.json().data.map((q: { _id: string; question: string }) => ({ id: q._id, question: q.question })),
      [
        { topic: 'Rentals', text: RENTALS },
        { topic: 'Workshop', text: WORKSHOP },
      ],
    );
    expect(rows).toHaveLength(expected.length);
    expect(rows.filter((r) => r.kind === 'qa').map((r) => r.sourceId)).toEqual([...pairIds].sort());
    expect(rows.filter((r) => r.kind === 'qa').map((r) => r.text)).toEqual(
      expect.arrayContaining(PAIRS.map((p) => p.question)),
    );
    const passages = rows.filter((r) => r.kind === 'passage');
    expect(new Set(passages.map((r) => r.sourceId))).toEqual(new Set(['Rentals', 'Workshop']));
    for (const row of rows) {
      const item = expected.find(
        (it) => it.kind === row.kind && it.sourceId === row.sourceId && it.position === row.position,
      )!;
      expect(row).toMatchObject({ text: item.text, textHash: item.hash, model: MODEL, dimensions: 11 });
      // Float32 little endian, as the model sent it for the text with its topic's name
      const vector = Buffer.from(row.vector);
      expect(vector).toHaveLength(11 * 4);
      expect(Array.from({ length: 11 }, (_, i) => vector.readFloatLE(i * 4))).toEqual([
        ...Float32Array.from(vectorOf(item.input)),
      ]);
    }
    expect(embeddedTexts()).toEqual(expect.arrayContaining(expected.map((it) => it.input)));
    expect(embeddedTexts().filter((t) => t.startsWith('Workshop: '))).not.toHaveLength(0);
  });

  it('re-embeds only the passages of the topic that changed', async () => {
    const before = await rowsOf(officeId);
    await post('/api/ai/save-page', {
      officeId,
      topic: 'Workshop',
      text: `${WORKSHOP} The workshop also fits new tyres while you wait.`,
    });
    await embedded(officeId);
    const texts = embeddedTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(/^Workshop: /);
    expect(texts.join(' ')).toContain('fits new tyres');
    const after = await rowsOf(officeId);
    // the other topic's and the pairs' rows are the very same rows
    const untouched = (rows: typeof before) =>
      rows.filter((r) => r.sourceId !== 'Workshop').map((r) => `${r.sourceId}:${r.position}:${r.createdAt}`);
    expect(untouched(after)).toEqual(untouched(before));
    expect(
      after
        .filter((r) => r.sourceId === 'Workshop')
        .map((r) => r.text)
        .join(' '),
    ).toContain('fits new tyres');

    // training saved again unchanged: nothing is embedded
    fake.reset();
    fake.on('/v1/embeddings', embeddingsReply);
    await post('/api/ai/save-page', { officeId, topic: 'Rentals', text: RENTALS });
    await embedded(officeId);
    expect(embeddedTexts()).toEqual([]);
  });

  it('answers from the retrieved text through the hosted chat model', async () => {
    fake.on('/v1/chat/completions', () => chatReply('Yes, a helmet is free with every bike.'));
    const reply = await ask(officeId, 'Is a helmet included when I rent a bike?');
    expect(reply.answer).toBe('Yes, a helmet is free with every bike.');
    // the question was embedded once, and the nearest passage grounds the completion
    expect(embeddedTexts()).toEqual(['Is a helmet included when I rent a bike?']);
    const system = systemOf();
    expect(system).toContain('What your training says about it:');
    expect(system).toContain('A helmet comes free with every rental bike.');
    expect(system).not.toContain('tunes up any bicycle');

    // a trained pair comes with its answer
    fake.on('/v1/chat/completions', () => chatReply('From nine.'));
    const open = await ask(officeId, 'What time do you open?');
    expect(open.answer).toBe('From nine.');
    expect(systemOf(1)).toContain('Q: When do you open?\nA: We open at nine every morning.');
    expect(open.followUpQuestions).toEqual(['Do you rent scooters?']);

    // nothing near enough: the model is told so
    fake.on('/v1/chat/completions', () => chatReply('Please ask in the shop.'));
    expect((await ask(officeId, 'Do you bake pizza?')).answer).toBe('Please ask in the shop.');
    expect(systemOf(2)).toContain('Nothing in your training covers this question.');
  });

  it('answers through the local engine when embedding the question fails', async () => {
    failOn = /./;
    fake.on('/v1/chat/completions', () => chatReply('A tune-up is £45.'));
    const reply = await ask(officeId, 'How much does the workshop charge to tune up a bike?');
    expect(reply.answer).toBe('A tune-up is £45.');
    // only the question was sent (the client retries a 500 itself)
    expect(new Set(embeddedTexts())).toEqual(
      new Set(['How much does the workshop charge to tune up a bike?']),
    );
    // the local engine's retrieval: one passage, not the vector path's list
    const system = systemOf();
    expect(system).toContain('forty-five pounds');
    expect(system).not.toContain('Q: ');
    expect(h.logs.join('')).toContain('embedding the question failed; answering locally');
  });

  it('deletes the vectors of a deleted topic without embedding anything', async () => {
    const deleted = await post('/api/ai/delete-page', { officeId, topic: 'Workshop' });
    expect(deleted.statusCode).toBe(200);
    await embedded(officeId);
    const rows = await rowsOf(officeId);
    expect(rows.filter((r) => r.sourceId === 'Workshop')).toEqual([]);
    expect(rows.filter((r) => r.sourceId === 'Rentals').length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.kind === 'qa')).toHaveLength(2);
    expect(embeddedTexts()).toEqual([]);
  });

  it('catches up when the training mark moved without a training change (a new personality)', async () => {
    const changed = await post(`/api/offices/${officeId}/updateAssistant/0`, {
      personality: { noinfo: 'Please call the shop.' },
    });
    expect(changed.statusCode).toBe(200);
    // the vectors are of an older mark: this answer is local, and it queues the embed job
    fake.on('/v1/chat/completions', () => chatReply('We open at nine.'));
    await ask(officeId, 'What time do you open?');
    expect(embeddedTexts()).toEqual([]);
    await embedded(officeId);
    // nothing needed embedding; the next question goes through the vectors again
    expect(embeddedTexts()).toEqual([]);
    await ask(officeId, 'What time do you open?');
    expect(embeddedTexts()).toEqual(['What time do you open?']);
    expect(systemOf(1)).toContain('Q: When do you open?');
  });

  it('answers through the local engine while an office’s vectors are incomplete', async () => {
    const office = (await post('/api/offices/newOffice', { type: 'aiChat' })).json()._id;
    await post('/api/ai/save-page', { officeId: office, topic: 'Rentals', text: RENTALS });
    await embedded(office);
    // the new topic cannot be embedded: the vectors stay those of the older training
    failOn = /scooter/i;
    await post('/api/ai/save-page', {
      officeId: office,
      topic: 'Scooters',
      text: 'Electric scooters cost twenty pounds a day. Every scooter has a phone holder.',
    });
    for (let i = 0; i < 200 && !fake.requestsTo('/v1/embeddings').length; i++) {
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(fake.requestsTo('/v1/embeddings').length).toBeGreaterThan(0);
    const before = fake.requestsTo('/v1/embeddings').length;

    fake.on('/v1/chat/completions', () => chatReply('Scooters are £20 a day.'));
    const reply = await ask(office, 'How much is an electric scooter for a day?');
    expect(reply.answer).toBe('Scooters are £20 a day.');
    // the question is not embedded: the local engine answers from the whole current training
    const questions = inputsOf(fake.requestsTo('/v1/embeddings').slice(before));
    expect(questions).not.toContain('How much is an electric scooter for a day?');
    expect(systemOf()).toContain('twenty pounds a day');
    const state = await h.ctx.db
      .selectFrom('officeVectorState')
      .select('trainedAt')
      .where('officeId', '=', office)
      .executeTakeFirstOrThrow();
    const mark = await h.ctx.services.offices.trainedAt(office);
    expect(state.trainedAt).not.toBe(mark);
  });
});
