/**
 * The local speech engine: speaks a text with a catalogue voice, in its tone and intensity, through
 * espeak-ng, offline. The voice's locale picks the espeak-ng language, its gender a variant, its tone and
 * intensity the delivery (see prosody.ts). MP3 by default, WAV on request.
 */
import { ProviderError } from '../../errors';
import type { EngineContext } from '../../ports/engine';
import type { SpeechEngine, SpeechRequest, SpeechResult } from '../../ports/speech';
import { resolveVoice } from '../../voices';
import { toMp3, toWav } from './audio';
import { ESPEAK_SAMPLE_RATE, loadEspeak, type Espeak } from './espeak';
import { espeakLanguageFor } from './languages';
import { prosodyFor, withPitchChange } from './prosody';
import { speechChunks } from './text-chunks';

/** The longest text one request may speak: dialog and voice text are at most 5000 characters. */
export const MAX_SPEECH_CHARACTERS = 5000;

export interface LocalSpeechEngineOptions {
  /** The catalogue key this engine serves. */
  id: string;
}

export class LocalSpeechEngine implements SpeechEngine {
  readonly kind = 'local';
  readonly capability = 'speech';
  readonly id: string;

  constructor(options: LocalSpeechEngineOptions) {
    this.id = options.id;
  }

  async synthesize(req: SpeechRequest, ctx: EngineContext = {}): Promise<SpeechResult> {
    ctx.signal?.throwIfAborted();
    const text = req.text.trim();
    if (!text) throw badRequest('There is no text to speak.');
    if (req.text.length > MAX_SPEECH_CHARACTERS) {
      throw badRequest(`The text is too long to speak: at most ${MAX_SPEECH_CHARACTERS} characters.`);
    }
    const resolved = resolveVoice(req.voice);
    if (!resolved) throw badRequest(`There is no voice "${req.voice}".`);
    const prosody = withPitchChange(prosodyFor(resolved.voice, resolved.tone, resolved.intensity), req.pitch);
    const language = espeakLanguageFor(resolved.voice.locale);
    const espeak = await ready();

    // Sentence groups, with a turn of the event loop between them: a long text does not hold the process.
    const parts: Int16Array[] = [];
    const chunks = speechChunks(text, resolved.voice.locale);
    for (const [i, chunk] of chunks.entries()) {
      parts.push(espeak.speak(chunk, language, prosody));
      ctx.onProgress?.(Math.round(((i + 1) / chunks.length) * 90));
      await new Promise<void>((resolve) => setImmediate(resolve));
      ctx.signal?.throwIfAborted();
    }
    const pcm = concat(parts);
    const wav = req.format === 'wav';
    const audio = wav ? toWav(pcm) : await toMp3(pcm);
    ctx.signal?.throwIfAborted();
    ctx.onProgress?.(100);
    return {
      audio,
      mimeType: wav ? 'audio/wav' : 'audio/mpeg',
      usage: { characters: req.text.length, seconds: pcm.length / ESPEAK_SAMPLE_RATE },
    };
  }
}

let preparing: Promise<Espeak> | undefined;

/** espeak-ng loaded and warmed up, and the MP3 encoder compiled (a second of silence), once per process. */
function ready(): Promise<Espeak> {
  preparing ??= loadEspeak()
    .then(async (espeak) => {
      await toMp3(new Int16Array(ESPEAK_SAMPLE_RATE));
      return espeak;
    })
    .catch((error: unknown) => {
      preparing = undefined; // a failed start is tried again by the next request
      throw error;
    });
  return preparing;
}

function badRequest(message: string): ProviderError {
  return new ProviderError({ code: 'bad_request', provider: 'local', message });
}

function concat(parts: Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
