/**
 * General MIDI programs → the synthesiser's voices, and the Timbre tags → how they are played (brightness,
 * drive, room). The composer writes GM programs (so the MIDI file plays the same instruments); this table
 * is the only place that decides how each one sounds here.
 */
import type { PluckSpec } from './pluck';
import type { ToneSpec } from './tone';

export type Voice =
  | { kind: 'tone'; spec: ToneSpec; pan: number; send: number }
  | { kind: 'pluck'; spec: PluckSpec; pan: number; send: number }
  | { kind: 'vocal'; choir: boolean; pan: number; send: number };

const tone = (spec: Partial<ToneSpec> & Pick<ToneSpec, 'table'>): ToneSpec => ({
  detune: 0,
  attack: 0.005,
  decay: 0.5,
  sustain: 0.8,
  release: 0.1,
  cutoff: 2000,
  cutoffPeak: 0,
  filterDecay: 0.3,
  keyTrack: 1,
  damping: 1.6,
  vibrato: 0,
  gain: 0.4,
  ...spec,
});

const PIANO = tone({
  table: 'piano',
  detune: 0,
  attack: 0.003,
  decay: 1.1,
  sustain: 0.06,
  release: 0.22,
  cutoff: 700,
  cutoffPeak: 5200,
  filterDecay: 0.45,
  keyTrack: 2.5,
  damping: 1.7,
  gain: 0.55,
});
const ELECTRIC_PIANO = tone({
  table: 'triangle',
  detune: 5,
  attack: 0.003,
  decay: 1.3,
  sustain: 0.12,
  release: 0.3,
  cutoff: 1200,
  cutoffPeak: 2600,
  filterDecay: 0.25,
  keyTrack: 1.5,
  damping: 1.3,
  gain: 0.6,
});
const ORGAN = tone({
  table: 'organ',
  detune: 6,
  attack: 0.012,
  decay: 0.2,
  sustain: 1,
  release: 0.06,
  cutoff: 4500,
  keyTrack: 0,
  damping: 2,
  vibrato: 7,
  gain: 0.3,
});
const BASS = tone({
  table: 'saw',
  attack: 0.004,
  decay: 0.45,
  sustain: 0.55,
  release: 0.05,
  cutoff: 220,
  cutoffPeak: 900,
  filterDecay: 0.12,
  keyTrack: 1,
  damping: 1.3,
  gain: 0.8,
});
const SYNTH_BASS = tone({
  table: 'saw',
  detune: 7,
  attack: 0.002,
  decay: 0.25,
  sustain: 0.6,
  release: 0.04,
  cutoff: 160,
  cutoffPeak: 2000,
  filterDecay: 0.09,
  keyTrack: 1,
  damping: 0.7,
  gain: 0.6,
});
const STRINGS = tone({
  table: 'saw',
  detune: 9,
  attack: 0.2,
  decay: 1,
  sustain: 0.85,
  release: 0.35,
  cutoff: 1600,
  cutoffPeak: 400,
  filterDecay: 0.5,
  keyTrack: 1.5,
  damping: 1.8,
  vibrato: 10,
  gain: 0.3,
});
const SOLO_STRING = { ...STRINGS, attack: 0.07, detune: 0, vibrato: 20, gain: 0.42 };
const BRASS = tone({
  table: 'saw',
  detune: 5,
  attack: 0.04,
  decay: 0.3,
  sustain: 0.8,
  release: 0.12,
  cutoff: 600,
  cutoffPeak: 2600,
  filterDecay: 0.15,
  keyTrack: 1.5,
  damping: 1.5,
  vibrato: 8,
  gain: 0.35,
});
const REED = tone({
  table: 'square',
  attack: 0.03,
  decay: 0.5,
  sustain: 0.85,
  release: 0.08,
  cutoff: 900,
  cutoffPeak: 1800,
  filterDecay: 0.2,
  keyTrack: 2,
  damping: 1.2,
  vibrato: 14,
  gain: 0.36,
});
const FLUTE = tone({
  table: 'mellow',
  attack: 0.05,
  decay: 0.5,
  sustain: 0.9,
  release: 0.1,
  cutoff: 3000,
  keyTrack: 1,
  damping: 2,
  vibrato: 12,
  gain: 0.5,
});
const SYNTH_LEAD = tone({
  table: 'saw',
  detune: 12,
  attack: 0.01,
  decay: 0.4,
  sustain: 0.75,
  release: 0.12,
  cutoff: 1300,
  cutoffPeak: 3000,
  filterDecay: 0.25,
  keyTrack: 1.2,
  damping: 0.9,
  vibrato: 10,
  gain: 0.3,
});
const SYNTH_PAD = tone({
  table: 'saw',
  detune: 14,
  attack: 0.4,
  decay: 1.5,
  sustain: 0.8,
  release: 0.8,
  cutoff: 900,
  cutoffPeak: 800,
  filterDecay: 1.2,
  keyTrack: 0.5,
  damping: 1.6,
  gain: 0.28,
});
const BELLS = tone({
  table: 'sine',
  detune: 3,
  attack: 0.002,
  decay: 0.7,
  sustain: 0,
  release: 0.5,
  cutoff: 6000,
  keyTrack: 0,
  damping: 2,
  gain: 0.6,
});

const ACOUSTIC_GUITAR: PluckSpec = { ring: 2.2, brightness: 0.6, drive: 0, release: 0.08, gain: 0.75 };
const ELECTRIC_GUITAR: PluckSpec = { ring: 3, brightness: 0.45, drive: 0, release: 0.08, gain: 0.75 };
const OVERDRIVE_GUITAR: PluckSpec = { ring: 3.5, brightness: 0.6, drive: 0.8, release: 0.1, gain: 0.32 };
const HARP: PluckSpec = { ring: 2.5, brightness: 0.35, drive: 0, release: 0.5, gain: 0.75 };

/** The voice for a program; `role` says which part of the band it is (for pan and room). */
export function voiceFor(program: number, role: 'lead' | 'chords' | 'bass', sung: boolean): Voice {
  const pan = role === 'lead' ? 0.08 : role === 'chords' ? -0.32 : 0;
  const send = role === 'bass' ? 0.03 : role === 'lead' ? 0.22 : 0.3;
  const asTone = (spec: ToneSpec, extraSend = 0): Voice => ({
    kind: 'tone',
    spec,
    pan,
    send: send + extraSend,
  });
  const asPluck = (spec: PluckSpec): Voice => ({
    kind: 'pluck',
    spec,
    pan: role === 'chords' ? 0.35 : pan,
    send,
  });
  if (sung && role === 'lead') return { kind: 'vocal', choir: program === 52, pan: 0, send: 0.3 };
  if (program <= 3 || program === 6 || program === 7) return asTone(PIANO);
  if (program <= 5) return asTone(ELECTRIC_PIANO);
  if (program <= 15) return asTone(BELLS, 0.1);
  if (program <= 23) return asTone(ORGAN);
  if (program <= 25) return asPluck(ACOUSTIC_GUITAR);
  if (program <= 28) return asPluck(ELECTRIC_GUITAR);
  if (program <= 31) return asPluck(OVERDRIVE_GUITAR);
  if (program <= 37) return asTone(BASS);
  if (program <= 39) return asTone(SYNTH_BASS);
  if (program === 46) return asPluck(HARP);
  if (program <= 43) return asTone(role === 'lead' ? SOLO_STRING : STRINGS);
  if (program <= 55) return asTone(STRINGS, 0.05);
  if (program <= 63) return asTone(BRASS);
  if (program <= 71) return asTone(REED);
  if (program <= 79) return asTone(FLUTE, 0.05);
  if (program <= 87) return asTone(SYNTH_LEAD);
  return asTone(SYNTH_PAD, 0.1);
}

/** How the Timbre tags (and the Mood tags, more gently) colour the whole band. */
export interface TimbreSettings {
  /** Multiplies every low-pass cutoff; the SoundFont band's treble and cymbals follow it too. */
  brightness: number;
  /** Extra soft-clipping on melodic parts (Gritty). */
  drive: number;
  /** Multiplies the reverb send. */
  room: number;
  /** Multiplies the drums' level (Punchy up, Soft down). */
  drums: number;
}

/** Mood words lean the colour a little: a sad or calm song darker, a happy or energetic one brighter. */
const MOOD_COLOUR: readonly { re: RegExp; brightness: number; room?: number }[] = [
  { re: /\b(sad|calm|romantic|nostalgic|melanchol\w*)\b/, brightness: 0.88 },
  { re: /\b(dreamy|ethereal)\b/, brightness: 0.88, room: 1.3 },
  { re: /\b(happy|energetic|epic|uplifting)\b/, brightness: 1.12 },
];

/** The colour of some tone words: the Timbre tags, then the Mood tags. */
export function timbreOf(words: readonly string[]): TimbreSettings {
  const settings: TimbreSettings = { brightness: 1, drive: 0, room: 1, drums: 1 };
  for (const word of words.map((w) => w.toLowerCase())) {
    if (/warm|dark|mellow/.test(word)) settings.brightness *= 0.72;
    if (/bright|crisp|sparkl/.test(word)) settings.brightness *= 1.45;
    if (/soft|gentle/.test(word)) {
      settings.brightness *= 0.8;
      settings.drums *= 0.7;
    }
    if (/air|spacious|ethereal/.test(word)) settings.room *= 1.9;
    if (/grit|distort|dirty|raw/.test(word)) settings.drive = Math.max(settings.drive, 0.5);
    if (/clean/.test(word)) {
      settings.drive = 0;
      settings.room *= 0.7;
    }
    if (/punch/.test(word)) settings.drums *= 1.3;
    for (const mood of MOOD_COLOUR) {
      if (!mood.re.test(word)) continue;
      settings.brightness *= mood.brightness;
      settings.room *= mood.room ?? 1;
    }
  }
  return settings;
}
