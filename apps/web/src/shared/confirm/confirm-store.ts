import { useSyncExternalStore } from 'react';

/** A question asked before something that can't be undone (a delete). */
export interface ConfirmOptions {
  title: string;
  message?: string;
  /** the red button's label */
  confirmLabel: string;
  /** the safe button's label; "Cancel" unless said */
  cancelLabel?: string;
  /**
   * The work the confirming button starts (e.g. a delete request). The question stays on screen, its button
   * busy, until the work is done; when it fails the question stays for another try or a cancel (the error is
   * told where the work tells it, e.g. the mutation's toast).
   */
  action?: () => Promise<unknown>;
}

/** Who asked: a question is withdrawn when the screen that asked it goes away. */
export type ConfirmOwner = object;

interface Question {
  options: ConfirmOptions;
  owner: ConfirmOwner | null;
  answer: (confirmed: boolean) => void;
}

export interface ConfirmState {
  /** the question on screen, or the last one while its dialog closes */
  question: Question | null;
  opened: boolean;
  /** the confirming button's work is under way */
  busy: boolean;
}

type Listener = () => void;

let state: ConfirmState = { question: null, opened: false, busy: false };
const listeners = new Set<Listener>();

function set(next: ConfirmState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes the question on screen with this answer (it keeps its texts for the closing transition). */
function close(answer: boolean): void {
  if (!state.opened || !state.question) return;
  state.question.answer(answer);
  set({ ...state, opened: false, busy: false });
}

/**
 * Asks a question; resolves true once it is confirmed (and its `action` done), false when it is cancelled.
 * One question at a time: a new one cancels the one on screen.
 */
export function confirm(options: ConfirmOptions, owner: ConfirmOwner | null = null): Promise<boolean> {
  close(false);
  return new Promise((answer) => set({ question: { options, owner, answer }, opened: true, busy: false }));
}

/** Cancel, Close, Escape or a click beside the dialog: no, unless the confirmed work is under way. */
export function cancelConfirm(): void {
  if (!state.busy) close(false);
}

/** The confirming button: yes, once its work (if any) is done; on a failure the question stays. */
export async function acceptConfirm(): Promise<void> {
  const { question, opened, busy } = state;
  if (!question || !opened || busy) return;
  const { action } = question.options;
  if (!action) return close(true);
  set({ ...state, busy: true });
  try {
    await action();
  } catch {
    if (state.question === question && state.opened) set({ ...state, busy: false });
    return;
  }
  if (state.question === question) close(true);
}

/** Takes back the question this owner asked, if it is still on screen (its screen has gone). */
export function withdrawConfirm(owner: ConfirmOwner): void {
  if (state.question?.owner === owner) close(false);
}

export const getConfirmState = (): ConfirmState => state;

export function useConfirmState(): ConfirmState {
  return useSyncExternalStore(subscribe, getConfirmState);
}
