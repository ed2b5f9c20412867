/**
 * Songs and tracks.
 */

/** The five tag groups a song needs at least one tag from. */
export const SONG_TAG_GROUPS = ['Genre', 'Instrument', 'Mood', 'Vocal', 'Timbre'] as const;
export type SongTagGroup = (typeof SONG_TAG_GROUPS)[number];
export const SONG_TAGS_HINT = 'Choose at least 1 option from each group';

/** "Song2 music length is forced into 10 to 300 seconds" (slider step 1). */
export const MUSIC_LENGTH = { min: 10, max: 300, step: 1 } as const;

export function clampMusicLength(seconds: number): number {
  if (!Number.isFinite(seconds)) return MUSIC_LENGTH.min;
  return Math.min(MUSIC_LENGTH.max, Math.max(MUSIC_LENGTH.min, Math.round(seconds)));
}

export const MUSIC_TYPES = ['song', 'music'] as const;
export type MusicType = (typeof MUSIC_TYPES)[number];

/** The groups a chosen tag set still misses (empty: the song may be generated). */
export function missingTagGroups(chosen: Partial<Record<SongTagGroup, readonly string[]>>): SongTagGroup[] {
  return SONG_TAG_GROUPS.filter((group) => (chosen[group]?.length ?? 0) === 0);
}

/** Song Generate is enabled with keywords and a tag from every group; keywords-only music needs keywords. */
export function canGenerateMusic(input: {
  musicType: MusicType;
  keywords: string;
  busy: boolean;
  tags: Partial<Record<SongTagGroup, readonly string[]>>;
}): boolean {
  if (input.busy || input.keywords.trim() === '') return false;
  return input.musicType === 'music' || missingTagGroups(input.tags).length === 0;
}

/** Track states as the library shows them. */
export const TRACK_QUEUED_TEXT = 'In the queue';
export const TRACK_CREATING_TEXT = 'Creating...';

export function trackStateText(track: {
  startedOn?: string | null;
  finishedOn?: string | null;
}): string | null {
  if (track.finishedOn) return null;
  return track.startedOn ? TRACK_CREATING_TEXT : TRACK_QUEUED_TEXT;
}

/** "Play 10 sets a counter to 10, decremented at each track end, removed at 0." */
export const AUTOPLAY_COUNT = 10;

export function nextAutoplayCount(count: number | null): number | null {
  if (count === null || count <= 1) return null;
  return count - 1;
}
