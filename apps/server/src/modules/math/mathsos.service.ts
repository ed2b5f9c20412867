import { createHash } from 'node:crypto';
import type { ParseImageReply, ResolveProblemReply } from '@muse/contracts';
import { isProviderError, type OcrEngine, type OcrResult } from '@muse/providers';
import { fieldError, HttpError } from '../../platform/http/errors';
import { UnreadableMathError, type MathEngine } from './math.engine';

/** Reads the problem text out of OCR output (the math-aware clean-up of @muse/math). */
/** The math-aware clean-up; with other readings of the same picture it picks the most plausible one. */
export type OcrCleanup = (raw: string, alternatives?: readonly string[]) => string;

const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};
/** The largest picture read (bytes, decoded). */
export const MATHSOS_IMAGE_MAX = 10 * 2 ** 20;

/**
 * MathSOS: a problem from a screenshot or photo (OCR, offline by default) for the user to confirm, and a typed
 * problem solved by the math engine with its steps and a question card to practise it.
 */
export class MathSosService {
  constructor(
    private readonly engine: MathEngine,
    private readonly ocr: () => OcrEngine[],
    private readonly cleanup: OcrCleanup,
  ) {}

  async parseImage(image: string): Promise<ParseImageReply> {
    const picture = decodeImage(image);
    const engines = this.ocr();
    if (!engines.length)
      return { error: 'Reading pictures is not set up on this server. Please type the problem.' };
    const { text, alternatives } = await readWithFallback(engines, picture);
    const problem = this.cleanup(text, alternatives);
    if (!problem.trim())
      return { error: 'No text was found in the picture. Try a sharper screenshot, or type the problem.' };
    return { problem };
  }

  async resolve(problem: string): Promise<ResolveProblemReply> {
    try {
      const solved = await this.engine.solve(problem);
      const id = `sos-${createHash('sha256').update(solved.problem).digest('hex').slice(0, 16)}`;
      return { ...solved, question: { ...solved.question, _id: id } };
    } catch (err) {
      if (err instanceof UnreadableMathError) throw new HttpError(422, 'unreadable_problem', err.message);
      throw err;
    }
  }
}

/**
 * The picture read by the first engine that can: a hosted vision model that fails (down, slow, out of quota)
 * hands over to the next, the local reader last; a picture an engine refuses as bad is refused.
 */
async function readWithFallback(engines: OcrEngine[], image: Buffer): Promise<OcrResult> {
  let failure: unknown;
  for (const engine of engines) {
    try {
      return await engine.recognize({ image, language: 'eng' });
    } catch (err) {
      if (!isProviderError(err) || err.code === 'bad_request') throw err;
      failure = err;
    }
  }
  throw failure;
}

/** A data URL of a PNG, JPEG or WebP picture → its bytes, or a field error saying what is wrong. */
export function decodeImage(image: string): Buffer {
  const match = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/=\s]+)$/.exec(image.trim());
  if (!match) throw fieldError('image', 'The picture must be a PNG, JPEG or WebP image (a data URL).');
  if (!IMAGE_TYPES[match[1]!]) throw fieldError('image', 'The picture must be a PNG, JPEG or WebP image.');
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0) throw fieldError('image', 'The picture is empty.');
  if (bytes.length > MATHSOS_IMAGE_MAX)
    throw new HttpError(413, 'too_large', 'The picture must be at most 10 MB.');
  return bytes;
}
