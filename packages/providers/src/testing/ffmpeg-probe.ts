/**
 * What an MP4 holds, read with the same FFmpeg binary the video engine uses (no ffprobe ships with it):
 * `ffmpeg -i file` describes the container and its streams on stderr, and decoding to raw RGBA gives the
 * frames themselves.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Mp4Facts {
  durationSeconds: number;
  video?: {
    codec: string;
    profile?: string;
    pixelFormat: string;
    width: number;
    height: number;
    fps: number;
  };
  audio?: { codec: string; sampleRate: number };
}

export async function probeMp4(ffmpeg: string, file: string): Promise<Mp4Facts> {
  // With no output named, FFmpeg describes the input and exits with an error: the description is the point.
  const text = await run(ffmpeg, ['-hide_banner', '-i', file]).then(
    (r) => r.stderr,
    (error: { stderr?: string }) => error.stderr ?? '',
  );
  const duration = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(text);
  if (!duration) throw new Error(`FFmpeg did not describe ${file}:\n${text}`);
  const [, h, m, s] = duration.map(Number) as [number, number, number, number];
  const facts: Mp4Facts = { durationSeconds: h * 3600 + m * 60 + s };
  const video =
    /Stream #\d+:\d+.*?: Video: (\w+)(?: \((\w+)\))?.*?, (\w+)(?:\([^)]*\))?, (\d+)x(\d+).*?, ([\d.]+) fps/.exec(
      text,
    );
  if (video) {
    const [, codec, profile, pixelFormat, width, height, fps] = video as unknown as string[];
    facts.video = {
      codec: codec!,
      ...(profile ? { profile } : {}),
      pixelFormat: pixelFormat!,
      width: Number(width),
      height: Number(height),
      fps: Number(fps),
    };
  }
  const audio = /Stream #\d+:\d+.*?: Audio: (\w+).*?, (\d+) Hz/.exec(text);
  if (audio) facts.audio = { codec: audio[1]!, sampleRate: Number(audio[2]) };
  return facts;
}

/** Every frame of the video stream, decoded to RGBA, one Buffer each. */
export async function decodeFrames(
  ffmpeg: string,
  file: string,
  width: number,
  height: number,
): Promise<Buffer[]> {
  const { stdout } = await run(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      file,
      '-map',
      '0:v:0',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      'pipe:1',
    ],
    { encoding: 'buffer', maxBuffer: 1 << 30 },
  );
  const size = width * height * 4;
  if (stdout.length % size !== 0)
    throw new Error(`${stdout.length} bytes is no whole number of ${width}×${height} frames`);
  return Array.from({ length: stdout.length / size }, (_, i) => stdout.subarray(i * size, (i + 1) * size));
}

/** Mean absolute difference per channel byte between two frames (0 identical, 255 opposite). */
export function frameDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** How many frames the video stream holds, counted by FFmpeg's demuxer as it copies the packets out. */
export async function countVideoFrames(ffmpeg: string, file: string): Promise<number> {
  const { stderr } = await run(ffmpeg, [
    '-hide_banner',
    '-i',
    file,
    '-map',
    '0:v:0',
    '-c',
    'copy',
    '-f',
    'null',
    '-',
  ]);
  const counts = [...stderr.matchAll(/frame=\s*(\d+)/g)];
  if (!counts.length) throw new Error(`FFmpeg counted no frames in ${file}:\n${stderr}`);
  return Number(counts[counts.length - 1]![1]);
}
