import type { MusicProValue } from '@muse/contracts';
import { MUSIC_LIMITS, MUSIC_PRO_FEATURES, type MusicProFeature } from '@muse/domain';

/**
 * The music membership: unlimited songs, full-length songs, AI lyrics, presets, parallel generations and
 * lyrics editing; its status is polled every second after paying.
 */

const minutes = (seconds: number) => `${Math.round(seconds / 60)} minutes`;

const FEATURE_TEXT: Record<MusicProFeature, { title: string; detail: string }> = {
  unlimitedSongs: { title: 'Unlimited songs', detail: 'No daily limit on new songs' },
  fullLengthSongs: {
    title: 'Full-length songs',
    detail: `Songs up to ${minutes(MUSIC_LIMITS.pro.maxLengthSeconds)} long`,
  },
  aiLyrics: { title: 'AI lyrics', detail: 'Verses and choruses written for your song' },
  presets: { title: 'Presets', detail: 'Country Rock, Pop, Jazz, Metal and more in one click' },
  parallelGenerations: {
    title: 'Parallel generations',
    detail: `Up to ${MUSIC_LIMITS.pro.parallel} songs at once`,
  },
  lyricsEditing: { title: 'Lyrics editing', detail: 'Add and rewrite intros, verses, choruses and bridges' },
};

/** The membership modal's list, in the spec's order. */
export function musicProFeatures(): { id: MusicProFeature; title: string; detail: string }[] {
  return MUSIC_PRO_FEATURES.map((id) => ({ id, ...FEATURE_TEXT[id] }));
}

/** Waiting for a membership to become paid after the checkout: once a second for at most 2 minutes. */
export const MUSIC_PRO_POLL_MS = 1_000;
export const MUSIC_PRO_POLL_MAX_MS = 120_000;
export const MUSIC_PRO_POLL_MAX_TRIES = MUSIC_PRO_POLL_MAX_MS / MUSIC_PRO_POLL_MS;

export interface ActivationState {
  tries: number;
  status: 'waiting' | 'paid' | 'gave-up';
}

export const initialActivation = (): ActivationState => ({ tries: 0, status: 'waiting' });

/** One poll's answer (the musicpro status, or 'error' for a failed read, which only uses a try). */
export function nextActivation(
  state: ActivationState,
  result: MusicProValue | 'error',
  maxTries = MUSIC_PRO_POLL_MAX_TRIES,
): ActivationState {
  if (state.status !== 'waiting') return state;
  const tries = state.tries + 1;
  if (result === 'paid') return { tries, status: 'paid' };
  return { tries, status: tries >= maxTries ? 'gave-up' : 'waiting' };
}
