import { useSyncExternalStore } from 'react';

/**
 * Which of the credits dialogs is open: one at a time, so a dialog opened from another (the share rules
 * from the credits dialog) replaces it rather than stacking two focus traps. Opened from anywhere (the
 * header's button, a 402 reply, another feature's "Get credits").
 */
export type CreditsDialog = 'credits' | 'shareRules' | 'streak' | 'insufficient';

export interface CreditsDialogsState {
  open: CreditsDialog | null;
  /** what the insufficient-credits dialog says needed more credits (the server's message) */
  reason: string | null;
  /** what to do again once credits are added from the insufficient-credits dialog (e.g. the Create) */
  retry: (() => void) | null;
}

type Listener = () => void;

let state: CreditsDialogsState = { open: null, reason: null, retry: null };
const listeners = new Set<Listener>();

function set(next: CreditsDialogsState): void {
  if (next.open === state.open && next.reason === state.reason && next.retry === state.retry) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getCreditsDialogs = (): CreditsDialogsState => state;

export const openCreditsDialog = (): void => set({ open: 'credits', reason: null, retry: null });
export const openShareRules = (): void => set({ open: 'shareRules', reason: null, retry: null });
export const openStreakDialog = (): void => set({ open: 'streak', reason: null, retry: null });
/**
 * Insufficient credits for a model: `reason` says what needed them, e.g. the server's 402 message;
 * `retry` is done again when the dialog's claim of today's free credits succeeds.
 */
export const openInsufficientCredits = (reason?: string, retry?: () => void): void =>
  set({ open: 'insufficient', reason: reason ?? null, retry: retry ?? null });
/** Closes whichever credits dialog is open (keeping its last reason for the closing transition). */
export const closeCreditsDialogs = (): void => set({ ...state, open: null });

export function useCreditsDialogs(): CreditsDialogsState {
  return useSyncExternalStore(subscribe, getCreditsDialogs);
}
