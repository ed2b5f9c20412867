/**
 * The encoder: FFmpeg (the static build @ffmpeg-installer ships in npm) reads raw RGBA frames on its stdin,
 * and optionally a soundtrack file, and writes an H.264 + AAC MP4 that browsers play (yuv420p, main profile,
 * BT.709 tagged, the index up front for streaming). Frames are written as they are drawn, waiting whenever
 * the pipe is full, so memory holds a few frames whatever the length. An abort kills FFmpeg at once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { ProviderError } from '../../errors';

export interface EncoderOptions {
  ffmpeg: string;
  width: number;
  height: number;
  fps: number;
  frames: number;
  /** Where the MP4 goes (FFmpeg seeks back in it to move the index to the front). */
  output: string;
  /** A soundtrack file, cut to the video's length with a short fade at the end. */
  audio?: string;
  signal?: AbortSignal;
}

export interface Encoder {
  /**
   * Hands a frame (width × height × 4 bytes, RGBA) to FFmpeg. Resolves when the pipe can take more; `done`
   * is called once the frame's bytes are in the pipe and its buffer may be drawn into again.
   */
  write(frame: Buffer, done?: () => void): Promise<void>;
  /** Ends the frames and waits for FFmpeg to finish the file. */
  finish(): Promise<void>;
  /** Kills FFmpeg (whatever it was doing) and waits until it is gone. */
  stop(): Promise<void>;
  readonly process: ChildProcess;
}

const AUDIO_FADE_SECONDS = 0.75;

export function encoderArgs(o: Omit<EncoderOptions, 'ffmpeg' | 'signal'>): string[] {
  const seconds = o.frames / o.fps;
  const fade = Math.min(AUDIO_FADE_SECONDS, seconds / 4);
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    ...['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${o.width}x${o.height}`, '-r', String(o.fps)],
    ...['-i', 'pipe:0'],
    ...(o.audio ? ['-i', o.audio] : []),
    ...['-map', '0:v:0', ...(o.audio ? ['-map', '1:a:0'] : [])],
    // RGB to YUV with the HD matrix, and said so in the stream, so browsers show the colours as drawn.
    ...['-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-crf', '20', '-pix_fmt', 'yuv420p'],
    ...['-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709'],
    ...(o.audio
      ? [
          '-c:a',
          'aac',
          '-b:a',
          '160k',
          '-af',
          `afade=t=out:st=${(seconds - fade).toFixed(3)}:d=${fade.toFixed(3)}`,
        ]
      : []),
    ...['-frames:v', String(o.frames), '-t', seconds.toFixed(3)],
    ...['-movflags', '+faststart', '-y', o.output],
  ];
}

export function startEncoder(o: EncoderOptions): Encoder {
  o.signal?.throwIfAborted();
  const child = spawn(o.ffmpeg, encoderArgs(o), { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (text: string) => {
    // The end of FFmpeg's complaints says what went wrong; keep only that much.
    stderr = (stderr + text).slice(-4000);
  });
  const stdin = child.stdin!;
  // A write after FFmpeg died fails with EPIPE; the exit below reports why it died.
  stdin.on('error', () => undefined);
  const onAbort = () => child.kill('SIGKILL');
  o.signal?.addEventListener('abort', onAbort, { once: true });

  const exited = new Promise<void>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new ProviderError({
          code: error.code === 'ENOENT' || error.code === 'EACCES' ? 'not_configured' : 'unavailable',
          provider: 'local',
          message: `FFmpeg could not be started (${error.code ?? error.message}).`,
          cause: error,
        }),
      );
    });
    child.once('close', (code, signal) => {
      o.signal?.removeEventListener('abort', onAbort);
      if (o.signal?.aborted) reject(o.signal.reason);
      else if (code === 0) resolve();
      else {
        const why = stderr.trim().split('\n').slice(-3).join(' ').trim();
        reject(
          new ProviderError({
            code: 'bad_response',
            provider: 'local',
            message: `FFmpeg could not encode the video (${signal ?? `exit ${code}`})${why ? `: ${why}` : '.'}`,
          }),
        );
      }
    });
  });
  // Nobody may be listening yet when FFmpeg fails early; the rejection is observed by finish() or write().
  exited.catch(() => undefined);
  const closed = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('close', () => resolve()).once('error', () => resolve());
  });
  let ended = false;

  return {
    process: child,
    async write(frame, done) {
      o.signal?.throwIfAborted();
      if (ended || child.exitCode !== null || child.signalCode !== null) return exited;
      if (stdin.write(frame, () => done?.())) return;
      // Backpressure: wait until the pipe drains, or until FFmpeg is gone and says why.
      await Promise.race([new Promise<void>((resolve) => stdin.once('drain', resolve)), exited]);
    },
    async finish() {
      ended = true;
      stdin.end();
      await exited;
    },
    async stop() {
      ended = true;
      child.kill('SIGKILL');
      await closed;
    },
  };
}
