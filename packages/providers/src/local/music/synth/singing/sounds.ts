/**
 * The spoken sound of each sung word, from the local speech engine (espeak-ng): said on one pitch, trimmed,
 * and for a word of several syllables cut between them (word-cuts.ts), so "tonight" is one spoken word sung
 * as "to" and "night" rather than two words said apart. Each piece is then cut into its consonant onset, its
 * voiced middle (vowel and sonorants, which will be sung: pitched and stretched to the note) and its
 * consonant coda. A song's words are spoken in batches, one sentence each (a paragraph break between them
 * leaves a clear silence to cut at): one call costs about as much as the audio it makes, where a call per
 * word paid espeak's start-up each time. Sounds are kept per voice and word, so a chorus sung again costs
 * nothing.
 */
import { loadEspeak, ESPEAK_SAMPLE_RATE, type Espeak } from '../../../speech/espeak';
import { upsample2x } from '../../../speech/upsample';
import { SAMPLE_RATE } from '../wavetable';
import { estimatePeriod, pitchMarks } from './psola';
import { ipaSyllables, syllableCuts } from './word-cuts';

export interface SyllableSound {
  /** 44.1 kHz samples, trimmed of silence. */
  pcm: Float32Array;
  /** The voiced middle: [voicedStart, voicedEnd); before it the onset, after it the coda. */
  voicedStart: number;
  voicedEnd: number;
  /** Pitch period (samples) and pitch marks of the voiced middle; no marks when nothing is voiced. */
  period: number;
  marks: number[];
  /** The syllable's phonemes (IPA) as espeak-ng reads it. */
  phonemes: string;
  /** The word it was spoken in, and where in that word's trimmed sound it was cut from (samples). */
  word: string;
  from: number;
  to: number;
}

/** A word to sing: its syllables' letters, in order ("to", "night"). */
export type SungWord = readonly string[];

/** The espeak-ng voices the singers use: a female and a male variant, on one pitch. */
export const SINGER_VARIANT = { female: 'f3', male: 'm3' } as const;
export type SingerVoice = keyof typeof SINGER_VARIANT;
const LANGUAGE = 'en-US';
const PROSODY = { pitch: 45, range: 0, rate: 175, volume: 100 };
const BATCH = 40;
const SEPARATOR = '.\n\n';
/** A silence this long (s) in a batch separates two syllables. */
const GAP = 0.18;
const CACHE_LIMIT = 4000;
const FRAME = 220; // 5 ms
/** Frames either side that the voicing decision looks at. */
const SMOOTH = 2;

const cache = new Map<string, SyllableSound[]>();
const keyOf = (voice: SingerVoice, word: SungWord) => `${voice}:${word.join('|')}`;

/** espeak-ng, or undefined when it cannot be loaded (the formant singer sings vowels instead). */
export async function speechEngine(): Promise<Espeak | undefined> {
  try {
    return await loadEspeak();
  } catch {
    return undefined;
  }
}

/** Speaks the words not yet known in batches and keeps their sounds (a batch that does not cut cleanly is left to `wordSounds`). */
export function prepareWords(espeak: Espeak, words: readonly SungWord[], voice: SingerVoice): void {
  const unknown = new Map<string, SungWord>();
  for (const word of words) if (!cache.has(keyOf(voice, word))) unknown.set(keyOf(voice, word), word);
  const missing = [...unknown.values()];
  for (let at = 0; at < missing.length; at += BATCH) {
    const batch = missing.slice(at, at + BATCH);
    const text = batch.map((word) => word.join('')).join(SEPARATOR);
    const spoken = espeak.speak(text, LANGUAGE, { ...PROSODY, variant: SINGER_VARIANT[voice] });
    const pieces = splitAtSilences(spoken);
    if (pieces.length !== batch.length) continue;
    const ipa = espeak.phonemes(text, LANGUAGE).split(/\s+/);
    batch.forEach((word, i) => {
      const phonemes = ipa.length === batch.length ? ipa[i]! : espeak.phonemes(word.join(''), LANGUAGE);
      const sounds = cutWord(upsample2x(toFloat(pieces[i]!)), phonemes, word);
      if (sounds) remember(keyOf(voice, word), sounds);
    });
  }
}

/** The loud stretches of a batch, cut where it is silent for at least GAP seconds. */
function splitAtSilences(pcm: Int16Array): Int16Array[] {
  let peak = 0;
  for (const x of pcm) peak = Math.max(peak, Math.abs(x));
  const floor = peak * 0.02;
  const gap = Math.round(GAP * ESPEAK_SAMPLE_RATE);
  const pieces: Int16Array[] = [];
  let start = -1;
  let lastLoud = -1;
  for (let i = 0; i <= pcm.length; i++) {
    const loud = i < pcm.length && Math.abs(pcm[i]!) >= floor;
    if (loud) {
      if (start < 0) start = i;
      lastLoud = i;
    } else if (start >= 0 && (i === pcm.length || i - lastLoud >= gap)) {
      pieces.push(pcm.subarray(start, lastLoud + 1));
      start = -1;
    }
  }
  return pieces;
}

const toFloat = (pcm: Int16Array) => Float32Array.from(pcm, (s) => s / 32768);

function remember(key: string, sounds: SyllableSound[]): void {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, sounds);
}

/** The sounds of a word's syllables in a singer's voice, in order: one spoken word, cut. */
export function wordSounds(espeak: Espeak, word: SungWord, voice: SingerVoice): SyllableSound[] {
  const key = keyOf(voice, word);
  let sounds = cache.get(key);
  if (!sounds) {
    const say = (text: string) =>
      upsample2x(toFloat(espeak.speak(text, LANGUAGE, { ...PROSODY, variant: SINGER_VARIANT[voice] })));
    const text = word.join('');
    const spoken = say(text);
    const phonemes = espeak.phonemes(text, LANGUAGE);
    sounds =
      cutWord(spoken, phonemes, word) ??
      // No clean cut: the spoken word in equal parts still sounds like the word ("upon", not "you" +
      // "pon"); only when a part would have no vowel is each syllable said alone (and may be spelled).
      cutEvenly(spoken, phonemes, word) ??
      word.map((syllable) => cutWord(say(syllable), espeak.phonemes(syllable, LANGUAGE), [syllable])![0]!);
    remember(key, sounds);
  }
  return sounds;
}

/**
 * A spoken word (44.1 kHz) as its syllables' sounds, cut where word-cuts.ts finds the boundaries; undefined
 * when its phonemes do not divide into that many syllables.
 */
function cutWord(raw: Float32Array, phonemes: string, word: SungWord): SyllableSound[] | undefined {
  const text = word.join('');
  const pcm = trim(raw);
  if (word.length === 1) return [{ ...analyse(pcm, phonemes), word: text, from: 0, to: pcm.length }];
  const syllables = ipaSyllables(phonemes, word.length);
  if (!syllables) return undefined;
  const cuts = syllableCuts(pcm, syllables);
  if (cuts.length !== word.length - 1) return undefined;
  const bounds = [0, ...cuts, pcm.length];
  const sounds = syllables.map((syllable, k) => ({
    ...analyse(pcm.subarray(bounds[k]!, bounds[k + 1]!), syllable.phonemes.join('_')),
    word: text,
    from: bounds[k]!,
    to: bounds[k + 1]!,
  }));
  // A piece with no vowel left to sing would be a silent note: better each syllable said alone.
  return sounds.every((sound) => sound.marks.length > 0) ? sounds : undefined;
}

/**
 * A spoken word cut into its syllables' count of nearly equal parts (the inner cuts tried a little earlier or
 * later until every part has a vowel to sing); undefined when no such cut is found.
 */
function cutEvenly(raw: Float32Array, phonemes: string, word: SungWord): SyllableSound[] | undefined {
  const text = word.join('');
  const pcm = trim(raw);
  const syllables = ipaSyllables(phonemes, word.length);
  const part = pcm.length / word.length;
  for (const shift of [0, -0.1, 0.1, -0.2, 0.2, -0.3, 0.3]) {
    const bounds = word.map((_, k) => (k === 0 ? 0 : Math.round((k + shift) * part))).concat(pcm.length);
    const sounds = word.map((_, k) => ({
      ...analyse(
        pcm.subarray(bounds[k]!, bounds[k + 1]!),
        syllables ? syllables[k]!.phonemes.join('_') : k === 0 ? phonemes : '',
      ),
      word: text,
      from: bounds[k]!,
      to: bounds[k + 1]!,
    }));
    if (sounds.every((sound) => sound.marks.length > 0)) return sounds;
  }
  return undefined;
}

if (SAMPLE_RATE !== 2 * ESPEAK_SAMPLE_RATE)
  throw new Error('The singer expects espeak-ng at half the mix rate.');

/** The sound without its silent (under 2% of the peak) start and end. */
function trim(raw: Float32Array): Float32Array {
  let peak = 0;
  for (const x of raw) peak = Math.max(peak, Math.abs(x));
  const floor = peak * 0.02;
  let from = 0;
  let to = raw.length;
  while (from < to && Math.abs(raw[from]!) < floor) from++;
  while (to > from && Math.abs(raw[to - 1]!) < floor) to--;
  return raw.slice(from, to);
}

type Analysed = Omit<SyllableSound, 'word' | 'from' | 'to'>;

/** Trims the silence and finds the voiced middle: the longest run of loud frames with few zero crossings. */
export function analyse(raw: Float32Array, phonemes: string): Analysed {
  const pcm = trim(raw);
  const frames = Math.floor(pcm.length / FRAME);
  const frameEnergy = new Float32Array(frames);
  const frameCrossings = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let e = 0;
    let z = 0;
    for (let i = f * FRAME; i < (f + 1) * FRAME; i++) {
      e += pcm[i]! * pcm[i]!;
      if (i > 0 && pcm[i]! >= 0 !== pcm[i - 1]! >= 0) z++;
    }
    frameEnergy[f] = e;
    frameCrossings[f] = z / FRAME;
  }
  // Judged over 25 ms, longer than a low voice's cycle: a 5 ms frame of a 100 Hz voice holds its glottal
  // pulse or misses it, so frame by frame a held vowel flickered 20 dB and only a sliver of it counted as
  // voiced, which a long note then looped.
  const energy = around(frameEnergy, SMOOTH);
  const crossings = around(frameCrossings, SMOOTH);
  const loudest = energy.reduce((a, b) => Math.max(a, b), 0);
  // Voiced: within 13 dB of the loudest frame, and under ~2.6 kHz of zero crossings (a hiss is far above).
  const voiced = (f: number) => energy[f]! > loudest * 0.05 && crossings[f]! < 0.12;
  let best = { start: 0, end: 0 };
  for (let f = 0; f < frames;) {
    if (!voiced(f)) {
      f++;
      continue;
    }
    let g = f;
    while (g < frames && voiced(g)) g++;
    if (g - f > best.end - best.start) best = { start: f, end: g };
    f = g;
  }
  const voicedStart = best.start * FRAME;
  const voicedEnd = best.end * FRAME;
  if (voicedEnd - voicedStart < 4 * FRAME) {
    return { pcm, voicedStart: pcm.length, voicedEnd: pcm.length, period: 0, marks: [], phonemes };
  }
  const period = estimatePeriod(pcm, voicedStart, voicedEnd, SAMPLE_RATE);
  return {
    pcm,
    voicedStart,
    voicedEnd,
    period,
    marks: pitchMarks(pcm, voicedStart, voicedEnd, period),
    phonemes,
  };
}

/** The mean of `x` over `reach` frames either side of each frame. */
function around(x: Float32Array, reach: number): Float32Array {
  return Float32Array.from(x, (_, f) => {
    let sum = 0;
    let n = 0;
    for (let g = Math.max(0, f - reach); g <= Math.min(x.length - 1, f + reach); g++, n++) sum += x[g]!;
    return sum / n;
  });
}
