import type { Video, VideoCreateParams } from 'openai/resources/videos';
import sharp from 'sharp';
import { ProviderError } from '../errors';
import type { EngineContext } from '../ports/engine';
import type { VideoEngine, VideoRequest, VideoResult } from '../ports/video';
import { callOpenAi } from './call';
import { OPENAI_PROVIDER, type OpenAiEngineOptions } from './engine-options';
import { openAiSdk } from './sdk';

/** Each call (create, poll, download) gets this long; the whole job may take minutes. */
const CALL_TIMEOUT_MS = 60_000;
/** How long a job may run in all before it is given up. */
const JOB_TIMEOUT_MS = 15 * 60_000;

export interface OpenAiVideoEngineOptions extends OpenAiEngineOptions {
  /** Between two reads of a running job; 2 s by default (tests go faster). */
  pollMs?: number;
}

/**
 * Videos through OpenAI's video API (Sora: `POST /videos`, `GET /videos/{id}` until it is completed, then
 * `GET /videos/{id}/content` and its thumbnail), or a compatible server's. The first given picture is the
 * `input_reference` (image to video); the length goes as the API's `seconds`, the size as `WIDTHxHEIGHT`.
 * A script or soundtrack (music videos) is for the local engine: refused here.
 */
export class OpenAiVideoEngine implements VideoEngine {
  readonly kind = 'hosted';
  readonly capability = 'video';
  readonly id: string;

  constructor(private readonly options: OpenAiVideoEngineOptions) {
    this.id = options.id;
  }

  async generate(req: VideoRequest, ctx: EngineContext = {}): Promise<VideoResult> {
    if (req.script || req.soundtrack) {
      throw new ProviderError({
        code: 'bad_request',
        provider: OPENAI_PROVIDER,
        message:
          'This video model makes videos from a prompt and a picture; music videos are made by Muse Motion.',
      });
    }
    const client = this.options.client;
    const timeout = this.options.timeoutMs ?? CALL_TIMEOUT_MS;
    const picture = req.image ?? req.images?.[0];
    const body: VideoCreateParams = {
      model: req.model ?? this.options.model,
      prompt: req.prompt,
      seconds: String(Math.round(req.durationSeconds)) as VideoCreateParams['seconds'],
      size: `${req.width}x${req.height}` as VideoCreateParams['size'],
      ...(picture
        ? {
            input_reference: await openAiSdk().toFile(await sized(picture, req), 'reference.png', {
              type: 'image/png',
            }),
          }
        : {}),
    };
    let job: Video = await callOpenAi((o) => client.videos.create(body, o), ctx, timeout);
    const started = Date.now();
    while (job.status === 'queued' || job.status === 'in_progress') {
      ctx.onProgress?.(Math.max(0, Math.min(99, Math.round(job.progress ?? 0))));
      if (Date.now() - started > JOB_TIMEOUT_MS) {
        throw new ProviderError({
          code: 'timeout',
          provider: OPENAI_PROVIDER,
          message: `The video server did not finish the video within ${JOB_TIMEOUT_MS / 60_000} minutes.`,
        });
      }
      await sleep(this.options.pollMs ?? 2_000, ctx.signal);
      const id = job.id;
      job = await callOpenAi((o) => client.videos.retrieve(id, o), ctx, timeout);
    }
    if (job.status !== 'completed') {
      throw new ProviderError({
        code: 'bad_response',
        provider: OPENAI_PROVIDER,
        message: `The video server could not make the video: ${job.error?.message ?? 'it gave no reason'}.`,
        retryable: false,
      });
    }
    const id = job.id;
    const video = await callOpenAi(
      async (o) =>
        Buffer.from(await (await client.videos.downloadContent(id, { variant: 'video' }, o)).arrayBuffer()),
      ctx,
      timeout,
    );
    // The poster is a nicety: a server without thumbnails still gives its video.
    const poster = await callOpenAi(
      async (o) =>
        Buffer.from(
          await (await client.videos.downloadContent(id, { variant: 'thumbnail' }, o)).arrayBuffer(),
        ),
      ctx,
      timeout,
    )
      .then((bytes) => sharp(bytes).png().toBuffer())
      .catch(() => undefined);
    ctx.onProgress?.(100);
    const seconds = Number(job.seconds) || req.durationSeconds;
    return {
      video,
      mimeType: 'video/mp4',
      durationSeconds: seconds,
      ...(poster ? { poster } : {}),
      usage: { seconds },
    };
  }
}

/** The picture at the video's size (the API wants the reference at the output size), as PNG. */
function sized(picture: Buffer, req: VideoRequest): Promise<Buffer> {
  return sharp(picture)
    .resize(req.width, req.height, { fit: 'cover', position: 'attention' })
    .png()
    .toBuffer();
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
