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
}

type Listener = () => void;

let state: CreditsDialogsState = { open: null, reason: null };
const listeners = new Set<Listener>();

function set(next: CreditsDialogsState): void {
  if (next.open === state.open && next.reason === state.reason) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getCreditsDialogs = (): CreditsDialogsState => state;

export const openCreditsDialog = (): void => set({ open: 'credits', reason: null });
export const openShareRules = (): void => set({ open: 'shareRules', reason: null });
export const openStreakDialog = (): void => set({ open: 'streak', reason: null });
/** §8 "Insufficient credits for a model": `reason` says what needed them, e.g. the server's 402 message. */
export const openInsufficientCredits = (reason?: string): void =>
  set({ open: 'insufficient', reason: reason ?? null });
/** Closes whichever credits dialog is open (keeping its last reason for the closing transition). */
export const closeCreditsDialogs = (): void => set({ ...state, open: null });

export function useCreditsDialogs(): CreditsDialogsState {
  return useSyncExternalStore(subscribe, getCreditsDialogs);
}

/** Above the full-screen viewer (z-index 250), which a 402 or a share prompt may open them from. */
export { GLOBAL_DIALOG_Z_INDEX as CREDITS_DIALOG_Z_INDEX } from '../../shared/layers';
