/** The bar-by-bar frame the parts are written on: where each bar starts, its section, chord and loudness. */
import type { SectionType } from '../score';

export interface Grid {
  /** Seconds per beat and per bar. */
  beat: number;
  bar: number;
  beatsPerBar: number;
  /** Fraction of an eighth by which off-beat eighths fall late (swing). */
  swing: number;
}

export interface BarInfo {
  index: number;
  start: number;
  type: SectionType;
  /** The section's index in the form, and this bar's index within it. */
  part: number;
  barInPart: number;
  barsInPart: number;
  chord: { symbol: string; chroma: number[]; root: number };
  /** The piece's last bar (it holds the tonic). */
  last: boolean;
  /** The section's loudness (velocity scale). */
  loud: number;
}

export const SECTION_LOUDNESS: Record<SectionType, number> = {
  intro: 0.6,
  verse: 0.72,
  chorus: 0.86,
  bridge: 0.75,
  outro: 0.62,
};

/** The time of a position `beats` into a bar, with the off-beat eighths swung. */
export function timeIn(grid: Grid, barStart: number, beats: number): number {
  const eighths = beats * 2;
  const offBeat = Math.abs(eighths - Math.round(eighths)) < 1e-9 && Math.round(eighths) % 2 === 1;
  return barStart + (beats + (offBeat ? grid.swing * 0.5 : 0)) * grid.beat;
}
