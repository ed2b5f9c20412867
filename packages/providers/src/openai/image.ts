import type {
  ImageEditParamsNonStreaming,
  ImageGenerateParamsNonStreaming,
  ImagesResponse,
} from 'openai/resources/images';
import { ProviderError } from '../errors';
import { openAiSdk } from './sdk';
import type { EngineContext, Usage } from '../ports/engine';
import type {
  GeneratedImage,
  ImageEditRequest,
  ImageEngine,
  ImageRequest,
  ImageResult,
} from '../ports/image';
import { picturesNote } from '../input-pictures';
import { callOpenAi } from './call';
import { OPENAI_PROVIDER, type OpenAiEngineOptions } from './engine-options';

// gpt-image-1 at high quality can take well over a minute.
const DEFAULT_TIMEOUT_MS = 180_000;

export interface OpenAiImageEngineOptions extends OpenAiEngineOptions {
  /** Used when a request names no quality (e.g. 'high' for the pro entry). */
  quality?: string;
}

/** Images through /images/generations, returned inline as base64 (never as URLs to fetch). */
export class OpenAiImageEngine implements ImageEngine {
  readonly kind = 'hosted';
  readonly capability = 'image';
  readonly id: string;

  constructor(private readonly options: OpenAiImageEngineOptions) {
    this.id = options.id;
  }

  /** The size goes as `${width}x${height}`; the server rejects sizes its model lacks (bad_request). The
   * images API has no seed, so `seed` is ignored. */
  async generate(req: ImageRequest, ctx: EngineContext = {}): Promise<ImageResult> {
    if (req.inputImages?.length) return this.fromPictures(req, ctx);
    const model = req.model ?? this.options.model;
    const quality = req.quality ?? this.options.quality;
    const body: ImageGenerateParamsNonStreaming = {
      model,
      prompt: req.prompt,
      size: `${req.width}x${req.height}`,
      n: req.n ?? 1,
      // The SDK types list OpenAI's qualities; compatible servers may accept others, so pass it through.
      ...(quality === undefined ? {} : { quality: quality as ImageGenerateParamsNonStreaming['quality'] }),
      // gpt-image models always answer in base64 and reject this parameter; older and compatible ones
      // default to URLs without it.
      ...(model.startsWith('gpt-image') ? {} : { response_format: 'b64_json' as const }),
    };
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const reply = await callOpenAi(
      (options) => this.options.client.images.generate(body, options),
      ctx,
      timeoutMs,
    );
    return imageResult(reply);
  }

  /**
   * A generation given pictures (a start picture, a character's reference) goes to /images/edits, which
   * takes them as `image[]` with the prompt; the prompt says what each picture is for.
   */
  private async fromPictures(req: ImageRequest, ctx: EngineContext): Promise<ImageResult> {
    const model = req.model ?? this.options.model;
    const quality = req.quality ?? this.options.quality;
    const pictures = req.inputImages ?? [];
    const files = await Promise.all(
      pictures.map((p, i) =>
        openAiSdk().toFile(p.data, `input-${i + 1}.${p.mimeType.split('/')[1] ?? 'png'}`, {
          type: p.mimeType,
        }),
      ),
    );
    const body: ImageEditParamsNonStreaming = {
      model,
      prompt: `${req.prompt}\n\n${picturesNote(pictures)}`,
      image: files,
      n: req.n ?? 1,
      size: `${req.width}x${req.height}` as ImageEditParamsNonStreaming['size'],
      ...(quality === undefined ? {} : { quality: quality as ImageEditParamsNonStreaming['quality'] }),
      ...(model.startsWith('gpt-image') ? {} : { response_format: 'b64_json' as const }),
    };
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const reply = await callOpenAi(
      (options) => this.options.client.images.edit(body, options),
      ctx,
      timeoutMs,
    );
    return imageResult(reply);
  }

  /** A picture changed from words through /images/edits (multipart), returned inline as base64. */
  async edit(req: ImageEditRequest, ctx: EngineContext = {}): Promise<ImageResult> {
    const model = req.model ?? this.options.model;
    const body: ImageEditParamsNonStreaming = {
      model,
      prompt: req.prompt,
      image: await openAiSdk().toFile(req.image, 'image.png', { type: 'image/png' }),
      n: 1,
      ...(req.mask ? { mask: await openAiSdk().toFile(req.mask, 'mask.png', { type: 'image/png' }) } : {}),
      ...(req.width && req.height
        ? { size: `${req.width}x${req.height}` as ImageEditParamsNonStreaming['size'] }
        : {}),
      ...(model.startsWith('gpt-image') ? {} : { response_format: 'b64_json' as const }),
    };
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const reply = await callOpenAi(
      (options) => this.options.client.images.edit(body, options),
      ctx,
      timeoutMs,
    );
    return imageResult(reply);
  }
}

/** The images of a reply (generation or edit), each typed by its bytes. */
function imageResult(reply: ImagesResponse): ImageResult {
  const images: GeneratedImage[] = (reply.data ?? []).map((image) => {
    if (!image.b64_json) throw badResponse('The OpenAI-compatible server sent an image without its data.');
    const data = Buffer.from(image.b64_json, 'base64');
    return { data, mimeType: sniffImageType(data) ?? `image/${reply.output_format ?? 'png'}` };
  });
  if (images.length === 0) throw badResponse('The OpenAI-compatible server sent no image.');
  const usage: Usage = { images: images.length };
  if (reply.usage) {
    usage.inputTokens = reply.usage.input_tokens;
    usage.outputTokens = reply.usage.output_tokens;
  }
  return { images, usage };
}

/** The type the bytes say, which compatible servers do not always declare. */
export function sniffImageType(data: Buffer): string | undefined {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return undefined;
}

function badResponse(message: string): ProviderError {
  return new ProviderError({ code: 'bad_response', provider: OPENAI_PROVIDER, message });
}
