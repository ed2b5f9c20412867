import type { MathProblem, MathTopic } from '@muse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, cookieOf, startHarness, type Harness } from '../../testing/harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('SAT math: lessons, generated problems, edits, practice results', () => {
  let h: Harness;
  let owner: string;
  let member: string;
  let admin: string;
  let other: string;
  let guest: string;
  let officeId: string;

  const req = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const lesson = { section: 'algebra', lesson: 1 } as const;
  const problems = async (cookie?: string): Promise<MathProblem[]> =>
    (await req('POST', '/api/ai/questions/satmath', cookie, { officeId, ...lesson })).json().data;

  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
    owner = (await accountFor(h, 'owner@example.com')).cookie;
    member = (await accountFor(h, 'member@example.com')).cookie;
    admin = (await accountFor(h, 'admin@example.com')).cookie;
    other = (await accountFor(h, 'other@example.com')).cookie;
    guest = cookieOf(await req('POST', '/api/auth/guest'));
    const res = await req('POST', '/api/offices/newOffice', owner, { type: 'SATMath', name: 'Algebra club' });
    expect(res.statusCode, res.body).toBe(200);
    officeId = res.json()._id;
    // members join by accepting an invitation
    await req('POST', `/api/offices/${officeId}/members`, owner, { email: 'member@example.com' });
    const mine = (await req('GET', '/api/offices/invitations', member)).json().data;
    const inv = mine.find((i: { officeId: string }) => i.officeId === officeId);
    expect((await req('POST', `/api/offices/invitations/${inv.id}/accept`, member)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('makes SAT math offices with the reserved prefix and the math setup', async () => {
    expect(officeId).toMatch(/^satmath-/);
    const office = (await req('GET', `/api/offices/${officeId}`, owner)).json();
    expect(office).toMatchObject({ setupScreen: 'MathSetup', isMathChat: true });
  });

  describe('POST /api/ai/topic/satmath', () => {
    it('lets the owner create a lesson and update its video from a link', async () => {
      const made = await req('POST', '/api/ai/topic/satmath', owner, {
        officeId,
        topic: 'Linear equations',
        ...lesson,
      });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json().topic).toMatchObject({
        topic: 'Linear equations',
        videoId: '',
        problemCount: 0,
        bestScore: null,
      });
      const video = await req('PUT', '/api/ai/topic/satmath', owner, {
        officeId,
        topic: 'Linear equations',
        ...lesson,
        videoId: 'https://youtu.be/dQw4w9WgXcQ',
      });
      expect(video.json().topic).toMatchObject({ videoId: 'dQw4w9WgXcQ', lesson: 1 });
    });

    it('names the field of bad input', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ officeId, topic: 'x', section: 'calculus', lesson: 1 }, 'section'],
        [{ officeId, topic: 'x', section: 'algebra', lesson: 0 }, 'lesson'],
        [{ officeId, topic: '  ', section: 'algebra', lesson: 1 }, 'topic'],
        [{ officeId, topic: 'x', section: 'algebra', lesson: 1, videoId: 'not a video' }, 'videoId'],
      ];
      for (const [body, field] of cases) {
        const res = await req('POST', '/api/ai/topic/satmath', owner, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(JSON.stringify(res.json().error.details)).toContain(field);
      }
    });

    it('refuses people who are not the office’s editors', async () => {
      const body = { officeId, topic: 'Mine', ...lesson };
      expect((await req('POST', '/api/ai/topic/satmath', other, body)).statusCode).toBe(403);
      expect((await req('POST', '/api/ai/topic/satmath', guest, body)).statusCode).toBe(401);
      expect((await req('POST', '/api/ai/topic/satmath', undefined, body)).statusCode).toBe(401);
      expect((await req('POST', '/api/ai/topic/satmath', admin, body)).statusCode).toBe(200);
      expect(
        (await req('POST', '/api/ai/topic/satmath', owner, { ...body, officeId: 'nope' })).statusCode,
      ).toBe(404);
    });
  });

  describe('POST /api/openai/math/create-topic-specific-set', () => {
    // the first problem an engine thread sees waits for it to load the math engine
    it(
      'generates checked problems with four different choices into the lesson',
      { timeout: 120_000 },
      async () => {
        const res = await req('POST', '/api/openai/math/create-topic-specific-set', owner, {
          officeId,
          topic: 'Linear equations',
          ...lesson,
          numberOfQuestions: 4,
          similarProblem: '',
        });
        expect(res.statusCode, res.body).toBe(200);
        const made: MathProblem[] = res.json().data;
        expect(made).toHaveLength(4);
        for (const p of made) {
          expect(p.verified).toBe(true);
          expect(new Set(p.choices).size).toBe(4);
          expect(['A', 'B', 'C', 'D']).toContain(p.answer);
          expect(p.detailed_solution.split('\n').length).toBeGreaterThan(1);
        }
        expect((await problems()).map((p) => p._id)).toEqual(made.map((p) => p._id));
      },
    );

    it('makes problems like a typed one', async () => {
      const res = await req('POST', '/api/openai/math/create-topic-specific-set', owner, {
        officeId,
        topic: 'Linear equations',
        section: 'algebra',
        lesson: 2,
        numberOfQuestions: 2,
        similarProblem: 'Solve 3x + 7 = 25',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toHaveLength(2);
      const topics: MathTopic[] = (await req('GET', `/api/ai/topics/${officeId}/algebra`)).json().data;
      expect(topics.map((t) => [t.lesson, t.problemCount])).toEqual([
        [1, 4],
        [2, 2],
      ]);
    });

    it('refuses bad counts and people who may not edit', async () => {
      const body = { officeId, topic: 'Linear equations', ...lesson, similarProblem: '' };
      for (const n of [0, 21, 'many']) {
        const res = await req('POST', '/api/openai/math/create-topic-specific-set', owner, {
          ...body,
          numberOfQuestions: n,
        });
        expect(res.statusCode).toBe(400);
        expect(JSON.stringify(res.json().error)).toContain('numberOfQuestions');
      }
      const res = await req('POST', '/api/openai/math/create-topic-specific-set', other, {
        ...body,
        numberOfQuestions: 1,
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('PUT and DELETE /api/ai/satmath/problems/{id}', () => {
    const editOf = (p: MathProblem) => ({
      officeId,
      question: p.question,
      choices: p.choices,
      answer: p.answer,
      hint: p.hint,
      solution: p.solution,
      detailed_solution: p.detailed_solution,
      difficulty: p.difficulty,
      concepts: ' linear equations , , inverse operations ',
    });

    it('saves an edit whose answer the math engine confirms, with concepts trimmed', async () => {
      const [first] = await problems(owner);
      const res = await req('PUT', `/api/ai/satmath/problems/${first!._id}`, owner, {
        ...editOf(first!),
        hint: 'Undo each step.',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().problem).toMatchObject({
        hint: 'Undo each step.',
        concepts: ['linear equations', 'inverse operations'],
        verified: true,
      });
    });

    it('refuses a stated answer the math does not give, naming the answer field', async () => {
      const [first] = await problems(owner);
      const wrong = (['A', 'B', 'C', 'D'] as const).find((l) => l !== first!.answer)!;
      const res = await req('PUT', `/api/ai/satmath/problems/${first!._id}`, owner, {
        ...editOf(first!),
        answer: wrong,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([expect.objectContaining({ field: 'answer' })]);
      expect((await problems(owner))[0]!.answer).toBe(first!.answer);
    });

    it('checks a rewritten question by solving it', async () => {
      const [, second] = await problems(owner);
      const body = {
        ...editOf(second!),
        question: 'Solve $2x + 3 = 11$.',
        choices: ['$x = 4$', '$x = 7$', '$x = -4$', '$x = 5.5$'],
        answer: 'A',
      };
      const ok = await req('PUT', `/api/ai/satmath/problems/${second!._id}`, owner, body);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().problem.verified).toBe(true);
      const wrong = await req('PUT', `/api/ai/satmath/problems/${second!._id}`, owner, {
        ...body,
        answer: 'B',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.details[0].field).toBe('answer');
    });

    it('stores a graph with its picture', async () => {
      const [first] = await problems(owner);
      const png =
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
      const graph = {
        functions: ['x^2 - 3'],
        points: [{ x: 0, y: -3 }],
        xDomain: [-5, 5],
        yDomain: [-5, 10],
      };
      const res = await req('PUT', `/api/ai/satmath/problems/${first!._id}`, member, {
        ...editOf(first!),
        graph,
        graphImage: `data:image/png;base64,${png}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const url: string = res.json().problem.graph.imageUrl;
      expect(res.json().problem.graph).toMatchObject(graph);
      const image = await req('GET', url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      const bad = await req('PUT', `/api/ai/satmath/problems/${first!._id}`, owner, {
        ...editOf(first!),
        graph,
        graphImage: 'data:text/plain;base64,aGk=',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details[0].field).toBe('graphImage');
    });

    it('lets only editors edit or delete, and only in the problem’s office', async () => {
      const [first] = await problems(owner);
      expect(
        (await req('PUT', `/api/ai/satmath/problems/${first!._id}`, other, editOf(first!))).statusCode,
      ).toBe(403);
      expect(
        (
          await req('PUT', `/api/ai/satmath/problems/${first!._id}`, owner, {
            ...editOf(first!),
            choices: ['1', '2'],
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (await req('DELETE', `/api/ai/satmath/problems/${first!._id}?officeId=${officeId}`, other))
          .statusCode,
      ).toBe(403);
      expect(
        (await req('DELETE', `/api/ai/satmath/problems/${first!._id}?officeId=satmath`, owner)).statusCode,
      ).toBe(404);
      const gone = await req('DELETE', `/api/ai/satmath/problems/${first!._id}?officeId=${officeId}`, owner);
      expect(gone.statusCode, gone.body).toBe(204);
      expect((await problems()).map((p) => p._id)).not.toContain(first!._id);
    });
  });

  describe('POST /api/ai/satmath/result', () => {
    it('keeps each learner’s best score and time, and shows them in the topic list', async () => {
      const ids = (await problems()).map((p) => p._id);
      const send = (cookie: string | undefined, correct: string[], timeSpent: number) =>
        req('POST', '/api/ai/satmath/result', cookie, {
          officeId,
          topic: 'Linear equations',
          ...lesson,
          timeSpent,
          questions: ids,
          correctAnswers: correct,
        });
      const first = await send(other, ids.slice(1), 120);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({
        score: (ids.length - 1) / ids.length,
        bestScore: (ids.length - 1) / ids.length,
        bestTimeSpent: 120,
      });
      expect((await send(other, ids.slice(2), 30)).json().bestTimeSpent).toBe(120);
      expect((await send(other, ids, 200)).json()).toMatchObject({
        score: 1,
        bestScore: 1,
        bestTimeSpent: 200,
      });
      expect((await send(other, ids, 90)).json()).toMatchObject({ bestScore: 1, bestTimeSpent: 90 });
      const mine: MathTopic[] = (await req('GET', `/api/ai/topics/${officeId}/algebra`, other)).json().data;
      expect(mine[0]).toMatchObject({ bestScore: 1, bestTimeSpent: 90 });
      const theirs: MathTopic[] = (await req('GET', `/api/ai/topics/${officeId}/algebra`, owner)).json().data;
      expect(theirs[0]).toMatchObject({ bestScore: null, bestTimeSpent: null });
      expect((await send(guest, ids, 60)).statusCode).toBe(200);
      expect((await send(undefined, ids, 60)).statusCode).toBe(401);
    });

    it('refuses answers that are not the lesson’s questions', async () => {
      const ids = (await problems()).map((p) => p._id);
      const base = { officeId, topic: 'Linear equations', ...lesson, timeSpent: 10 };
      const a = await req('POST', '/api/ai/satmath/result', other, {
        ...base,
        questions: ['nope'],
        correctAnswers: [],
      });
      expect(a.json().error.details[0].field).toBe('questions');
      const b = await req('POST', '/api/ai/satmath/result', other, {
        ...base,
        questions: ids.slice(0, 1),
        correctAnswers: ids.slice(1, 2),
      });
      expect(b.json().error.details[0].field).toBe('correctAnswers');
      const c = await req('POST', '/api/ai/satmath/result', other, {
        ...base,
        questions: ids,
        correctAnswers: [],
        timeSpent: -1,
      });
      expect(c.statusCode).toBe(400);
    });
  });

  describe('the shipped SAT math office', () => {
    it('has every section with at least five lessons of twenty checked problems, concepts and a lesson text', async () => {
      for (const section of ['algebra', 'geometry', 'data-analysis', 'advanced-math']) {
        const topics: MathTopic[] = (await req('GET', `/api/ai/topics/satmath/${section}`)).json().data;
        expect(topics.length, section).toBeGreaterThanOrEqual(5);
        for (const t of topics) {
          expect(t.problemCount).toBe(20);
          expect(t.lessonText.length).toBeGreaterThan(200);
          expect(t.concepts.length).toBeGreaterThan(0);
        }
      }
      const one = (await req('GET', '/api/ai/topics/satmath/geometry/1')).json().data;
      expect(one).toHaveLength(1);
      const concepts = (await req('GET', '/api/ai/concepts/satmath/geometry/1')).json().data;
      expect(concepts.length).toBeGreaterThan(0);
      expect(concepts[0].text.length).toBeGreaterThan(50);
      const questions: MathProblem[] = (
        await req('POST', '/api/ai/questions/satmath', undefined, {
          officeId: 'satmath',
          section: 'geometry',
          lesson: 1,
        })
      ).json().data;
      expect(questions).toHaveLength(20);
      expect(questions.every((q) => q.verified)).toBe(true);
    });

    it('answers concept questions from its lessons', { timeout: 120_000 }, async () => {
      const concepts = (await req('GET', '/api/ai/concepts/satmath/algebra/1')).json().data;
      const res = await req('POST', '/api/openai/ask-question', owner, {
        officeId: 'satmath',
        question: `What is ${concepts[0].concept}?`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(JSON.stringify(res.json())).toContain(concepts[0].text.slice(0, 40));
    });
  });
});

describe('MathSOS: resolve-problem and parse-image', () => {
  let h: Harness;
  let user: string;
  let guest: string;
  const post = (url: string, cookie: string | undefined, payload: unknown) =>
    h.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload: payload as object });

  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' });
    user = (await accountFor(h, 'learner@example.com')).cookie;
    guest = cookieOf(await post('/api/auth/guest', undefined, {}));
  });
  afterAll(async () => {
    await h?.close();
  });

  it('solves a typed equation with steps and a question card to practise', { timeout: 120_000 }, async () => {
    const res = await post('/api/openai/math/resolve-problem', user, { problem: '3x + 7 = 25' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.answer).toMatch(/6/);
    expect(body.steps.length).toBeGreaterThan(1);
    expect(body.question.choices).toHaveLength(4);
    expect(body.question.choices[['A', 'B', 'C', 'D'].indexOf(body.question.answer)]).toMatch(/6/);
  });

  it('says so when a problem cannot be read, and asks guests and visitors to sign in', async () => {
    const unread = await post('/api/openai/math/resolve-problem', user, { problem: 'how are you today' });
    expect(unread.statusCode).toBe(422);
    expect(unread.json().error.message.length).toBeGreaterThan(10);
    expect((await post('/api/openai/math/resolve-problem', user, { problem: '  ' })).statusCode).toBe(400);
    expect((await post('/api/openai/math/resolve-problem', guest, { problem: '1+1' })).statusCode).toBe(403);
    expect((await post('/api/openai/math/resolve-problem', undefined, { problem: '1+1' })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/openai/math/parse-image', guest, { image: 'data:image/png;base64,AAAA' })).statusCode,
    ).toBe(403);
  });

  it('refuses pictures that are not pictures, naming the field', async () => {
    for (const image of ['hello', 'data:text/plain;base64,aGVsbG8=', 'data:image/gif;base64,R0lGOD']) {
      const res = await post('/api/openai/math/parse-image', user, { image });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain('image');
    }
  });
});
