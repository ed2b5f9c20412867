/**
 * The frame loop: each frame drawn into a buffer of a small pool and handed to FFmpeg, waiting whenever the
 * pipe is full, so memory holds a few frames whatever the length. A copy of the poster's frame is kept. On
 * any failure or abort FFmpeg is stopped before the error goes on, so nothing writes into the temporary
 * folder once the caller removes it.
 */
import type { Size } from './camera';
import { startEncoder, type EncoderOptions } from './ffmpeg';
import type { FrameRenderer } from './frames';

/** Frames in flight: one being drawn, two in the pipe. */
const POOL = 3;

export interface EncodeFramesOptions {
  renderer: FrameRenderer;
  frames: number;
  /** The frame whose pixels come back as the poster (RGBA). */
  poster: number;
  size: Size;
  encoder: EncoderOptions;
  /** Fraction of the frames written, 0–1. */
  progress: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Writes every frame and finishes the file; returns the poster frame's RGBA bytes. */
export async function encodeFrames(o: EncodeFramesOptions): Promise<Buffer> {
  const { size, signal } = o;
  const encoder = startEncoder(o.encoder);
  const pixels = size.width * size.height;
  let poster: Buffer | undefined;
  try {
    const pool = framePool(pixels * 4, POOL);
    for (let i = 0; i < o.frames; i++) {
      const frame = await pool.take();
      o.renderer.draw(i, new Uint32Array(frame.buffer, frame.byteOffset, pixels));
      if (i === o.poster) poster = Buffer.from(frame);
      await encoder.write(frame, () => pool.give(frame));
      o.progress((i + 1) / o.frames);
      // A turn for timers and the abort signal between frames, even while the pipe keeps up.
      await new Promise<void>((resolve) => setImmediate(resolve));
      signal?.throwIfAborted();
    }
    await encoder.finish();
  } catch (error) {
    await encoder.stop();
    throw error;
  }
  return poster ?? Buffer.alloc(pixels * 4);
}

/**
 * A few frame buffers used in turn: one is drawn while the pipe still holds the others, and a buffer is
 * drawn into again only once its bytes have left for FFmpeg.
 */
function framePool(bytes: number, count: number) {
  const free: Buffer[] = Array.from({ length: count }, () => Buffer.alloc(bytes));
  const waiting: ((frame: Buffer) => void)[] = [];
  return {
    take(): Promise<Buffer> {
      const frame = free.pop();
      return frame ? Promise.resolve(frame) : new Promise((resolve) => waiting.push(resolve));
    },
    give(frame: Buffer): void {
      const next = waiting.shift();
      if (next) next(frame);
      else free.push(frame);
    },
  };
}
