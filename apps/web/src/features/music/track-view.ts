import type { MusicTrack, MusicType } from '@muse/contracts';
import { trackStateText } from '@muse/domain';

/** How often lists and the player re-read while a track or an extension is unfinished. */
export const MUSIC_POLL_MS = 3_000;

export const MUSIC_TYPE_LABELS: Record<MusicType, string> = { song: 'Song', music: 'Music' };

/** "3:05" for 185 seconds, "1:02:03" past an hour; anything unknown is "0:00". */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A track's length to the nearest second (a 19.98 s file is a 0:20 track); positions use formatDuration. */
export function formatLength(seconds: number): string {
  return formatDuration(Number.isFinite(seconds) ? Math.round(seconds) : 0);
}

type Progressing = Pick<MusicTrack, 'startedOn' | 'finishedOn' | 'progress'>;

/** Not finished yet: queued or being created. */
export function isPending(track: Pick<MusicTrack, 'finishedOn'>): boolean {
  return !track.finishedOn;
}

/** Finished without audio: the engine failed (its `message` says why). */
export function isFailed(track: Pick<MusicTrack, 'finishedOn' | 'url'>): boolean {
  return !!track.finishedOn && !track.url;
}

export function anyPending(tracks: readonly Pick<MusicTrack, 'finishedOn'>[]): boolean {
  return tracks.some(isPending);
}

/** The refetch interval of a list or an item: every 3 s while something is unfinished, else none. */
export function pollWhilePending(tracks: readonly Pick<MusicTrack, 'finishedOn'>[]): number | false {
  return anyPending(tracks) ? MUSIC_POLL_MS : false;
}

/** Tracks whose imageUrl is 'error' are hidden from galleries. */
export function visibleTracks<T extends Pick<MusicTrack, 'imageUrl'>>(tracks: readonly T[]): T[] {
  return tracks.filter((t) => t.imageUrl !== 'error');
}

export type TrackStatus =
  | { kind: 'ready' }
  | { kind: 'pending'; text: string; /** 0–100 while creating, null while queued */ progress: number | null }
  | { kind: 'failed'; text: string };

export const TRACK_FAILED_TEXT = "This track couldn't be created.";

/** What a card or the player shows about a track's state ('In the queue' → 'Creating...' → finished). */
export function trackStatus(track: Progressing & Pick<MusicTrack, 'url' | 'message'>): TrackStatus {
  const text = trackStateText(track);
  if (text !== null)
    return {
      kind: 'pending',
      text,
      progress: track.startedOn ? Math.max(0, Math.min(100, Math.round(track.progress))) : null,
    };
  if (!track.url) return { kind: 'failed', text: track.message || TRACK_FAILED_TEXT };
  return { kind: 'ready' };
}

/** A cover for a card: the thumbnail, else the picture; none while it is missing or failed. */
export function coverOf(track: Pick<MusicTrack, 'imageThumbUrl' | 'imageUrl'>): string | null {
  const src = track.imageThumbUrl || track.imageUrl;
  return src && src !== 'error' ? src : null;
}

/** "1 like", "12 likes". */
export function likesText(likes: number): string {
  return `${likes} ${likes === 1 ? 'like' : 'likes'}`;
}
