/**
 * The band under the melody: the chord part (held, struck, strummed or arpeggiated, by instrument and
 * genre) and the bass line (the root on the downbeat, the genre's rhythm, fifths and octaves between),
 * both thinned out as the complexity goes down.
 */
import type { ScoreNote } from '../score';
import { timeIn, type BarInfo, type Grid } from './bars';
import type { GenreStyle } from './styles';
import { pitchesIn, type Rng } from './theory';

type CompMode = 'sustain' | 'block' | 'strum' | 'arpeggio';

function compModeOf(program: number, genre: GenreStyle): CompMode {
  const gentle = ['ballad', 'classical', 'ambient'].includes(genre.name);
  if ((program >= 16 && program <= 23) || (program >= 40 && program <= 55) || program >= 88) return 'sustain';
  if (program === 46 || (program >= 8 && program <= 15)) return 'arpeggio';
  if (program >= 24 && program <= 31) return gentle ? 'arpeggio' : 'strum';
  return gentle ? 'arpeggio' : 'block';
}

/** The chord's tones voiced upward from the root within E3..D#4 (close position around middle C). */
function voicing(bar: BarInfo): number[] {
  return bar.chord.chroma.map((c) => pitchesIn([c], 52, 63)[0]!).sort((x, y) => x - y);
}

export function writeChords(
  bars: BarInfo[],
  grid: Grid,
  genre: GenreStyle,
  program: number,
  busy: number,
): ScoreNote[] {
  const notes: ScoreNote[] = [];
  const mode = compModeOf(program, genre);
  for (const bar of bars) {
    const pitches = voicing(bar);
    const velocity = bar.loud * 0.7;
    const plain = bar.type === 'intro' || bar.type === 'outro' || bar.last;
    const barEnd = bar.start + grid.bar;
    if (mode === 'sustain' || plain || busy < 0.2) {
      // Held chords: a whole bar (or two halves when busy and the genre strikes twice).
      const halves = mode === 'sustain' && busy > 0.7 && !plain && genre.compBeats.length > 1 ? 2 : 1;
      for (let h = 0; h < halves; h++) {
        const start = bar.start + (h * grid.bar) / halves;
        for (const midi of pitches)
          notes.push({ midi, time: start, duration: (grid.bar / halves) * 0.97, velocity });
      }
      continue;
    }
    if (mode === 'arpeggio') {
      // Broken chords in eighths (quarters when less busy), up and back down.
      const step = busy > 0.5 ? 0.5 : 1;
      const order = [...pitches, pitches[0]! + 12, ...pitches.slice(1).reverse()];
      for (let at = 0, k = 0; at < grid.beatsPerBar - 1e-9; at += step, k++) {
        const time = timeIn(grid, bar.start, at);
        notes.push({
          midi: order[k % order.length]!,
          time,
          duration: Math.min(barEnd - time, grid.beat * 1.5),
          velocity: velocity * 0.9,
        });
      }
      continue;
    }
    const beats =
      busy < 0.5 ? genre.compBeats.filter((b) => Number.isInteger(b)).slice(0, 2) : genre.compBeats;
    const comp = beats.length > 0 ? beats : [0];
    comp.forEach((at, i) => {
      const until = comp[i + 1] ?? grid.beatsPerBar;
      const time = timeIn(grid, bar.start, at);
      const duration = (bar.start + until * grid.beat - time) * 0.92;
      pitches.forEach((midi, k) => {
        // A strum: each string a little after the last (down on the beat, up off it).
        const offset = mode === 'strum' ? (Number.isInteger(at) ? k : pitches.length - 1 - k) * 0.012 : 0;
        notes.push({ midi, time: time + offset, duration: Math.max(0.05, duration - offset), velocity });
      });
    });
  }
  return notes;
}

export function writeBass(
  bars: BarInfo[],
  grid: Grid,
  genre: GenreStyle,
  busy: number,
  tune: Rng,
): ScoreNote[] {
  const notes: ScoreNote[] = [];
  for (const bar of bars) {
    const root = pitchesIn([bar.chord.root], 36, 47)[0]!;
    const fifthChroma = bar.chord.chroma.find((c) => (c - bar.chord.root + 12) % 12 === 7);
    const fifth = fifthChroma === undefined ? root : pitchesIn([fifthChroma], root, root + 11)[0]!;
    let beats: readonly number[] = genre.bassBeats;
    if (bar.last || bar.type === 'intro') beats = [0];
    else if (busy < 0.25) beats = [0];
    else if (busy < 0.5) beats = beats.filter((b) => b === 0 || b === 2);
    if (!beats.includes(0)) beats = [0, ...beats];
    beats.forEach((at, i) => {
      const until = bar.last ? grid.beatsPerBar : (beats[i + 1] ?? grid.beatsPerBar);
      let midi = root;
      // Between the downbeats a busy bass walks to the fifth or jumps the octave.
      if (i > 0 && busy > 0.6) {
        const r = tune();
        midi = r < 0.3 ? fifth : r < 0.45 && root + 12 <= 59 ? root + 12 : root;
      }
      const time = timeIn(grid, bar.start, at);
      notes.push({
        midi,
        time,
        duration: Math.max(0.05, (bar.start + until * grid.beat - time) * 0.9),
        velocity: bar.loud * (i === 0 ? 0.9 : 0.8),
      });
    });
  }
  return notes;
}
