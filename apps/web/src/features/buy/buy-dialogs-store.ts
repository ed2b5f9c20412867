import { useSyncExternalStore } from 'react';

/**
 * Which buying dialog is open, for the whole app (like the login dialog's store): any screen opens one with
 * openBuyCredits(), openSubscribe(), openTrialOffer() or openMembership(), and the host in the app shell
 * shows it. One at a time: opening another replaces it (the subscribe dialog hands over to the trial offer).
 */
export type BuyDialog =
  | { kind: 'credits' }
  | { kind: 'subscribe' }
  | { kind: 'trial' }
  /** `activating`: back from the checkout, waiting for the membership to become paid */
  | { kind: 'membership'; activating: boolean };

type Listener = () => void;

let current: BuyDialog | null = null;
/** the dialog closed for a sign-in, to reopen once the user is signed in */
let resume: BuyDialog | null = null;
const listeners = new Set<Listener>();

function set(value: BuyDialog | null): void {
  current = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The buy-credits dialog: three packs and a Buy control each. */
export const openBuyCredits = (): void => set({ kind: 'credits' });
/** The subscribe dialog: the plans, the Pay Once offer and the trial offer. */
export const openSubscribe = (): void => set({ kind: 'subscribe' });
/** The trial offer dialog: start a 7-day Trial Pro or Trial Premium. */
export const openTrialOffer = (): void => set({ kind: 'trial' });
/** The music membership modal, with an offer. */
export const openMembership = (options: { activating?: boolean } = {}): void =>
  set({ kind: 'membership', activating: options.activating ?? false });
export const closeBuyDialog = (): void => set(null);
/** Opens a dialog as it was (the host reopens one that closed for a sign-in). */
export const openBuyDialog = (dialog: BuyDialog): void => set(dialog);

export const currentBuyDialog = (): BuyDialog | null => current;

/** Closes the open dialog while the user signs in; `takeResume` gives it back afterwards (once). */
export function closeForSignIn(): void {
  resume = current;
  set(null);
}

export function takeResume(): BuyDialog | null {
  const value = resume;
  resume = null;
  return value;
}

/** The open buying dialog, or null. */
export function useBuyDialog(): BuyDialog | null {
  return useSyncExternalStore(subscribe, currentBuyDialog);
}
