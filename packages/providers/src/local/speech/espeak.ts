/**
 * espeak-ng compiled to WebAssembly (@echogarden/espeak-ng-emscripten): its data (dictionaries and
 * phonemes of about 130 languages) ships inside the package and loads from disk, so it speaks offline
 * with nothing to install. One instance serves the process; its calls are synchronous, so they never
 * interleave.
 *
 * Repeatable output: espeak-ng keeps state from one utterance to the next (the glottal phase, the echo
 * buffer, the flutter phase, the noise generator), so the same text would not give the same samples twice.
 * The instance's memory is therefore saved once, warmed up and idle, and put back before every call: each
 * request starts from the same state. The text goes through a buffer of ours allocated before the save, so
 * no allocation made by the JavaScript side after it can be undone by a restore.
 */
import { createEspeak, type EspeakModule, type EspeakWorker, type TextAddress } from './espeak-binding';
import type { SpeechProsody } from './prosody';
import { installVariants } from './variants';

/** espeak-ng speaks at 22.05 kHz, 16-bit mono. */
export const ESPEAK_SAMPLE_RATE = 22050;

/** Room for the longest text in UTF-8 (5000 UTF-16 units take at most 15,000 bytes) and its terminator. */
const TEXT_BUFFER_BYTES = 16 * 1024;

const WARM_UP_TEXT = 'Hello! This sentence warms up the speech engine, so that the first request is quick.';
const WARM_UP_RUNS = 6;

export interface Espeak {
  /** The voice names espeak-ng knows (identifiers' last part, e.g. en-US, de, cmn). */
  readonly languages: ReadonlySet<string>;
  /** Speaks the text in a language with the given settings; 16-bit mono samples at 22.05 kHz. */
  speak(text: string, language: string, prosody: SpeechProsody): Int16Array;
  /** The text's phonemes in IPA, as espeak-ng reads them in a language. */
  phonemes(text: string, language: string): string;
}

let loading: Promise<Espeak> | undefined;

/** The process's espeak-ng, loaded and warmed up on first use (about a second). */
export function loadEspeak(): Promise<Espeak> {
  loading ??= createInstance().catch((error: unknown) => {
    loading = undefined; // let a later call try again
    throw error;
  });
  return loading;
}

async function createInstance(): Promise<Espeak> {
  const module = await createEspeak();
  installVariants(module.FS);
  const worker = new module.eSpeakNGWorker();
  if (worker.get_samplerate() !== ESPEAK_SAMPLE_RATE) {
    throw new Error(`espeak-ng speaks at ${worker.get_samplerate()} Hz, expected ${ESPEAK_SAMPLE_RATE}`);
  }
  const languages = new Set(worker.list_voices().map((v) => v.identifier.split('/').pop()!));
  const text = new TextBuffer(module);

  // The first runs are slow (WebAssembly compiles its hot code on use): warm up before the save.
  const plain = { variant: 'f3', pitch: 50, range: 50, rate: 175, volume: 100 };
  for (let i = 0; i < WARM_UP_RUNS; i++) speak(worker, text.write(WARM_UP_TEXT), 'en-US', plain);
  const saved = module.HEAPU8.slice();
  const restore = () => module.HEAPU8.set(saved);

  return {
    languages,
    speak: (input, language, prosody) => {
      restore();
      return speak(worker, text.write(input), language, prosody);
    },
    phonemes: (input, language) => {
      restore();
      selectVoice(worker, language);
      const result = worker.synthesize_ipa(text.write(input));
      if (result.code !== 0) throw new Error(`espeak-ng could not read the text (code ${result.code})`);
      return result.ipa.trim();
    },
  };
}

/** A NUL-terminated UTF-8 buffer in espeak-ng's memory, passed to it by address. */
class TextBuffer {
  private readonly address: number;
  private readonly encoder = new TextEncoder();

  constructor(private readonly module: EspeakModule) {
    this.address = module._malloc(TEXT_BUFFER_BYTES);
  }

  write(text: string): TextAddress {
    const room = this.module.HEAPU8.subarray(this.address, this.address + TEXT_BUFFER_BYTES - 1);
    const { read, written } = this.encoder.encodeInto(text, room);
    if (read < text.length) throw new Error('The text is too long for the speech engine.');
    this.module.HEAPU8[this.address + written] = 0;
    return { ptr: this.address };
  }
}

function selectVoice(worker: EspeakWorker, name: string): void {
  const code = worker.set_voice(name);
  if (code !== 0) throw new Error(`espeak-ng has no voice "${name}" (code ${code})`);
}

function speak(
  worker: EspeakWorker,
  text: TextAddress,
  language: string,
  prosody: SpeechProsody,
): Int16Array {
  selectVoice(worker, `${language}+${prosody.variant}`);
  worker.set_rate(prosody.rate);
  worker.set_pitch(prosody.pitch);
  worker.set_range(prosody.range);
  worker.set_volume(prosody.volume);
  const chunks: Int16Array[] = [];
  let length = 0;
  worker.synthesize(text, (samples) => {
    chunks.push(samples); // already a copy out of the WebAssembly memory
    length += samples.length;
    return false;
  });
  const pcm = new Int16Array(length);
  let at = 0;
  for (const chunk of chunks) {
    pcm.set(chunk, at);
    at += chunk.length;
  }
  return pcm;
}
