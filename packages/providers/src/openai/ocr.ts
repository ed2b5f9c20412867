import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { ProviderError } from '../errors';
import type { EngineContext, Usage } from '../ports/engine';
import type { OcrEngine, OcrRequest, OcrResult } from '../ports/ocr';
import { callOpenAi } from './call';
import { OPENAI_PROVIDER, type OpenAiEngineOptions } from './engine-options';

const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * What the model is asked: the problem as printed, in the typed form the math clean-up and the solver read
 * (the same form the local engine's clean-up produces), and nothing else.
 */
export const VISION_OCR_PROMPT = [
  'Transcribe the text in this picture exactly as printed: it is usually a math problem.',
  'Write mathematics as plain typed text: powers as x^2 or 3^(x+1), fractions as a/b with brackets round',
  'a numerator or denominator of more than one term ((2x+1)/5), the times sign as *, the division sign as /,',
  'the minus sign as -, <= and >= for ≤ and ≥. Keep the words and their order; one printed line per line.',
  'Reply with the transcription only: no explanation, no solution, no quotes or code fences.',
  'If the picture has no text, reply with nothing.',
].join(' ');

/**
 * Text recognition by an OpenAI-compatible vision model: the picture as a data URL in a chat completion (the
 * one endpoint every compatible server implements; the model must accept images).
 */
export class OpenAiOcrEngine implements OcrEngine {
  readonly kind = 'hosted';
  readonly capability = 'ocr';
  readonly id: string;

  constructor(private readonly options: OpenAiEngineOptions) {
    this.id = options.id;
  }

  async recognize(req: OcrRequest, ctx: EngineContext = {}): Promise<OcrResult> {
    if (!req.image.length) throw badRequest('There is no picture to read.');
    const type = imageType(req.image);
    if (!type) throw badRequest('The picture must be a PNG, JPEG or WebP image.');
    const body: ChatCompletionCreateParamsNonStreaming = {
      model: this.options.model,
      messages: [
        { role: 'system', content: VISION_OCR_PROMPT },
        {
          role: 'user',
          content: [
            {
              type: 'image_url',
              image_url: { url: `data:${type};base64,${req.image.toString('base64')}`, detail: 'high' },
            },
          ],
        },
      ],
      temperature: 0,
    };
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const completion = await callOpenAi(
      (options) => this.options.client.chat.completions.create(body, options),
      ctx,
      timeoutMs,
    );
    const choice = completion.choices?.[0];
    if (choice?.message.refusal) throw badResponse(`The model declined: ${choice.message.refusal}`);
    const text = choice?.message.content;
    if (typeof text !== 'string')
      throw badResponse('The OpenAI-compatible server sent a reply with no text.');
    const usage: Usage = completion.usage
      ? { inputTokens: completion.usage.prompt_tokens, outputTokens: completion.usage.completion_tokens }
      : {};
    return { text: unfenced(text), usage: { ...usage, images: 1 } };
  }
}

/** The picture's type by its first bytes: PNG, JPEG or WebP. */
function imageType(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return undefined;
}

/** A reply wrapped in a code fence or quotes despite the prompt: the text inside. */
function unfenced(text: string): string {
  const fenced = /^\s*```[a-z]*\n([\s\S]*?)\n?```\s*$/i.exec(text);
  return (fenced ? fenced[1]! : text).trim().replace(/^"([\s\S]*)"$/, '$1');
}

function badRequest(message: string): ProviderError {
  return new ProviderError({ code: 'bad_request', provider: OPENAI_PROVIDER, message });
}

function badResponse(message: string): ProviderError {
  return new ProviderError({ code: 'bad_response', provider: OPENAI_PROVIDER, message });
}
