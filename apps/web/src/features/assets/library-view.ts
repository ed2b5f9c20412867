import type { Asset, AssetType, SavePollMessage } from '@muse/contracts';
import { checkPollAsset, type AssetPollType } from '@muse/domain';

/** The dialog's type filters, in the spec's order of the Asset entity's types. */
export const TYPE_FILTERS: { value: AssetType; label: string }[] = [
  { value: 'image', label: 'Images' },
  { value: 'music', label: 'Music' },
  { value: 'poll', label: 'Polls' },
];

/** The poll form, as it holds a poll: its rows always end with one blank choice. */
export interface PollFormDraft {
  _id?: string;
  name: string;
  question: string;
  pollType: AssetPollType;
  choices: string[];
  /** a quiz's right answer: an index into `choices` */
  answer: number | null;
}

export const emptyPollDraft = (): PollFormDraft => ({
  name: '',
  question: '',
  pollType: 'choice',
  choices: ['', ''],
  answer: null,
});

/** A saved poll back in the form, with its trailing blank row. */
export function draftOf(asset: Asset): PollFormDraft {
  const poll = asset.poll;
  const question = poll && poll.question !== asset.name ? poll.question : '';
  return {
    _id: asset._id,
    name: asset.name,
    question,
    pollType: poll?.pollType ?? 'choice',
    choices: [...(poll?.choices.map((c) => c.text) ?? []), ''],
    answer: poll?.answer ?? null,
  };
}

/** What `save-poll` is sent: the rows as they are (the server drops blank ones and moves the answer). */
export function saveMessage(draft: PollFormDraft): SavePollMessage {
  return {
    ...(draft._id ? { _id: draft._id } : {}),
    name: draft.name,
    pollType: draft.pollType,
    question: draft.question,
    choices: draft.choices,
    ...(draft.pollType === 'quiz' ? { answer: draft.answer } : {}),
  };
}

/** The form's problems by field, in the user's words (the server checks the same rules). */
export function pollFormProblems(draft: PollFormDraft): Partial<Record<string, string>> {
  const check = checkPollAsset(saveMessage(draft));
  if (check.ok) return {};
  const words: Record<string, string> = {
    name: 'Give the poll a name',
    choices: 'Write at least one choice',
    answer: 'Mark the right answer',
  };
  const problems: Partial<Record<string, string>> = {};
  for (const issue of check.issues) {
    const field = issue.field.split('.')[0]!;
    if (problems[field]) continue;
    problems[field] =
      words[field] && /required|at least|needs|index/.test(issue.message)
        ? words[field]
        : sentence(issue.message);
  }
  return problems;
}

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1) + '.';

/** "3 selected" */
export const selectedLabel = (n: number) => `${n} selected`;

/** What an asset is, in words, for its card's accessible name. */
export function assetKind(asset: Asset): string {
  if (asset.type === 'poll') return asset.poll?.pollType === 'quiz' ? 'Quiz' : 'Poll';
  return asset.type === 'music' ? 'Music' : 'Image';
}
