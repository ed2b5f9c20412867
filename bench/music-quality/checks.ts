/**
 * What the music-quality bench checks of one rendered song, each as the composer's and the singer's tests
 * check it: notes in the key or the sounding chord, whole bars at a tempo the genre and mood ask for, the
 * beat kept in the audio, the vocal's held notes in tune, and words of several syllables sung from one
 * spoken word.
 */
import Pitchfinder from 'pitchfinder';
import { Note, Scale } from 'tonal';
import type { MusicRequest } from '@muse/providers';
import { feelOf } from '../../packages/providers/src/local/music/composer';
import { genreOf } from '../../packages/providers/src/local/music/compose/styles';
import type { Score, ScoreNote } from '../../packages/providers/src/local/music/score';
import type { SungSyllable } from '../../packages/providers/src/local/music/synth/singing/sing';
import { SAMPLE_RATE, midiToFreq } from '../../packages/providers/src/local/music/synth/wavetable';

export interface Count {
  yes: number;
  of: number;
}

const DRUM_CHANNEL = 9;

/**
 * Notes in the key (major or natural minor) or in the chord sounding at their start, as composer.test.ts
 * checks the melody: the melody alone, and every pitched part.
 */
export function notesInKey(score: Score): { melody: Count; pitched: Count } {
  const scale = Scale.get(`${score.key} ${score.mode === 'major' ? 'major' : 'aeolian'}`).notes.map((n) =>
    Note.chroma(n),
  );
  const inKey = (note: ScoreNote) => {
    const chord = score.chords.find((c) => note.time >= c.start - 1e-9 && note.time < c.end - 1e-9);
    const pc = note.midi % 12;
    return scale.includes(pc) || (chord?.chroma.includes(pc) ?? false);
  };
  const count = (notes: readonly ScoreNote[]): Count => ({
    yes: notes.filter(inKey).length,
    of: notes.length,
  });
  const pitched = score.tracks.filter((t) => t.channel !== DRUM_CHANNEL).flatMap((t) => t.notes);
  return { melody: count(score.tracks[0]?.notes ?? []), pitched: count(pitched) };
}

export interface TempoCheck {
  /** Whole 4/4 bars fill the piece, within a bar of the length asked for (composer.test.ts). */
  wholeBars: boolean;
  /** The tempo the genre and the mood ask for, with the composer's ±4 BPM of chance and its fit to whole bars. */
  expected: [number, number];
  inRange: boolean;
}

export function tempoCheck(score: Score, request: MusicRequest): TempoCheck {
  const bar = (60 / score.tempo) * score.timeSignature[0];
  const bars = score.lengthSeconds / bar;
  const wholeBars =
    Math.abs(bars - Math.round(bars)) < 1e-6 && Math.abs(score.lengthSeconds - request.lengthSeconds) < bar;
  const genre = genreOf(request.tags.Genre ?? [], request.keywords);
  const centre = genre.tempo * (1 + 0.22 * feelOf(request).energy);
  // The composer wants the centre ± 4 BPM (clamped to 56..184), then fits whole bars by moving it at most
  // half a bar over the length: 120 / length BPM.
  const fit = 120 / request.lengthSeconds;
  const clampBpm = (bpm: number) => Math.min(184, Math.max(56, bpm));
  const expected: [number, number] = [clampBpm(centre - 4) - fit, clampBpm(centre + 4) + fit];
  return {
    wholeBars,
    expected,
    inRange: score.tempo >= expected[0] - 1e-9 && score.tempo <= expected[1] + 1e-9,
  };
}

/**
 * Whether the mix keeps the score's beat: its onset strength (the rise of 5 ms frame energy, in decibels)
 * folded onto one beat of the score's tempo piles up on the beat's strokes (contrast: the fullest of 32
 * bins over their mean), and folded onto a beat 1–3 % longer or shorter it smears flat (over 90 s a 1 %
 * error drifts more than a beat). A blind tempo estimate would instead argue about dotted rhythms (a
 * period of 1.5 beats also piles up), so the audio is tested against the score's tempo and its near misses.
 */
export function beatLock(
  left: Float32Array,
  right: Float32Array,
  tempo: number,
): { contrast: number; offContrast: number; locked: boolean } {
  const hop = 220;
  const frames = Math.floor(left.length / hop);
  const onset = new Float32Array(frames);
  let before = 0;
  for (let f = 0; f < frames; f++) {
    let e = 0;
    for (let i = f * hop; i < (f + 1) * hop; i++) {
      const s = (left[i]! + right[i]!) / 2;
      e += s * s;
    }
    const db = 10 * Math.log10(e / hop + 1e-10);
    onset[f] = f > 0 ? Math.max(0, db - before) : 0;
    before = db;
  }
  const fps = SAMPLE_RATE / hop;
  const contrastAt = (bpm: number) => {
    const period = (60 * fps) / bpm;
    const bins = new Float64Array(32);
    for (let f = 0; f < frames; f++) bins[Math.floor(((f / period) % 1) * 32)]! += onset[f]!;
    const mean = bins.reduce((a, b) => a + b, 0) / bins.length;
    return mean > 0 ? Math.max(...bins) / mean : 1;
  };
  const contrast = contrastAt(tempo);
  const offContrast = Math.max(...[0.97, 0.98, 0.99, 1.01, 1.02, 1.03].map((r) => contrastAt(tempo * r)));
  return { contrast, offContrast, locked: contrast >= 1.25 * offContrast };
}

/**
 * Held notes (a voiced part longer than 0.15 s) whose sung pitch, read by AMDF over 2048 samples at the
 * middle of the voiced part, is within 50 cents of the note: as sing.test.ts reads it, on the dry voice.
 */
export function heldNotesInTune(vocal: Float32Array, alignment: readonly SungSyllable[]): Count {
  const detect = Pitchfinder.AMDF({ sampleRate: SAMPLE_RATE, minFrequency: 70, maxFrequency: 1000 });
  const held = alignment.filter((s) => s.voicedEnd - s.voicedStart > 0.15);
  let yes = 0;
  for (const s of held) {
    const middle = Math.round(((s.voicedStart + s.voicedEnd) / 2) * SAMPLE_RATE);
    const hz = detect(vocal.subarray(Math.max(0, middle - 1024), middle + 1024));
    if (hz && Math.abs(1200 * Math.log2(hz / midiToFreq(s.midi))) <= 50) yes += 1;
  }
  return { yes, of: held.length };
}

/** IPA without stress marks and espeak-ng's phoneme separators. */
const plain = (ipa: string) => ipa.replace(/[ˈˌ_\s]/g, '');

/**
 * Words of several syllables in the score's vocal, and those sung whole: every syllable sung, each piece cut
 * from one spoken word of those letters, the pieces following each other in it from its start, and together
 * the word's phonemes as espeak-ng reads it (as sing.test.ts checks "tonight"). The words missed are named.
 */
export function wordsSungWhole(
  notes: readonly ScoreNote[],
  alignment: readonly SungSyllable[],
  phonemesOf: (word: string) => string,
): Count & { missed: string[] } {
  const words = new Map<string, ScoreNote[]>();
  for (const note of notes) {
    const lyric = note.lyric;
    if (!lyric || lyric.word === undefined) continue;
    const key = `${lyric.line}:${lyric.word}`;
    words.set(key, [...(words.get(key) ?? []), note]);
  }
  const sung = new Map(alignment.map((s) => [`${s.line}:${s.syllable}`, s]));
  let of = 0;
  let yes = 0;
  const missed: string[] = [];
  for (const wordNotes of words.values()) {
    if (wordNotes.length < 2) continue;
    of += 1;
    const ordered = [...wordNotes].sort((a, b) => a.lyric!.syllable - b.lyric!.syllable);
    const text = ordered.map((n) => n.lyric!.text.toLowerCase()).join('');
    const pieces = ordered.map((n) => sung.get(`${n.lyric!.line}:${n.lyric!.syllable}`));
    const whole =
      pieces.every((p) => p !== undefined && p.word === text) &&
      pieces[0]!.source.from === 0 &&
      pieces.every((p, k) => k === 0 || Math.abs(p!.source.from - pieces[k - 1]!.source.to) < 1e-6) &&
      plain(pieces.map((p) => p!.phonemes).join('')) === plain(phonemesOf(text));
    if (whole) yes += 1;
    else missed.push(ordered.map((n) => n.lyric!.text).join('-'));
  }
  return { yes, of, missed };
}

export const share = ({ yes, of }: Count): string =>
  of === 0 ? '—' : `${yes} / ${of} (${Math.round((1000 * yes) / of) / 10}%)`;
