/**
 * The live composer: a small state machine that writes one bar at a time from the current settings, with
 * the offline composer's parts (compose/): the harmony's progressions in a looping form, the instrumental
 * melody, the comping, the bass and the drums. A part that plans across bars (a melody's two-bar motif, a
 * drum fill into the next section) is written for the whole section with the current settings and only the
 * bar asked for is kept, so a change of settings lands on the very next bar and the music stays coherent.
 * Pure and seeded: the same settings, changes and seed give the same bars.
 */
import type { LiveMusicSettings } from '@muse/contracts';
import { Scale } from 'tonal';
import { mulberry32 } from '../../mulberry32';
import { writeBass, writeChords } from '../compose/accompaniment';
import { SECTION_LOUDNESS, type BarInfo, type Grid } from '../compose/bars';
import { writeDrums } from '../compose/drums';
import { harmonyOf, type Harmony } from '../compose/harmony';
import { writeMelody } from '../compose/melody';
import { registerOf } from '../compose/styles';
import { chromaOf, clamp, seedFor } from '../compose/theory';
import type { Mode, ScoreNote, SectionType } from '../score';
import { cymbalGain, withCymbals } from '../synth/colour';
import { drumKitProgram, PAN } from '../synth/soundfont/kits';
import { blendPrompts, type LiveBlend } from './blend';

export interface LiveNote {
  channel: number;
  midi: number;
  /** Seconds from the bar's start; a note may ring past the bar's end. */
  time: number;
  duration: number;
  /** 0..1 */
  velocity: number;
}

/** A synthesiser channel's set-up for a bar. */
export interface LiveChannel {
  channel: number;
  program: number;
  /** 0..1 (the prompt's share, by equal power, times the role's level) */
  volume: number;
  /** −1 left … 1 right */
  pan: number;
}

export interface LiveBar {
  index: number;
  seconds: number;
  tempo: number;
  key: string;
  /** The settings' revision the bar was written with (0 at the start, +1 per update). */
  revision: number;
  /** Tone colour, 1 neutral (0.5 dark … 2 bright): the synthesiser's filters and the treble shelf. */
  brightness: number;
  channels: LiveChannel[];
  notes: LiveNote[];
}

export const BEATS_PER_BAR = 4;
/** Up to four prompts, each with a lead and a chords channel (0–7); the bass and the drums after them. */
export const MAX_LAYERS = 4;
export const BASS_CHANNEL = 8;
export const DRUM_CHANNEL = 9;
/** Each role's level in the band (the SoundFont's presets are about equally loud at full volume). */
const ROLE_LEVEL = { lead: 0.85, chords: 0.62, bass: 0.8, drums: 0.78 } as const;

/** The form the stream loops through (no intro or outro: it neither starts slowly nor ends). */
const FORM: readonly { type: SectionType; bars: number }[] = [
  { type: 'verse', bars: 8 },
  { type: 'chorus', bars: 8 },
  { type: 'verse', bars: 8 },
  { type: 'bridge', bars: 4 },
  { type: 'chorus', bars: 8 },
];
const CYCLE_BARS = FORM.reduce((sum, s) => sum + s.bars, 0);

/** Where bar `n` falls in the looping form. */
export function sectionAt(n: number) {
  const cycle = Math.floor(n / CYCLE_BARS);
  let rest = n - cycle * CYCLE_BARS;
  for (const [i, section] of FORM.entries()) {
    if (rest < section.bars) {
      return {
        type: section.type,
        bars: section.bars,
        barInPart: rest,
        cycle,
        /** A running number of the section (the part index the drums' fills compare). */
        number: cycle * FORM.length + i,
        next: FORM[(i + 1) % FORM.length]!.type,
      };
    }
    rest -= section.bars;
  }
  throw new Error('unreachable');
}

/** The density control (0..1) as the parts' busyness. */
export const busyOf = (density: number): number => clamp(0.08 + 0.92 * density, 0, 1);
/** The brightness control (0..1) as a tone factor: 0.5 (dark) … 1 … 2 (bright). */
export const brightnessOf = (brightness: number): number => 2 ** (2 * brightness - 1);

export function parseKey(key: string): { tonic: string; mode: Mode } {
  const [tonic = 'C', mode = 'major'] = key.split(' ');
  return { tonic, mode: mode === 'minor' ? 'minor' : 'major' };
}

export class LiveComposer {
  private settings: LiveMusicSettings;
  private blend: LiveBlend;
  private revision = 0;
  private nextIndex = 0;
  private harmonies = new Map<string, Harmony>();

  constructor(
    settings: LiveMusicSettings,
    private readonly seed: number,
  ) {
    this.settings = { ...settings, prompts: settings.prompts.slice(0, MAX_LAYERS) };
    this.blend = blendPrompts(this.settings.prompts);
  }

  /** Changes the settings from the next bar written; returns the new revision and that bar's index. */
  update(change: Partial<LiveMusicSettings>): { revision: number; fromBar: number } {
    const defined = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
    this.settings = { ...this.settings, ...defined };
    if (change.prompts) {
      this.settings.prompts = change.prompts.slice(0, MAX_LAYERS);
      this.blend = blendPrompts(this.settings.prompts);
    }
    this.revision += 1;
    return { revision: this.revision, fromBar: this.nextIndex };
  }

  /** The index of the bar `nextBar` writes next. */
  get upcoming(): number {
    return this.nextIndex;
  }

  nextBar(): LiveBar {
    const n = this.nextIndex++;
    const { tempo, density, key } = this.settings;
    const { groove, feel, layers } = this.blend;
    const { tonic, mode } = parseKey(key);
    const beat = 60 / tempo;
    const grid: Grid = { beat, bar: beat * BEATS_PER_BAR, beatsPerBar: BEATS_PER_BAR, swing: groove.swing };
    const busy = busyOf(density);
    const brightness = brightnessOf(this.settings.brightness);
    const section = sectionAt(n);
    const k = section.barInPart;
    const first = n - k;

    // The whole section's frame, each bar timed from the section's start, and the next section's first bar.
    const harmony = this.harmonyFor(tonic, mode, groove.sevenths);
    const loud = clamp(0.92 + 0.08 * feel.energy, 0.3, 1);
    const frame = (j: number, type: SectionType, barInPart: number, part: number): BarInfo => ({
      index: first + j,
      start: j * grid.bar,
      type,
      part,
      barInPart,
      barsInPart: type === section.type ? section.bars : 1,
      chord: harmony.chordFor(type, barInPart, false),
      last: false,
      loud: clamp(SECTION_LOUDNESS[type] * loud, 0.3, 1),
    });
    const bars = Array.from({ length: section.bars }, (_, j) => frame(j, section.type, j, section.number));
    const following = frame(section.bars, section.next, 0, section.number + 1);
    const from = k * grid.bar;
    const inBar = (notes: readonly ScoreNote[], channel: number): LiveNote[] =>
      notes
        .filter((note) => note.time >= from - 1e-6 && note.time < from + grid.bar - 1e-6)
        .map((note) => ({
          channel,
          midi: note.midi,
          time: Math.max(0, note.time - from),
          duration: note.duration,
          velocity: note.velocity,
        }));

    const melody = writeMelody({
      grid,
      bars,
      parts: [{ type: section.type, bars: section.bars, phrases: [] }],
      scaleChroma: Scale.get(`${tonic} ${mode === 'major' ? 'major' : 'aeolian'}`).notes.map(chromaOf),
      register: registerOf(undefined),
      busy,
      energy: feel.energy,
      seed: seedFor(this.seed, `cycle:${section.cycle}`),
      sung: false,
    });
    const notes: LiveNote[] = [];
    const channels: LiveChannel[] = [];
    for (let i = 0; i < MAX_LAYERS; i++) {
      const layer = layers[i];
      const level = layer ? Math.sqrt(layer.share) : 0;
      channels.push(
        { channel: 2 * i, program: layer?.lead ?? 0, volume: level * ROLE_LEVEL.lead, pan: PAN.lead },
        {
          channel: 2 * i + 1,
          program: layer?.chords ?? 0,
          volume: level * ROLE_LEVEL.chords,
          pan: PAN.chords,
        },
      );
      if (!layer) continue;
      notes.push(...inBar(melody, 2 * i));
      notes.push(...inBar(writeChords([bars[k]!], grid, groove, layer.chords, busy), 2 * i + 1));
    }
    channels.push(
      { channel: BASS_CHANNEL, program: this.blend.bass, volume: ROLE_LEVEL.bass, pan: PAN.bass },
      {
        channel: DRUM_CHANNEL,
        program: drumKitProgram({ style: groove.name, drumKit: groove.kit }),
        volume: groove.drums === 'none' ? 0 : ROLE_LEVEL.drums,
        pan: PAN.drums,
      },
    );
    const partSeed = (label: string) => mulberry32(seedFor(this.seed, `${label}:${section.number}`));
    notes.push(...inBar(writeBass(bars, grid, groove, busy, partSeed('bass')), BASS_CHANNEL));
    const drums = writeDrums([...bars, following], grid, groove.drums, busy, partSeed('drums'));
    const struck = withCymbals(
      { name: 'Drums', role: 'drums', instrument: 0, channel: DRUM_CHANNEL, notes: drums },
      cymbalGain(brightness),
    );
    notes.push(...inBar(struck.notes, DRUM_CHANNEL));

    return {
      index: n,
      seconds: grid.bar,
      tempo,
      key,
      revision: this.revision,
      brightness,
      channels,
      notes: notes.sort((a, b) => a.time - b.time),
    };
  }

  private harmonyFor(tonic: string, mode: Mode, sevenths: boolean): Harmony {
    const id = `${tonic}|${mode}|${sevenths}`;
    let found = this.harmonies.get(id);
    if (!found) {
      found = harmonyOf(tonic, mode, sevenths, mulberry32(seedFor(this.seed, 'harmony')));
      this.harmonies.set(id, found);
    }
    return found;
  }
}
