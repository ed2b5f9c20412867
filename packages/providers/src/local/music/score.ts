/**
 * The score: what the local composer writes and what the MIDI writer (and later the synthesiser) reads.
 * Times and durations are in seconds from the start of the piece; velocities are 0..1.
 */
import type { SectionType } from '@muse/domain';

/** The lyrics editor's section types (one list, in @muse/domain). */
export type { SectionType };
export type Mode = 'major' | 'minor';

export type Vowel = 'a' | 'e' | 'i' | 'o' | 'u';

/** What a sung note sings: one syllable of a lyric line. */
export interface ScoreLyric {
  /** The syllable's letters, e.g. "rain" or "lone". */
  text: string;
  /** The vowel the voice holds for it. */
  vowel: Vowel;
  /** Index of the lyric line in the whole song (0-based), and of the syllable in that line. */
  line: number;
  syllable: number;
  /**
   * Index of the syllable's word in the line: a word's syllables are spoken as one word and sung a piece on
   * each note. Absent in scores written before words were kept (each syllable is then spoken alone).
   */
  word?: number;
}

export interface ScoreNote {
  /** MIDI note number (60 = middle C; on the drum channel a General MIDI percussion note). */
  midi: number;
  time: number;
  duration: number;
  velocity: number;
  /** Sung notes only: the syllable this note carries. */
  lyric?: ScoreLyric;
}

/** What a track does in the band; the synthesiser pans and voices by it. */
export type TrackRole = 'lead' | 'chords' | 'bass' | 'drums';

export interface ScoreTrack {
  name: string;
  role: TrackRole;
  /** General MIDI program number (0..127); ignored on the drum channel. */
  instrument: number;
  /** MIDI channel 0..15; 9 is the drum kit. */
  channel: number;
  notes: ScoreNote[];
}

export interface ScoreSection {
  type: SectionType;
  start: number;
  end: number;
}

/** One chord of the harmony as it sounds from `start` to `end`. */
export interface ScoreChord {
  symbol: string;
  /** Pitch classes 0..11 of the chord's tones. */
  chroma: number[];
  start: number;
  end: number;
}

export interface Score {
  /** Beats (quarter notes) per minute. */
  tempo: number;
  /** Tonic pitch class name, e.g. "A" or "Bb". */
  key: string;
  mode: Mode;
  timeSignature: [number, number];
  tracks: ScoreTrack[];
  sections: ScoreSection[];
  chords: ScoreChord[];
  lengthSeconds: number;
  /** Seconds from the start to the first downbeat (0 for a composed piece; an extension may start mid-bar). */
  downbeat: number;
  /** The singing voice, when the melody is sung. */
  vocal?: VocalKind;
  /** The drum machine's sound. */
  drumKit?: 'acoustic' | 'electronic';
  /** The style the composer played in (genre name), so an extension keeps it. */
  style: string;
}

export type VocalKind = 'female' | 'male' | 'duet' | 'choir';
