/**
 * The local music engine ("mozart"): composes a score, renders it with the synthesiser, encodes MP3, and
 * returns the MIDI file and the score (as state) beside the audio. Offline, deterministic for a seed.
 */
import type { EngineContext } from '../../ports/engine';
import type { MusicEngine, MusicExtendRequest, MusicRequest, MusicResult } from '../../ports/music';
import { compose, MAX_LENGTH_SECONDS, MIN_LENGTH_SECONDS } from './composer';
import { badRequest } from './errors';
import { extendPiece } from './extend';
import { toMidi } from './midi';
import { encodeMp3 } from './mp3';
import type { Score } from './score';
import { writeState } from './state';
import { render, type Checkpoint, type Stereo } from './synth/render';

export interface LocalMusicEngineOptions {
  /** The catalogue key this engine serves. */
  id: string;
}

export class LocalMusicEngine implements MusicEngine {
  readonly kind = 'local';
  readonly capability = 'music';
  readonly id: string;

  constructor(options: LocalMusicEngineOptions) {
    this.id = options.id;
  }

  async compose(req: MusicRequest, ctx: EngineContext = {}): Promise<MusicResult> {
    ctx.signal?.throwIfAborted();
    checkRequest(req);
    const progress = progressOf(ctx);
    const seed = req.seed >>> 0;
    const score = compose(req, seed);
    await progress(0.05);
    // The Mood tags colour the sound too (a sad song darker): they are kept with the timbre in the state.
    const timbre = [...(req.tags.Timbre ?? []), ...(req.tags.Mood ?? [])];
    const pcm = await render(score, { timbre, seed, checkpoint: (f) => progress(0.05 + 0.5 * f) });
    return finish(score, pcm, timbre, seed, progress, ctx);
  }

  async extend(req: MusicExtendRequest, ctx: EngineContext = {}): Promise<MusicResult> {
    ctx.signal?.throwIfAborted();
    const progress = progressOf(ctx);
    const { score, pcm, timbre, seed } = await extendPiece(req, (f) => progress(0.55 * f));
    return finish(score, pcm, timbre, seed, progress, ctx);
  }
}

async function finish(
  score: Score,
  pcm: Stereo,
  timbre: string[],
  seed: number,
  progress: Checkpoint,
  ctx: EngineContext,
): Promise<MusicResult> {
  await progress(0.55);
  const audio = await encodeMp3(pcm, (f) => progress(0.55 + 0.45 * f));
  ctx.signal?.throwIfAborted();
  ctx.onProgress?.(100);
  return {
    audio,
    mimeType: 'audio/mpeg',
    midi: Buffer.from(toMidi(score)),
    state: writeState({ score, timbre, seed }),
    durationSeconds: pcm.left.length / 44100,
    usage: { seconds: score.lengthSeconds },
  };
}

/** Reports progress (0–100) and yields to the event loop, so a cancellation gets its turn. */
function progressOf(ctx: EngineContext): Checkpoint {
  return async (fraction) => {
    ctx.onProgress?.(Math.min(99, Math.round(fraction * 100)));
    await new Promise<void>((resolve) => setImmediate(resolve));
    ctx.signal?.throwIfAborted();
  };
}

function checkRequest(req: MusicRequest): void {
  const { lengthSeconds } = req;
  if (
    !Number.isFinite(lengthSeconds) ||
    lengthSeconds < MIN_LENGTH_SECONDS ||
    lengthSeconds > MAX_LENGTH_SECONDS
  ) {
    throw badRequest(`lengthSeconds must be from ${MIN_LENGTH_SECONDS} to ${MAX_LENGTH_SECONDS}.`);
  }
  if (!Number.isInteger(req.seed)) throw badRequest('seed must be a whole number.');
  if (req.complexity !== undefined && !(req.complexity >= 20 && req.complexity <= 250)) {
    throw badRequest('complexity must be from 20 to 250.');
  }
}
