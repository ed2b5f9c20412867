import type { EngineContext } from '../ports/engine';
import type { SpeechEngine, SpeechRequest, SpeechResult } from '../ports/speech';
import { callOpenAi } from './call';
import type { OpenAiEngineOptions } from './engine-options';

const DEFAULT_TIMEOUT_MS = 60_000;
const mimeTypes = { mp3: 'audio/mpeg', wav: 'audio/wav' } as const;

/** Speech through /audio/speech, which answers with the audio bytes themselves. */
export class OpenAiSpeechEngine implements SpeechEngine {
  readonly kind = 'hosted';
  readonly capability = 'speech';
  readonly id: string;

  constructor(private readonly options: OpenAiEngineOptions) {
    this.id = options.id;
  }

  async synthesize(req: SpeechRequest, ctx: EngineContext = {}): Promise<SpeechResult> {
    const format = req.format ?? 'mp3';
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    // The body is read inside the call so an abort also stops a stalled download and its errors are mapped.
    const audio = await callOpenAi(
      async (options) => {
        const response = await this.options.client.audio.speech.create(
          {
            model: req.model ?? this.options.model,
            voice: req.voice,
            input: req.text,
            response_format: format,
          },
          options,
        );
        return Buffer.from(await response.arrayBuffer());
      },
      ctx,
      timeoutMs,
    );
    return { audio, mimeType: mimeTypes[format], usage: { characters: req.text.length } };
  }
}
