/**
 * Plays the live composer's bars on the SoundFont (spessasynth_core), one synthesiser per stream kept
 * alive between bars: voices ring over the bar line (a note-off past the bar's end waits for the next
 * bar), so the stream has no joins to hide. It renders at 48 kHz with the synthesiser's own reverb, then a
 * treble shelf for the brightness (a filter that keeps its state across bars) and a soft limiter.
 */
import { SpessaSynthProcessor, type BasicSoundBank } from 'spessasynth_core';
import { BiquadState } from '../synth/biquad';
import { highShelfBiquad, shelfGainDb } from '../synth/colour';
import { softClip } from '../synth/pluck';
import type { Stereo } from '../synth/render';
import { DRUM_CHANNEL, type LiveBar } from './live-composer';

export const LIVE_SAMPLE_RATE = 48_000;
/** The synthesiser's block: it renders at most this many samples a call. */
const BLOCK = 128;
const CC = { volume: 7, pan: 10, brightness: 74, reverb: 91, chorus: 93 } as const;
/** Into the limiter: the band sums to about −30 (quiet prompts) … −22 dBFS RMS, lifted to about −24 … −16. */
const MASTER_GAIN = 2;

interface Event {
  /** Sample from the stream's start. */
  at: number;
  channel: number;
  midi: number;
  /** 1..127, or 0 for a note-off. */
  velocity: number;
}

export class LiveSynth {
  private readonly synth: SpessaSynthProcessor;
  /** Samples rendered so far, and the seconds they stand for (bars are placed on the exact time, rounded once). */
  private rendered = 0;
  private elapsed = 0;
  private pending: Event[] = [];
  private readonly controls = new Map<string, number>();
  private readonly shelf = [new BiquadState(), new BiquadState()] as const;
  private readonly blockLeft = new Float32Array(BLOCK);
  private readonly blockRight = new Float32Array(BLOCK);

  constructor(bank: BasicSoundBank) {
    this.synth = new SpessaSynthProcessor(LIVE_SAMPLE_RATE, {
      maxBufferSize: BLOCK,
      effectsEnabled: true,
      eventsEnabled: false,
    });
    this.synth.soundBankManager.addSoundBank(bank, 'gm');
  }

  /** The bar as stereo PCM, continuing the previous bars. */
  render(bar: LiveBar): Stereo {
    const start = this.rendered;
    this.elapsed += bar.seconds;
    const end = Math.round(this.elapsed * LIVE_SAMPLE_RATE);
    this.rendered = end;
    this.setUp(bar);
    const events = this.schedule(bar, start, end);

    const n = end - start;
    const left = new Float32Array(n);
    const right = new Float32Array(n);
    const { blockLeft, blockRight } = this;
    let next = 0;
    for (let block = 0; block < n; block += BLOCK) {
      const size = Math.min(BLOCK, n - block);
      blockLeft.fill(0);
      blockRight.fill(0);
      // Within the block: render up to each event's sample, then play it (every note on its exact sample).
      let at = 0;
      while (at < size) {
        while (next < events.length && events[next]!.at <= start + block + at) {
          const e = events[next++]!;
          if (e.velocity > 0) this.synth.noteOn(e.channel, e.midi, e.velocity);
          else this.synth.noteOff(e.channel, e.midi);
        }
        const until = next < events.length ? Math.min(size, events[next]!.at - start - block) : size;
        this.synth.process(blockLeft, blockRight, at, until - at);
        at = until;
      }
      left.set(blockLeft.subarray(0, size), block);
      right.set(blockRight.subarray(0, size), block);
    }
    this.pending = events.slice(next);
    this.finish(left, right, bar.brightness);
    return { left, right };
  }

  /** Programs and controllers that changed since the last bar (a program change leaves ringing notes be). */
  private setUp(bar: LiveBar): void {
    const set = (channel: number, name: string, value: number, apply: () => void) => {
      const id = `${channel}:${name}`;
      if (this.controls.get(id) === value) return;
      this.controls.set(id, value);
      apply();
    };
    const brightness = Math.round(Math.min(127, Math.max(20, 64 * bar.brightness)));
    for (const { channel, program, volume, pan } of bar.channels) {
      const drums = channel === DRUM_CHANNEL;
      set(channel, 'program', program, () => this.synth.programChange(channel, program));
      const cc = (controller: (typeof CC)[keyof typeof CC], value: number) =>
        set(channel, `cc${controller}`, value, () => this.synth.controllerChange(channel, controller, value));
      cc(CC.volume, Math.round(127 * Math.min(1, volume)));
      cc(CC.pan, Math.round(64 + 63 * pan));
      cc(CC.reverb, drums ? 24 : 48);
      cc(CC.chorus, 0);
      if (!drums) cc(CC.brightness, brightness);
    }
  }

  /**
   * This bar's note-ons and note-offs with the ones left from earlier bars, in sample order (a note-off
   * before a note-on on the same sample). A key struck again before its release is released at the new
   * strike, as a re-struck key would be.
   */
  private schedule(bar: LiveBar, start: number, end: number): Event[] {
    const events = this.pending;
    for (const note of bar.notes) {
      const on = Math.min(end - 1, start + Math.round(note.time * LIVE_SAMPLE_RATE));
      for (const e of events) {
        if (e.velocity === 0 && e.channel === note.channel && e.midi === note.midi && e.at > on) e.at = on;
      }
      const velocity = Math.max(1, Math.min(127, Math.round(127 * note.velocity)));
      events.push({ at: on, channel: note.channel, midi: note.midi, velocity });
      events.push({
        at: on + Math.max(1, Math.round(note.duration * LIVE_SAMPLE_RATE)),
        channel: note.channel,
        midi: note.midi,
        velocity: 0,
      });
    }
    return events.sort((a, b) => a.at - b.at || a.velocity - b.velocity);
  }

  private finish(left: Float32Array, right: Float32Array, brightness: number): void {
    const shelf = highShelfBiquad(shelfGainDb(brightness), undefined, LIVE_SAMPLE_RATE);
    this.shelf[0].run(left, shelf);
    this.shelf[1].run(right, shelf);
    for (let i = 0; i < left.length; i++) {
      left[i] = softClip(left[i]! * MASTER_GAIN);
      right[i] = softClip(right[i]! * MASTER_GAIN);
    }
  }
}
