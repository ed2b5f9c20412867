import { chatReply, startFakeOpenAi, type FakeOpenAi } from '@muse/providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';

const TEXT =
  'Pedal Point rents city bikes for twelve pounds a day. The workshop tunes up any bicycle for forty-five pounds. ' +
  'Repairs are usually finished within two working days.';

/** With a hosted text model configured (a local server speaking the OpenAI wire format). */
describe('offices with a hosted text model', () => {
  let fake: FakeOpenAi;
  let h: Harness;
  let owner: string;
  let officeId: string;
  const post = (url: string, payload: unknown, cookie = owner) =>
    h.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
  const systemOf = (i = 0) => {
    const body = fake.requestsTo('/v1/chat/completions')[i]!.body as {
      messages: { role: string; content: string }[];
    };
    return body.messages.find((m) => m.role === 'system')?.content ?? '';
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    h = await startHarness(
      { OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseUrl, AI_TIMEOUT_MS: '2000' },
      { workers: false },
    );
    owner = await sessionFor(h, 'hosted@example.com');
    officeId = (await post('/api/offices/newOffice', { type: 'aiChat' })).json()._id;
    await post('/api/ai/save-page', { officeId, topic: 'Shop', text: TEXT });
    await post(`/api/offices/${officeId}/updateAssistant/0`, {
      personality: { tone: 'Warm and brief', noinfo: 'Please call the shop.' },
    });
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });

  it('grounds the answer on the same retrieval, with the personality as the system prompt', async () => {
    fake.on('/v1/chat/completions', () =>
      chatReply('A tune-up is £45, and it is usually ready in two days.'),
    );
    const res = await post('/api/openai/ask-question', {
      officeId,
      question: 'How much is a tune-up at the workshop?',
    });
    expect(res.json().answer).toBe('A tune-up is £45, and it is usually ready in two days.');
    const system = systemOf();
    expect(system).toContain('tunes up any bicycle for forty-five pounds');
    expect(system).toContain('Tone: Warm and brief');
    expect(system).toContain('Please call the shop.');
  });

  it('falls back to the local answer when the hosted model fails', async () => {
    fake.on('/v1/chat/completions', () => ({ status: 500, json: { error: { message: 'down' } } }));
    const res = await post('/api/openai/ask-question', {
      officeId,
      question: 'How much is a tune-up at the workshop?',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().answer).toMatch(/forty-five pounds/);
  });

  it('writes questions as JSON, telling the model which are already asked', async () => {
    fake.on('/v1/chat/completions', () =>
      chatReply(
        JSON.stringify({
          questions: [
            { question: 'How long do repairs take?', answer: 'Usually two working days.' },
            { question: 'What does renting a city bike cost?', answer: 'Twelve pounds a day.' },
          ],
        }),
      ),
    );
    const res = await post('/api/openai/create-chat-questions', {
      officeId,
      topic: 'Shop',
      numberOfQuestions: 2,
    });
    expect(res.json().created.map((q: { question: string }) => q.question)).toEqual([
      'How long do repairs take?',
      'What does renting a city bike cost?',
    ]);
    await post('/api/openai/create-chat-questions', { officeId, topic: 'Shop', numberOfQuestions: 2 });
    const user = fake.requestsTo('/v1/chat/completions')[1]!.body as { messages: { content: string }[] };
    expect(user.messages.at(-1)!.content).toContain('How long do repairs take?');
  });

  it('translates through the hosted model', async () => {
    fake.on('/v1/chat/completions', () => chatReply('Hallo Welt'));
    const res = await post('/api/openai/translate', { from: 'en', to: 'de', text: 'Hello world' });
    expect(res.json()).toEqual({ translation: 'Hallo Welt' });
    expect(systemOf()).toContain('from en to de');
  });
});
