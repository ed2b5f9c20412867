/**
 * What the music-quality bench checks of one rendered song, each as the composer's and the singer's tests
 * check it: notes in the key or the sounding chord, whole bars at a tempo the genre and mood ask for, the
 * beat kept in the audio, the vocal's held notes in tune and not one grain looped, and words of several
 * syllables sung from one spoken word.
 */
import Pitchfinder from 'pitchfinder';
import { Note, Scale } from 'tonal';
import type { MusicRequest } from '@muse/providers';
import { feelOf } from '../../packages/providers/src/local/music/composer';
import { genreOf } from '../../packages/providers/src/local/music/compose/styles';
import type { Score, ScoreNote } from '../../packages/providers/src/local/music/score';
import { cycleCopies } from '../../packages/providers/src/local/music/synth/singing/cycles';
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
 * Whether the mix keeps the score's beat: its onset strength by spectral flux folded onto one beat of the
 * score's tempo against tempos 1–3 % off (synth/onsets.ts, where its unit test lives). Spectral flux hears
 * the notes of a song without drums, whose loudness hardly moves when a flute or strings change note.
 */
export { beatLock } from '../../packages/providers/src/local/music/synth/onsets';

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

/**
 * Consecutive glottal cycles of the held notes (voiced longer than 0.5 s) that are copies of each other
 * (synth/singing/cycles.ts): a voice never repeats a cycle exactly, a note stretched by laying one PSOLA grain
 * down again and again does, and buzzes.
 */
export function heldNotesLooped(vocal: Float32Array, alignment: readonly SungSyllable[]): Count {
  let yes = 0;
  let of = 0;
  for (const s of alignment) {
    if (s.voicedEnd - s.voicedStart <= 0.5) continue;
    const from = Math.round((s.voicedStart + 0.05) * SAMPLE_RATE);
    const to = Math.round((s.voicedEnd - 0.05) * SAMPLE_RATE);
    const { pairs, share } = cycleCopies(vocal, from, to, midiToFreq(s.midi), SAMPLE_RATE);
    yes += Math.round(share * pairs);
    of += pairs;
  }
  return { yes, of };
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
