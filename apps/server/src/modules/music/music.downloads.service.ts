import type { Readable } from 'node:stream';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, notFound } from '../../platform/http/errors';
import { mediaUrl, type BlobStore } from '../../platform/storage';
import type { MusicExtensionsRepository } from './music.extensions.repository';
import { NO_SUCH_EXTENSION, canHearExtension, downloadsPrivateTracks, visibleTrack } from './music.policy';
import { isShared } from './music.presenter';
import type { MusicRepository } from './music.repository';
import type { MusicService } from './music.service';

export interface MusicDownload {
  body: Readable;
  contentType: string;
  size: number;
  /** the name the browser saves it as */
  name: string;
}

const FORMATS = {
  mp3: { contentType: 'audio/mpeg', missing: 'This track has no audio yet.' },
  mid: { contentType: 'audio/midi', missing: 'This track has no MIDI file.' },
} as const;

/**
 * Downloads (they need music pro unless the track is public; without it the web opens the membership
 * modal) and extensions' audio (private extensions only to their maker). A shared track's files
 * are public anyway, so anyone may download them; a private track only its owner (or an admin) can see,
 * and the owner downloads it with music pro — else 403 `music_pro_required` with `action: 'membership'`.
 */
export class MusicDownloadsService {
  constructor(
    private readonly deps: {
      tracks: MusicRepository;
      extensions: MusicExtensionsRepository;
      music: Pick<MusicService, 'musicPro'>;
      blobs: BlobStore;
      secret: string;
    },
  ) {}

  async download(caller: Caller | null, file: string): Promise<MusicDownload> {
    const dot = file.lastIndexOf('.');
    const format = file.slice(dot + 1).toLowerCase() as keyof typeof FORMATS;
    const track = visibleTrack(caller, await this.deps.tracks.findByFilename(file.slice(0, dot)));
    const key = format === 'mid' ? track.midiKey : track.audioKey;
    if (!track.finishedOn || !key) throw notFound(FORMATS[format].missing);
    const status = () => this.deps.music.musicPro(caller?.userId ?? null);
    if (!isShared(track) && !(await downloadsPrivateTracks(caller, status)))
      throw new HttpError(
        403,
        'music_pro_required',
        "Downloading a track that is not public comes with music pro. Share it with “I'm done editing”, or become a member.",
        { action: 'membership' },
      );
    const blob = await this.deps.blobs.get(key);
    if (!blob) throw notFound(FORMATS[format].missing);
    return {
      body: blob.body,
      contentType: FORMATS[format].contentType,
      size: blob.info.size,
      name: `${downloadName(track.name) || track.filename}.${format}`,
    };
  }

  /** GET /music/user/{id}.mp3: a fresh link to an extension's audio, for those who may hear it. */
  async extensionAudioUrl(caller: Caller | null, file: string): Promise<string> {
    const id = file.replace(/\.mp3$/i, '');
    const ext = await this.deps.extensions.findById(id);
    const track = ext ? await this.deps.tracks.findById(ext.itemId) : undefined;
    if (!ext || !track || !canHearExtension(caller, ext, track)) throw notFound(NO_SUCH_EXTENSION);
    const url = mediaUrl(ext.audioKey, this.deps.secret);
    if (!ext.finishedOn || !url) throw notFound('This extension has no audio yet.');
    return url;
  }
}

/** A file name from a track's name: letters, digits, spaces, dashes and underscores, at most 80. */
export function downloadName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
}
