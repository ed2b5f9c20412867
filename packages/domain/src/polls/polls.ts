/**
 * Live polls and quizzes (spec: Poll entity; "closes after a 5 s selection timer"). Pure rules shared by the
 * server (validation, counting) and the web app (the popup's timer and colours).
 */

export const POLL_TYPES = ['yesno', 'choice', 'quiz'] as const;
export type PollType = (typeof POLL_TYPES)[number];

/** A choice poll or quiz offers 2 to 6 answers (chosen: a popup fits six buttons on a phone). */
export const POLL_MIN_CHOICES = 2;
export const POLL_MAX_CHOICES = 6;
export const POLL_QUESTION_MAX = 300;
export const POLL_CHOICE_MAX = 120;
/** The popup closes this long after the visitor's selection (spec: "Poll auto-close 5 s"). */
export const POLL_POPUP_CLOSE_MS = 5_000;
/**
 * A live poll stays open for votes until its owner closes it, a new poll starts in the office, or this long
 * after it started (chosen: long enough for a talk's question, short enough that a forgotten poll ends).
 */
export const POLL_OPEN_MS = 15 * 60_000;

/** The yes/no poll's answers, made for it. */
export const YES_NO_CHOICES: readonly PollChoiceDefinition[] = Object.freeze([
  { value: 'yes', text: 'Yes' },
  { value: 'no', text: 'No' },
]);

export interface PollChoiceDefinition {
  value: string;
  text: string;
}

/** A poll as its owner (or a dialog's ShowPoll JSON) defines it, after validation. */
export interface PollDefinition {
  pollType: PollType;
  question: string;
  choices: PollChoiceDefinition[];
  /** the quiz's right answer: one of the choices' values */
  answer?: string;
}

export interface PollIssue {
  field: string;
  message: string;
}

export type PollCheck = { ok: true; poll: PollDefinition } | { ok: false; issues: PollIssue[] };

/** What a client sends: a choice is text, or `{ value?, text }`; a quiz's answer a value, text or index. */
export interface PollInput {
  pollType?: unknown;
  question?: unknown;
  name?: unknown;
  choices?: unknown;
  answer?: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const plain = (v: unknown): string | undefined =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;

/**
 * Checks and normalises a poll: the question (or the spec's `name`) is required; yes/no gets Yes and No made
 * for it; a choice poll or quiz needs 2 to 6 different non-blank choices (blank ones are dropped, as the
 * poll form's trailing blank row is); a quiz needs its answer among the choices (by value, by text, or by its
 * index, the music spec's "answer (index, quiz only)").
 */
export function checkPoll(input: PollInput): PollCheck {
  const issues: PollIssue[] = [];
  const pollType = POLL_TYPES.find((t) => t === input.pollType);
  if (!pollType) issues.push({ field: 'pollType', message: 'pollType must be yesno, choice or quiz' });
  const question = plain(input.question) || plain(input.name) || '';
  if (!question) issues.push({ field: 'question', message: 'question is required' });
  else if (question.length > POLL_QUESTION_MAX)
    issues.push({ field: 'question', message: `question must be at most ${POLL_QUESTION_MAX} characters` });
  if (!pollType) return { ok: false, issues };
  if (pollType === 'yesno') {
    return issues.length
      ? { ok: false, issues }
      : { ok: true, poll: { pollType, question, choices: YES_NO_CHOICES.map((c) => ({ ...c })) } };
  }

  const choices: PollChoiceDefinition[] = [];
  if (input.choices !== undefined && !Array.isArray(input.choices)) {
    issues.push({ field: 'choices', message: 'choices must be a list' });
  } else {
    const seen = new Set<string>();
    const raw: unknown[] = (input.choices as unknown[] | undefined) ?? [];
    raw.forEach((c, i) => {
      const text = isRecord(c) ? plain(c.text) : plain(c);
      const value = (isRecord(c) ? plain(c.value) : undefined) || text;
      if (text === undefined) {
        issues.push({ field: `choices.${i}`, message: 'a choice must be text' });
        return;
      }
      if (!text) return;
      if (text.length > POLL_CHOICE_MAX) {
        issues.push({
          field: `choices.${i}`,
          message: `a choice must be at most ${POLL_CHOICE_MAX} characters`,
        });
        return;
      }
      const key = value!.toLowerCase();
      if (seen.has(key)) {
        issues.push({ field: `choices.${i}`, message: 'each choice must be different' });
        return;
      }
      seen.add(key);
      choices.push({ value: value!, text });
    });
    if (choices.length < POLL_MIN_CHOICES)
      issues.push({ field: 'choices', message: `give at least ${POLL_MIN_CHOICES} choices` });
    else if (choices.length > POLL_MAX_CHOICES)
      issues.push({ field: 'choices', message: `give at most ${POLL_MAX_CHOICES} choices` });
  }

  let answer: string | undefined;
  if (pollType === 'quiz') {
    answer = quizAnswerOf(choices, input.answer);
    if (answer === undefined)
      issues.push({
        field: 'answer',
        message:
          input.answer === undefined || input.answer === ''
            ? 'a quiz needs its answer'
            : 'the answer must be one of the choices',
      });
  }
  if (issues.length) return { ok: false, issues };
  return { ok: true, poll: { pollType, question, choices, ...(answer !== undefined ? { answer } : {}) } };
}

function quizAnswerOf(choices: readonly PollChoiceDefinition[], answer: unknown): string | undefined {
  if (typeof answer === 'number') return Number.isInteger(answer) ? choices[answer]?.value : undefined;
  const wanted = plain(answer)?.toLowerCase();
  if (!wanted) return undefined;
  return (
    choices.find((c) => c.value.toLowerCase() === wanted) ??
    choices.find((c) => c.text.toLowerCase() === wanted)
  )?.value;
}

/**
 * A dialog's ShowPoll parameter: the poll as JSON text (or already an object). Unreadable JSON is an issue
 * on `poll`, like any other invalid poll.
 */
export function checkDialogPoll(json: unknown): PollCheck {
  let value: unknown = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch {
      return { ok: false, issues: [{ field: 'poll', message: 'poll must be a poll written as JSON' }] };
    }
  }
  if (!isRecord(value))
    return { ok: false, issues: [{ field: 'poll', message: 'poll must be a poll written as JSON' }] };
  const check = checkPoll(value);
  return check.ok
    ? check
    : { ok: false, issues: check.issues.map((i) => ({ ...i, field: `poll.${i.field}` })) };
}

/**
 * The value a vote names, when it is one of the poll's choices: its value exactly, then ignoring case, then
 * a choice's text (a dialog's button may send what it shows).
 */
export function choiceValueOf(poll: Pick<PollDefinition, 'choices'>, value: string): string | undefined {
  const exact = poll.choices.find((c) => c.value === value);
  if (exact) return exact.value;
  const lower = value.trim().toLowerCase();
  return (
    poll.choices.find((c) => c.value.toLowerCase() === lower) ??
    poll.choices.find((c) => c.text.toLowerCase() === lower)
  )?.value;
}

/** Whether a quiz vote is right. Polls without an answer have no right answer: always false. */
export function isCorrectAnswer(
  poll: Pick<PollDefinition, 'answer'>,
  value: string | null | undefined,
): boolean {
  return poll.answer !== undefined && value !== null && value !== undefined && value === poll.answer;
}

/**
 * Whole percents of `counts` that add up to exactly 100 (when anyone voted): each share is rounded down and
 * the points left go to the largest remainders, ties to the earlier choice. No votes: every percent is 0.
 */
export function percentsOf(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((c) => (c * 100) / total);
  const percents = exact.map(Math.floor);
  let left = 100 - percents.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, rest: e - Math.floor(e) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    percents[i]! += 1;
    left -= 1;
  }
  return percents;
}

export interface PollChoiceResult extends PollChoiceDefinition {
  /** how many voted for it */
  result: number;
  percent: number;
}

export interface PollTally {
  choices: PollChoiceResult[];
  total: number;
  /** quizzes: how many voted for the right answer */
  correct?: number;
}

/** The results of a poll from its votes (values not among the choices, from an older version, are ignored). */
export function tallyPoll(poll: PollDefinition, votes: Readonly<Record<string, number>>): PollTally {
  const counts = poll.choices.map((c) => Math.max(0, Math.floor(votes[c.value] ?? 0)));
  const percents = percentsOf(counts);
  const total = counts.reduce((a, b) => a + b, 0);
  return {
    choices: poll.choices.map((c, i) => ({ ...c, result: counts[i]!, percent: percents[i]! })),
    total,
    ...(poll.pollType === 'quiz' && poll.answer !== undefined ? { correct: votes[poll.answer] ?? 0 } : {}),
  };
}

/** Whether a live poll still takes votes at `now` (ms): not closed and younger than POLL_OPEN_MS. */
export function isPollOpen(poll: { startedAt: string; closedAt: string | null }, now: number): boolean {
  return poll.closedAt === null && now - Date.parse(poll.startedAt) < POLL_OPEN_MS;
}

/** When a live poll stops taking votes by itself. */
export function pollClosesAt(startedAt: string): string {
  return new Date(Date.parse(startedAt) + POLL_OPEN_MS).toISOString();
}

/** How a choice looks once the visitor has voted: the quiz's right answer green, a wrong pick red. */
export function choiceOutcome(
  poll: Pick<PollDefinition, 'pollType' | 'answer'>,
  choiceValue: string,
  myVote: string | null | undefined,
): 'correct' | 'wrong' | 'plain' {
  if (poll.pollType !== 'quiz' || poll.answer === undefined) return 'plain';
  if (choiceValue === poll.answer) return 'correct';
  return choiceValue === myVote ? 'wrong' : 'plain';
}
