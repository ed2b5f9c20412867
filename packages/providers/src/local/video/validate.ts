import { ProviderError } from '../../errors';
import type { VideoRequest } from '../../ports/video';

export const MIN_SIDE = 256;
export const MAX_SIDE = 1920;
export const MIN_SECONDS = 1;
export const MAX_SECONDS = 20;
export const FRAME_RATES = [24, 30] as const;
/** One shot per still: more would flash by. */
export const MAX_IMAGES = 6;

/** A request the engine can make, with its defaults filled in. */
export interface VideoPlanInput {
  prompt: string;
  width: number;
  height: number;
  durationSeconds: number;
  fps: number;
  /** The stills to animate, in order; empty for text to video. */
  images: Buffer[];
  audio: boolean;
  seed?: number;
  script?: { prompt: string; start: number }[];
  soundtrack?: Buffer;
}

/** Checks a request before any work; bad input is a `bad_request` ProviderError that says what to change. */
export function checkVideoRequest(req: VideoRequest): VideoPlanInput {
  for (const [name, value] of [
    ['width', req.width],
    ['height', req.height],
  ] as const) {
    if (!Number.isInteger(value) || value < MIN_SIDE || value > MAX_SIDE || value % 2 !== 0) {
      // yuv420p halves the colour planes, so both sides must be even.
      throw badRequest(`${name} must be an even number of pixels from ${MIN_SIDE} to ${MAX_SIDE}.`);
    }
  }
  const seconds = req.durationSeconds;
  if (!Number.isFinite(seconds) || seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
    throw badRequest(`durationSeconds must be from ${MIN_SECONDS} to ${MAX_SECONDS}.`);
  }
  const fps = req.fps ?? 24;
  if (!(FRAME_RATES as readonly number[]).includes(fps)) throw badRequest('fps must be 24 or 30.');
  if (req.seed !== undefined && !Number.isInteger(req.seed)) throw badRequest('seed must be a whole number.');
  const images = [...(req.image ? [req.image] : []), ...(req.images ?? [])];
  if (images.length > MAX_IMAGES) throw badRequest(`At most ${MAX_IMAGES} images make one video.`);
  if (images.some((image) => !Buffer.isBuffer(image) || image.length === 0)) {
    throw badRequest('Every image must be a picture file (PNG, JPEG or WebP).');
  }
  // Half a second is the shortest shot that still reads as a picture rather than a flash.
  if (images.length > seconds * 2) {
    throw badRequest(`${images.length} images need a video of at least ${images.length / 2} seconds.`);
  }
  const script = req.script;
  if (script) {
    if (images.length) throw badRequest('A video is written as shots or made of images, not both.');
    if (script.length < 1 || script.length > MAX_IMAGES)
      throw badRequest(`A script has 1 to ${MAX_IMAGES} shots.`);
    script.forEach((shot, i) => {
      const previous = i === 0 ? -Infinity : script[i - 1]!.start;
      if (!shot.prompt?.trim()) throw badRequest(`Shot ${i + 1} needs a prompt.`);
      if (i === 0 ? shot.start !== 0 : !(shot.start > previous + 0.5 && shot.start < seconds - 0.5)) {
        throw badRequest('Shots start at 0 s, in order, at least half a second apart and before the end.');
      }
    });
  }
  if (req.soundtrack !== undefined && (!Buffer.isBuffer(req.soundtrack) || req.soundtrack.length === 0)) {
    throw badRequest('The soundtrack must be an audio file.');
  }
  const prompt = typeof req.prompt === 'string' ? req.prompt.trim() : '';
  if (!prompt && images.length === 0) throw badRequest('Describe the video, or give an image to animate.');
  return {
    prompt,
    width: req.width,
    height: req.height,
    durationSeconds: seconds,
    fps,
    images,
    audio: req.audio === true || req.soundtrack !== undefined,
    ...(req.seed !== undefined ? { seed: req.seed } : {}),
    ...(script ? { script: script.map((s) => ({ prompt: s.prompt.trim(), start: s.start })) } : {}),
    ...(req.soundtrack ? { soundtrack: req.soundtrack } : {}),
  };
}

export const badRequest = (message: string) =>
  new ProviderError({ code: 'bad_request', provider: 'local', message });
