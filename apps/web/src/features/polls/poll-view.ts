import type { Poll, PollResultsEvent, PollType } from '@muse/contracts';
import { POLL_MAX_CHOICES, POLL_MIN_CHOICES, choiceOutcome } from '@muse/domain';

/** A poll with new counts from `poll-results` (the event never carries the quiz's answer; the poll keeps it). */
export function withResults(poll: Poll, event: PollResultsEvent): Poll {
  if (event.pollId !== poll._id) return poll;
  const counts = new Map(event.choices.map((c) => [c.value, c]));
  return {
    ...poll,
    choices: poll.choices.map((c) => {
      const n = counts.get(c.value);
      return n ? { ...c, result: n.result, percent: n.percent } : c;
    }),
    results: {
      ...poll.results,
      total: event.total,
      ...(poll.answer !== undefined ? { correct: counts.get(poll.answer)?.result ?? 0 } : {}),
    },
  };
}

/** How a choice is coloured after voting: a quiz's right answer green, the visitor's wrong pick red. */
export function choiceTone(poll: Poll, value: string): 'correct' | 'wrong' | 'plain' {
  return choiceOutcome(poll, value, poll.myVote);
}

export const POLL_TYPE_LABELS: Record<PollType, string> = {
  yesno: 'Yes or no',
  choice: 'Choices',
  quiz: 'Quiz',
};

/** The owner's new poll, as the form holds it. */
export interface PollDraft {
  pollType: PollType;
  question: string;
  /** always ends with one blank row (added when the last is typed in, dropped when emptied) */
  choices: string[];
  /** the quiz's right answer: an index into `choices` */
  answer: number | null;
}

export const emptyDraft = (pollType: PollType = 'yesno'): PollDraft => ({
  pollType,
  question: '',
  choices: ['', ''],
  answer: null,
});

/**
 * The choices after row `index` became `text`: typing in the last row adds a blank one (up to the most a
 * poll takes); clearing the second-to-last row drops the trailing blank. At least two rows are kept.
 */
export function editChoice(choices: readonly string[], index: number, text: string): string[] {
  const next = choices.map((c, i) => (i === index ? text : c));
  const last = next.length - 1;
  if (index === last && text.trim() !== '' && next.length < POLL_MAX_CHOICES) next.push('');
  while (next.length > POLL_MIN_CHOICES && next.at(-1)?.trim() === '' && next.at(-2)?.trim() === '')
    next.pop();
  return next;
}

/** What keeps a draft from being started, by field (the server checks the same, with @muse/domain). */
export function draftProblems(draft: PollDraft): Partial<Record<'question' | 'choices' | 'answer', string>> {
  const problems: Partial<Record<'question' | 'choices' | 'answer', string>> = {};
  if (!draft.question.trim()) problems.question = 'Write the question';
  if (draft.pollType === 'yesno') return problems;
  const filled = draft.choices.map((c) => c.trim()).filter(Boolean);
  if (filled.length < POLL_MIN_CHOICES) problems.choices = `Give at least ${POLL_MIN_CHOICES} choices`;
  else if (new Set(filled.map((c) => c.toLowerCase())).size !== filled.length)
    problems.choices = 'Each choice must be different';
  if (draft.pollType === 'quiz' && (draft.answer === null || !draft.choices[draft.answer]?.trim()))
    problems.answer = 'Mark the right answer';
  return problems;
}

/** The request body of a draft: blank choices left out, the quiz's answer as its choice's text. */
export function draftBody(officeId: string, draft: PollDraft) {
  const choices = draft.choices.map((c) => c.trim()).filter(Boolean);
  return {
    officeId,
    pollType: draft.pollType,
    question: draft.question.trim(),
    ...(draft.pollType === 'yesno' ? {} : { choices }),
    ...(draft.pollType === 'quiz' && draft.answer !== null
      ? { answer: draft.choices[draft.answer]!.trim() }
      : {}),
  };
}

/** "3 votes", "1 vote", "No votes yet". */
export function votesLabel(total: number): string {
  if (total === 0) return 'No votes yet';
  return total === 1 ? '1 vote' : `${total} votes`;
}
