import * as z from 'zod/mini';
import { OfficeId } from './offices';

/**
 * SAT math tutoring and MathSOS (issue #16; spec assistant-workspace.md: Math problem {question, choices (4),
 * answer (letter), solution, detailed_solution, hint, difficulty, concepts, repeated}, Math topic {topic,
 * section, lesson, videoId, bestScore, bestTimeSpent}, Practice result, the satmath routes; music-and-extras.md:
 * parse-image and resolve-problem). Math in every text is written as TeX between `$…$` (inline) or `$$…$$`
 * (display) for KaTeX; everything else is plain text.
 */

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(z.maxLength(max, { error: `${field} must be at most ${max} characters` }));
const required = (field: string, max: number) =>
  text(field, max).check(z.trim(), z.minLength(1, { error: `${field} is required` }));

export const MathSection = z.enum(['algebra', 'geometry', 'data-analysis', 'advanced-math'], {
  error: 'section must be algebra, geometry, data-analysis or advanced-math',
});
export type MathSection = z.infer<typeof MathSection>;

export const MathDifficulty = z.enum(['easy', 'medium', 'hard'], {
  error: 'difficulty must be easy, medium or hard',
});
export type MathDifficulty = z.infer<typeof MathDifficulty>;

export const ChoiceLetter = z.enum(['A', 'B', 'C', 'D'], { error: 'answer must be A, B, C or D' });
export type ChoiceLetter = z.infer<typeof ChoiceLetter>;

/** Lesson numbers start at 1 (spec: lesson number, min 1). */
export const LessonNumber = z.coerce
  .number({ error: 'lesson must be a number' })
  .check(
    z.int({ error: 'lesson must be a whole number' }),
    z.gte(1, { error: 'lesson must be at least 1' }),
    z.lte(99, { error: 'lesson must be at most 99' }),
  );

/** A graph drawn in the graph creator: what was plotted (to edit it again) and the picture saved with it. */
export const MathGraph = z.object({
  /** the plotted functions, e.g. "x^2 - 3", in the variable x */
  functions: z.array(required('function', 200)).check(z.maxLength(6, { error: 'plot at most 6 functions' })),
  points: z
    .array(z.object({ x: z.number(), y: z.number(), label: z.optional(text('label', 20)) }))
    .check(z.maxLength(20, { error: 'plot at most 20 points' })),
  xDomain: z.tuple([z.number(), z.number()]),
  yDomain: z.tuple([z.number(), z.number()]),
  /** the rendered picture (a media URL), set by the server when the graph is saved */
  imageUrl: z.optional(z.string()),
});
export type MathGraph = z.infer<typeof MathGraph>;

/** A multiple-choice math problem as learners and admins see it. */
export const MathProblem = z.object({
  _id: z.string(),
  question: z.string(),
  /** four choices, shown as A to D */
  choices: z.array(z.string()).check(z.length(4)),
  answer: ChoiceLetter,
  hint: z.string(),
  solution: z.string(),
  /** the step-by-step solution, one step per line; its last line states the answer */
  detailed_solution: z.string(),
  difficulty: MathDifficulty,
  concepts: z.array(z.string()),
  /** a wrong answer in a practice quiz repeats the question at the end (client-side flag) */
  repeated: z.optional(z.boolean()),
  graph: z.optional(z.nullable(MathGraph)),
  /** false when an edited question could not be read by the math engine to check its answer */
  verified: z.boolean(),
});
export type MathProblem = z.infer<typeof MathProblem>;

/** A lesson of a section: its topic name, video and the caller's best result (learners). */
export const MathTopic = z.object({
  _id: z.string(),
  officeId: z.string(),
  topic: z.string(),
  section: MathSection,
  lesson: z.number().check(z.int()),
  /** a YouTube video id, '' when none */
  videoId: z.string(),
  /** the short lesson text of the study view */
  lessonText: z.string(),
  concepts: z.array(z.string()),
  problemCount: z.number().check(z.int()),
  /** the caller's best share of correct answers, 0..1, null before a first practice */
  bestScore: z.nullable(z.number()),
  /** seconds the best practice took, null before a first practice */
  bestTimeSpent: z.nullable(z.number()),
});
export type MathTopic = z.infer<typeof MathTopic>;
export const MathTopicsReply = z.object({ data: z.array(MathTopic) });
export type MathTopicsReply = z.infer<typeof MathTopicsReply>;

/** POST /ai/topic/satmath: create a lesson's topic, or update its name, video or lesson text. */
export const SaveSatTopicBody = z.object({
  officeId: OfficeId,
  topic: required('topic', 120),
  section: MathSection,
  lesson: LessonNumber,
  /** a YouTube id (11 characters) or a YouTube link; '' removes the video */
  videoId: z.optional(text('videoId', 200)),
  lessonText: z.optional(text('lessonText', 4000)),
});
export type SaveSatTopicBody = z.infer<typeof SaveSatTopicBody>;
export const SaveSatTopicReply = z.object({ topic: MathTopic });

/** POST /ai/questions/satmath: a lesson's problems (learners also name the topic). */
export const SatQuestionsBody = z.object({
  officeId: OfficeId,
  section: MathSection,
  lesson: LessonNumber,
  topic: z.optional(text('topic', 120)),
});
export type SatQuestionsBody = z.infer<typeof SatQuestionsBody>;
export const SatQuestionsReply = z.object({ data: z.array(MathProblem) });
export type SatQuestionsReply = z.infer<typeof SatQuestionsReply>;

/** A lesson's concepts with their explanations (the concept chat is trained on these texts). */
export const MathConcept = z.object({ concept: z.string(), text: z.string() });
export type MathConcept = z.infer<typeof MathConcept>;
export const MathConceptsReply = z.object({ data: z.array(MathConcept) });

/** POST /ai/satmath/result: a finished practice quiz (question and correct answer ids). */
export const SatResultBody = z.object({
  officeId: OfficeId,
  topic: required('topic', 120),
  section: MathSection,
  lesson: LessonNumber,
  /** seconds */
  timeSpent: z
    .number({ error: 'timeSpent must be a number of seconds' })
    .check(
      z.gte(0, { error: 'timeSpent must not be negative' }),
      z.lte(86_400, { error: 'timeSpent must be at most a day' }),
    ),
  questions: z
    .array(z.string())
    .check(
      z.minLength(1, { error: 'questions must list at least one question' }),
      z.maxLength(200, { error: 'questions must list at most 200 questions' }),
    ),
  correctAnswers: z
    .array(z.string())
    .check(z.maxLength(200, { error: 'correctAnswers must list at most 200 questions' })),
});
export type SatResultBody = z.infer<typeof SatResultBody>;
export const SatResultReply = z.object({
  score: z.number(),
  bestScore: z.number(),
  bestTimeSpent: z.number(),
});
export type SatResultReply = z.infer<typeof SatResultReply>;

/** POST /openai/math/create-topic-specific-set: generate and verify problems for a lesson. */
export const CreateTopicSpecificSetBody = z.object({
  numberOfQuestions: z.coerce
    .number({ error: 'numberOfQuestions must be a number' })
    .check(
      z.int({ error: 'numberOfQuestions must be a whole number' }),
      z.gte(1, { error: 'numberOfQuestions must be at least 1' }),
      z.lte(20, { error: 'numberOfQuestions must be at most 20' }),
    ),
  /** a problem to make similar ones of (typed or read from a picture); '' for the lesson's own kinds */
  similarProblem: z._default(text('similarProblem', 2000), ''),
  topic: required('topic', 120),
  officeId: OfficeId,
  section: MathSection,
  lesson: LessonNumber,
});
export type CreateTopicSpecificSetBody = z.infer<typeof CreateTopicSpecificSetBody>;
export const CreateTopicSpecificSetReply = z.object({ data: z.array(MathProblem) });

/** PUT /ai/satmath/problems/{problemId}: an admin's edit, re-checked by the math engine before it is saved. */
export const UpdateMathProblemBody = z.object({
  officeId: OfficeId,
  question: required('question', 2000),
  choices: z.array(required('choice', 300)).check(z.length(4, { error: 'give exactly four choices' })),
  answer: ChoiceLetter,
  hint: text('hint', 1000),
  solution: text('solution', 2000),
  detailed_solution: text('detailed_solution', 6000),
  difficulty: MathDifficulty,
  /** a comma list as typed ("slope, intercept ") or a list; trimmed, blanks dropped */
  concepts: z.union([text('concepts', 500), z.array(text('concept', 80)).check(z.maxLength(10))]),
  graph: z.optional(z.nullable(MathGraph)),
  /** the graph's picture as a PNG data URL, saved as the graph's image */
  graphImage: z.optional(text('graphImage', 3_000_000)),
});
export type UpdateMathProblemBody = z.infer<typeof UpdateMathProblemBody>;
export const MathProblemReply = z.object({ problem: MathProblem });

export const MathProblemParams = z.object({ problemId: z.string().check(z.minLength(1), z.maxLength(80)) });

/** POST /openai/math/parse-image: a screenshot or photo as a data URL (PNG, JPEG or WebP). */
export const ParseImageBody = z.object({
  image: z
    .string({ error: 'image must be a data URL' })
    .check(
      z.minLength(1, { error: 'image is required' }),
      z.maxLength(14_000_000, { error: 'image must be at most 10 MB' }),
    ),
});
export type ParseImageBody = z.infer<typeof ParseImageBody>;
/** The problem text read from the picture, for the user to confirm, or the reason it could not be read. */
export const ParseImageReply = z.object({ problem: z.optional(z.string()), error: z.optional(z.string()) });
export type ParseImageReply = z.infer<typeof ParseImageReply>;

/** POST /openai/math/resolve-problem: solve a typed problem. */
export const ResolveProblemBody = z.object({ problem: required('problem', 2000) });
export type ResolveProblemBody = z.infer<typeof ResolveProblemBody>;

/** One step of a worked solution: what was done in words, and the math after it (TeX). */
export const SolutionStep = z.object({ text: z.string(), math: z.string() });
export type SolutionStep = z.infer<typeof SolutionStep>;

/**
 * The solved problem as a question structure (a question card in math SOS mode) plus the worked steps.
 * `answer` is the CAS result as text ("x = 6"), `answerTex` the same in TeX.
 */
export const ResolveProblemReply = z.object({
  question: MathProblem,
  problem: z.string(),
  /** what the engine understood the task to be, e.g. "Solve the equation for x" */
  task: z.string(),
  answer: z.string(),
  answerTex: z.string(),
  steps: z.array(SolutionStep),
});
export type ResolveProblemReply = z.infer<typeof ResolveProblemReply>;
