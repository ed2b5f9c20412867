/**
 * Plays the score's band through the SoundFont with spessasynth_core, offline: the notes become MIDI
 * events on the synthesiser's channels (drums on channel 10, a GS kit by style), and it renders between
 * events, so every note starts on its exact sample. Each part comes back as its own stereo stem (dry, its
 * pan already applied), for the mix to level and send to the reverb like the oscillator parts.
 */
import { SpessaSynthProcessor, type BasicSoundBank } from 'spessasynth_core';
import type { Score, ScoreTrack } from '../../score';
import type { Stereo } from '../render';
import { SAMPLE_RATE } from '../wavetable';
import { PAN, drumKitProgram } from './kits';

/** The synthesiser's block: it renders at most this many samples a call. */
const BLOCK = 128;
const DRUM_CHANNEL = 9;
const CHANNELS = 16;
const CC = { volume: 7, pan: 10, expression: 11, brightness: 74, reverb: 91, chorus: 93 } as const;

export interface BandOptions {
  /** Timbre brightness (1 neutral): opens or closes the instruments' filters. */
  brightness: number;
}

interface Event {
  at: number;
  channel: number;
  midi: number;
  /** 1..127, or 0 for a note-off. */
  velocity: number;
}

/** Renders `tracks` (not the sung voice) `samples` long; one stem per track, in order. */
export function renderBand(
  bank: BasicSoundBank,
  score: Score,
  tracks: readonly ScoreTrack[],
  samples: number,
  options: BandOptions,
): Stereo[] {
  const synth = new SpessaSynthProcessor(SAMPLE_RATE, {
    maxBufferSize: BLOCK,
    effectsEnabled: false, // the mix adds its own reverb, after levelling each part
    eventsEnabled: false,
  });
  synth.soundBankManager.addSoundBank(bank, 'gm');
  const channels = assignChannels(tracks);
  const brightness = Math.round(Math.min(127, Math.max(20, 64 * options.brightness)));
  tracks.forEach((track, i) => {
    const channel = channels[i]!;
    synth.programChange(channel, channel === DRUM_CHANNEL ? drumKitProgram(score) : track.instrument);
    synth.controllerChange(channel, CC.volume, 100);
    synth.controllerChange(channel, CC.expression, 127);
    synth.controllerChange(channel, CC.pan, Math.round(64 + 63 * PAN[track.role]));
    synth.controllerChange(channel, CC.reverb, 0);
    synth.controllerChange(channel, CC.chorus, 0);
    if (channel !== DRUM_CHANNEL) synth.controllerChange(channel, CC.brightness, brightness);
  });
  const events = eventsOf(tracks, channels, samples);

  const stems = tracks.map(() => ({ left: new Float32Array(samples), right: new Float32Array(samples) }));
  const stemOf = new Map(channels.map((channel, i) => [channel, stems[i]!]));
  const outputs = Array.from({ length: CHANNELS }, () => [new Float32Array(BLOCK), new Float32Array(BLOCK)]);
  const effects = [new Float32Array(BLOCK), new Float32Array(BLOCK)] as const;
  let next = 0;
  for (let block = 0; block < samples; block += BLOCK) {
    const size = Math.min(BLOCK, samples - block);
    // Within the block: render up to each event's sample, then play it.
    let at = 0;
    while (at < size) {
      while (next < events.length && events[next]!.at <= block + at) {
        const e = events[next++]!;
        if (e.velocity > 0) synth.noteOn(e.channel, e.midi, e.velocity);
        else synth.noteOff(e.channel, e.midi);
      }
      const until = next < events.length ? Math.min(size, events[next]!.at - block) : size;
      synth.processSplit(outputs, effects[0], effects[1], at, until - at);
      at = until;
    }
    for (const [channel, stem] of stemOf) {
      const [left, right] = outputs[channel]!;
      stem.left.set(left!.subarray(0, size), block);
      stem.right.set(right!.subarray(0, size), block);
      left!.fill(0);
      right!.fill(0);
    }
  }
  // Not destroySynthProcessor(): it would destroy the shared sound bank too.
  return stems;
}

/** The drums on channel 10 (index 9), the other parts on the channels before and after it. */
function assignChannels(tracks: readonly ScoreTrack[]): number[] {
  let free = 0;
  return tracks.map((track) => {
    if (track.channel === DRUM_CHANNEL) return DRUM_CHANNEL;
    if (free === DRUM_CHANNEL) free += 1;
    return free++ % CHANNELS;
  });
}

/**
 * Note-ons and note-offs in sample order (a note-off before a note-on on the same sample). A note that is
 * struck again before it ends is released at the new strike, as a re-struck key would be.
 */
function eventsOf(tracks: readonly ScoreTrack[], channels: readonly number[], samples: number): Event[] {
  const events: Event[] = [];
  tracks.forEach((track, i) => {
    const channel = channels[i]!;
    const notes = [...track.notes].sort((a, b) => a.time - b.time);
    const nextStrike = new Map<number, number>();
    for (let k = notes.length - 1; k >= 0; k--) {
      const note = notes[k]!;
      const at = Math.round(note.time * SAMPLE_RATE);
      if (at >= samples) continue;
      const end = Math.min(
        at + Math.max(1, Math.round(note.duration * SAMPLE_RATE)),
        nextStrike.get(note.midi) ?? samples,
      );
      nextStrike.set(note.midi, at);
      const velocity = Math.max(1, Math.min(127, Math.round(127 * note.velocity)));
      events.push({ at, channel, midi: note.midi, velocity });
      events.push({ at: Math.max(at + 1, end), channel, midi: note.midi, velocity: 0 });
    }
  });
  return events.sort((a, b) => a.at - b.at || a.velocity - b.velocity);
}
