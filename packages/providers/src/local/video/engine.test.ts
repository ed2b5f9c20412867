import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFrames, frameDifference, probeMp4 } from '../../testing/ffmpeg-probe';
import { runVideoEngineContract } from '../../testing/video-contract';
import { LocalVideoEngine } from './engine';
import { ffmpegBinary } from '../ffmpeg-binary';
import { planStoryboard } from './storyboard';
import { planTimeline } from './timeline';

const ffmpeg = ffmpegBinary()!;
let temp: string;
let engine: LocalVideoEngine;
beforeAll(async () => {
  temp = await mkdtemp(join(tmpdir(), 'muse-video-test-'));
  engine = new LocalVideoEngine({ id: 'video', tempDir: temp });
});
afterAll(() => rm(temp, { recursive: true, force: true }));

runVideoEngineContract(() => new LocalVideoEngine({ id: 'video' }));

/** Our FFmpeg children still alive or unreaped (Linux /proc; none where there is no /proc). */
function ffmpegChildren(): string[] {
  if (!existsSync('/proc/self/stat')) return [];
  return readdirSync('/proc').filter((pid) => {
    try {
      // "pid (comm) state ppid …"
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return /^\d+ \(ffmpeg\) \S+ (\d+)/.exec(stat)?.[1] === String(process.pid);
    } catch {
      return false;
    }
  });
}

/** Writes a result's MP4 where FFmpeg can read it. */
async function saved(video: Buffer, name: string): Promise<string> {
  const file = join(temp, `${name}.mp4`);
  await writeFile(file, video);
  return file;
}

// Real painting, composing and encoding: a few seconds each on a quiet machine, more on a busy one.
describe('LocalVideoEngine', { timeout: 120_000 }, () => {
  it('makes a playable H.264 + AAC MP4 of the asked length, size and frames, with a poster', async () => {
    const request = {
      prompt: 'a red fox running through a snowy forest at dusk',
      width: 448,
      height: 256,
      durationSeconds: 2,
      fps: 24,
      audio: true,
      seed: 3,
    };
    const progress: number[] = [];
    const result = await engine.generate(request, { onProgress: (pct) => progress.push(pct) });
    expect(result.mimeType).toBe('video/mp4');
    expect(result.durationSeconds).toBe(2);
    expect(result.video.toString('latin1', 4, 8)).toBe('ftyp');
    // faststart: the index (moov) comes before the media (mdat), so a browser can play while it loads.
    expect(result.video.indexOf('moov')).toBeLessThan(result.video.indexOf('mdat'));

    const file = await saved(result.video, 'fox');
    const facts = await probeMp4(ffmpeg, file);
    expect(Math.abs(facts.durationSeconds - 2)).toBeLessThanOrEqual(0.5);
    expect(facts.video).toMatchObject({
      codec: 'h264',
      pixelFormat: 'yuv420p',
      width: 448,
      height: 256,
      fps: 24,
    });
    expect(['Main', 'Baseline', 'Constrained Baseline']).toContain(facts.video?.profile);
    expect(facts.audio).toMatchObject({ codec: 'aac', sampleRate: 44100 });

    const frames = await decodeFrames(ffmpeg, file, 448, 256);
    expect(frames).toHaveLength(48);
    // Two frames of the first shot differ: the camera moves (not a still held for a second).
    const { spans } = planTimeline(
      planStoryboard({ prompt: request.prompt, durationSeconds: 2, seed: 3 }).shots,
      2,
      24,
    );
    expect(spans[0]!.last - spans[0]!.first).toBeGreaterThan(10);
    expect(frameDifference(frames[spans[0]!.first]!, frames[spans[0]!.first + 10]!)).toBeGreaterThan(1.5);
    // Not black, not flat: a painted picture.
    const { channels } = await sharp(frames[0]!, { raw: { width: 448, height: 256, channels: 4 } }).stats();
    expect(channels[0]!.mean + channels[1]!.mean + channels[2]!.mean).toBeGreaterThan(60);
    expect(channels[1]!.stdev).toBeGreaterThan(10);

    const poster = await sharp(result.poster!).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['png', 448, 256]);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(progress.length).toBeGreaterThan(20);
    // Nothing is left behind in the temporary folder.
    expect((await readdir(temp)).filter((name) => name.startsWith('muse-video-'))).toEqual([]);
  });

  it('animates given images, one shot each, at 30 fps without sound', async () => {
    const still = (r: number, g: number, b: number) =>
      sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
        .composite([
          {
            input: Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><circle cx="320" cy="240" r="120" fill="white"/></svg>',
            ),
          },
        ])
        .png()
        .toBuffer();
    const [red, blue] = [await still(200, 30, 30), await still(30, 30, 200)];
    const result = await engine.generate({
      prompt: '',
      image: red,
      images: [blue],
      width: 320,
      height: 256,
      durationSeconds: 2,
      fps: 30,
      seed: 1,
    });
    const file = await saved(result.video, 'stills');
    const facts = await probeMp4(ffmpeg, file);
    expect(facts.audio).toBeUndefined();
    expect(facts.video).toMatchObject({ width: 320, height: 256, fps: 30 });
    const frames = await decodeFrames(ffmpeg, file, 320, 256);
    expect(frames).toHaveLength(60);
    const mean = async (frame: Buffer) =>
      (await sharp(frame, { raw: { width: 320, height: 256, channels: 4 } }).stats()).channels.map(
        (c) => c.mean,
      );
    const [first, last] = [await mean(frames[0]!), await mean(frames[59]!)];
    expect(first[0]).toBeGreaterThan(first[2]! + 60);
    expect(last[2]).toBeGreaterThan(last[0]! + 60);
  });

  it('refuses a bad request before any work', async () => {
    await expect(
      engine.generate({ prompt: 'x', width: 447, height: 256, durationSeconds: 2 }),
    ).rejects.toMatchObject({ name: 'ProviderError', code: 'bad_request' });
    await expect(
      engine.generate({
        prompt: '',
        image: Buffer.from('not a picture'),
        width: 448,
        height: 256,
        durationSeconds: 2,
      }),
    ).rejects.toMatchObject({ code: 'bad_request', message: expect.stringContaining('could not be read') });
  });

  it('stops mid-way when the signal aborts: FFmpeg is killed and its files removed', async () => {
    const controller = new AbortController();
    const call = engine.generate(
      { prompt: 'a lighthouse in a storm', width: 448, height: 256, durationSeconds: 6, seed: 2 },
      { signal: controller.signal, onProgress: (pct) => pct >= 50 && controller.abort() },
    );
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(ffmpegChildren()).toEqual([]);
    expect((await readdir(temp)).filter((name) => name.startsWith('muse-video-'))).toEqual([]);
  });
});
