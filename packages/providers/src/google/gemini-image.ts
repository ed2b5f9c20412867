import { ProviderError } from '../errors';
import { picturesNote } from '../input-pictures';
import type { EngineContext } from '../ports/engine';
import type {
  GeneratedImage,
  ImageEditRequest,
  ImageEngine,
  ImageRequest,
  ImageResult,
} from '../ports/image';

export const GEMINI_PROVIDER = 'gemini';
const WHO = "Google's Gemini API";
export const GEMINI_DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';
// An image takes seconds; a busy model can take a minute.
const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * The aspect ratios the image models take (Gemini API "image generation" docs), with the pixel size each
 * gives. A request's size is matched to the nearest ratio.
 */
export const GEMINI_ASPECT_RATIOS: Readonly<Record<string, readonly [number, number]>> = {
  '1:1': [1024, 1024],
  '2:3': [832, 1248],
  '3:2': [1248, 832],
  '3:4': [864, 1184],
  '4:3': [1184, 864],
  '4:5': [896, 1152],
  '5:4': [1152, 896],
  '9:16': [768, 1344],
  '16:9': [1344, 768],
  '21:9': [1536, 672],
};

/** The listed ratio nearest to width:height (compared in log space, so 2:1 and 1:2 are equally far from 1:1). */
export function nearestAspectRatio(width: number, height: number): string {
  const wanted = Math.log(width / height);
  let best = '1:1';
  let bestDistance = Infinity;
  for (const [ratio, [w, h]] of Object.entries(GEMINI_ASPECT_RATIOS)) {
    const distance = Math.abs(Math.log(w / h) - wanted);
    if (distance < bestDistance) [best, bestDistance] = [ratio, distance];
  }
  return best;
}

export interface GeminiImageOptions {
  /** the catalogue key */
  id: string;
  apiKey: string;
  /** e.g. gemini-2.5-flash-image */
  model: string;
  /** Google's endpoint unless a proxy or a test server is named */
  baseUrl?: string;
  timeoutMs?: number;
}

type Part = { text?: string; inlineData?: { mimeType?: string; data?: string } };
interface GenerateContentReply {
  candidates?: { content?: { parts?: Part[] }; finishReason?: string }[];
  promptFeedback?: { blockReason?: string };
  usageMetadata?: { promptTokenCount?: number; candidatesTokenCount?: number };
}

/**
 * Gemini 2.5 image ("nano banana") through the Gemini API's `models/{model}:generateContent`: the prompt as a
 * text part (after the picture, for an edit), `responseModalities: ['IMAGE']` and the aspect ratio; the
 * picture comes back inline as base64. One picture a call, so `n` pictures are `n` calls.
 */
export class GeminiImageEngine implements ImageEngine {
  readonly kind = 'hosted';
  readonly capability = 'image';
  readonly id: string;

  constructor(private readonly options: GeminiImageOptions) {
    this.id = options.id;
  }

  async generate(req: ImageRequest, ctx: EngineContext = {}): Promise<ImageResult> {
    const prompt = req.styles?.length ? `${req.prompt}, in ${req.styles.join(', ')} style` : req.prompt;
    const ratio = nearestAspectRatio(req.width, req.height);
    // Input pictures go inline before the words, which say what each is for.
    const pictures = req.inputImages ?? [];
    const parts: Part[] = [
      ...pictures.map((p) => ({ inlineData: { mimeType: p.mimeType, data: p.data.toString('base64') } })),
      { text: pictures.length ? `${prompt}\n\n${picturesNote(pictures)}` : prompt },
    ];
    const results: ImageResult[] = [];
    for (let i = 0; i < (req.n ?? 1); i++) {
      results.push(await this.call(parts, ratio, req.model, ctx));
      ctx.onProgress?.(Math.round(((i + 1) / (req.n ?? 1)) * 100));
    }
    return merge(results);
  }

  /** A change in words: the picture and the words in one message. Masks are not part of this API. */
  async edit(req: ImageEditRequest, ctx: EngineContext = {}): Promise<ImageResult> {
    const ratio = req.width && req.height ? nearestAspectRatio(req.width, req.height) : undefined;
    const parts: Part[] = [
      { inlineData: { mimeType: 'image/png', data: req.image.toString('base64') } },
      { text: req.prompt },
    ];
    return this.call(parts, ratio, req.model, ctx);
  }

  private async call(
    parts: Part[],
    aspectRatio: string | undefined,
    model: string | undefined,
    ctx: EngineContext,
  ): Promise<ImageResult> {
    ctx.signal?.throwIfAborted();
    const base = (this.options.baseUrl ?? GEMINI_DEFAULT_BASE_URL).replace(/\/+$/, '');
    const url = `${base}/v1beta/models/${encodeURIComponent(model ?? this.options.model)}:generateContent`;
    const body = {
      contents: [{ role: 'user', parts }],
      generationConfig: {
        responseModalities: ['IMAGE'],
        ...(aspectRatio ? { imageConfig: { aspectRatio } } : {}),
      },
    };
    const reply = await this.post(url, body, ctx);
    return imageResult(reply);
  }

  private async post(url: string, body: unknown, ctx: EngineContext): Promise<GenerateContentReply> {
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        signal,
        // The key goes in a header, never in the address (which proxies and logs keep).
        headers: { 'content-type': 'application/json', 'x-goog-api-key': this.options.apiKey },
        body: JSON.stringify(body),
      });
    } catch (cause) {
      if (ctx.signal?.aborted) throw ctx.signal.reason;
      if (timeout.aborted)
        throw failure('timeout', `${WHO} did not answer within ${Math.round(timeoutMs / 1000)} s.`, cause);
      throw failure('unavailable', `${WHO} could not be reached.`, cause);
    }
    if (!response.ok) throw await replyError(response);
    try {
      return (await response.json()) as GenerateContentReply;
    } catch (cause) {
      throw failure('bad_response', `${WHO} sent a reply that is not JSON.`, cause);
    }
  }
}

function imageResult(reply: GenerateContentReply): ImageResult {
  if (reply.promptFeedback?.blockReason)
    throw failure(
      'bad_request',
      `The prompt was blocked by the model (${reply.promptFeedback.blockReason}).`,
    );
  const candidate = reply.candidates?.[0];
  const images: GeneratedImage[] = (candidate?.content?.parts ?? []).flatMap((part) =>
    part.inlineData?.data
      ? [
          {
            data: Buffer.from(part.inlineData.data, 'base64'),
            mimeType: part.inlineData.mimeType ?? 'image/png',
          },
        ]
      : [],
  );
  if (images.length === 0) {
    const said = candidate?.content?.parts?.find((p) => p.text)?.text?.trim();
    const reason =
      candidate?.finishReason && candidate.finishReason !== 'STOP' ? candidate.finishReason : said;
    throw failure('bad_request', `The model made no picture${reason ? `: ${reason.slice(0, 200)}` : '.'}`);
  }
  return {
    images: images.slice(0, 1),
    usage: {
      images: 1,
      ...(reply.usageMetadata?.promptTokenCount !== undefined
        ? { inputTokens: reply.usageMetadata.promptTokenCount }
        : {}),
      ...(reply.usageMetadata?.candidatesTokenCount !== undefined
        ? { outputTokens: reply.usageMetadata.candidatesTokenCount }
        : {}),
    },
  };
}

function merge(results: ImageResult[]): ImageResult {
  const sum = (key: 'inputTokens' | 'outputTokens') =>
    results.some((r) => r.usage[key] !== undefined)
      ? { [key]: results.reduce((total, r) => total + (r.usage[key] ?? 0), 0) }
      : {};
  return {
    images: results.flatMap((r) => r.images),
    usage: { images: results.length, ...sum('inputTokens'), ...sum('outputTokens') },
  };
}

/** Google's error body is `{ error: { code, message, status } }`. */
async function replyError(response: Response): Promise<ProviderError> {
  const text = await response.text().catch(() => '');
  let detail = text.slice(0, 300).trim();
  try {
    const parsed = JSON.parse(text) as { error?: { message?: string } };
    if (parsed.error?.message) detail = parsed.error.message.slice(0, 300);
  } catch {
    // not JSON: keep the text
  }
  const status = response.status;
  const code =
    status === 401 || status === 403
      ? 'unauthorized'
      : status === 429
        ? 'rate_limited'
        : status >= 500
          ? 'unavailable'
          : 'bad_request';
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ProviderError({
    code,
    provider: GEMINI_PROVIDER,
    status,
    message: `${WHO} answered ${status}${detail ? `: ${detail}` : ''}`,
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterMs: retryAfter * 1000 } : {}),
  });
}

function failure(
  code: 'timeout' | 'unavailable' | 'bad_response' | 'bad_request',
  message: string,
  cause?: unknown,
) {
  return new ProviderError({ code, provider: GEMINI_PROVIDER, message, ...(cause ? { cause } : {}) });
}
