/**
 * The local composer: from keywords, tags, lyrics and a length it writes a Score. The feel of the words
 * picks the mode and tempo, the genre the groove and band, the lyrics the form and the sung rhythm; then
 * each part is written bar by bar on one harmony (see compose/). Music theory comes from `tonal`; the only
 * randomness is the seeded mulberry32, so one request and seed always give the same piece.
 */
import { Scale } from 'tonal';
import type { MusicRequest as PortRequest } from '../../ports/music';
import { mulberry32 } from '../mulberry32';
import { writeBass, writeChords } from './compose/accompaniment';
import { SECTION_LOUDNESS, type BarInfo, type Grid } from './compose/bars';
import { writeDrums } from './compose/drums';
import { feelOfWords, type Feel } from './compose/feel';
import { lyricSections, planForm } from './compose/form';
import { harmonyOf } from './compose/harmony';
import { writeMelody } from './compose/melody';
import { bandOf, genreNamed, genreOf, registerOf, vocalOf } from './compose/styles';
import { chromaOf, clamp, pick, seedFor } from './compose/theory';
import type { Mode, Score, ScoreChord, ScoreSection, ScoreTrack, SectionType, VocalKind } from './score';

export type { Feel };
export type MusicTags = PortRequest['tags'];

/** What the composer reads from a request. */
export type ComposeRequest = Pick<PortRequest, 'keywords' | 'tags' | 'lengthSeconds'> &
  Partial<Pick<PortRequest, 'description' | 'lyrics' | 'musicType' | 'complexity'>>;

export const MIN_LENGTH_SECONDS = 10;
export const MAX_LENGTH_SECONDS = 300;
export const DEFAULT_COMPLEXITY = 250;
const BEATS_PER_BAR = 4;
const DRUM_CHANNEL = 9;

const MAJOR_KEYS = ['C', 'G', 'D', 'F', 'A', 'E', 'Bb', 'Eb'] as const;
const MINOR_KEYS = ['A', 'E', 'D', 'C', 'G', 'B', 'F#'] as const;

/** What a continuation keeps from the piece it continues. */
export interface Continuation {
  key: string;
  mode: Mode;
  tempo: number;
  style: string;
  programs: { lead: number; chords: number; bass: number };
  vocal?: VocalKind;
  drumKit?: Score['drumKit'];
  bars: number;
}

/** The feel of the mood and genre tags, the keywords and the description (each −1..1). */
export function feelOf(request: ComposeRequest): Feel {
  return feelOfWords([
    ...(request.tags.Mood ?? []),
    ...(request.tags.Genre ?? []),
    request.keywords,
    request.description ?? '',
  ]);
}

/**
 * Composes a piece for the request; with `keep`, a continuation of another piece in its key, tempo, style
 * and band, `keep.bars` bars long. Deterministic: the same request and seed give the same score.
 */
export function compose(request: ComposeRequest, seed: number, keep?: Continuation): Score {
  const rng = mulberry32(seed);
  const lengthSeconds = clamp(request.lengthSeconds, MIN_LENGTH_SECONDS, MAX_LENGTH_SECONDS);
  const feel = feelOf(request);
  const genre = keep ? genreNamed(keep.style) : genreOf(request.tags.Genre ?? [], request.keywords);
  const busy = clamp(request.complexity ?? DEFAULT_COMPLEXITY, 20, 250) / 250;
  const lyrics = keep ? [] : lyricSections(request.lyrics);
  const vocal = keep ? keep.vocal : vocalOf(request.tags.Vocal ?? [], lyrics.length > 0);
  // Without a voice the lyrics still give the form, but nothing is sung.
  const drafts = vocal ? lyrics : lyrics.map((s) => ({ ...s, lines: [] }));

  // Key, mode and tempo from the feel and the genre.
  let mode: Mode = feel.valence < 0 || (feel.valence === 0 && rng() < 0.4) ? 'minor' : 'major';
  let key: string = pick(rng, mode === 'major' ? MAJOR_KEYS : MINOR_KEYS);
  const wanted = clamp(genre.tempo * (1 + 0.22 * feel.energy) + (rng() - 0.5) * 8, 56, 184);
  // Whole bars fill the length: the tempo is nudged (by less than half a bar) so that they fit exactly,
  // in whole microseconds a beat as a MIDI file stores it.
  let bars = Math.max(1, Math.round((lengthSeconds * wanted) / 60 / BEATS_PER_BAR));
  let microsPerBeat = Math.round((lengthSeconds * 1e6) / (bars * BEATS_PER_BAR));
  if (keep) {
    mode = keep.mode;
    key = keep.key;
    bars = keep.bars;
    microsPerBeat = 60e6 / keep.tempo;
  }
  const tempo = 60e6 / microsPerBeat;
  const beat = microsPerBeat / 1e6;
  const grid: Grid = { beat, bar: beat * BEATS_PER_BAR, beatsPerBar: BEATS_PER_BAR, swing: genre.swing };

  const scaleChroma = Scale.get(`${key} ${mode === 'major' ? 'major' : 'aeolian'}`).notes.map(chromaOf);
  const harmony = harmonyOf(key, mode, genre.sevenths, rng);
  const parts = planForm(drafts, bars, keep ? continuationForm(feel) : undefined);

  // The bar-by-bar frame every part is written on.
  const barInfos: BarInfo[] = [];
  const sections: ScoreSection[] = [];
  const chords: ScoreChord[] = [];
  const loudness = 0.92 + 0.08 * feel.energy;
  parts.forEach((part, partIndex) => {
    const first = barInfos.length;
    sections.push({ type: part.type, start: first * grid.bar, end: (first + part.bars) * grid.bar });
    for (let b = 0; b < part.bars; b++) {
      const index = barInfos.length;
      const last = index === bars - 1;
      const chord = harmony.chordFor(part.type, b, last);
      const start = index * grid.bar;
      barInfos.push({
        index,
        start,
        type: part.type,
        part: partIndex,
        barInPart: b,
        barsInPart: part.bars,
        chord,
        last,
        loud: clamp(SECTION_LOUDNESS[part.type] * loudness, 0.3, 1),
      });
      chords.push({ symbol: chord.symbol, chroma: chord.chroma, start, end: start + grid.bar });
    }
  });

  const gritty =
    (request.tags.Timbre ?? []).some((t) => /grit|distort|dirty/i.test(t)) || genre.name === 'metal';
  const band = keep
    ? keep.programs
    : bandOf(request.tags.Instrument ?? [], genre, vocal !== undefined, gritty);
  const leadProgram = vocal === 'choir' ? 52 : vocal ? 53 : band.lead;
  const melody = writeMelody({
    grid,
    bars: barInfos,
    parts,
    scaleChroma,
    register: registerOf(vocal),
    busy,
    energy: feel.energy,
    seed,
    sung: vocal !== undefined,
  });
  const drumStyle =
    genre.drums === 'none' && (request.tags.Instrument ?? []).some((t) => /drum/i.test(t))
      ? 'soft'
      : genre.drums;
  const drums = writeDrums(barInfos, grid, drumStyle, busy, mulberry32(seedFor(seed, 'drums')));

  const tracks: ScoreTrack[] = [
    { name: vocal ? 'Vocal' : 'Melody', role: 'lead', instrument: leadProgram, channel: 0, notes: melody },
    {
      name: 'Chords',
      role: 'chords',
      instrument: band.chords,
      channel: 1,
      notes: writeChords(barInfos, grid, genre, band.chords, busy),
    },
    {
      name: 'Bass',
      role: 'bass',
      instrument: band.bass,
      channel: 2,
      notes: writeBass(barInfos, grid, genre, busy, mulberry32(seedFor(seed, 'bass'))),
    },
  ];
  if (drums.length > 0)
    tracks.push({ name: 'Drums', role: 'drums', instrument: 0, channel: DRUM_CHANNEL, notes: drums });
  const length = bars * grid.bar;
  for (const track of tracks) {
    for (const note of track.notes) note.duration = Math.min(note.duration, length - note.time);
  }

  return {
    tempo,
    key,
    mode,
    timeSignature: [BEATS_PER_BAR, 4],
    tracks,
    sections,
    chords,
    lengthSeconds: length,
    downbeat: 0,
    style: genre.name,
    ...(vocal ? { vocal } : {}),
    drumKit: keep?.drumKit ?? genre.kit,
  };
}

/** A continuation's sections, by the feel of its description: more energy goes to the chorus. */
function continuationForm(feel: Feel): SectionType[] {
  if (feel.energy > 0.3) return ['chorus', 'chorus', 'outro'];
  if (feel.energy < -0.3) return ['bridge', 'verse', 'outro'];
  return ['verse', 'chorus', 'outro'];
}
