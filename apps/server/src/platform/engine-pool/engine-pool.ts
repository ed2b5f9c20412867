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
  EditOp,
  EditTaskResult,
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
  /**
   * EDIT_THREADS: threads of their own for the image editor's AI tools, whose runs take seconds (segmentation,
   * super-resolution): on the shared threads they would hold up speech and answers.
   */
  editThreads?: number;
}

/** Edit runs come from the job queue, which holds the rest: a few may wait for the edit threads. */
const EDIT_QUEUE_MAX = 4;

/**
 * The local engines that are CPU-bound (speech synthesis, answer indexes, cosine search over embedded
 * training, painted finishes of portraits) run here, on a few worker threads
 * beside the web server, so a long text or a large office never holds the event loop. When every thread is
 * busy and the queue is full, a request is refused with 503 and Retry-After rather than waiting unbounded.
 */
export class EnginePool {
  private readonly pool: BoundedPool<EngineTask, EngineTaskResult>;
  private readonly editPool: BoundedPool<EngineTask, EngineTaskResult>;

  constructor({ editThreads = 1, ...options }: EnginePoolOptions) {
    this.pool = new BoundedPool({ filename: WORKER, ...options });
    this.editPool = new BoundedPool({ filename: WORKER, threads: editThreads, queueMax: EDIT_QUEUE_MAX });
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

  /**
   * One of the image editor's offline AI tools on an edit thread: the encoded picture (and mask or reference)
   * move there, the PNG moves back. A picture the tool refuses comes back as `{ ok: false, message }`.
   */
  async edit(
    op: EditOp,
    image: Uint8Array,
    options: Record<string, unknown> = {},
    second?: Uint8Array,
  ): Promise<EditTaskResult> {
    // Buffers of their own to move: the caller's stay untouched.
    const own = new Uint8Array(image);
    const ownSecond = second ? new Uint8Array(second) : undefined;
    const transfer = [own.buffer, ...(ownSecond ? [ownSecond.buffer] : [])];
    const task = {
      kind: 'edit' as const,
      op,
      image: own,
      options,
      ...(ownSecond ? { second: ownSecond } : {}),
    };
    return (await this.run(task, transfer, this.editPool)) as EditTaskResult;
  }

  /** Ends the threads (tasks still running fail). */
  async close(): Promise<void> {
    await Promise.all([this.pool.close(), this.editPool.close()]);
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

  private async run(
    task: EngineTask,
    transferList?: ArrayBuffer[],
    pool = this.pool,
  ): Promise<EngineTaskResult> {
    try {
      return await pool.run(task, transferList);
    } catch (err) {
      if (err instanceof PoolBusyError) {
        throw serviceUnavailable('engine_busy', err.message, err.retryAfterSeconds);
      }
      throw err;
    }
  }
}
