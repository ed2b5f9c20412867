import { ProviderError } from '../../errors';
import type { EngineContext } from '../../ports/engine';
import type { GeneratedImage, ImageEngine, ImageRequest, ImageResult } from '../../ports/image';
import { hashString, mix32 } from './random';
import { prepareInputs } from './inputs';
import { renderSteps } from './render';
import type { Style } from './words';

export const MIN_SIDE = 256;
export const MAX_SIDE = 2048;

export interface LocalImageEngineOptions {
  /** The catalogue key this engine serves. */
  id: string;
  /** The treatment used when neither the prompt nor the request's styles name one. */
  defaultStyle?: Style;
}

/**
 * The built-in procedural image engine: it reads the prompt for subjects, colours, light and style,
 * composes a scene, paints it with the style's treatment and returns PNGs. No network, no model files;
 * the same prompt, seed, size and input pictures always give the same bytes. A start picture is blended
 * into the painted scene before the finish; a character's reference picture gives the scene its palette.
 */
export class LocalImageEngine implements ImageEngine {
  readonly kind = 'local';
  readonly capability = 'image';
  readonly id: string;
  private readonly defaultStyle: Style;

  constructor(options: LocalImageEngineOptions) {
    this.id = options.id;
    this.defaultStyle = options.defaultStyle ?? 'digital';
  }

  async generate(req: ImageRequest, ctx: EngineContext = {}): Promise<ImageResult> {
    const { signal, onProgress } = ctx;
    signal?.throwIfAborted();
    const { width, height } = checkSize(req);
    const n = req.n ?? 1;
    if (!Number.isInteger(n) || n < 1 || n > 10) throw badRequest('n must be a whole number from 1 to 10.');
    // Without a seed the prompt decides, so the same prompt still gives the same picture.
    const seed = req.seed === undefined ? hashString(req.prompt) : req.seed >>> 0;
    // A start picture is blended into the scene and a character's reference sets its palette.
    const inputs = req.inputImages?.length
      ? await prepareInputs(req.inputImages, width, height).catch(() => {
          throw badRequest('An input picture could not be read.');
        })
      : undefined;
    const images: GeneratedImage[] = [];
    const missing = new Set<string>();
    for (let i = 0; i < n; i++) {
      const step = async (done: number) => {
        onProgress?.(Math.round(((i + done) / n) * 100));
        // Yield between the heavy steps so a cancellation (or anything else) can get a turn.
        await new Promise<void>((resolve) => setImmediate(resolve));
        signal?.throwIfAborted();
      };
      const render = renderSteps({
        prompt: req.prompt,
        width,
        height,
        seed: i === 0 ? seed : mix32(seed, i),
        defaultStyle: this.defaultStyle,
        ...(req.styles ? { styles: req.styles } : {}),
        ...(inputs ? { inputs } : {}),
      });
      for (const word of render.parse.missing) missing.add(word);
      render.draw();
      await step(0.4);
      render.finish();
      await step(0.8);
      images.push({ data: await render.encode(), mimeType: 'image/png' });
    }
    onProgress?.(100);
    // Said plainly rather than dropped in silence: what the prompt named that no picture was found for.
    const notes = missing.size > 0 ? `drawn without: ${[...missing].join(', ')}` : undefined;
    return { images, usage: { images: n }, ...(notes ? { notes } : {}) };
  }
}

function checkSize(req: ImageRequest): { width: number; height: number } {
  for (const [name, value] of [
    ['width', req.width],
    ['height', req.height],
  ] as const) {
    if (!Number.isInteger(value) || value < MIN_SIDE || value > MAX_SIDE) {
      throw badRequest(`${name} must be a whole number of pixels from ${MIN_SIDE} to ${MAX_SIDE}.`);
    }
  }
  return { width: req.width, height: req.height };
}

const badRequest = (message: string) =>
  new ProviderError({ code: 'bad_request', provider: 'local', message });
