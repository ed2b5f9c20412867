/**
 * Music pro, the paid music membership: "Unlimited songs, full-length songs, AI lyrics, presets, parallel
 * generations and lyrics editing belong to music pro. The state 'trial' is a non-paid state." The music
 * module and the web app both gate with these rules.
 */

/** The session user's `musicpro`: '' (none), 'trial' (a non-paid state) or 'paid'. */
export const MUSIC_PRO_STATES = ['', 'trial', 'paid'] as const;
export type MusicProStatus = (typeof MUSIC_PRO_STATES)[number];

/** What belongs to music pro. */
export const MUSIC_PRO_FEATURES = [
  'unlimitedSongs',
  'fullLengthSongs',
  'aiLyrics',
  'presets',
  'parallelGenerations',
  'lyricsEditing',
] as const;
export type MusicProFeature = (typeof MUSIC_PRO_FEATURES)[number];

/**
 * Limits of a member and of everyone else. The spec names the features but not the free numbers: chosen
 * 3 songs a day, 30-second songs (the preset preview length) and one generation at a time ("non-subscribers
 * with unfinished items are told to wait"); members get the song model's full 300 seconds and 3 at once.
 */
export const MUSIC_LIMITS = {
  free: { songsPerDay: 3, maxLengthSeconds: 30, defaultLengthSeconds: 30, parallel: 1 },
  // A full song (intro, verses, choruses, bridge, outro) when the member names no length.
  pro: {
    songsPerDay: Number.POSITIVE_INFINITY,
    maxLengthSeconds: 300,
    defaultLengthSeconds: 90,
    parallel: 3,
  },
} as const;

/** Any stored or wire value as a status; unknown values are ''. */
export function toMusicProStatus(value: unknown): MusicProStatus {
  return value === 'trial' || value === 'paid' ? value : '';
}

/** Only the paid state is music pro: 'trial' is a non-paid state. */
export function isMusicPro(status: unknown): boolean {
  return toMusicProStatus(status) === 'paid';
}

/** The status as of `now`: a state whose end has passed is '' even before the expiry sweep records it. */
export function effectiveMusicPro(
  status: unknown,
  until: string | null,
  now: Date = new Date(),
): MusicProStatus {
  const s = toMusicProStatus(status);
  if (s === '' || (until !== null && Date.parse(until) <= now.getTime())) return '';
  return s;
}

export function canUseMusicFeature(status: unknown, _feature: MusicProFeature): boolean {
  // Every listed feature belongs to music pro; the parameter keeps call sites self-describing.
  return isMusicPro(status);
}

export function musicLimits(status: unknown) {
  return isMusicPro(status) ? MUSIC_LIMITS.pro : MUSIC_LIMITS.free;
}

/** May another song be started? Non-members wait for their unfinished one and have a daily number. */
export function canStartSong(input: { status: unknown; unfinished: number; createdToday: number }): boolean {
  const limits = musicLimits(input.status);
  return input.unfinished < limits.parallel && input.createdToday < limits.songsPerDay;
}

/** The length a song is made at: members choose up to 300 s; others get at most the free length. */
export function clampSongLength(status: unknown, requestedSeconds: number): number {
  const max = musicLimits(status).maxLengthSeconds;
  const n = Number.isFinite(requestedSeconds) ? Math.round(requestedSeconds) : max;
  return Math.min(max, Math.max(10, n));
}

/** The length of a song whose request names none: the free length, or a full song for members. */
export function defaultSongLength(status: unknown): number {
  return musicLimits(status).defaultLengthSeconds;
}

/** "Downloads and the 'longer'/'short' features require music pro unless the track is public." */
export function canDownloadTrack(input: { status: unknown; isPublic: boolean }): boolean {
  return input.isPublic || isMusicPro(input.status);
}

export const canChangeTrackLength = canDownloadTrack;

/**
 * Lyrics editor: "verse, chorus, intro, bridge, outro edits require music pro, otherwise the
 * membership modal is shown". 'membership' tells the client to open it.
 */
export function lyricsEditGate(status: unknown): 'allowed' | 'membership' {
  return isMusicPro(status) ? 'allowed' : 'membership';
}
