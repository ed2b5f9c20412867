/**
 * The melody of a MIDI file as a playable line of notes, for the Piano Challenge: one note at a time, a
 * little apart, not too many. Pure: bytes in, notes out.
 */
// @tonejs/midi is CommonJS: Node's ESM loader sees only its default export.
import tonejsMidi from '@tonejs/midi';

const { Midi } = tonejsMidi;

export interface MelodyNote {
  /** seconds from the start of the file */
  time: number;
  /** seconds */
  duration: number;
  /** MIDI pitch, 0..127 (60 is middle C) */
  midi: number;
}

export interface MelodyOptions {
  /** a note starting sooner than this after the last kept one is dropped (seconds; default 0.12) */
  minGap?: number;
  /** at most this many notes, the first ones (default 400) */
  maxNotes?: number;
}

export const MELODY_MIN_GAP = 0.12;
export const MELODY_MAX_NOTES = 400;

/** General MIDI's percussion channel (the 10th, counted from 0). */
const DRUM_CHANNEL = 9;
/** Notes starting this close together are heard as one chord. */
const CHORD_SPREAD = 0.03;
/** Track names that say "this is the tune". */
const LEAD_NAME = /\b(vocals?|voice|melody|lead|singer|sing|solo|tune)\b/i;

interface RawNote {
  time: number;
  duration: number;
  midi: number;
}

interface Candidate {
  name: string;
  notes: RawNote[];
}

/**
 * Reads a standard MIDI file and returns its melody: the track named as the lead (Vocal, Melody, Lead…),
 * else the highest-pitched line among the mostly single-note tracks, else the highest-pitched track. The
 * line is made playable: chords keep their top note, a note closer than `minGap` to the one before is
 * dropped, each note ends before the next one starts, and only the first `maxNotes` are kept. Throws when
 * the bytes are not a MIDI file.
 */
export function melodyNotes(bytes: Uint8Array, options: MelodyOptions = {}): MelodyNote[] {
  const minGap = options.minGap ?? MELODY_MIN_GAP;
  const maxNotes = options.maxNotes ?? MELODY_MAX_NOTES;
  const midi = new Midi(bytes);
  const candidates: Candidate[] = midi.tracks
    .filter((t) => t.channel !== DRUM_CHANNEL && t.notes.length > 0)
    .map((t) => ({
      name: t.name,
      notes: t.notes.map((n) => ({ time: n.time, duration: n.duration, midi: n.midi })),
    }));
  const chosen = pickMelodyTrack(candidates);
  return chosen ? playableLine(chosen.notes, minGap, maxNotes) : [];
}

/** The track that carries the tune (see `melodyNotes`), or undefined when there is none. */
export function pickMelodyTrack<T extends Candidate>(tracks: readonly T[]): T | undefined {
  const named = tracks.find((t) => LEAD_NAME.test(t.name));
  if (named) return named;
  const byPitch = [...tracks].sort((a, b) => meanPitch(b.notes) - meanPitch(a.notes));
  return byPitch.find((t) => overlapShare(t.notes) <= 0.2) ?? byPitch[0];
}

/** One note at a time, at least `minGap` apart, at most `maxNotes`, times rounded to the millisecond. */
export function playableLine(notes: readonly RawNote[], minGap: number, maxNotes: number): MelodyNote[] {
  const sorted = [...notes]
    .filter((n) => Number.isFinite(n.time) && n.time >= 0 && n.duration > 0)
    .sort((a, b) => a.time - b.time || b.midi - a.midi);
  const line: RawNote[] = [];
  for (const note of sorted) {
    const last = line[line.length - 1];
    if (last && note.time - last.time < CHORD_SPREAD) {
      // Same chord: the top note sings the tune.
      if (note.midi > last.midi) line[line.length - 1] = { ...note, time: last.time };
      continue;
    }
    if (last && note.time - last.time < minGap) continue;
    line.push(note);
    if (line.length >= maxNotes) break;
  }
  return line.map((note, i) => {
    const next = line[i + 1];
    const end = next ? Math.min(note.time + note.duration, next.time) : note.time + note.duration;
    return { time: ms(note.time), duration: ms(Math.max(end - note.time, 0.001)), midi: note.midi };
  });
}

function ms(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

function meanPitch(notes: readonly RawNote[]): number {
  return notes.reduce((sum, n) => sum + n.midi, 0) / Math.max(notes.length, 1);
}

/** The share of notes that start while the one before is still sounding (0: a single line). */
function overlapShare(notes: readonly RawNote[]): number {
  const sorted = [...notes].sort((a, b) => a.time - b.time);
  let overlapping = 0;
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    if (sorted[i]!.time < prev.time + prev.duration - 0.01) overlapping++;
  }
  return sorted.length > 1 ? overlapping / (sorted.length - 1) : 0;
}
