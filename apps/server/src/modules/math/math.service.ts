import { randomInt } from 'node:crypto';
import type {
  CreateTopicSpecificSetBody,
  MathConcept,
  MathGraph,
  MathProblem,
  MathSection,
  MathTopic,
  SatQuestionsBody,
  SatResultBody,
  SatResultReply,
  SaveSatTopicBody,
  UpdateMathProblemBody,
} from '@muse/contracts';
import type { OfficeAccess, OfficeViewer } from '@muse/domain';
import { fieldError, notFound } from '../../platform/http/errors';
import { newOrderedId, nowIso } from '../../shared/ids';
import type { GeneratedMathProblem, MathEngine } from './math.engine';
import { conceptsOfTopic, presentProblem, presentTopic } from './math.presenter';
import { assertCanEditMath } from './math.policy';
import type {
  LessonKey,
  MathProblemRow,
  MathRepository,
  MathTopicRow,
  NewMathProblemRow,
} from './math.repository';
import { youtubeVideoId } from './video-id';

export interface MathOfficesPort {
  load(officeId: string): Promise<{ access: OfficeAccess }>;
}

/** Stores a graph's picture and answers its public URL. */
export interface MathGraphImages {
  save(problemId: string, png: Buffer): Promise<string>;
}

/** Who is asking: a signed-in user or guest (`userId`), or a signed-out visitor (null). */
export interface MathLearner {
  viewer: OfficeViewer;
  userId: string | null;
}

/** The most problems a lesson keeps (generated sets add to it). */
export const LESSON_PROBLEM_LIMIT = 200;

/**
 * SAT math lessons of offices: lessons (topics) and their problems, generated and checked by the math engine,
 * edited by the office's editors (every edit re-checked), practised by everyone, with each learner's best.
 */
export class MathService {
  constructor(
    private readonly repo: MathRepository,
    private readonly offices: MathOfficesPort,
    private readonly engine: MathEngine,
    private readonly graphImages: MathGraphImages,
  ) {}

  async saveTopic(who: MathLearner, body: SaveSatTopicBody): Promise<MathTopic> {
    const { access } = await this.offices.load(body.officeId);
    assertCanEditMath(access, who.viewer);
    const videoId = body.videoId === undefined ? undefined : youtubeVideoId(body.videoId);
    if (videoId === null) throw fieldError('videoId', 'Enter a YouTube video id or a YouTube link.');
    const key: LessonKey = { officeId: body.officeId, section: body.section, lesson: body.lesson };
    const now = nowIso();
    const existing = await this.repo.topic(key);
    if (existing) {
      await this.repo.updateTopic(existing.id, {
        topic: body.topic,
        ...(videoId !== undefined ? { videoId } : {}),
        ...(body.lessonText !== undefined ? { lessonText: body.lessonText.trim() } : {}),
        updatedAt: now,
      });
    } else {
      await this.repo.insertTopic({
        id: newOrderedId(),
        ...key,
        topic: body.topic,
        videoId: videoId ?? '',
        lessonText: body.lessonText?.trim() ?? '',
        concepts: '[]',
        createdAt: now,
        updatedAt: now,
      });
    }
    return this.presentLesson((await this.repo.topic(key))!, who);
  }

  /** A section's lessons in order, each with the caller's best. */
  async topicsOfSection(who: MathLearner, officeId: string, section: MathSection): Promise<MathTopic[]> {
    await this.offices.load(officeId);
    const [rows, counts, progress] = await Promise.all([
      this.repo.topicsOfSection(officeId, section),
      this.repo.problemCounts(officeId, section),
      who.userId ? this.repo.progress(who.userId, officeId, section) : Promise.resolve([]),
    ]);
    return rows.map((row) =>
      presentTopic(
        row,
        counts.get(row.lesson) ?? 0,
        progress.find((p) => p.lesson === row.lesson),
      ),
    );
  }

  async topicsOfLesson(who: MathLearner, key: LessonKey): Promise<MathTopic[]> {
    await this.offices.load(key.officeId);
    const row = await this.repo.topic(key);
    return row ? [await this.presentLesson(row, who)] : [];
  }

  /** A lesson's concepts with their texts: the lesson's own, then any its problems name, in first-use order. */
  async concepts(key: LessonKey): Promise<MathConcept[]> {
    await this.offices.load(key.officeId);
    const [row, problems] = await Promise.all([this.repo.topic(key), this.repo.problems(key)]);
    const own = row ? conceptsOfTopic(row) : [];
    const known = new Set(own.map((c) => c.concept.toLowerCase()));
    const extra: MathConcept[] = [];
    for (const problem of problems)
      for (const concept of presentProblem(problem).concepts) {
        if (known.has(concept.toLowerCase())) continue;
        known.add(concept.toLowerCase());
        extra.push({ concept, text: '' });
      }
    return [...own, ...extra];
  }

  async questions(body: SatQuestionsBody): Promise<MathProblem[]> {
    await this.offices.load(body.officeId);
    return (await this.repo.problems(body)).map(presentProblem);
  }

  /**
   * Keeps a finished practice. The score is the share of the quiz's questions answered right the first time
   * (`correctAnswers` among `questions`, each counted once); the best is the higher score, or the same score
   * sooner.
   */
  async result(who: MathLearner & { userId: string }, body: SatResultBody): Promise<SatResultReply> {
    await this.offices.load(body.officeId);
    const key: LessonKey = { officeId: body.officeId, section: body.section, lesson: body.lesson };
    const lesson = new Set((await this.repo.problems(key)).map((p) => p.id));
    const asked = [...new Set(body.questions)];
    const unknown = asked.find((id) => !lesson.has(id));
    if (unknown !== undefined)
      throw fieldError('questions', `The question ${unknown} is not in this lesson.`);
    const right = new Set(body.correctAnswers);
    const stray = [...right].find((id) => !asked.includes(id));
    if (stray !== undefined)
      throw fieldError('correctAnswers', `The answer ${stray} is not one of the questions.`);
    const score = asked.filter((id) => right.has(id)).length / asked.length;
    const timeSpent = Math.round(body.timeSpent);
    const before = await this.repo.progressOf(who.userId, key);
    const better =
      !before || score > before.bestScore || (score === before.bestScore && timeSpent < before.bestTimeSpent);
    const row = {
      userId: who.userId,
      ...key,
      bestScore: better ? score : before.bestScore,
      bestTimeSpent: better ? timeSpent : before.bestTimeSpent,
      attempts: (before?.attempts ?? 0) + 1,
      lastScore: score,
      updatedAt: nowIso(),
    };
    await this.repo.upsertProgress(row);
    return { score, bestScore: row.bestScore, bestTimeSpent: row.bestTimeSpent };
  }

  /** Generates, checks and appends a set of problems to a lesson (made with the topic's name if new). */
  async generateSet(who: MathLearner, body: CreateTopicSpecificSetBody): Promise<MathProblem[]> {
    const { access } = await this.offices.load(body.officeId);
    assertCanEditMath(access, who.viewer);
    const key: LessonKey = { officeId: body.officeId, section: body.section, lesson: body.lesson };
    const existing = await this.repo.problems(key);
    if (existing.length + body.numberOfQuestions > LESSON_PROBLEM_LIMIT)
      throw fieldError(
        'numberOfQuestions',
        `A lesson keeps at most ${LESSON_PROBLEM_LIMIT} problems; this one has ${existing.length}.`,
      );
    const generated = await this.engine.generate({
      section: body.section,
      lesson: body.lesson,
      count: body.numberOfQuestions,
      seed: randomInt(2 ** 31),
      ...(body.similarProblem.trim() ? { similarTo: body.similarProblem.trim() } : {}),
    });
    if (!(await this.repo.topic(key)))
      await this.saveTopic(who, {
        officeId: body.officeId,
        section: body.section,
        lesson: body.lesson,
        topic: body.topic,
      });
    const start = await this.repo.nextPosition(key);
    const now = nowIso();
    const rows = generated.map((p, i) => problemRow(key, p, start + i, now));
    await this.repo.insertProblems(rows);
    return rows.map((row) => presentProblem(row as MathProblemRow));
  }

  /**
   * An editor's change to a problem, checked before it is saved. An unchanged question is re-checked by the
   * statement it was made from; a rewritten one is solved from its text, and saved unchecked (verified false)
   * only when the engine cannot read it. A wrong answer is a field error on `answer` (or `choices`).
   */
  async updateProblem(
    who: MathLearner,
    problemId: string,
    body: UpdateMathProblemBody,
  ): Promise<MathProblem> {
    const row = await this.problemOf(problemId, body.officeId);
    const { access } = await this.offices.load(row.officeId);
    assertCanEditMath(access, who.viewer);
    const choices = body.choices.map((c) => c.trim());
    let check: unknown =
      row.question === body.question.trim() && row.checkStatement ? JSON.parse(row.checkStatement) : null;
    if (!check) {
      try {
        const solved = await this.engine.solve(plainQuestion(body.question));
        check = this.engine.numberCheck(solved.answer);
      } catch {
        check = null;
      }
    }
    if (check) {
      const outcome = await this.engine.verify({
        question: body.question,
        choices,
        answer: body.answer,
        check,
      });
      if (!outcome.ok) throw fieldError(outcome.field, outcome.message);
    } else if (new Set(choices.map((c) => c.replace(/\s+/g, ''))).size < 4) {
      throw fieldError('choices', 'The four choices must all be different.');
    }
    const graph = await this.graphOf(problemId, body.graph, body.graphImage);
    const set = {
      question: body.question.trim(),
      choices: JSON.stringify(choices),
      answer: body.answer,
      hint: body.hint.trim(),
      solution: body.solution.trim(),
      detailedSolution: body.detailed_solution.trim(),
      difficulty: body.difficulty,
      concepts: JSON.stringify(conceptList(body.concepts)),
      checkStatement: check ? JSON.stringify(check) : null,
      verified: check ? 1 : 0,
      graph: graph ? JSON.stringify(graph) : null,
      updatedAt: nowIso(),
    };
    await this.repo.updateProblem(problemId, set);
    return presentProblem({ ...row, ...set });
  }

  async deleteProblem(who: MathLearner, problemId: string, officeId: string): Promise<void> {
    const row = await this.problemOf(problemId, officeId);
    const { access } = await this.offices.load(row.officeId);
    assertCanEditMath(access, who.viewer);
    await this.repo.deleteProblem(problemId);
  }

  private async problemOf(problemId: string, officeId: string): Promise<MathProblemRow> {
    const row = await this.repo.problem(problemId);
    if (!row || row.officeId !== officeId) throw notFound(`There is no problem ${problemId} in this office.`);
    return row;
  }

  private async graphOf(
    problemId: string,
    graph: MathGraph | null | undefined,
    image: string | undefined,
  ): Promise<MathGraph | null> {
    if (!graph) return null;
    if (!image) return graph;
    const match = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(image);
    if (!match) throw fieldError('graphImage', "The graph's picture must be a PNG.");
    const png = Buffer.from(match[1]!, 'base64');
    if (png.length < 8 || png.readUInt32BE(0) !== 0x89504e47)
      throw fieldError('graphImage', "The graph's picture must be a PNG.");
    return { ...graph, imageUrl: await this.graphImages.save(problemId, png) };
  }

  private async presentLesson(row: MathTopicRow, who: MathLearner): Promise<MathTopic> {
    const [count, progress] = await Promise.all([
      this.repo.problemCount(row),
      who.userId ? this.repo.progressOf(who.userId, row) : Promise.resolve(undefined),
    ]);
    return presentTopic(row, count, progress);
  }
}

/** A question as words and math for the solver: TeX's `$` delimiters out, escaped dollars (money) kept. */
export function plainQuestion(question: string): string {
  return question.replace(/\\\$|\$/g, (m) => (m === '$' ? '' : '$'));
}

/** Concepts typed as a comma list or given as a list: trimmed, blanks and repeats dropped. */
export function conceptList(input: string | string[]): string[] {
  const items = (Array.isArray(input) ? input : input.split(',')).map((c) => c.trim()).filter(Boolean);
  return [...new Map(items.map((c) => [c.toLowerCase(), c])).values()];
}

export function problemRow(
  key: LessonKey,
  p: GeneratedMathProblem,
  position: number,
  now: string,
): NewMathProblemRow {
  return {
    id: newOrderedId(),
    ...key,
    position,
    question: p.question,
    choices: JSON.stringify(p.choices),
    answer: p.answer,
    hint: p.hint,
    solution: p.solution,
    detailedSolution: p.detailed_solution,
    difficulty: p.difficulty,
    concepts: JSON.stringify(p.concepts),
    templateId: p.templateId,
    checkStatement: JSON.stringify(p.check),
    verified: 1,
    graph: null,
    createdAt: now,
    updatedAt: now,
  };
}
