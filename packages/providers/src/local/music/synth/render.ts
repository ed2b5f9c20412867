/**
 * Renders a Score to 44.1 kHz stereo. The band plays on the General MIDI SoundFont (soundfont/), each part a
 * stereo stem; the voice sings the lyrics' words (singing/), or their vowels (vocal.ts) where the speech
 * engine cannot load. Where the SoundFont cannot be loaded (or the oscillators are asked for), each track goes through its synthesised voice into a mono buffer, drums from the kit's
 * samples. Every part is levelled by its role, panned into the mix with a send to the reverb. `mix` stops
 * before mastering so an extension can crossfade two mixes and master once.
 */
import { mulberry32 } from '../../mulberry32';
import type { Score, ScoreTrack } from '../score';
import { drumKit, renderHit } from './drums';
import { loudness, master } from './master';
import { renderPluck, softClip } from './pluck';
import { addReverb } from './reverb';
import { cymbalGain, highShelf, shelfGainDb, withCymbals } from './colour';
import { renderTone } from './tone';
import { timbreOf, voiceFor, type TimbreSettings, type Voice } from './instruments';
import { renderVocal } from './vocal';
import { SAMPLE_RATE, midiToFreq } from './wavetable';
import { singWords } from './singing/sing';
import { renderBand } from './soundfont/band';
import { soundBank } from './soundfont/bank';

export interface Stereo {
  left: Float32Array;
  right: Float32Array;
}

/** Called between the heavy steps with the fraction done; it may throw (cancellation). */
export type Checkpoint = (fraction: number) => Promise<void>;

export interface MixOptions {
  /** Tone words: the Timbre tags, then the Mood tags. */
  timbre: readonly string[];
  seed: number;
  checkpoint?: Checkpoint;
  /** Who plays the band: the SoundFont (the default, when it loads) or the oscillator synthesiser. */
  instruments?: 'soundfont' | 'oscillator';
}

const DRUM_CHANNEL = 9;

/** The mix: each part's RMS (over its sounding parts) before mastering. */
const LEVELS = { lead: 0.14, vocal: 0.16, chords: 0.08, bass: 0.11, drums: 0.12 } as const;
const levelFor = (rms: number, target: number) => (rms > 1e-6 ? target / rms : 0);

export const samplesFor = (seconds: number): number => Math.round(seconds * SAMPLE_RATE);

/** The score's band, mixed and with reverb, not yet mastered. */
export async function mix(score: Score, options: MixOptions): Promise<Stereo> {
  const n = samplesFor(score.lengthSeconds);
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  const send = new Float32Array(n);
  const timbre = timbreOf(options.timbre);
  const mono = new Float32Array(n);
  const tracks = score.tracks;
  const sung = (track: ScoreTrack) =>
    voiceFor(track.instrument, roleOf(track), score.vocal !== undefined).kind === 'vocal';
  const bank = options.instruments === 'oscillator' ? undefined : await soundBank();
  if (bank) {
    const band = tracks
      .filter((track) => !sung(track))
      .map((track) =>
        track.channel === DRUM_CHANNEL ? withCymbals(track, cymbalGain(timbre.brightness)) : track,
      );
    const stems = renderBand(bank, score, band, n, { brightness: timbre.brightness });
    await options.checkpoint?.(0.6);
    band.forEach((track, i) => addStem(stems[i]!, track, timbre, { left, right, send }));
    // The band's colour; the voice, added after, keeps its own.
    highShelf([left, right, send], shelfGainDb(timbre.brightness));
  }
  for (const [index, track] of tracks.entries()) {
    if (bank && !sung(track)) continue;
    if (track.channel === DRUM_CHANNEL) {
      const kitLeft = new Float32Array(n);
      const kitRight = new Float32Array(n);
      renderDrums(track, score, kitLeft, kitRight);
      const gain = levelFor(loudness(kitLeft, kitRight), LEVELS.drums * timbre.drums);
      const sendGain = 0.04 * timbre.room;
      for (let i = 0; i < n; i++) {
        const l = kitLeft[i]! * gain;
        const r = kitRight[i]! * gain;
        left[i]! += l;
        right[i]! += r;
        send[i]! += (l + r) * sendGain;
      }
    } else {
      mono.fill(0);
      const role = roleOf(track);
      const voice = voiceFor(track.instrument, role, score.vocal !== undefined);
      const sungWords =
        voice.kind === 'vocal' && options.instruments !== 'oscillator'
          ? await singWords(mono, track.notes, score.vocal ?? 'female')
          : undefined;
      if (!sungWords) {
        renderTrack(
          track,
          voice,
          score,
          timbre,
          mono,
          mulberry32((options.seed ^ (index * 0x9e3779b9)) >>> 0),
        );
      }
      if (timbre.drive > 0 && voice.kind !== 'vocal' && role !== 'bass') saturate(mono, timbre.drive);
      // Each part sits at its role's level whatever its instrument: the lead (and voice) on top.
      const gain = levelFor(loudness(mono), voice.kind === 'vocal' ? LEVELS.vocal : LEVELS[role]);
      const gl = gain * Math.cos(((voice.pan + 1) * Math.PI) / 4);
      const gr = gain * Math.sin(((voice.pan + 1) * Math.PI) / 4);
      const sendGain = gain * voice.send * timbre.room;
      for (let i = 0; i < n; i++) {
        const s = mono[i]!;
        left[i]! += s * gl;
        right[i]! += s * gr;
        send[i]! += s * sendGain;
      }
    }
    const done = (index + 1) / (tracks.length + 1);
    await options.checkpoint?.(bank ? 0.6 + 0.4 * done : done);
  }
  addReverb(send, left, right, 0.6, 1);
  await options.checkpoint?.(1);
  return { left, right };
}

/** Mixes, masters and returns the finished stereo PCM. */
export async function render(score: Score, options: MixOptions): Promise<Stereo> {
  const out = await mix(score, options);
  master(out.left, out.right, { fadeIn: 0.01, fadeOut: fadeOutFor(score.lengthSeconds) });
  return out;
}

/** A SoundFont part's stereo stem into the mix at its role's level, with its send to the reverb. */
function addStem(
  stem: Stereo,
  track: ScoreTrack,
  timbre: TimbreSettings,
  bus: Stereo & { send: Float32Array },
): void {
  const drums = track.channel === DRUM_CHANNEL;
  const role = roleOf(track);
  if (timbre.drive > 0 && !drums && role !== 'bass') {
    saturate(stem.left, timbre.drive);
    saturate(stem.right, timbre.drive);
  }
  const target = drums ? LEVELS.drums * timbre.drums : LEVELS[role];
  const gain = levelFor(loudness(stem.left, stem.right), target);
  const sendGain = 0.5 * gain * (drums ? 0.08 : SEND[role]) * timbre.room;
  const { left, right, send } = bus;
  for (let i = 0; i < left.length; i++) {
    const l = stem.left[i]! * gain;
    const r = stem.right[i]! * gain;
    left[i]! += l;
    right[i]! += r;
    send[i]! += (stem.left[i]! + stem.right[i]!) * sendGain;
  }
}

/** Reverb send of each SoundFont part (the samples carry little room of their own). */
const SEND = { lead: 0.22, chords: 0.3, bass: 0.03 } as const;

export const fadeOutFor = (seconds: number): number => Math.min(2.5, Math.max(0.5, seconds * 0.06));

function roleOf(track: ScoreTrack): 'lead' | 'chords' | 'bass' {
  return track.role === 'bass' ? 'bass' : track.role === 'chords' ? 'chords' : 'lead';
}

function renderTrack(
  track: ScoreTrack,
  voice: Voice,
  score: Score,
  timbre: TimbreSettings,
  out: Float32Array,
  noise: () => number,
): void {
  if (voice.kind === 'vocal') {
    renderVocal(out, track.notes, score.vocal ?? 'female', voice.choir, timbre.brightness);
    return;
  }
  const notes = [...track.notes].sort((a, b) => a.time - b.time || a.midi - b.midi);
  // The next strike of each key, which chokes the ringing one (as a re-struck piano key or string does).
  const nextOfKey = new Map<number, number>();
  const stops = new Array<number>(notes.length);
  for (let k = notes.length - 1; k >= 0; k--) {
    const note = notes[k]!;
    stops[k] = nextOfKey.get(note.midi) ?? Number.MAX_SAFE_INTEGER;
    nextOfKey.set(note.midi, samplesFor(note.time));
  }
  for (const [k, note] of notes.entries()) {
    const start = samplesFor(note.time);
    if (start >= out.length) continue;
    const event = {
      start,
      length: Math.max(1, samplesFor(note.duration)),
      freq: midiToFreq(note.midi),
      velocity: note.velocity,
      stop: Math.max(start + 1, stops[k]!),
    };
    if (voice.kind === 'tone') renderTone(out, event, voice.spec, timbre.brightness, 1);
    else renderPluck(out, event, voice.spec, timbre.brightness, 1, noise);
  }
}

function renderDrums(track: ScoreTrack, score: Score, left: Float32Array, right: Float32Array): void {
  const kit = drumKit(score.drumKit ?? 'acoustic');
  for (const note of track.notes) {
    const start = samplesFor(note.time);
    if (start < left.length) renderHit(kit, note.midi, start, note.velocity, 1, left, right);
  }
}

/** Soft clipping (an amp's drive) on a part, level-compensated. */
function saturate(buffer: Float32Array, drive: number): void {
  const k = 1 + drive * 4;
  const norm = 0.5 / softClip(k * 0.5);
  for (let i = 0; i < buffer.length; i++) buffer[i] = softClip(buffer[i]! * k) * norm;
}
