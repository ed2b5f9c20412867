import { flagSet, setFlag, type FlagStore } from '../../shared/browser-flag';

/** Set once a browser has closed the /images welcome (or taken the guide): it is not shown again. */
export const WELCOME_SEEN_KEY = 'muse.images.welcome';

/** The address's parameter that opens the first-time guide (`/images?onboarding`). */
export const ONBOARDING_PARAM = 'onboarding';

export const WELCOME_TEXTS = {
  title: 'Welcome to Muse',
  body: 'Type a few words and Muse suggests pictures to make from them, or write your own prompt. You can look around without an account.',
  tour: 'Show me how',
  dismiss: 'Got it',
} as const;

/** Whether this browser has seen the welcome (see flagSet: unreadable storage counts as seen). */
export function welcomeSeen(store: FlagStore | null): boolean {
  return flagSet(store, WELCOME_SEEN_KEY);
}

export function markWelcomeSeen(store: FlagStore | null, now: Date = new Date()): void {
  setFlag(store, WELCOME_SEEN_KEY, now);
}
