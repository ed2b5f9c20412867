/**
 * The pure parts of voice answers: texts, limits, silence detection, the retry and auto-submit rules and
 * the WAV encoder.
 */

export const MAX_RETRIES = 3;
/** Silence after speech that ends a recording (spec: 2 s). */
export const SILENCE_MS = 2000;
/** With no speech at all for this long, the try counts as "no speech". */
export const NO_SPEECH_MS = 6000;
export const RECORDING_RATE = 16_000;
export const LANGUAGE = 'en-US';

export const TEXTS = {
  microphoneError: 'Error accessing microphone. See console for details.',
  paused: 'Recording Paused.',
  noRecognizer:
    "Voice answers need a speech recogniser, which this server doesn't have. Type your answer instead.",
  noSpeech: (k: number) => `No speech detected. Retrying (${k}/${MAX_RETRIES})...`,
  recognitionError: (code: string) => `Recognition error: ${code}`,
  tooShort: (n: number) => `Please enter at least ${n} characters`,
  /** under the Speak button: the 2-second pause sends the answer */
  howToSpeak: 'Speak, then pause for two seconds to send. Press Done speaking to check the words first.',
} as const;

/** The most characters an answer may have: 2,000 in input mode, 5,000 in text mode. */
export const maxLengthFor = (mode: 'input' | 'text', given?: number): number =>
  Math.min(given ?? Infinity, mode === 'input' ? 2000 : 5000);

/** Why an answer cannot be sent yet, or null. */
export function lengthProblem(text: string, minLength: number): string | null {
  const n = Math.max(1, minLength);
  return text.trim().length < n ? TEXTS.tooShort(n) : null;
}

/** How a recording ended: 2 s of silence (or the browser's recogniser stopping by itself), or Done speaking. */
export type RecordingEnd = 'silence' | 'button';

/**
 * What happens to the written-down words (the whole box after they were added). A pause of 2 s sends the
 * answer (spec: "silence auto-submits after 2 s") when it is long enough; too short, it stays in the box with
 * the length message so more can be added. Done speaking is a choice to check the words first: they wait for
 * Submit.
 */
export function afterRecognition(input: {
  text: string;
  minLength: number;
  endedBy: RecordingEnd;
}): { submit: true } | { submit: false; problem: string | null } {
  if (input.endedBy === 'button') return { submit: false, problem: null };
  const problem = lengthProblem(input.text, input.minLength);
  return problem ? { submit: false, problem } : { submit: true };
}

/** After a try heard nothing: retry (with its message) while tries are left, else give up. */
export function afterNoSpeech(retriesSoFar: number):
  | { retry: true; attempt: number; message: string }
  | {
      retry: false;
    } {
  const attempt = retriesSoFar + 1;
  return attempt <= MAX_RETRIES
    ? { retry: true, attempt, message: TEXTS.noSpeech(attempt) }
    : { retry: false };
}

/** Root mean square of a block of samples. */
export function rms(samples: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  return samples.length ? Math.sqrt(sum / samples.length) : 0;
}

export type SilenceEvent = 'none' | 'speech-ended' | 'no-speech';

/**
 * Feeds on the analyser's level over time: speech is a level above `threshold`; once speech was heard,
 * `silenceMs` below it ends the recording; with no speech for `noSpeechMs` the try heard nothing.
 */
export class SilenceDetector {
  private started: number | null = null;
  private lastVoice: number | null = null;
  heardSpeech = false;

  constructor(private readonly opts: { threshold?: number; silenceMs?: number; noSpeechMs?: number } = {}) {}

  update(level: number, now: number): SilenceEvent {
    const threshold = this.opts.threshold ?? 0.02;
    this.started ??= now;
    if (level >= threshold) {
      this.heardSpeech = true;
      this.lastVoice = now;
      return 'none';
    }
    if (
      this.heardSpeech &&
      this.lastVoice !== null &&
      now - this.lastVoice >= (this.opts.silenceMs ?? SILENCE_MS)
    )
      return 'speech-ended';
    if (!this.heardSpeech && now - this.started >= (this.opts.noSpeechMs ?? NO_SPEECH_MS)) return 'no-speech';
    return 'none';
  }

  /** A pause: the silence while paused does not count. */
  resume(now: number): void {
    if (this.lastVoice !== null) this.lastVoice = now;
    if (this.started !== null) this.started = now;
  }
}

/** Joins recorded blocks and converts them to 16 kHz (averaging each output sample's span). */
export function downsample(blocks: Float32Array[], fromRate: number, toRate = RECORDING_RATE): Float32Array {
  const total = blocks.reduce((n, b) => n + b.length, 0);
  const input = new Float32Array(total);
  let at = 0;
  for (const b of blocks) {
    input.set(b, at);
    at += b.length;
  }
  if (fromRate === toRate) return input;
  const ratio = fromRate / toRate;
  const out = new Float32Array(Math.floor(total / ratio));
  for (let i = 0; i < out.length; i++) {
    const start = Math.floor(i * ratio);
    const end = Math.max(start + 1, Math.min(total, Math.floor((i + 1) * ratio)));
    let sum = 0;
    for (let j = start; j < end; j++) sum += input[j]!;
    out[i] = sum / (end - start);
  }
  return out;
}

/** A 16-bit mono PCM WAV file of the samples (what the server's recogniser reads without ffmpeg). */
export function encodeWav(samples: Float32Array, rate = RECORDING_RATE): ArrayBuffer {
  const buffer = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(buffer);
  const text = (offset: number, s: string) => {
    for (let i = 0; i < s.length; i++) view.setUint8(offset + i, s.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    view.setInt16(44 + i * 2, Math.round(s < 0 ? s * 32768 : s * 32767), true);
  }
  return buffer;
}
