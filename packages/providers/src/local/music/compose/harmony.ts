/**
 * Harmony: one progression (roman numerals, a chord a bar) per section kind, spelled in the key by
 * tonal, with sevenths for the genres that use them; the piece ends on the tonic.
 */
import { Chord, Progression } from 'tonal';
import type { Mode, ScoreChord, SectionType } from '../score';
import { chromaOf, pick, type Rng } from './theory';

const PROGRESSIONS: Record<Mode, Record<'verse' | 'chorus' | 'bridge', readonly string[][]>> = {
  major: {
    verse: [
      ['I', 'VIm', 'IV', 'V'],
      ['I', 'V', 'VIm', 'IV'],
      ['I', 'IIIm', 'IV', 'V'],
      ['I', 'IV', 'IIm', 'V'],
      ['I', 'IV', 'I', 'V'],
    ],
    chorus: [
      ['IV', 'V', 'I', 'VIm'],
      ['I', 'V', 'VIm', 'IV'],
      ['VIm', 'IV', 'I', 'V'],
      ['IV', 'I', 'V', 'V'],
      ['I', 'IV', 'VIm', 'V'],
    ],
    bridge: [
      ['VIm', 'IIIm', 'IV', 'V'],
      ['IIm', 'V', 'IIIm', 'VIm'],
      ['IV', 'IVm', 'I', 'V'],
    ],
  },
  minor: {
    verse: [
      ['Im', 'bVI', 'bIII', 'bVII'],
      ['Im', 'IVm', 'bVII', 'bIII'],
      ['Im', 'bVII', 'bVI', 'V'],
      ['Im', 'IVm', 'Vm', 'Im'],
    ],
    chorus: [
      ['bVI', 'bVII', 'Im', 'Im'],
      ['bIII', 'bVII', 'IVm', 'Im'],
      ['bVI', 'bIII', 'bVII', 'V'],
      ['Im', 'bVI', 'bVII', 'V'],
    ],
    bridge: [
      ['IVm', 'bVII', 'bIII', 'bVI'],
      ['bVI', 'bVII', 'V', 'V'],
      ['IIo', 'V', 'Im', 'bVII'],
    ],
  },
};

/** The seventh each triad quality takes (dominant V gets a 7, majors maj7, minors m7). */
function withSeventh(numeral: string): string {
  if (/o$/.test(numeral)) return numeral;
  if (/^V$/.test(numeral)) return 'V7';
  if (/m$/.test(numeral)) return `${numeral}7`;
  return `${numeral}maj7`;
}

export interface Harmony {
  /** The chord symbols of a bar of a section. */
  chordFor(
    type: SectionType,
    barInSection: number,
    last: boolean,
  ): { symbol: string; chroma: number[]; root: number };
}

export function harmonyOf(key: string, mode: Mode, sevenths: boolean, rng: Rng): Harmony {
  const chosen = {
    verse: pick(rng, PROGRESSIONS[mode].verse),
    chorus: pick(rng, PROGRESSIONS[mode].chorus),
    bridge: pick(rng, PROGRESSIONS[mode].bridge),
  };
  const spell = (numerals: readonly string[]) =>
    Progression.fromRomanNumerals(key, sevenths ? numerals.map(withSeventh) : [...numerals]);
  const spelled: Record<SectionType, string[]> = {
    intro: spell(chosen.chorus),
    verse: spell(chosen.verse),
    chorus: spell(chosen.chorus),
    bridge: spell(chosen.bridge),
    outro: spell(chosen.verse),
  };
  const tonic = spell([mode === 'major' ? 'I' : 'Im'])[0]!;
  const cache = new Map<string, { symbol: string; chroma: number[]; root: number }>();
  const describe = (symbol: string) => {
    let found = cache.get(symbol);
    if (!found) {
      const chord = Chord.get(symbol);
      found = { symbol, chroma: chord.notes.map(chromaOf), root: chromaOf(chord.tonic ?? key) };
      cache.set(symbol, found);
    }
    return found;
  };
  return {
    chordFor(type, barInSection, last) {
      const symbols = spelled[type];
      return describe(last ? tonic : symbols[barInSection % symbols.length]!);
    },
  };
}

export type { ScoreChord };
