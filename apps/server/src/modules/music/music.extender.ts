import type { Logger } from '../../platform/logging/logger';
import { bestEffort } from '../../platform/logging/best-effort';
import { EngineFailure } from '../../shared/engine-failure';
import { MUSIC_PROGRESS_EVENT, type MusicProgressEvent } from '@muse/contracts';
import { INTERNAL_FILTER_MARKER, checkSafety } from '@muse/domain';
import type { MusicEngine, MusicResult, ProviderRegistry } from '@muse/providers';
import type { BlobStore } from '../../platform/storage';
import type { ExtensionRow, MusicExtensionsRepository } from './music.extensions.repository';
import { extensionKeys } from './music.media-keys';
import type { MusicRepository } from './music.repository';
import { musicRequestOf } from './music.request';
import type { MusicRunContext } from './music.renderer';

export interface MusicExtenderDeps {
  tracks: MusicRepository;
  extensions: MusicExtensionsRepository;
  providers: ProviderRegistry;
  blobs: BlobStore;
  logger: Logger;
  notify(userId: string, event: string, data: unknown): void;
}

type ExtendRequest = Parameters<MusicEngine['extend']>[0];

/**
 * The work of one queued extension (shown as "Extending ... from X to Y seconds"): the engine continues the
 * source (the track, or the extension it continues) from the part [start, end] with `extension` new
 * seconds, handed the source's stored state (its audio when an engine kept no state). The result's audio
 * and state are stored privately; the run-bound finish makes a second delivery, or a deletion meanwhile,
 * harmless. A failure is thrown as an EngineFailure for the queue to try again; after the last try the
 * job's onFailed finishes the extension with the reason (a try cut short by a closing queue, at once).
 */
export class MusicExtender {
  constructor(private readonly deps: MusicExtenderDeps) {}

  async extend(extensionId: string, run: string, ctx: MusicRunContext): Promise<void> {
    const { extensions } = this.deps;
    const ext = await extensions.findById(extensionId);
    if (!ext || ext.requestedOn !== run || ext.finishedOn) return;
    const track = await this.deps.tracks.findById(ext.itemId);
    if (!track) return;
    if (!ext.startedOn && !(await extensions.startRun(ext.id, run))) return;
    this.emit(ext, track.filename, 'started', 0);

    const safety = checkSafety(ext.description);
    if (!safety.safe)
      return this.fail(ext, track.filename, run, `${INTERNAL_FILTER_MARKER}: ${safety.reason}`);

    let result: MusicResult;
    try {
      const source = ext.continueExtensionId ? await extensions.findById(ext.continueExtensionId) : undefined;
      const stateKey = source ? source.stateKey : track.stateKey;
      const audioKey = source ? source.audioKey : track.audioKey;
      const state = stateKey ? await this.read(stateKey) : undefined;
      const audio = state ? undefined : audioKey ? await this.read(audioKey) : undefined;
      if (!state && !audio) throw new Error('the music to continue is no longer there');
      const engine = this.deps.providers.engineForModel(ext.model, 'music');
      if (!engine) throw new Error(`the model ${ext.model} is not available on this server`);
      const request: ExtendRequest = {
        source: {
          request: musicRequestOf(track),
          state,
          audio,
          lengthSeconds: Number(ext.previousLength),
        },
        start: Number(ext.startSeconds),
        end: Number(ext.endSeconds),
        overlap: Number(ext.overlapSeconds),
        extension: Number(ext.extensionSeconds),
        description: ext.description,
        complexity: ext.complexity,
        seed: Number(ext.seed),
      };
      result = await engine.extend(request, {
        signal: ctx.signal,
        onProgress: (pct) => {
          const scaled = Math.round(pct * 0.9);
          bestEffort(
            this.deps.logger,
            'extension progress',
            extensions.setProgress(ext.id, run, scaled),
            ctx.progress(scaled),
          );
          this.emit(ext, track.filename, 'started', scaled);
        },
      });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const message = `The extension could not be made: ${reason}`;
      const failure = new EngineFailure(err, () => this.fail(ext, track.filename, run, message));
      if (ctx.signal.aborted) return failure.record();
      throw failure;
    }

    const keys = extensionKeys(track.filename, ext.id);
    const stored = [keys.audio];
    await this.deps.blobs.put(keys.audio, result.audio, {
      contentType: result.mimeType || 'audio/mpeg',
      visibility: 'private',
    });
    if (result.state) {
      await this.deps.blobs.put(keys.state, result.state, {
        contentType: 'application/json',
        visibility: 'private',
      });
      stored.push(keys.state);
    }
    const finished = await extensions.finishRun(ext.id, run, {
      audioKey: keys.audio,
      stateKey: result.state ? keys.state : null,
      lengthSeconds: result.durationSeconds,
      message: null,
    });
    if (!finished) {
      // Deleted meanwhile (an extension runs once, so no other delivery shares these keys).
      if (!(await extensions.findById(ext.id)))
        await Promise.allSettled(stored.map((k) => this.deps.blobs.delete(k)));
      return;
    }
    await ctx.progress(100);
    this.emit(ext, track.filename, 'finished', 100);
  }

  private async read(key: string): Promise<Buffer | undefined> {
    const blob = await this.deps.blobs.get(key);
    if (!blob) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of blob.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** After the last try failed for a reason that is not the engine's (storing the audio, the database). */
  async failAfterTries(extensionId: string, run: string): Promise<void> {
    const ext = await this.deps.extensions.findById(extensionId);
    const track = ext ? await this.deps.tracks.findById(ext.itemId) : undefined;
    if (ext && track)
      await this.fail(ext, track.filename, run, 'The extension could not be saved. Please try again.');
  }

  private async fail(ext: ExtensionRow, filename: string, run: string, message: string): Promise<void> {
    if (await this.deps.extensions.finishRun(ext.id, run, { message, audioKey: null, stateKey: null }))
      this.emit(ext, filename, 'finished', 100);
  }

  private emit(
    ext: ExtensionRow,
    filename: string,
    state: MusicProgressEvent['state'],
    progress: number,
  ): void {
    const event: MusicProgressEvent = { _id: ext.id, filename, target: 'extension', state, progress };
    this.deps.notify(ext.userId, MUSIC_PROGRESS_EVENT, event);
  }
}
