import type { MusicExtension, MusicTrack, MusicType } from '@muse/contracts';
import type { Caller } from '../../platform/http/auth-guard';
import { readTranslation, translationNoteOf } from '../../platform/translation';
import { mediaUrl } from '../../platform/storage';
import type { ExtensionRow } from './music.extensions.repository';
import { ERROR_IMAGE } from './music.media-keys';
import { extensionAccess, isShared, trackAccess } from './music.policy';
import type { TrackRow } from './music.repository';

export { isShared };

/** The complexity of a track made without one (the extension modal's default). */
export const DEFAULT_COMPLEXITY = 250;

export interface MusicPresentOptions {
  secret: string;
  /** who is looking: replies carry what it may do (`access`) */
  viewer: Caller | null;
  /** the viewer's reactions: id → 1 | -1 */
  reactions?: ReadonlyMap<string, number>;
  /** whether the viewer may download private tracks it can see (music pro): their MIDI link shows */
  downloadsPrivate?: boolean;
}

/** A track as the spec's clients read it (its Music entity). */
export function presentTrack(row: TrackRow, opts: MusicPresentOptions): MusicTrack {
  const url = (key: string | null) => mediaUrl(key, opts.secret);
  const shared = isShared(row);
  const reaction = opts.reactions?.get(row.id);
  return {
    _id: row.id,
    filename: row.filename,
    name: row.name,
    description: row.description,
    lyrics: row.lyrics ?? '',
    tags: splitTags(row.tags),
    seed: Number(row.seed ?? 0),
    keywords: row.keywords ?? '',
    musicType: (row.musicType === 'song' ? 'song' : 'music') satisfies MusicType,
    model: row.model,
    url: url(row.audioKey),
    // The score is a download: shown for shared tracks and to those who may download private ones.
    midiUrl: shared || opts.downloadsPrivate ? url(row.midiKey) : null,
    imageUrl: row.imageKey === ERROR_IMAGE ? ERROR_IMAGE : url(row.imageKey),
    imageThumbUrl: row.imageKey === ERROR_IMAGE ? ERROR_IMAGE : url(row.thumbKey),
    likes: row.likes,
    reaction: reaction === 1 ? 'like' : reaction === -1 ? 'dislike' : null,
    public: shared,
    userId: row.userId,
    createdOn: row.createdAt,
    requestedOn: row.requestedOn,
    startedOn: row.startedOn,
    finishedOn: row.finishedOn,
    message: row.message,
    progress: Number(row.progress),
    YouTubeId: row.youtubeId,
    videoRequestedOn: row.videoRequestedOn,
    videoFilename: row.musicVideo ?? null,
    complexity: row.complexity ?? DEFAULT_COMPLEXITY,
    length: Number(row.lengthSeconds ?? 0),
    promptNote: translationNoteOf(readTranslation(row.promptTranslation)),
    access: trackAccess(opts.viewer, row, !!opts.downloadsPrivate),
  };
}

/** An extension as the clients read it (the spec's Extension); its audio link is always signed. */
export function presentExtension(
  row: ExtensionRow,
  track: TrackRow,
  opts: MusicPresentOptions,
): MusicExtension {
  const reaction = opts.reactions?.get(row.id);
  return {
    _id: row.id,
    filename: track.filename,
    start: Number(row.startSeconds),
    end: Number(row.endSeconds),
    overlap: Number(row.overlapSeconds),
    length: Number(row.lengthSeconds),
    extension: Number(row.extensionSeconds),
    description: row.description,
    complexity: row.complexity,
    previousLength: Number(row.previousLength),
    previousFilename: row.previousFilename,
    continueExtensionId: row.continueExtensionId,
    likes: row.likes,
    reaction: reaction === 1 ? 'like' : reaction === -1 ? 'dislike' : null,
    public: Boolean(row.public),
    requestedOn: row.requestedOn,
    startedOn: row.startedOn,
    finishedOn: row.finishedOn,
    message: row.message,
    progress: Number(row.progress),
    url: mediaUrl(row.audioKey, opts.secret),
    userId: row.userId,
    model: row.model,
    createdOn: row.createdAt,
    access: extensionAccess(opts.viewer, row),
  };
}

export function splitTags(tags: string): string[] {
  return tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}
