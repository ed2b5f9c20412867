import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../../testing/harness';
import { TrainingRepository } from '../offices.training.repository';
import { BuiltInOffice, HELP_OFFICE, HELP_OFFICE_ID } from './help-office';
import { HELP_TOPICS } from './help-texts';

describe("Muse's built-in help office", () => {
  let h: Harness;
  const post = (url: string, payload: unknown, cookie?: string) =>
    h.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
  const ask = async (question: string, cookie: string) => {
    const res = await post('/api/openai/ask-question', { officeId: HELP_OFFICE_ID, question }, cookie);
    expect(res.statusCode).toBe(200);
    return res.json().answer as string;
  };
  const trainedAt = async () =>
    (
      await h.ctx.db
        .selectFrom('offices')
        .select('trainedAt')
        .where('id', '=', HELP_OFFICE_ID)
        .executeTakeFirst()
    )?.trainedAt;
  const topicText = async (topic: string) =>
    (await new TrainingRepository(h.ctx.db).topic(HELP_OFFICE_ID, topic))?.text;

  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
  });
  afterAll(async () => h?.close());

  it('exists on a fresh server, trained on every help topic, and is what the helper chat opens', async () => {
    const office = (await h.app.inject({ method: 'GET', url: `/api/offices/${HELP_OFFICE_ID}` })).json();
    expect(office).toMatchObject({ _id: HELP_OFFICE_ID, demo: true });
    const training = new TrainingRepository(h.ctx.db);
    expect((await training.topics(HELP_OFFICE_ID)).map((t) => t.topic)).toEqual(
      expect.arrayContaining(HELP_TOPICS.map((t) => t.topic)),
    );
    const pairs = await training.allQuestions(HELP_OFFICE_ID);
    expect(pairs).toHaveLength(HELP_TOPICS.reduce((n, t) => n + t.pairs.length, 0));
    expect((await h.app.inject({ method: 'GET', url: '/api/offices/imagechat' })).json()).toEqual({
      officeId: HELP_OFFICE_ID,
    });
  });

  it('answers a newcomer with what to press, and says so when it does not know', async () => {
    const user = await sessionFor(h, 'newcomer@example.com');
    expect(await ask('how do I make a picture?', user)).toMatch(/press Create/);
    expect(await ask('Where do I get credits?', user)).toMatch(/10 free credits/);
    expect(await ask('What is the capital of France?', user)).toMatch(/^I can only help with Muse itself/);
    // The first answer of a process loads the language data (WordNet, the sentence model): slow on a busy CI.
  }, 120_000);

  it('updates its built-in topics when the texts change, and leaves topics an admin added alone', async () => {
    const admin = await sessionFor(h, 'admin@example.com');
    const added = await post(
      '/api/ai/save-page',
      { officeId: HELP_OFFICE_ID, topic: 'Opening hours', text: 'Support answers on weekdays.' },
      admin,
    );
    expect(added.statusCode).toBe(200);
    const before = await trainedAt();

    const [first, ...rest] = HELP_TOPICS;
    const changed = [{ ...first!, text: `${first!.text} Now with video.` }, ...rest];
    await new BuiltInOffice(h.ctx.db, new TrainingRepository(h.ctx.db), h.ctx.logger, {
      ...HELP_OFFICE,
      topics: changed,
    }).ensure();
    expect(await topicText(first!.topic)).toMatch(/Now with video\.$/);
    expect(await topicText('Opening hours')).toBe('Support answers on weekdays.');
    const after = await trainedAt();
    expect(after).not.toBe(before);

    // Unchanged texts write nothing: starting again keeps the training mark.
    await new BuiltInOffice(h.ctx.db, new TrainingRepository(h.ctx.db), h.ctx.logger, {
      ...HELP_OFFICE,
      topics: changed,
    }).ensure();
    expect(await trainedAt()).toBe(after);
  });
});
