import sharp from 'sharp';
import { ProviderError } from '../errors';
import type { EngineContext } from '../ports/engine';
import type { ImageEditRequest, ImageEngine, ImageRequest, ImageResult } from '../ports/image';
import { requestJson } from './http';

export const SDWEBUI_PROVIDER = 'sdwebui';
const WHO = 'The Stable Diffusion WebUI server';
// A first request loads the checkpoint onto the GPU, which can take minutes on its own.
const DEFAULT_TIMEOUT_MS = 300_000;
const PROGRESS_EVERY_MS = 1_000;

export interface SdWebUiOptions {
  id: string;
  /** The server's address, e.g. http://127.0.0.1:7860 (AUTOMATIC1111 or Forge started with --api). */
  url: string;
  /** A checkpoint to switch to for these requests (override_settings); the server's loaded one when absent. */
  checkpoint?: string;
  steps?: number;
  timeoutMs?: number;
}

interface SdReply {
  images?: unknown;
}

/**
 * Stable Diffusion WebUI (AUTOMATIC1111) and Forge through their HTTP API: /sdapi/v1/txt2img for pictures,
 * /sdapi/v1/img2img with a mask for changes in words, /sdapi/v1/progress polled for the job's progress.
 */
export class SdWebUiImageEngine implements ImageEngine {
  readonly kind = 'hosted';
  readonly capability = 'image';
  readonly id: string;

  constructor(private readonly options: SdWebUiOptions) {
    this.id = options.id;
  }

  async generate(req: ImageRequest, ctx: EngineContext = {}): Promise<ImageResult> {
    const body = {
      ...this.common(req.styles?.length ? `${req.prompt}, ${req.styles.join(', ')} style` : req.prompt),
      width: req.width,
      height: req.height,
      batch_size: req.n ?? 1,
      seed: req.seed ?? -1,
    };
    return this.run('/sdapi/v1/txt2img', body, ctx);
  }

  /** img2img: the picture changed as the words say; with a mask, only where it is transparent (inpainting). */
  async edit(req: ImageEditRequest, ctx: EngineContext = {}): Promise<ImageResult> {
    const meta = await sharp(req.image).metadata();
    const body = {
      ...this.common(req.prompt),
      init_images: [req.image.toString('base64')],
      width: req.width ?? meta.width,
      height: req.height ?? meta.height,
      denoising_strength: req.mask ? 0.9 : 0.6,
      ...(req.mask
        ? {
            mask: (await paintMask(req.mask)).toString('base64'),
            inpainting_fill: 1,
            inpaint_full_res: false,
          }
        : {}),
    };
    return this.run('/sdapi/v1/img2img', body, ctx);
  }

  private common(prompt: string) {
    return {
      prompt,
      negative_prompt: 'blurry, low quality, watermark, text',
      steps: this.options.steps ?? 25,
      cfg_scale: 7,
      ...(this.options.checkpoint
        ? { override_settings: { sd_model_checkpoint: this.options.checkpoint } }
        : {}),
    };
  }

  private async run(path: string, body: object, ctx: EngineContext): Promise<ImageResult> {
    const base = this.options.url.replace(/\/+$/, '');
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const stopProgress = ctx.onProgress ? this.watchProgress(base, ctx.onProgress) : () => {};
    try {
      const reply = await requestJson<SdReply>(
        WHO,
        SDWEBUI_PROVIDER,
        `${base}${path}`,
        { body },
        ctx,
        timeoutMs,
      );
      const images = Array.isArray(reply.images) ? reply.images.filter((i) => typeof i === 'string') : [];
      if (!images.length) throw badResponse('sent no picture back.');
      return {
        images: images.map((b64: string) => ({ data: Buffer.from(b64, 'base64'), mimeType: 'image/png' })),
        usage: { images: images.length },
      };
    } finally {
      stopProgress();
    }
  }

  /** Polls the server's progress while a request runs; a failed poll is skipped (the request decides). */
  private watchProgress(base: string, report: (pct: number) => void): () => void {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      requestJson<{ progress?: number }>(
        WHO,
        SDWEBUI_PROVIDER,
        `${base}/sdapi/v1/progress?skip_current_image=true`,
        {},
        {},
        PROGRESS_EVERY_MS * 5,
      )
        .then(({ progress }) => {
          if (typeof progress === 'number' && progress > 0) report(Math.min(99, Math.round(progress * 100)));
        })
        .catch(() => {})
        .finally(() => (busy = false));
    }, PROGRESS_EVERY_MS);
    timer.unref();
    return () => clearInterval(timer);
  }
}

/**
 * OpenAI's mask convention (transparent where the model may paint) as the WebUI's (white where it paints,
 * black where it keeps).
 */
async function paintMask(mask: Buffer): Promise<Buffer> {
  return sharp(mask).ensureAlpha().extractChannel('alpha').negate().png().toBuffer();
}

function badResponse(what: string): ProviderError {
  return new ProviderError({ code: 'bad_response', provider: SDWEBUI_PROVIDER, message: `${WHO} ${what}` });
}
