import { createWorker, OEM, type Worker } from 'tesseract.js';
import { ProviderError } from '../../errors';
import type { EngineContext } from '../../ports/engine';
import type { OcrEngine, OcrRequest, OcrResult } from '../../ports/ocr';
import { englishDataPath } from './lang-data';
import { MATH_PARAMETERS, readPage } from './read-page';
import { decodeImage, prepareAt, readingScales } from './preprocess';
import { SerialQueue } from './queue';

export interface LocalOcrEngineOptions {
  id: string;
  /** Pictures waiting or being read at once; more are refused as busy. */
  maxQueue?: number;
  /** The worker (about 40 MB) is shut down after this long without work, and started again when needed. */
  idleMs?: number;
}

/** The local text recogniser: tesseract.js (LSTM) with English data from npm; nothing is downloaded. */
export class LocalOcrEngine implements OcrEngine {
  readonly kind = 'local';
  readonly capability = 'ocr';
  readonly id: string;
  private worker: Promise<Worker> | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly queue: SerialQueue;
  private readonly idleMs: number;

  constructor(options: LocalOcrEngineOptions) {
    this.id = options.id;
    this.queue = new SerialQueue(options.maxQueue ?? 8);
    this.idleMs = options.idleMs ?? 5 * 60_000;
  }

  recognize(req: OcrRequest, ctx: EngineContext = {}): Promise<OcrResult> {
    ctx.signal?.throwIfAborted();
    if (!req.image.length) throw badRequest('There is no picture to read.');
    if (req.language && req.language !== 'eng') {
      throw badRequest('Text can only be read in English on this server.');
    }
    const run = this.queue.push(() => this.read(req.image, ctx));
    if (!run) {
      throw new ProviderError({
        code: 'rate_limited',
        provider: 'local',
        message: 'Text recognition is busy. Please try again in a moment.',
        retryAfterMs: 5_000,
      });
    }
    return run;
  }

  /** Stops the worker; a later call starts a new one. */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker.catch(() => undefined))?.terminate();
  }

  private async read(image: Buffer, ctx: EngineContext): Promise<OcrResult> {
    ctx.signal?.throwIfAborted();
    clearTimeout(this.idleTimer);
    const started = performance.now();
    const decoded = await decodeImage(image).catch((cause: unknown) => {
      throw badRequest('The picture could not be read. Please use a PNG, JPEG or WebP image.', cause);
    });
    ctx.onProgress?.(10);
    const worker = await this.ready();
    // One reading per scale (preprocess.ts readingScales): each size misreads other characters, and
    // @muse/math's cleanOcrText chooses among the readings given as alternatives.
    const scales = readingScales(decoded);
    const texts: string[] = [];
    let confidence = 0;
    try {
      for (const [i, scale] of scales.entries()) {
        ctx.signal?.throwIfAborted();
        const reading = await readPage(worker, await prepareAt(decoded, scale));
        texts.push(reading.text);
        if (i === 0) confidence = reading.confidence;
        ctx.onProgress?.(10 + Math.round((90 * (i + 1)) / scales.length));
      }
    } finally {
      this.armIdle();
    }
    ctx.signal?.throwIfAborted();
    const [text = '', ...alternatives] = texts;
    return {
      text,
      alternatives,
      confidence,
      usage: { images: 1, seconds: (performance.now() - started) / 1000 },
    };
  }

  private ready(): Promise<Worker> {
    this.worker ??= (async () => {
      const worker = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: englishDataPath(),
        gzip: true,
        // Read the data from the package every start and never write a cache copy (into the working folder).
        cacheMethod: 'none',
      });
      await worker.setParameters(MATH_PARAMETERS);
      return worker;
    })().catch((cause: unknown) => {
      this.worker = undefined;
      throw new ProviderError({
        code: 'unavailable',
        provider: 'local',
        message: 'Text recognition could not start on this server.',
        cause,
      });
    });
    return this.worker;
  }

  private armIdle(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.queue.size === 0) void this.close();
    }, this.idleMs);
    this.idleTimer.unref();
  }
}

function badRequest(message: string, cause?: unknown): ProviderError {
  return new ProviderError({ code: 'bad_request', provider: 'local', message, cause });
}
