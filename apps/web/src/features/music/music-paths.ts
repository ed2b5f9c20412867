/**
 * The music routes: the library at /music or /music/app (the app variant), the player at <root>/<filename>.
 * The player opens over the library, so it needs the root it came from.
 */
export const MUSIC_ROOT = '/music';
export const MUSIC_APP_ROOT = '/music/app';
export type MusicRoot = typeof MUSIC_ROOT | typeof MUSIC_APP_ROOT;

/** The library root of a music path: /music/app… is the app variant, anything else the web one. */
export function musicRoot(pathname: string): MusicRoot {
  return pathname === MUSIC_APP_ROOT || pathname.startsWith(`${MUSIC_APP_ROOT}/`)
    ? MUSIC_APP_ROOT
    : MUSIC_ROOT;
}

/** The player's address for a track under a root. */
export function playerPath(root: MusicRoot, filename: string): string {
  return `${root}/${encodeURIComponent(filename)}`;
}

/**
 * What a gallery hands the player in the router state: the filenames of the gallery it was opened from, and,
 * when the player moves on by itself (next track while playing, autoplay), that the next track plays at once.
 */
export interface PlayerState {
  list: string[];
  play?: boolean;
}

export function shouldStartPlaying(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as PlayerState).play === true;
}

/** The gallery list carried in the router state (empty when the player was opened by a link or a reload). */
export function listFromState(state: unknown): readonly string[] {
  if (typeof state !== 'object' || state === null || !('list' in state)) return [];
  const list = (state as { list: unknown }).list;
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}

/** The track after `current` in the gallery list, or null at its end (or when `current` is not in it). */
export function nextInList(list: readonly string[], current: string): string | null {
  const i = list.indexOf(current);
  if (i < 0) return null;
  return list[i + 1] ?? null;
}
