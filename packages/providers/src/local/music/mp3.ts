/**
 * MP3 encoding with LAME (compiled to WebAssembly by `wasm-media-encoders`): 44.1 kHz stereo, variable
 * bitrate (LAME V4, about 130 kbps for this music), with a Xing header so players know the duration and
 * seek without scanning. The pure-JS port (@breezystack/lamejs) takes ~5 s for a minute of audio on this
 * machine; LAME's VBR is a third faster than its 128 kbps CBR here, which keeps the engine above 20× real
 * time.
 */
import { createMp3Encoder } from 'wasm-media-encoders';
import { withXingHeader } from './mp3-xing';
import type { Checkpoint, Stereo } from './synth/render';
import { SAMPLE_RATE } from './synth/wavetable';

/** LAME's VBR quality (0 best … 9 smallest): V4 is transparent enough for synthesised music. */
export const MP3_VBR_QUALITY = 4;
/** Samples per MPEG-1 Layer III frame. */
export const MP3_FRAME_SAMPLES = 1152;
/** Frames encoded between checkpoints (about 5 s of audio). */
const CHUNK = MP3_FRAME_SAMPLES * 192;

type Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;
let encoder: Promise<Encoder> | undefined;

/** Encodes the stereo PCM (−1..1); `checkpoint` is called between chunks with the fraction done. */
export async function encodeMp3(pcm: Stereo, checkpoint?: Checkpoint): Promise<Buffer> {
  // One compiled module serves every call; configure() starts a fresh stream each time. Calls never
  // interleave: nothing awaits between configure() and finalize() except the checkpoints, so a second
  // encode waits its turn on the queue below.
  const release = await lock();
  try {
    const mp3 = await (encoder ??= createMp3Encoder());
    mp3.configure({ channels: 2, sampleRate: SAMPLE_RATE, vbrQuality: MP3_VBR_QUALITY });
    const parts: Buffer[] = [];
    const n = pcm.left.length;
    for (let at = 0; at < n; at += CHUNK) {
      const stop = Math.min(n, at + CHUNK);
      // The encoder reuses its output memory: copy each chunk out before the next call.
      parts.push(Buffer.from(mp3.encode([pcm.left.subarray(at, stop), pcm.right.subarray(at, stop)])));
      if (stop < n) await checkpoint?.(stop / n);
    }
    parts.push(Buffer.from(mp3.finalize()));
    return withXingHeader(Buffer.concat(parts));
  } finally {
    release();
  }
}

let tail: Promise<void> = Promise.resolve();

/** A simple FIFO mutex around the shared encoder. */
function lock(): Promise<() => void> {
  let release!: () => void;
  const turn = new Promise<void>((resolve) => (release = resolve));
  const previous = tail;
  tail = tail.then(() => turn);
  return previous.then(() => release);
}
