/**
 * The part of @echogarden/espeak-ng-emscripten the engine uses, typed: the package ships JavaScript only.
 */
// @ts-expect-error -- no types ship with the package; EspeakModule below describes what is used.
import createUntyped from '@echogarden/espeak-ng-emscripten';

export interface EspeakVoiceInfo {
  name: string;
  /** e.g. gmw/en-US */
  identifier: string;
  languages: { priority: number; name: string }[];
}

/** A text given by the address of a NUL-terminated UTF-8 string in the module's memory. */
export interface TextAddress {
  ptr: number;
}

export interface EspeakWorker {
  /** Selects a voice by name ("en-US", "de+f3"); 0 on success. */
  set_voice(name: string): number;
  /** Words per minute, 80–450 (default 175). */
  set_rate(wpm: number): void;
  /** Base pitch, 0–100 (default 50). */
  set_pitch(pitch: number): void;
  /** Pitch range, 0–100 (default 50). */
  set_range(range: number): void;
  /** Amplitude, 0–200 (default 100). */
  set_volume(volume: number): void;
  get_samplerate(): number;
  list_voices(): EspeakVoiceInfo[];
  /** Calls back with each chunk of 16-bit mono samples (copies); returning true stops the synthesis. */
  synthesize(text: string | TextAddress, onChunk: (samples: Int16Array) => boolean): void;
  /** The text's phonemes in IPA, with the current voice. */
  synthesize_ipa(text: string | TextAddress): { code: number; ipa: string };
}

export interface EspeakFileSystem {
  readFile(path: string, options: { encoding: 'utf8' }): string;
  writeFile(path: string, data: string): void;
  readdir(path: string): string[];
  unlink(path: string): void;
}

export interface EspeakModule {
  eSpeakNGWorker: new () => EspeakWorker;
  FS: EspeakFileSystem;
  /** The module's memory, as bytes (a new view after the memory grows). */
  HEAPU8: Uint8Array;
  _malloc(bytes: number): number;
}

/** Loads a new espeak-ng instance; its data comes from the package's folder, never the network. */
export const createEspeak = createUntyped as (options?: object) => Promise<EspeakModule>;
