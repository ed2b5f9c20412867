import { buffer } from 'node:stream/consumers';
import type { MusicGameNotesReply } from '@muse/contracts';
import { melodyNotes, type MelodyNote } from '@muse/providers';
import { notFound } from '../../platform/http/errors';
import type { Logger } from '../../platform/logging/logger';
import type { BlobStore } from '../../platform/storage';
import { NO_SUCH_TRACK, isShared } from './music.policy';
import type { MusicRepository } from './music.repository';

/** Melodies read lately, by MIDI key (a run's files never change: a new run has keys of its own). */
const CACHE_SIZE = 64;

export const NO_NOTES = 'This track has no notes to play.';

/**
 * The Piano Challenge's notes: the melody of a track the game list offers (a shared one), read from its
 * MIDI file. Anyone may ask, as anyone may play; any other track is a 404, its owner's private ones too,
 * since the game only offers shared tracks.
 */
export class MusicGameService {
  private readonly cache = new Map<string, MelodyNote[]>();

  constructor(
    private readonly deps: {
      tracks: Pick<MusicRepository, 'findByFilename'>;
      blobs: Pick<BlobStore, 'get'>;
      logger: Logger;
    },
  ) {}

  async notes(filename: string): Promise<MusicGameNotesReply> {
    const track = await this.deps.tracks.findByFilename(filename);
    if (!track || !isShared(track)) throw notFound(NO_SUCH_TRACK);
    if (!track.midiKey) throw notFound(NO_NOTES);
    const notes = await this.melody(track.midiKey);
    if (notes.length === 0) throw notFound(NO_NOTES);
    return { filename: track.filename, name: track.name, length: Number(track.lengthSeconds ?? 0), notes };
  }

  private async melody(key: string): Promise<MelodyNote[]> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const blob = await this.deps.blobs.get(key);
    if (!blob) throw notFound(NO_NOTES);
    let notes: MelodyNote[];
    try {
      notes = melodyNotes(await buffer(blob.body));
    } catch (err) {
      this.deps.logger.warn({ err, key }, 'a MIDI file could not be read');
      throw notFound(NO_NOTES);
    }
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, notes);
    return notes;
  }
}
