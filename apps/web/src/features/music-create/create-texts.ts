import { MUSIC_LIMITS, SONG_TAGS_HINT, WRONG_CODE_MESSAGE } from '@muse/domain';

/**
 * The creation flow's texts. The spec's own words are used as written; the rest are ours and say what a
 * control does or why something is not available.
 */
export const CREATE_TEXTS = {
  question: 'What would you like to create?',
  song: 'Song with Lyrics',
  music: 'Music',
  back: 'Back',
  generate: 'Generate',
  create: 'Create',
  tagsHint: SONG_TAGS_HINT,
  choosePreset: 'Choose preset',
  showQueue: 'Show Queue',
  hideQueue: 'Hide Queue',
  wrongCode: WRONG_CODE_MESSAGE,
  /** The busy-queue text, shown when more than one of the user's tracks is waiting. */
  busyQueue:
    "We're very busy right now, so please wait for your music!... We'll send you an email when it's done",
  subscribe: 'Subscribe',
} as const;

const minutes = (seconds: number) => (seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`);

/** Why a non-member's slider stops early: full-length songs belong to music pro. */
export function lengthCapText(): string {
  return `Without Music Pro, tracks are up to ${MUSIC_LIMITS.free.maxLengthSeconds} seconds long. Music Pro makes full-length tracks of up to ${minutes(MUSIC_LIMITS.pro.maxLengthSeconds)}.`;
}

/** "1:05" for the length slider's label. */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The hint under the tag groups, naming the groups still empty. */
export function missingGroupsText(missing: readonly string[]): string | null {
  if (missing.length === 0) return null;
  return `${CREATE_TEXTS.tagsHint} (still needed: ${missing.join(', ')})`;
}
