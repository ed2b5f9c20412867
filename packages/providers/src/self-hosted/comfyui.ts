import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { ProviderError } from '../errors';
import type { EngineContext } from '../ports/engine';
import type { ImageEditRequest, ImageEngine, ImageRequest, ImageResult } from '../ports/image';
import {
  fillWorkflow,
  imageToImage,
  OUTPUT_NODE,
  TEXT_TO_IMAGE,
  type Workflow,
  type WorkflowValues,
} from './comfyui-workflow';
import { requestBytes, requestJson } from './http';

export const COMFYUI_PROVIDER = 'comfyui';
const WHO = 'The ComfyUI server';
const DEFAULT_TIMEOUT_MS = 300_000;
const POLL_MS = 750;

export interface ComfyUiOptions {
  id: string;
  /** The server's address, e.g. http://127.0.0.1:8188 */
  url: string;
  /** The checkpoint file the default workflows load (ckpt_name), e.g. sd_xl_base_1.0.safetensors */
  checkpoint: string;
  /** A text-to-image workflow in ComfyUI's API format to use instead of the default; its output node id. */
  workflow?: { graph: Workflow; outputNode: string };
  steps?: number;
  timeoutMs?: number;
}

interface HistoryEntry {
  status?: { status_str?: string; completed?: boolean; messages?: unknown[] };
  outputs?: Record<string, { images?: { filename: string; subfolder?: string; type?: string }[] }>;
}

/**
 * ComfyUI through its own API: the workflow queued with POST /prompt, progress from its WebSocket
 * (/ws?clientId, "progress" messages), the result from /history/{prompt_id} and each picture from /view.
 * Picture changes upload the picture (and mask) with /upload/image first.
 */
export class ComfyUiImageEngine implements ImageEngine {
  readonly kind = 'hosted';
  readonly capability = 'image';
  readonly id: string;

  constructor(private readonly options: ComfyUiOptions) {
    this.id = options.id;
  }

  generate(req: ImageRequest, ctx: EngineContext = {}): Promise<ImageResult> {
    const prompt = req.styles?.length ? `${req.prompt}, ${req.styles.join(', ')} style` : req.prompt;
    const custom = this.options.workflow;
    return this.run(
      custom?.graph ?? TEXT_TO_IMAGE,
      custom?.outputNode ?? OUTPUT_NODE,
      this.values(prompt, req),
      ctx,
    );
  }

  async edit(req: ImageEditRequest, ctx: EngineContext = {}): Promise<ImageResult> {
    const image = await this.upload(req.image, 'picture.png', ctx);
    const mask = req.mask ? await this.upload(req.mask, 'mask.png', ctx) : undefined;
    const values: WorkflowValues = {
      ...this.values(req.prompt, { width: req.width ?? 1024, height: req.height ?? 1024 }),
      image,
      ...(mask ? { mask } : {}),
      denoise: mask ? 1 : 0.6,
    };
    return this.run(imageToImage(mask !== undefined), OUTPUT_NODE, values, ctx);
  }

  private values(
    prompt: string,
    req: { width: number; height: number; seed?: number; n?: number },
  ): WorkflowValues {
    return {
      prompt,
      negative: 'blurry, low quality, watermark, text',
      width: req.width,
      height: req.height,
      seed: req.seed ?? Math.floor(Math.random() * 2 ** 32),
      steps: this.options.steps ?? 25,
      checkpoint: this.options.checkpoint,
      batch: req.n ?? 1,
    };
  }

  private get base(): string {
    return this.options.url.replace(/\/+$/, '');
  }

  private async run(
    workflow: Workflow,
    outputNode: string,
    values: WorkflowValues,
    ctx: EngineContext,
  ): Promise<ImageResult> {
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const clientId = randomUUID();
    // Connected before the workflow is queued, so its first progress message is not missed.
    const socket = ctx.onProgress ? await this.watchProgress(clientId, ctx.onProgress) : undefined;
    try {
      const queued = await requestJson<{ prompt_id?: string }>(
        WHO,
        COMFYUI_PROVIDER,
        `${this.base}/prompt`,
        { body: { prompt: fillWorkflow(workflow, values), client_id: clientId } },
        ctx,
        30_000,
      );
      if (!queued.prompt_id) throw badResponse('did not queue the workflow.');
      const entry = await this.finished(queued.prompt_id, ctx, timeoutMs);
      const pictures = entry.outputs?.[outputNode]?.images ?? [];
      if (!pictures.length) throw badResponse(`sent no picture from node ${outputNode}.`);
      const images = await Promise.all(
        pictures.map(async (p) => {
          const query = new URLSearchParams({
            filename: p.filename,
            subfolder: p.subfolder ?? '',
            type: p.type ?? 'output',
          });
          const data = await requestBytes(WHO, COMFYUI_PROVIDER, `${this.base}/view?${query}`, ctx, 60_000);
          return { data, mimeType: 'image/png' };
        }),
      );
      return { images, usage: { images: images.length } };
    } finally {
      socket?.terminate();
    }
  }

  /** Polls /history until the prompt has finished (its entry appears), failed, or the time is up. */
  private async finished(promptId: string, ctx: EngineContext, timeoutMs: number): Promise<HistoryEntry> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const history = await requestJson<Record<string, HistoryEntry>>(
        WHO,
        COMFYUI_PROVIDER,
        `${this.base}/history/${encodeURIComponent(promptId)}`,
        {},
        ctx,
        30_000,
      );
      const entry = history[promptId];
      if (entry?.status?.status_str === 'error')
        throw new ProviderError({
          code: 'bad_request',
          provider: COMFYUI_PROVIDER,
          message: `${WHO} could not run the workflow.`,
        });
      if (entry?.outputs && (entry.status?.completed ?? true)) return entry;
      if (Date.now() > deadline)
        throw new ProviderError({
          code: 'timeout',
          provider: COMFYUI_PROVIDER,
          message: `${WHO} did not finish within ${Math.round(timeoutMs / 1000)} s.`,
        });
      await sleep(POLL_MS, ctx.signal);
    }
  }

  /** The server's "progress" messages for this client as a percentage; the socket failing costs only that. */
  private async watchProgress(clientId: string, report: (pct: number) => void): Promise<WebSocket> {
    const socket = new WebSocket(`${this.base.replace(/^http/, 'ws')}/ws?clientId=${clientId}`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      socket.once('open', done);
      socket.once('error', done);
    });
    socket.on('message', (raw, isBinary) => {
      if (isBinary) return; // preview frames
      try {
        const message = JSON.parse(raw.toString()) as {
          type?: string;
          data?: { value?: number; max?: number };
        };
        const { value, max } = message.data ?? {};
        if (message.type === 'progress' && typeof value === 'number' && typeof max === 'number' && max > 0)
          report(Math.min(99, Math.round((100 * value) / max)));
      } catch {
        // not JSON: nothing to report
      }
    });
    socket.on('error', () => {});
    return socket;
  }

  private async upload(picture: Buffer, name: string, ctx: EngineContext): Promise<string> {
    ctx.signal?.throwIfAborted();
    const form = new FormData();
    form.append(
      'image',
      new Blob([new Uint8Array(picture)], { type: 'image/png' }),
      `${randomUUID()}-${name}`,
    );
    form.append('overwrite', 'true');
    let response: Response;
    try {
      response = await fetch(`${this.base}/upload/image`, {
        method: 'POST',
        body: form,
        signal: ctx.signal
          ? AbortSignal.any([ctx.signal, AbortSignal.timeout(60_000)])
          : AbortSignal.timeout(60_000),
      });
    } catch (cause) {
      if (ctx.signal?.aborted) throw ctx.signal.reason;
      throw new ProviderError({
        code: 'unavailable',
        provider: COMFYUI_PROVIDER,
        message: `${WHO} could not be reached.`,
        cause,
      });
    }
    const reply = (await response.json().catch(() => ({}))) as { name?: string; subfolder?: string };
    if (!response.ok || !reply.name) throw badResponse(`did not take the picture (${response.status}).`);
    return reply.subfolder ? `${reply.subfolder}/${reply.name}` : reply.name;
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function badResponse(what: string): ProviderError {
  return new ProviderError({ code: 'bad_response', provider: COMFYUI_PROVIDER, message: `${WHO} ${what}` });
}
