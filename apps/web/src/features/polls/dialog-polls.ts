import type { Poll } from '@muse/contracts';
import { checkDialogPoll } from '@muse/domain';

/** A dialog's ShowPoll waiting to be shown by the office page's poll host. */
export interface DialogPollRequest {
  id: number;
  officeId: string;
  pollJson: string;
  /** the poll to show before voting (no counts yet) */
  preview: Poll;
  done(): void;
}

type Listener = () => void;
let requests: DialogPollRequest[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
let hosts = 0;
const emit = () => listeners.forEach((l) => l());

export const dialogPolls = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): DialogPollRequest | undefined => requests[0],
  /** A poll host mounts (OfficePolls); without one, dialog polls end at once. */
  addHost(): () => void {
    hosts += 1;
    return () => {
      hosts -= 1;
    };
  },
  finish(id: number): void {
    const done = requests.find((r) => r.id === id);
    requests = requests.filter((r) => r.id !== id);
    emit();
    done?.done();
  },
};

/** The poll a dialog's JSON describes, as a poll without votes; null when the JSON is no valid poll. */
export function previewOf(officeId: string, pollJson: string): Poll | null {
  const check = checkDialogPoll(pollJson);
  if (!check.ok) return null;
  const { poll } = check;
  return {
    _id: '',
    type: 'poll',
    pollType: poll.pollType,
    officeId,
    question: poll.question,
    name: poll.question,
    choices: poll.choices.map((c) => ({ ...c, result: 0, percent: 0 })),
    results: { total: 0 },
    source: 'dialog',
    open: true,
    startedAt: new Date().toISOString(),
    closesAt: null,
    closedAt: null,
    myVote: null,
  };
}

/**
 * Shows a poll from a dialog's ShowPoll action to this visitor; resolves when the poll closes (5 s after the
 * vote, or when dismissed). A poll the JSON does not describe, or a page without the poll host, resolves at once.
 */
export function showDialogPoll(officeId: string, pollJson: string): Promise<void> {
  const preview = previewOf(officeId, pollJson);
  if (!preview || hosts === 0) {
    if (!preview) console.warn('ShowPoll: the dialog’s poll is not a valid poll');
    return Promise.resolve();
  }
  return new Promise<void>((resolve) => {
    requests = [...requests, { id: nextId++, officeId, pollJson, preview, done: resolve }];
    emit();
  });
}
