import type { Poll, PollResultsEvent } from '@muse/contracts';
import { POLL_TYPES, isPollOpen, pollClosesAt, tallyPoll, type PollDefinition } from '@muse/domain';
import type { PollRow } from './polls.repository';

/** A stored poll's definition (its choices are JSON written by the service only). */
export function definitionOf(row: PollRow): PollDefinition {
  const pollType = POLL_TYPES.find((t) => t === row.pollType) ?? 'choice';
  const choices = JSON.parse(row.choices) as PollDefinition['choices'];
  return {
    pollType,
    question: row.question,
    choices,
    ...(row.answer !== null ? { answer: row.answer } : {}),
  };
}

export function isOpen(row: PollRow, now = Date.now()): boolean {
  return row.source === 'dialog' || isPollOpen(row, now);
}

/**
 * A poll as one person sees it. The quiz's answer (and how many were right) only when `showAnswer`: to the
 * office's owner and admins, and to whoever has voted, so the popup cannot give the answer away.
 */
export function presentPoll(
  row: PollRow,
  votes: Readonly<Record<string, number>>,
  opts: { showAnswer: boolean; myVote: string | null; now?: number },
): Poll {
  const def = definitionOf(row);
  const tally = tallyPoll(def, votes);
  const open = isOpen(row, opts.now);
  return {
    _id: row.id,
    type: 'poll',
    pollType: def.pollType,
    officeId: row.officeId,
    question: def.question,
    name: def.question,
    choices: tally.choices,
    ...(opts.showAnswer && def.answer !== undefined ? { answer: def.answer } : {}),
    results: {
      total: tally.total,
      ...(opts.showAnswer && tally.correct !== undefined ? { correct: tally.correct } : {}),
    },
    source: row.source === 'dialog' ? 'dialog' : 'live',
    open,
    startedAt: row.startedAt,
    closesAt: row.source === 'live' && open ? pollClosesAt(row.startedAt) : null,
    closedAt: row.closedAt ?? (row.source === 'live' && !open ? pollClosesAt(row.startedAt) : null),
    myVote: opts.myVote,
  };
}

/** The counts broadcast to an office's room after a vote: never the quiz's answer. */
export function presentResults(row: PollRow, votes: Readonly<Record<string, number>>): PollResultsEvent {
  const tally = tallyPoll(definitionOf(row), votes);
  return {
    pollId: row.id,
    officeId: row.officeId,
    choices: tally.choices.map(({ value, result, percent }) => ({ value, result, percent })),
    total: tally.total,
  };
}
