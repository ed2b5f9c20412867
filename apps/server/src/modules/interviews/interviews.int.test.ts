import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_INTERVIEWS_PER_ADDRESS } from './interviews.service';
import { accountFor, cookieOf, startHarness, type Harness } from '../../testing/harness';
import { castOffice, requester } from '../../testing/office-cast';

const STRONG =
  'Last year our order API on .NET 6 grew from 400 MB to 3 GB over two days. I took two memory dumps with ' +
  'dotnet-dump and compared them in PerfView, and found a singleton cache that never unsubscribed from ' +
  'an event. I changed it to a weak event pattern and added a regression test. Memory stayed flat at 450 MB.';

const answers = [
  {
    question: 'Tell me about a time you tracked down a memory leak in a .NET service.',
    answer: STRONG,
    category: 'Debugging',
  },
  {
    question: 'Describe a time you disagreed with a teammate about a design decision.',
    answer: 'My favourite holiday was in Portugal, we ate grilled sardines every evening.',
    category: 'Teamwork',
  },
];

describe('interviews: questions, submissions, the evaluation job, results', () => {
  let h: Harness;
  let owner: string;
  let other: string;
  let admin: string;
  let guest: string;
  let officeId: string;

  const req = requester(() => h);
  const submitUrl = (email = 'hiring@example.com', jobTitle = 'C# developer') =>
    `/api/openai/submitInterview?jobTitle=${encodeURIComponent(jobTitle)}&email=${encodeURIComponent(email)}`;

  /** Polls the result until the job has written it. */
  async function waitResult(id: string) {
    for (let i = 0; i < 600; i++) {
      const res = await req('GET', `/api/user/interview/${id}`);
      if (res.statusCode === 200) return res.json();
      expect(res.statusCode).toBe(404);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`interview ${id} was not evaluated`);
  }

  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
    ({ owner, other, admin, guest, officeId } = await castOffice(h, req, {
      office: { type: 'interview', name: 'Hiring' },
    }));
  }, 60_000);
  afterAll(async () => h?.close());

  describe('POST /api/openai/createInterviewQuestions', () => {
    it('writes the default 5 questions in the role’s words for any signed-in user, guests included', async () => {
      for (const cookie of [owner, guest]) {
        const res = await req('POST', '/api/openai/createInterviewQuestions', cookie, {
          jobTitle: 'C# developer',
        });
        expect(res.statusCode, res.body).toBe(200);
        const { data } = res.json() as { data: { question: string; category: string }[] };
        expect(data).toHaveLength(5);
        for (const q of data) {
          expect(q.question.length).toBeGreaterThan(10);
          expect(q.category.length).toBeGreaterThan(2);
        }
        expect(new Set(data.map((q) => q.category)).size).toBe(5);
      }
    });

    it('clamps the count (1..10, a non-number is 5, auto is 5)', async () => {
      const count = async (value: unknown) =>
        (
          await req('POST', '/api/openai/createInterviewQuestions', owner, {
            jobTitle: 'Registered nurse',
            count: value,
          })
        ).json().data.length;
      expect(await count(0)).toBe(1);
      expect(await count(3)).toBe(3);
      expect(await count(25)).toBe(10);
      expect(await count('many')).toBe(5);
      expect(await count('auto')).toBe(5);
    });

    it('writes questions for visitors too (the public practice page), and refuses a missing or long job title (400 naming jobTitle)', async () => {
      const visitor = await req('POST', '/api/openai/createInterviewQuestions', undefined, {
        jobTitle: 'Nurse',
      });
      expect(visitor.statusCode, visitor.body).toBe(200);
      expect(visitor.json().data).toHaveLength(5);
      for (const body of [{}, { jobTitle: '   ' }, { jobTitle: 'x'.repeat(201) }]) {
        const res = await req('POST', '/api/openai/createInterviewQuestions', owner, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(JSON.stringify(res.json().error.details)).toContain('jobTitle');
      }
    });
  });

  describe('POST /api/openai/submitInterview and the evaluation job', () => {
    it('takes a visitor’s answers, evaluates them, serves the result by its id and mails it', async () => {
      const res = await req('POST', submitUrl('Hiring@Example.com'), undefined, { answers, officeId });
      expect(res.statusCode, res.body).toBe(200);
      const { id } = res.json() as { id: string };
      expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const row = await h.ctx.db
        .selectFrom('interviews')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.userId).toMatch(/^visitor-/);
      expect(row.email).toBe('hiring@example.com');

      const result = await waitResult(id);
      expect(result.id).toBe(id);
      expect(result.jobTitle).toBe('C# developer');
      expect(result.answers).toEqual(answers.map(({ question, answer }) => ({ question, answer })));
      expect(result.categorySummaries.map((c: { name: string }) => c.name)).toEqual([
        'Debugging',
        'Teamwork',
      ]);
      const [debugging, teamwork] = result.categorySummaries as { summary: string }[];
      // The report quotes the candidate and says when an answer is off-topic.
      expect(debugging!.summary).toContain('450 MB');
      expect(teamwork!.summary).toMatch(/something else/);
      expect(result.overallAnalysis.summary.length).toBeGreaterThan(40);
      expect(result.overallAnalysis.summaryRecommendation.length).toBeGreaterThan(20);

      // The mail job delivers it to the dev outbox.
      let mail: { subject: string; text: string } | undefined;
      for (let i = 0; i < 200 && !mail; i++) {
        const out = await req(
          'GET',
          `/api/dev/outbox?to=hiring@example.com&token=${h.ctx.config.outboxToken}`,
        );
        mail = out
          .json()
          .messages.find((m: { subject: string }) => m.subject.startsWith('Interview Evaluation'));
        if (!mail) await new Promise((r) => setTimeout(r, 25));
      }
      expect(mail?.subject).toBe('Interview Evaluation: C# developer');
      expect(mail?.text).toContain(result.overallAnalysis.summaryRecommendation);
      expect(mail?.text).toContain(`/mock-interview?interview=${id}`);
    });

    it('gives two different answer sets two different reports', async () => {
      const weak = answers.map((a) => ({ ...a, answer: 'I guess maybe, not sure.' }));
      const a = await waitResult((await req('POST', submitUrl(), owner, { answers })).json().id);
      const b = await waitResult((await req('POST', submitUrl(), owner, { answers: weak })).json().id);
      expect(a.overallAnalysis).not.toEqual(b.overallAnalysis);
      expect(a.categorySummaries[0].summary).not.toBe(b.categorySummaries[0].summary);
      expect(b.categorySummaries[0].summary).toContain('I guess');
    });

    it('refuses bad input with 400 naming the field', async () => {
      const bad: [string, unknown, string][] = [
        [submitUrl('not-an-email'), { answers }, 'email'],
        [submitUrl('a@example.com', ''), { answers }, 'jobTitle'],
        [submitUrl(), { answers: [{ question: 'Please enter your name.', answer: 'Ana' }] }, 'answers'],
        [submitUrl(), { answers: [] }, 'answers'],
        [submitUrl(), { answers: Array.from({ length: 31 }, () => answers[0]) }, 'answers'],
        [submitUrl(), { answers: [{ ...answers[0], answer: 'x'.repeat(5001) }] }, 'answer'],
        [submitUrl(), { answers: [{ question: 'Q?' }] }, 'answer'],
      ];
      for (const [url, body, field] of bad) {
        const res = await req('POST', url, owner, body);
        expect(res.statusCode, `${url} ${res.body}`).toBe(400);
        expect(JSON.stringify(res.json().error.details)).toContain(field);
      }
      const unknownOffice = await req('POST', submitUrl(), owner, { answers, officeId: 'no-such-office' });
      expect(unknownOffice.statusCode).toBe(404);
    });

    it('judges what a dialog sent: competencies from parameters, the name and résumé left out, no mail without an email', async () => {
      const dialogAnswers = [
        { question: 'Please enter your name.', answer: 'Ana Lima' },
        ...answers.map(({ question, answer, category }) => ({ question, answer, parameters: category })),
        { question: 'Please upload your résumé as a PDF.', answer: 'Ana Lima, developer since 2015…' },
      ];
      const res = await req('POST', '/api/openai/submitInterview?jobTitle=Tester', undefined, {
        answers: dialogAnswers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const result = await waitResult(res.json().id);
      expect(result.answers.map((a: { question: string }) => a.question)).toEqual(
        answers.map((a) => a.question),
      );
      expect(result.categorySummaries.map((c: { name: string }) => c.name)).toEqual([
        'Debugging',
        'Teamwork',
      ]);
      const row = await h.ctx.db
        .selectFrom('interviews')
        .select('email')
        .where('id', '=', res.json().id)
        .executeTakeFirstOrThrow();
      expect(row.email).toBeNull();
    });

    it('limits visitors and guests per address, not accounts', async () => {
      const address = '203.0.113.77';
      for (let i = 0; i < VISITOR_INTERVIEWS_PER_ADDRESS; i++) {
        const cookie = i % 2 === 0 ? undefined : guest;
        expect((await req('POST', submitUrl(), cookie, { answers }, address)).statusCode).toBe(200);
      }
      const refused = await req('POST', submitUrl(), undefined, { answers }, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await req('POST', submitUrl(), other, { answers }, address)).statusCode).toBe(200);
    });
  });

  describe('GET /api/user/interview/:id', () => {
    it('is a 404 for an unknown id and while the evaluation waits', async () => {
      const unknown = await req('GET', '/api/user/interview/nope');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('not_found');
      await h.ctx.db
        .insertInto('interviews')
        .values({
          id: 'waiting-one',
          userId: 'visitor-x',
          officeId: null,
          jobTitle: 'Nurse',
          email: 'a@example.com',
          answers: '[]',
          status: 'queued',
          result: null,
          error: null,
          createdAt: new Date().toISOString(),
          finishedAt: null,
        })
        .execute();
      expect((await req('GET', '/api/user/interview/waiting-one')).statusCode).toBe(404);
    });

    it('answers { error } once the evaluation failed for good', async () => {
      await h.ctx.services.interviews.recordFailure('waiting-one');
      const res = await req('GET', '/api/user/interview/waiting-one');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: 'waiting-one',
        jobTitle: 'Nurse',
        error: 'The interview could not be evaluated.',
      });
    });
  });

  describe('GET /api/interviews/office/:officeId', () => {
    it('lists the office’s interviews, newest first, for its owner and admins', async () => {
      const id = (await req('POST', submitUrl(), guest, { answers, officeId })).json().id as string;
      await waitResult(id);
      for (const cookie of [owner, admin]) {
        const res = await req('GET', `/api/interviews/office/${officeId}?limit=1`, cookie);
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json();
        expect(page.data).toHaveLength(1);
        expect(page.data[0]).toMatchObject({ id, jobTitle: 'C# developer', status: 'ready' });
        expect(page.data[0].result.categorySummaries).toHaveLength(2);
        expect(JSON.stringify(page)).not.toContain('hiring@example.com');
        const older = await req('GET', `/api/interviews/office/${officeId}?before=${page.next}`, cookie);
        expect(older.json().data.length).toBeGreaterThan(0);
        expect(older.json().data.map((i: { id: string }) => i.id)).not.toContain(id);
      }
    });

    it('refuses visitors and guests (401), other users (403), unknown offices (404), bad paging (400)', async () => {
      expect((await req('GET', `/api/interviews/office/${officeId}`)).statusCode).toBe(401);
      expect((await req('GET', `/api/interviews/office/${officeId}`, guest)).statusCode).toBe(401);
      expect((await req('GET', `/api/interviews/office/${officeId}`, other)).statusCode).toBe(403);
      expect((await req('GET', '/api/interviews/office/nope', owner)).statusCode).toBe(404);
      const bad = await req('GET', `/api/interviews/office/${officeId}?limit=0`, owner);
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json().error.details)).toContain('limit');
      const cursor = await req('GET', `/api/interviews/office/${officeId}?before=zzz`, owner);
      expect(cursor.statusCode).toBe(400);
    });
  });

  it('moves a guest’s interviews to its account when it signs in', async () => {
    const guestCookie = cookieOf(await req('POST', '/api/auth/guest'));
    const id = (await req('POST', submitUrl(), guestCookie, { answers })).json().id as string;
    const guestId = (
      await h.ctx.db.selectFrom('interviews').select('userId').where('id', '=', id).executeTakeFirstOrThrow()
    ).userId;
    expect(guestId).toMatch(/^guest/);
    const account = await accountFor(h, 'merged@example.com');
    await h.ctx.services.users.mergeGuest(guestId, account.userId);
    const row = await h.ctx.db
      .selectFrom('interviews')
      .select('userId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.userId).toBe(account.userId);
  });
});
