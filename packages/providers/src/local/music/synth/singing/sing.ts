/**
 * Sings the lyrics' words: each word is spoken whole by espeak-ng and cut into its syllables (sounds.ts), and
 * each note's syllable has its consonant onset
 * placed at the note, its voiced middle pitched to the note and stretched to fill it by PSOLA (with a glide
 * from the note before and a vibrato that grows on long notes; a long note holds the vowel by wandering
 * through it, sustain.ts), its coda closing the note; a breath is drawn
 * before each phrase. Returns the alignment: which syllable, with which phonemes, sounds where.
 */
import { mulberry32 } from '../../../mulberry32';
import type { ScoreNote, VocalKind } from '../../score';
import { SAMPLE_RATE, midiToFreq } from '../wavetable';
import { psola } from './psola';
import {
  prepareWords,
  speechEngine,
  wordSounds,
  type SingerVoice,
  type SungWord,
  type SyllableSound,
} from './sounds';

/** One sung syllable: its text and phonemes (IPA), the note's pitch, and where its sound starts and ends (s). */
export interface SungSyllable {
  text: string;
  phonemes: string;
  /** The word it was spoken in, and where in that spoken word it was cut from (s). */
  word: string;
  source: { from: number; to: number };
  line: number;
  syllable: number;
  midi: number;
  start: number;
  end: number;
  /** Where the sung (voiced) part starts and ends (s). */
  voicedStart: number;
  voicedEnd: number;
}

/** A rest at least this long (s) before a note is a new phrase, with a breath. */
const PHRASE_GAP = 0.3;
const FADE = Math.round(0.004 * SAMPLE_RATE);
/**
 * A singer's vibrato: about 5.5 Hz (each note a little faster or slower), ±25 cents, starting once a note
 * has been held 0.15 s and reaching its depth 0.3 s later; short notes stay straight.
 */
const VIBRATO = { hz: 5.5, spread: 0.05, cents: 25, after: 0.15, grow: 0.3 };

/**
 * Sings `notes` (those with a syllable) into `out`; undefined when the speech engine cannot be loaded (the
 * caller then sings vowels with the formant singer).
 */
export async function singWords(
  out: Float32Array,
  notes: readonly ScoreNote[],
  kind: VocalKind,
): Promise<SungSyllable[] | undefined> {
  const espeak = await speechEngine();
  if (!espeak) return undefined;
  const sorted = [...notes].filter((n) => n.lyric).sort((a, b) => a.time - b.time);
  const words = wordsOf(sorted);
  if (kind !== 'male') prepareWords(espeak, words.list, 'female');
  if (kind !== 'female') prepareWords(espeak, words.list, 'male');
  const alignment: SungSyllable[] = [];
  const singers: { voice: SingerVoice; detune: number; delay: number; gain: number }[] =
    kind === 'choir'
      ? [
          { voice: 'female', detune: -8, delay: 0, gain: 0.6 },
          { voice: 'male', detune: 7, delay: 0.012, gain: 0.6 },
        ]
      : [{ voice: kind === 'male' ? 'male' : 'female', detune: 0, delay: 0, gain: 1 }];
  for (const [s, singer] of singers.entries()) {
    const breath = mulberry32(0x5eed + s);
    // Each note's own vibrato rate and its wandering through the vowel (sustain.ts), seeded per singer.
    const voiceRandom = mulberry32(0x51e6 + s);
    let previousEnd = -Infinity;
    let previousHz = 0;
    for (const [k, note] of sorted.entries()) {
      const lyric = note.lyric!;
      // A duet hands the lines back and forth.
      const voice: SingerVoice = kind === 'duet' ? (lyric.line % 2 === 0 ? 'female' : 'male') : singer.voice;
      const { word, index } = words.ofNote[k]!;
      const sound = wordSounds(espeak, word, voice)[index]!;
      const next = sorted[k + 1];
      const start = Math.round((note.time + singer.delay) * SAMPLE_RATE);
      const end = Math.min(
        out.length,
        Math.round((note.time + singer.delay + note.duration) * SAMPLE_RATE),
        next ? Math.round((next.time + singer.delay) * SAMPLE_RATE) - FADE : out.length,
      );
      if (start >= out.length || end <= start) continue;
      if (note.time - previousEnd > PHRASE_GAP) addBreath(out, start, breath, singer.gain);
      const hz = midiToFreq(note.midi) * 2 ** (singer.detune / 1200);
      const placed = place(out, sound, start, end, hz, previousHz, note.velocity * singer.gain, voiceRandom);
      if (s === 0) {
        alignment.push({
          text: lyric.text,
          phonemes: sound.phonemes,
          word: sound.word,
          source: { from: sound.from / SAMPLE_RATE, to: sound.to / SAMPLE_RATE },
          line: lyric.line,
          syllable: lyric.syllable,
          midi: note.midi,
          start: start / SAMPLE_RATE,
          end: end / SAMPLE_RATE,
          voicedStart: placed.voicedStart / SAMPLE_RATE,
          voicedEnd: placed.voicedEnd / SAMPLE_RATE,
        });
      }
      previousEnd = note.time + note.duration;
      previousHz = hz;
    }
  }
  return alignment;
}

/**
 * The words the notes sing: consecutive notes of one word of one line make a word (a score without word
 * indices, or a word cut short by an extension's edge, sings what it has), and each note's word and place.
 */
function wordsOf(sorted: readonly ScoreNote[]): {
  list: SungWord[];
  ofNote: { word: SungWord; index: number }[];
} {
  const list: string[][] = [];
  const ofNote: { word: SungWord; index: number }[] = [];
  sorted.forEach((note, k) => {
    const lyric = note.lyric!;
    const before = sorted[k - 1]?.lyric;
    const sameWord =
      before !== undefined &&
      lyric.word !== undefined &&
      before.word === lyric.word &&
      before.line === lyric.line &&
      before.syllable === lyric.syllable - 1;
    if (!sameWord) list.push([]);
    const word = list.at(-1)!;
    word.push(lyric.text.toLowerCase());
    ofNote.push({ word, index: word.length - 1 });
  });
  return { list, ofNote };
}

/** Lays one syllable over [start, end): onset as spoken, voiced middle sung to `hz`, coda as spoken. */
function place(
  out: Float32Array,
  sound: SyllableSound,
  start: number,
  end: number,
  hz: number,
  fromHz: number,
  velocity: number,
  random: () => number,
): { voicedStart: number; voicedEnd: number } {
  const { pcm, voicedStart, voicedEnd } = sound;
  const gain = 0.4 + 0.6 * velocity;
  const length = end - start;
  let onset = voicedStart;
  let coda = pcm.length - voicedEnd;
  // Consonants keep their length, unless the note is too short for them and some vowel.
  const room = length - Math.round(0.05 * SAMPLE_RATE);
  if (onset + coda > room) {
    const squeeze = Math.max(0, room) / (onset + coda);
    onset = Math.floor(onset * squeeze);
    coda = Math.floor(coda * squeeze);
  }
  copyFaded(pcm, voicedStart - onset, voicedStart, out, start, gain);
  const sungStart = start + onset;
  const sungLength = length - onset - coda;
  if (sound.marks.length > 0 && sungLength > 0) {
    const glide = fromHz > 0 ? 0.04 * SAMPLE_RATE : 0;
    const ratio = fromHz > 0 ? fromHz / hz : 1;
    const vibratoHz = VIBRATO.hz * (1 + VIBRATO.spread * (random() * 2 - 1));
    const seed = Math.floor(random() * 2 ** 32);
    psola(
      pcm,
      voicedStart,
      voicedEnd,
      sound.marks,
      sound.period,
      out,
      {
        start: sungStart,
        length: sungLength,
        gain,
        seed,
        pitchAt: (t) => {
          const glided = t < glide ? hz * ratio ** (1 - t / glide) : hz;
          // A held note starts straight and its vibrato grows in after VIBRATO.after, over VIBRATO.grow.
          const since = t / SAMPLE_RATE - VIBRATO.after;
          if (since <= 0) return glided;
          const depth = VIBRATO.cents * Math.min(1, since / VIBRATO.grow);
          return glided * 2 ** ((depth * Math.sin(2 * Math.PI * vibratoHz * since)) / 1200);
        },
      },
      SAMPLE_RATE,
    );
  }
  copyFaded(pcm, voicedEnd, voicedEnd + coda, out, sungStart + sungLength, gain);
  return { voicedStart: sungStart, voicedEnd: sungStart + sungLength };
}

/** Adds `from[a, b)` at `at`, with short fades so the joins do not click. */
function copyFaded(
  from: Float32Array,
  a: number,
  b: number,
  out: Float32Array,
  at: number,
  gain: number,
): void {
  const n = b - a;
  for (let i = 0; i < n && at + i < out.length; i++) {
    const fade = Math.min(1, (i + 1) / FADE, (n - i) / FADE);
    out[at + i]! += from[a + i]! * fade * gain;
  }
}

/** A quiet intake of breath (band-limited noise, swelling and falling) ending just before `before`. */
function addBreath(out: Float32Array, before: number, noise: () => number, gain: number): void {
  const length = Math.round(0.22 * SAMPLE_RATE);
  const start = before - length - Math.round(0.03 * SAMPLE_RATE);
  if (start < 0) return;
  let low = 0;
  let band = 0;
  for (let i = 0; i < length; i++) {
    const white = noise() * 2 - 1;
    low += 0.25 * (white - low);
    band += 0.5 * (white - low - band);
    const shape = Math.sin((Math.PI * i) / length) ** 2;
    out[start + i]! += band * shape * 0.025 * gain;
  }
}
