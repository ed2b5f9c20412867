import { chatReply, startFakeOpenAi, type FakeOpenAi } from '@muse/providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';

const answers = [
  {
    question: 'Tell me about a time you tracked down a memory leak in a .NET service.',
    answer: 'I took two memory dumps, compared them in PerfView and fixed a cache that never unsubscribed.',
    category: 'Debugging',
  },
  { question: 'How do you work with designers?', answer: '', category: 'Collaboration' },
];

/** With a hosted text model configured (a local server speaking the OpenAI wire format). */
describe('interviews with a hosted text model', () => {
  let fake: FakeOpenAi;
  let h: Harness;
  let owner: string;
  const post = (url: string, payload: unknown) =>
    h.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie: owner } });
  const submit = async () => {
    const res = await post('/api/openai/submitInterview?jobTitle=C%23%20developer&email=h@example.com', {
      answers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as string;
    for (let i = 0; i < 400; i++) {
      const got = await h.app.inject({ url: `/api/user/interview/${id}` });
      if (got.statusCode === 200) return got.json();
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('not evaluated');
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    h = await startHarness({
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.baseUrl,
      AI_TIMEOUT_MS: '2000',
    });
    owner = await sessionFor(h, 'hosted@example.com');
  }, 60_000);
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });

  it('asks the hosted model for questions as JSON, and uses the local bank when it fails', async () => {
    const questions = [
      { question: 'How do you profile a slow ASP.NET Core endpoint?', category: 'Performance' },
      { question: 'Tell me about a time you refactored legacy C# code.', category: 'Code quality' },
    ];
    fake.on('/v1/chat/completions', () => chatReply(JSON.stringify({ questions })));
    const hosted = await post('/api/openai/createInterviewQuestions', { jobTitle: 'C# developer', count: 2 });
    expect(hosted.json()).toEqual({ data: questions });

    fake.on('/v1/chat/completions', () => ({ status: 500, json: { error: { message: 'down' } } }));
    const local = await post('/api/openai/createInterviewQuestions', { jobTitle: 'C# developer', count: 2 });
    expect(local.statusCode).toBe(200);
    expect(local.json().data).toHaveLength(2);
    expect(local.json().data).not.toEqual(questions);
  });

  it('evaluates with the rubric as JSON when the reply names every competency', async () => {
    const report = {
      overallAnalysis: {
        summary: 'A clear debugging story; the collaboration question was left unanswered.',
        summaryRecommendation: 'Worth a follow-up interview focused on collaboration.',
      },
      categorySummaries: [
        { name: 'Debugging', summary: 'Used “two memory dumps” and PerfView to find the leak.' },
        { name: 'Collaboration', summary: 'No answer was given.' },
      ],
    };
    fake.on('/v1/chat/completions', () => chatReply(JSON.stringify(report)));
    const result = await submit();
    expect(result.overallAnalysis).toEqual(report.overallAnalysis);
    expect(result.categorySummaries).toEqual(report.categorySummaries);
    const body = fake.requestsTo('/v1/chat/completions')[0]!.body as { messages: { content: string }[] };
    expect(body.messages[0]!.content).toContain('situation, task, action');
  });

  it('falls back to the local evaluator on a failure or a reply that misses a competency', async () => {
    fake.on('/v1/chat/completions', () =>
      chatReply(
        JSON.stringify({
          overallAnalysis: {
            summary: 'Looks fine to me overall, really.',
            summaryRecommendation: 'Hire them now.',
          },
          categorySummaries: [{ name: 'Debugging', summary: 'Good enough answer here.' }],
        }),
      ),
    );
    const partial = await submit();
    expect(partial.categorySummaries.map((c: { name: string }) => c.name)).toEqual([
      'Debugging',
      'Collaboration',
    ]);
    expect(partial.categorySummaries[1].summary).toContain('no answer');

    fake.on('/v1/chat/completions', () => ({ status: 500, json: { error: { message: 'down' } } }));
    const failed = await submit();
    expect(failed.categorySummaries[0].summary).toContain('PerfView');
  });
});
