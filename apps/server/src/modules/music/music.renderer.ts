import { bestEffort } from '../../platform/logging/best-effort';
import { MUSIC_PROGRESS_EVENT, type MusicProgressEvent } from '@muse/contracts';
import { INTERNAL_FILTER_MARKER, checkSafety } from '@muse/domain';
import type { MusicResult, ProviderRegistry } from '@muse/providers';
import type { Logger } from '../../platform/logging/logger';
import { EngineFailure } from '../../shared/engine-failure';
import type { BlobStore, Visibility } from '../../platform/storage';
import { PromptTranslator, readTranslation, translatedFrom } from '../../platform/translation';
import { paintCover, type Cover } from './music.cover';
import { ERROR_IMAGE, runToken, storedKeys, trackKeys } from './music.media-keys';
import type { MusicRepository, TrackRow } from './music.repository';
import { musicRequestOf, trackWords } from './music.request';

export interface MusicRunContext {
  progress(pct: number): Promise<void>;
  signal: AbortSignal;
}

export interface MusicRendererDeps {
  repo: MusicRepository;
  providers: ProviderRegistry;
  blobs: BlobStore;
  logger: Logger;
  notify(userId: string, event: string, data: unknown): void;
  /** after a track finished with its music (the "music is ready" mail); must not throw */
  onFinished?(track: TrackRow): Promise<void>;
  /** words in other languages, translated before the engine gets them (default: one of its own) */
  translator?: Pick<PromptTranslator, 'toEnglish'>;
}

/** Share of the progress bar the composing takes; the cover and storing take the rest. */
const COMPOSE_SHARE = 0.85;

/**
 * The work of one queued track (a track goes from "In the queue" to "Creating..." to finished): mark it
 * started, check the words, compose with the model's engine, paint a cover with the image engine, store MP3,
 * MIDI, the engine's state and the pictures, and finish it with its URL and real length. Every write names
 * the run (`requestedOn`), so a job delivered twice, or one whose track was regenerated or deleted
 * meanwhile, changes nothing (and removes the files it stored). An engine failure is thrown as an
 * EngineFailure, so the queue tries again; after the last try the job's onFailed records it (a try cut
 * short by a closing queue, at once): the track finishes with the reason and the error image, which hides
 * it from every gallery.
 */
export class MusicRenderer {
  private readonly translator: Pick<PromptTranslator, 'toEnglish'>;

  constructor(private readonly deps: MusicRendererDeps) {
    this.translator = deps.translator ?? new PromptTranslator(deps);
  }

  async render(itemId: string, run: string, ctx: MusicRunContext): Promise<void> {
    const { repo } = this.deps;
    const found = await repo.findById(itemId);
    if (!found || found.requestedOn !== run || found.finishedOn) return;
    if (!found.startedOn && !(await repo.startRun(itemId, run))) return;
    this.emit(found, 'started', 0);

    // Words in another language reach the engine in English (or as written, and the track says why).
    const track = await this.withWords(found, run, ctx.signal);
    const english = Object.values(readTranslation(track.promptTranslation)?.used ?? {});
    const safety = checkSafety(
      [track.name, track.description, track.lyrics, track.keywords, track.tags, ...english].join('\n'),
    );
    if (!safety.safe) return this.fail(track, run, `${INTERNAL_FILTER_MARKER}: ${safety.reason}`);

    let result: MusicResult;
    try {
      const engine = this.deps.providers.engineForModel(track.model, 'music');
      if (!engine) throw new Error(`the model ${track.model} is not available on this server`);
      result = await engine.compose(musicRequestOf(track), {
        signal: ctx.signal,
        onProgress: (pct) => {
          const scaled = Math.round(pct * COMPOSE_SHARE);
          bestEffort(
            this.deps.logger,
            'music progress',
            repo.setProgress(itemId, run, scaled),
            ctx.progress(scaled),
          );
          this.emit(track, 'started', scaled);
        },
      });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const failure = new EngineFailure(err, () =>
        this.fail(track, run, `The music could not be made: ${reason}`),
      );
      if (ctx.signal.aborted) return failure.record();
      throw failure; // the queue tries again
    }

    const cover = await this.cover(track, ctx.signal);
    const keys = trackKeys(
      track.private ? 'private' : 'public',
      track.filename,
      runToken(Number(track.seed ?? 0), run),
    );
    const visibility: Visibility = track.private ? 'private' : 'public';
    const stored: string[] = [];
    const put = async (key: string, body: Buffer, contentType: string, vis = visibility) => {
      await this.deps.blobs.put(key, body, { contentType, visibility: vis });
      stored.push(key);
      return key;
    };
    const audioKey = await put(keys.audio, result.audio, result.mimeType || 'audio/mpeg');
    const midiKey = result.midi ? await put(keys.midi, result.midi, 'audio/midi') : null;
    const stateKey = result.state ? await put(keys.state, result.state, 'application/json', 'private') : null;
    const imageKey = cover ? await put(keys.image, cover.png, 'image/png') : null;
    const thumbKey = cover ? await put(keys.thumb, cover.thumb, 'image/webp') : null;
    await ctx.progress(95);

    const finished = await repo.finishRun(itemId, run, {
      audioKey,
      midiKey,
      stateKey,
      imageKey,
      thumbKey,
      lengthSeconds: result.durationSeconds,
      message: null,
    });
    if (!finished) {
      // Deleted, regenerated or finished by another delivery meanwhile: these files belong to no row.
      await this.removeUnless(itemId, stored);
      return;
    }
    await ctx.progress(100);
    this.emit(track, 'finished', 100);
    await this.deps.onFinished?.(track);
  }

  /**
   * The track with what happened to its words: kept from an earlier try of this run when they are the same
   * words, else told and (with a hosted text model) translated now and recorded on the row.
   */
  private async withWords(track: TrackRow, run: string, signal: AbortSignal): Promise<TrackRow> {
    const words = trackWords(track);
    if (translatedFrom(readTranslation(track.promptTranslation), words)) return track;
    const made = JSON.stringify(await this.translator.toEnglish(words, signal));
    await this.deps.repo.setPromptTranslation(track.id, run, made);
    return { ...track, promptTranslation: made };
  }

  /** A cover, or none when painting fails: the music is what was asked for. */
  private async cover(track: TrackRow, signal: AbortSignal): Promise<Cover | null> {
    try {
      // The image engine reads English words too.
      const used = readTranslation(track.promptTranslation)?.used ?? {};
      const words = {
        ...track,
        name: used.name ?? track.name,
        description: used.description ?? track.description,
      };
      return await paintCover(this.deps.providers, words, signal);
    } catch (err) {
      this.deps.logger.warn({ err, itemId: track.id }, 'music cover not painted');
      return null;
    }
  }

  /**
   * After the last try failed for a reason that is not the engine's (storing the files, the database): the
   * run finishes with a plain message and the error image.
   */
  async failAfterTries(itemId: string, run: string): Promise<void> {
    const track = await this.deps.repo.findById(itemId);
    if (track) await this.fail(track, run, 'The music could not be saved. Please try again.');
  }

  private async fail(track: TrackRow, run: string, message: string): Promise<void> {
    const finished = await this.deps.repo.finishRun(track.id, run, {
      message,
      imageKey: ERROR_IMAGE,
      thumbKey: null,
      audioKey: null,
      midiKey: null,
      stateKey: null,
    });
    if (finished) this.emit(track, 'finished', 100);
  }

  /** Deletes `keys` unless the track (as it is now) points at them: two deliveries may share keys. */
  private async removeUnless(itemId: string, keys: string[]): Promise<void> {
    const now = await this.deps.repo.findById(itemId);
    const kept = new Set(
      now ? storedKeys([now.audioKey, now.midiKey, now.stateKey, now.imageKey, now.thumbKey]) : [],
    );
    await Promise.allSettled(keys.filter((k) => !kept.has(k)).map((k) => this.deps.blobs.delete(k)));
  }

  private emit(track: TrackRow, state: MusicProgressEvent['state'], progress: number): void {
    const event: MusicProgressEvent = {
      _id: track.id,
      filename: track.filename,
      target: 'track',
      state,
      progress,
    };
    this.deps.notify(track.userId, MUSIC_PROGRESS_EVENT, event);
  }
}
