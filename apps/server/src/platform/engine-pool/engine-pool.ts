import type {
  Answer,
  AnswerIndexInput,
  AnswerOptions,
  FinishName,
  RgbaRaster,
  SpeechEngine,
  SpeechRequest,
  SpeechResult,
} from '@muse/providers';
import { ProviderError } from '@muse/providers';
import { serviceUnavailable } from '../http/errors';
import { BoundedPool, PoolBusyError } from './bounded-pool';
import type {
  EngineTask,
  EngineTaskResult,
  MathTask,
  MathTaskResult,
  FinishTaskResult,
  SpeechTaskResult,
  VectorHit,
  VectorSearchTask,
  VectorSearchTaskResult,
  VectorSet,
} from './tasks';

const WORKER = new URL('./engine-worker.boot.mjs', import.meta.url).href;

export interface EnginePoolOptions {
  /** ENGINE_THREADS */
  threads: number;
  /** ENGINE_QUEUE_MAX */
  queueMax: number;
}

/**
 * The local engines that are CPU-bound (speech synthesis, answer indexes, cosine search over embedded
 * training, painted finishes of portraits) run here, on a few worker threads
 * beside the web server, so a long text or a large office never holds the event loop. When every thread is
 * busy and the queue is full, a request is refused with 503 and Retry-After rather than waiting unbounded.
 */
export class EnginePool {
  private readonly pool: BoundedPool<EngineTask, EngineTaskResult>;

  constructor(options: EnginePoolOptions) {
    this.pool = new BoundedPool({ filename: WORKER, ...options });
  }

  /** The local speech engine, spoken on an engine thread (same results as LocalSpeechEngine). */
  speechEngine(id: string): SpeechEngine {
    return {
      id,
      kind: 'local',
      capability: 'speech',
      synthesize: (req) => this.speak(req),
    };
  }

  /**
   * An answer from the office's index in an engine thread. `training` is read only when the thread has no
   * index of that training yet; the thread then builds and keeps it.
   */
  async answer(input: {
    officeId: string;
    trainedAt: string;
    question: string;
    options: AnswerOptions;
    training: () => Promise<AnswerIndexInput>;
  }): Promise<Answer> {
    const { training, ...task } = input;
    const first = await this.run({ kind: 'answer', ...task });
    if ('answer' in first) return first.answer;
    const second = await this.run({ kind: 'answer', ...task, training: await training() });
    if ('answer' in second) return second.answer;
    throw new Error('the engine thread built no answer index');
  }

  /**
   * Ranks an office's embedded training by exact cosine with `query` in an engine thread. `vectors` is
   * read only when the thread has no set for (officeId, mark) yet; its matrix is then moved, not copied.
   * Null when the query's dimension count differs from the office's vectors.
   */
  async searchVectors(
    input: Omit<VectorSearchTask, 'kind' | 'vectors'> & { vectors: () => Promise<VectorSet> },
  ): Promise<{ hits: VectorHit[]; pairs: VectorHit[] } | null> {
    const { vectors, ...task } = input;
    let result = (await this.run({ kind: 'vectors', ...task })) as VectorSearchTaskResult;
    if (!result.ok && 'missing' in result) {
      const set = await vectors();
      const again = { kind: 'vectors' as const, ...task, vectors: set };
      result = (await this.run(again, [set.matrix.buffer])) as VectorSearchTaskResult;
    }
    if (result.ok) return { hits: result.hits, pairs: result.pairs };
    if ('dimensions' in result) return null;
    throw new Error('the engine thread kept no vector set');
  }

  /**
   * The math engine on an engine thread: `op` with its input, the engine's value back. A problem the engine
   * cannot read comes back as `{ ok: false, message }` for the caller to tell the user.
   */
  async math(op: MathTask['op'], input: unknown): Promise<MathTaskResult> {
    return (await this.run({ kind: 'math', op, input })) as MathTaskResult;
  }

  /** Ends the threads (tasks still running fail). */
  close(): Promise<void> {
    return this.pool.close();
  }

  /** One of the image engine's finishes painted over a raster, on an engine thread (its pixels move there). */
  async finish(raster: RgbaRaster, finish: FinishName, seed: number): Promise<RgbaRaster> {
    const { width, height } = raster;
    // A buffer of its own to move: exactly these pixels, and the caller's stay untouched.
    const data = new Uint8ClampedArray(raster.data);
    const result = (await this.run({ kind: 'finish', finish, seed, width, height, data }, [
      data.buffer,
    ])) as FinishTaskResult;
    return { width, height, data: result.data };
  }

  private async speak(req: SpeechRequest): Promise<SpeechResult> {
    const result = (await this.run({
      kind: 'speech',
      text: req.text,
      voice: req.voice,
      format: req.format ?? 'mp3',
      ...(req.pitch ? { pitch: req.pitch } : {}),
    })) as SpeechTaskResult;
    if (!result.ok)
      throw new ProviderError({ code: result.code, provider: 'local', message: result.message });
    return {
      audio: Buffer.from(result.audio.buffer, result.audio.byteOffset, result.audio.byteLength),
      mimeType: result.mimeType,
      usage: { characters: result.characters, seconds: result.seconds },
    };
  }

  private async run(task: EngineTask, transferList?: ArrayBuffer[]): Promise<EngineTaskResult> {
    try {
      return await this.pool.run(task, transferList);
    } catch (err) {
      if (err instanceof PoolBusyError) {
        throw serviceUnavailable('engine_busy', err.message, err.retryAfterSeconds);
      }
      throw err;
    }
  }
}
