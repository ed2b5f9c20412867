/**
 * A live music stream: the live composer writing bar after bar and one synthesiser playing them. The
 * caller pulls a bar when it needs one (the server keeps only a bar or two ahead of the listener), so a
 * change of settings is heard from the next bar pulled.
 */
import type { LiveMusicSettings } from '@muse/contracts';
import { ProviderError } from '../../../errors';
import { soundBank } from '../synth/soundfont/bank';
import { LiveComposer } from './live-composer';
import { LIVE_SAMPLE_RATE, LiveSynth } from './live-synth';

export interface LiveChunkAudio {
  bar: number;
  /** Seconds from the stream's first sample to this bar's. */
  at: number;
  seconds: number;
  tempo: number;
  key: string;
  revision: number;
  left: Float32Array;
  right: Float32Array;
}

export class LiveMusicStream {
  readonly sampleRate = LIVE_SAMPLE_RATE;
  private at = 0;

  private constructor(
    private readonly composer: LiveComposer,
    private readonly synth: LiveSynth,
  ) {}

  /** A stream with its own synthesiser (the SoundFont is loaded once per process). */
  static async open(settings: LiveMusicSettings, seed: number): Promise<LiveMusicStream> {
    const bank = await soundBank();
    if (!bank)
      throw new ProviderError({
        code: 'unavailable',
        provider: 'local',
        message: 'The instruments could not be loaded.',
      });
    return new LiveMusicStream(new LiveComposer(settings, seed), new LiveSynth(bank));
  }

  /** New settings from the next bar; returns their revision and that bar's index. */
  update(change: Partial<LiveMusicSettings>): { revision: number; fromBar: number } {
    return this.composer.update(change);
  }

  /** Composes and renders the next bar. */
  next(): LiveChunkAudio {
    const bar = this.composer.nextBar();
    const { left, right } = this.synth.render(bar);
    const at = this.at;
    this.at += bar.seconds;
    return {
      bar: bar.index,
      at,
      seconds: bar.seconds,
      tempo: bar.tempo,
      key: bar.key,
      revision: bar.revision,
      left,
      right,
    };
  }
}

/** Stereo float PCM as 16-bit little-endian interleaved samples (what goes over the wire). */
export function toPcm16(left: Float32Array, right: Float32Array): Uint8Array {
  const out = new Int16Array(left.length * 2);
  for (let i = 0; i < left.length; i++) {
    out[2 * i] = Math.round(Math.max(-1, Math.min(1, left[i]!)) * 32767);
    out[2 * i + 1] = Math.round(Math.max(-1, Math.min(1, right[i]!)) * 32767);
  }
  // Int16Array stores in the platform's order; every platform Node and browsers run on is little-endian.
  return new Uint8Array(out.buffer);
}
