/**
 * The local video engine: a 10 s 1280×720 video at 30 fps with a soundtrack, on one core (the process and
 * the FFmpeg it starts are pinned to one CPU with taskset where there is one, and unpinned after). Prints the
 * wall time and the × real-time factor (goal ≤ 6×, i.e. ≤ 60 s), the phases (painting the shots, composing
 * the soundtrack, moving and encoding the frames), the peak resident memory of Node and of FFmpeg (goal
 * ≤ 1 GB together), the CPU time of each (on a busy machine the pinned core is shared, so wall time
 * overstates the cost) and the MP4's size. The painter and the composer are timed by wrapping them.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import {
  LocalMusicEngine,
  LocalVideoEngine,
  type ImageEngine,
  type MusicEngine,
  type VideoRequest,
} from '@muse/providers';
import { LocalImageEngine } from '../packages/providers/src/local/image';
import type { BenchResult } from './run';

const REQUEST: VideoRequest = {
  prompt: 'a red fox running through a snowy forest at dusk',
  width: 1280,
  height: 720,
  durationSeconds: 10,
  fps: 30,
  audio: true,
  seed: 11,
};

export async function videoEngine(): Promise<BenchResult> {
  const phases = { painting: 0, audio: 0 };
  const image = new LocalImageEngine({ id: 'art', defaultStyle: 'painterly' });
  const music = new LocalMusicEngine({ id: 'mozart' });
  const painter: ImageEngine = {
    id: image.id,
    kind: image.kind,
    capability: image.capability,
    generate: timed((ms) => (phases.painting += ms), image.generate.bind(image)),
  };
  const composer: MusicEngine = {
    id: music.id,
    kind: music.kind,
    capability: music.capability,
    compose: timed((ms) => (phases.audio += ms), music.compose.bind(music)),
    extend: music.extend.bind(music),
  };
  const engine = new LocalVideoEngine({ id: 'video', painter, composer });
  // Warm up: the painter's subjects, the SoundFont and the encoder's first start.
  await engine.generate({ ...REQUEST, width: 448, height: 256, durationSeconds: 1, audio: true });
  phases.painting = phases.audio = 0;

  const before = process.memoryUsage().rss;
  const pinned = pinToOneCore();
  const memory = watchMemory();
  const cpu = process.cpuUsage();
  const started = performance.now();
  let result;
  try {
    result = await engine.generate(REQUEST);
  } finally {
    pinned?.restore();
  }
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const peak = memory.stop();
  const seconds = (ms: number) => Math.round(ms / 100) / 10;
  return {
    name: 'video-engine',
    figures: {
      video: `${REQUEST.durationSeconds} s ${REQUEST.width}×${REQUEST.height} ${REQUEST.fps} fps, audio`,
      cores: pinned ? `1 (taskset ${pinned.cpu})` : 'all (taskset not found)',
      'wall time (s)': seconds(wall),
      '× real time (wall / video seconds)': Math.round((wall / 1000 / REQUEST.durationSeconds) * 100) / 100,
      'painting shots (s)': seconds(phases.painting),
      'soundtrack (s)': seconds(phases.audio),
      'motion + encoding (s)': seconds(wall - phases.painting - phases.audio),
      'Node CPU time (s)': seconds((used.user + used.system) / 1000),
      // Sampled every 100 ms while it runs: the last tenth of a second may be missing.
      'FFmpeg CPU time (s)': Math.round(peak.ffmpegCpu * 10) / 10,
      'peak RSS Node (MB)': Math.round(peak.node / 1024),
      // What the process held before the timed run: the loaded engines (painter, SoundFont, …) and modules.
      'RSS Node before the run (MB)': Math.round(before / 1024 / 1024),
      'peak RSS FFmpeg (MB)': Math.round(peak.ffmpeg / 1024),
      'MP4 size (kB)': Math.round(result.video.length / 1024),
    },
  };
}

function timed<A extends unknown[], R>(add: (ms: number) => void, call: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    const started = performance.now();
    try {
      return await call(...args);
    } finally {
      add(performance.now() - started);
    }
  };
}

/** Pins this process (every thread; children inherit it) to its first allowed CPU, if taskset exists. */
function pinToOneCore(): { cpu: number; restore(): void } | undefined {
  try {
    const mask = execFileSync('taskset', ['-p', String(process.pid)], { encoding: 'utf8' })
      .split(':')
      .pop()!
      .trim();
    const cpu = Number(BigInt(`0x${mask}`).toString(2).split('').reverse().indexOf('1'));
    execFileSync('taskset', ['-a', '-p', (1 << cpu).toString(16), String(process.pid)], { stdio: 'ignore' });
    return {
      cpu,
      restore: () => execFileSync('taskset', ['-a', '-p', mask, String(process.pid)], { stdio: 'ignore' }),
    };
  } catch {
    return undefined;
  }
}

/**
 * Peak resident memory in kB: Node's from the kernel's own high-water mark, FFmpeg's by sampling its
 * /proc status (VmHWM) while it runs, as a child of this process; and FFmpeg's CPU time (its /proc stat).
 */
function watchMemory(): { stop(): { node: number; ffmpeg: number; ffmpegCpu: number } } {
  let ffmpeg = 0;
  let ffmpegCpu = 0;
  const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  let pid: string | undefined;
  const isOurFfmpeg = (status: string) =>
    /^Name:\s+ffmpeg$/m.test(status) && new RegExp(`^PPid:\\s+${process.pid}$`, 'm').test(status);
  const sample = () => {
    // Found once, then only its own status is read, so the sampling costs the pinned core little.
    const candidates = pid ? [pid] : readdirSync('/proc').filter((name) => /^\d+$/.test(name));
    for (const candidate of candidates) {
      try {
        const status = readFileSync(`/proc/${candidate}/status`, 'utf8');
        if (!isOurFfmpeg(status)) continue;
        pid = candidate;
        ffmpeg = Math.max(ffmpeg, Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0));
        // utime and stime, the 14th and 15th fields after the command's name in parentheses.
        const fields = readFileSync(`/proc/${candidate}/stat`, 'utf8').split(') ')[1]!.split(' ');
        ffmpegCpu = Math.max(ffmpegCpu, (Number(fields[11]) + Number(fields[12])) / ticks);
      } catch {
        // The process ended between the listing and the read.
        if (candidate === pid) pid = undefined;
      }
    }
  };
  const timer = setInterval(sample, 100);
  return {
    stop() {
      clearInterval(timer);
      return { node: process.resourceUsage().maxRSS, ffmpeg, ffmpegCpu };
    },
  };
}
