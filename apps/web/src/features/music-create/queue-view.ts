import { TRACK_CREATING_TEXT, TRACK_QUEUED_TEXT, trackStateText } from '@muse/domain';
import type { MusicTrack } from '@muse/contracts';
import { CREATE_TEXTS } from './create-texts';

/**
 * The queue view, with Show Queue / Hide Queue: the user's unfinished tracks, queued ('In the queue') to
 * started ('Creating...') to finished, from GET /music/in-progress, polled every 3 s while any is unfinished.
 */
export const QUEUE_POLL_MS = 3_000;

export interface QueueRow {
  id: string;
  name: string;
  musicType: MusicTrack['musicType'];
  state: typeof TRACK_QUEUED_TEXT | typeof TRACK_CREATING_TEXT;
  /** 0..100 while creating; null while waiting. */
  progress: number | null;
}

export interface QueueView {
  rows: QueueRow[];
  /** The busy text: shown when more than one of the user's tracks waits. */
  busyText: string | null;
  toggleLabel: typeof CREATE_TEXTS.showQueue | typeof CREATE_TEXTS.hideQueue;
}

export function unfinished(tracks: readonly MusicTrack[]): MusicTrack[] {
  return tracks.filter((t) => !t.finishedOn);
}

export function queueView(tracks: readonly MusicTrack[] | undefined, open: boolean): QueueView {
  const rows = unfinished(tracks ?? []).map((t): QueueRow => {
    const state = trackStateText(t) === TRACK_CREATING_TEXT ? TRACK_CREATING_TEXT : TRACK_QUEUED_TEXT;
    return {
      id: t._id,
      name: t.name || 'Untitled',
      musicType: t.musicType,
      state,
      progress: state === TRACK_CREATING_TEXT ? Math.min(100, Math.max(0, Math.round(t.progress))) : null,
    };
  });
  return {
    rows,
    busyText: rows.length > 1 ? CREATE_TEXTS.busyQueue : null,
    toggleLabel: open ? CREATE_TEXTS.hideQueue : CREATE_TEXTS.showQueue,
  };
}

/** Poll while anything is unfinished; stop otherwise (a new request refetches the list). */
export function queuePollInterval(tracks: readonly MusicTrack[] | undefined): number | false {
  return unfinished(tracks ?? []).length > 0 ? QUEUE_POLL_MS : false;
}

/** Ids that were unfinished before and are not any more: they finished (or were deleted) meanwhile. */
export function finishedSince(before: readonly string[], tracks: readonly MusicTrack[]): string[] {
  const still = new Set(unfinished(tracks).map((t) => t._id));
  return before.filter((id) => !still.has(id));
}
