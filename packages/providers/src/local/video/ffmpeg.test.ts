import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegBinary } from '../ffmpeg-binary';
import { startEncoder } from './ffmpeg';

const ffmpeg = ffmpegBinary()!;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'muse-ffmpeg-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const frame = (width: number, height: number, value: number) => Buffer.alloc(width * height * 4, value);
const gone = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
};

describe('the FFmpeg encoder', () => {
  it('is found in @ffmpeg-installer’s package', () => {
    expect(ffmpeg).toMatch(/ffmpeg(\.exe)?$/);
  });

  it('is killed at once when the signal aborts, and says so with the abort reason', async () => {
    const controller = new AbortController();
    const encoder = startEncoder({
      ffmpeg,
      width: 640,
      height: 360,
      fps: 24,
      frames: 480,
      output: join(dir, 'aborted.mp4'),
      signal: controller.signal,
    });
    const pid = encoder.process.pid!;
    for (let i = 0; i < 5; i++) await encoder.write(frame(640, 360, i * 40));
    expect(gone(pid)).toBe(false);
    controller.abort();
    await expect(encoder.finish()).rejects.toMatchObject({ name: 'AbortError' });
    expect(encoder.process.signalCode).toBe('SIGKILL');
    expect(gone(pid)).toBe(true);
    await expect(encoder.write(frame(640, 360, 0))).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('turns FFmpeg’s failure into a ProviderError that quotes it', async () => {
    const encoder = startEncoder({
      ffmpeg,
      width: 256,
      height: 256,
      fps: 24,
      frames: 2,
      output: join(dir, 'no-such-folder', 'out.mp4'),
    });
    await encoder.write(frame(256, 256, 0)).catch(() => undefined);
    await expect(encoder.finish()).rejects.toMatchObject({
      name: 'ProviderError',
      code: 'bad_response',
      message: expect.stringMatching(
        /^FFmpeg could not encode the video \(exit \d+\): .*No such file or directory/,
      ),
    });
  });

  it('says FFmpeg is missing when the binary is not there', async () => {
    const encoder = startEncoder({
      ffmpeg: join(dir, 'no-ffmpeg'),
      width: 256,
      height: 256,
      fps: 24,
      frames: 1,
      output: join(dir, 'never.mp4'),
    });
    await expect(encoder.finish()).rejects.toMatchObject({ name: 'ProviderError', code: 'not_configured' });
  });
});
