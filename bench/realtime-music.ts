/**
 * Live music on one core. First the engine alone (and 20 s of a stream measured as music,
 * realtime-music-quality.ts): milliseconds to compose and render a bar (2 s at
 * 120 bpm) for each of the bench's prompt pairs, and the audio seconds one CPU second renders. Then the
 * whole path: a server (bench-server with the realtime socket) in a child process pinned to one CPU with
 * taskset, and 8, 12 and 16 simulated listeners on socket.io that play in real time — the first bar 1 s
 * after it arrives (the spec's start lead), every bar due at that clock plus its `at` — report their
 * position four times a second and swap their prompts' weights halfway. A bar that arrives after it was
 * due is a gap (an underrun a listener hears). Prints gaps, the least headroom (how early the
 * tightest bar arrived), the most audio in flight ahead of a listener, the server's CPU (% of its core), and
 * the latency of GET /api/health/live meanwhile (the bars are made on the live music thread, not the event
 * loop; goal p95 < 50 ms as in loop-latency.ts).
 * The goal: 8 streams without a gap. On a machine where other work shares the pinned core the CPU figure
 * is the honest one (wall-clock headroom shrinks with the neighbours' load).
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { LIVE_MUSIC_KEYS, LiveMusicEvents, type LiveMusicPrompt } from '@muse/contracts';
import { LiveMusicStream } from '@muse/providers';
import { io, type Socket } from 'socket.io-client';
import { formatLatency, liveLatencyWhile } from './loop-latency';
import { BENCH_PROMPTS } from './realtime-music-prompts';
import { streamQuality } from './realtime-music-quality';
import type { BenchResult } from './run';

const STREAM_COUNTS = [8, 12, 16];
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 30);
const START_LEAD_MS = 1000;
const ROOT = join(import.meta.dirname, '..');

export async function realtimeMusic(): Promise<BenchResult> {
  const figures: Record<string, number | string> = {};
  const engine = await engineCost();
  figures['ms per 2 s bar (mean / p95)'] = `${engine.mean} / ${engine.p95}`;
  figures['audio seconds per CPU second (1 stream)'] = engine.perCpuSecond;
  Object.assign(figures, await streamQuality());
  const cpu = allowedCpu();
  figures['server cores'] = cpu === undefined ? 'all (taskset not found)' : `1 (taskset -c ${cpu})`;
  figures['listening time per run (s)'] = SECONDS;
  let best = 0;
  for (const count of STREAM_COUNTS) {
    const run = await listen(count, cpu);
    figures[`${count} streams: gaps (bars late)`] = `${run.gaps} of ${run.bars}`;
    figures[`${count} streams: least headroom (ms)`] = run.headroomMs;
    figures[`${count} streams: most audio ahead (s)`] = run.maxAheadSeconds;
    figures[`${count} streams: server CPU (% of its core)`] = run.cpuPercent;
    figures[`${count} streams: API latency p50 / p95 / max (ms)`] = run.apiLatency;
    if (run.failures) figures[`${count} streams: listeners cut off`] = run.failures;
    console.log(`  ${count} streams: ${JSON.stringify(run)}`);
    if (run.gaps === 0 && run.failures === 0 && run.bars > 0) best = count;
  }
  figures['streams on one core without a gap (of 8/12/16)'] = best;
  return { name: 'realtime-music', figures };
}

/** Milliseconds a bar takes to compose and render, after each band's instruments are decoded. */
async function engineCost() {
  const times: number[] = [];
  let audio = 0;
  let cpuMicros = 0;
  for (const prompts of BENCH_PROMPTS) {
    const stream = await LiveMusicStream.open(
      { prompts, tempo: 120, density: 0.6, brightness: 0.5, key: 'A minor' },
      3,
    );
    for (let i = 0; i < 3; i++) stream.next();
    for (let i = 0; i < 12; i++) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const chunk = stream.next();
      times.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpuMicros += used.user + used.system;
      audio += chunk.seconds;
    }
  }
  times.sort((a, b) => a - b);
  return {
    mean: Math.round(times.reduce((s, t) => s + t, 0) / times.length),
    p95: Math.round(times[Math.floor(times.length * 0.95)]!),
    perCpuSecond: Math.round((audio / (cpuMicros / 1e6)) * 10) / 10,
  };
}

interface Listener {
  socket: Socket;
  streamId?: string;
  /** wall time (ms) the stream's first sample plays */
  t0?: number;
  timer?: NodeJS.Timeout;
}

/** `count` listeners on a pinned server for SECONDS; gaps, headroom, audio ahead and the server's CPU. */
async function listen(count: number, cpu: number | undefined) {
  const args = ['--import', 'tsx', join(ROOT, 'bench/realtime-music-server.ts'), String(count)];
  const child =
    cpu === undefined
      ? spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] })
      : spawn('taskset', ['-c', String(cpu), process.execPath, ...args], {
          cwd: ROOT,
          stdio: ['ignore', 'pipe', 'inherit'],
        });
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', () => reject(new Error('the bench server stopped')));
  });
  const { base, cookies } = JSON.parse(line) as { base: string; cookies: string[] };

  let bars = 0;
  let gaps = 0;
  let headroomMs = Infinity;
  let maxAheadSeconds = 0;
  let failures = 0;
  let ending = false;
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') console.error(`  the bench server exited: ${code ?? signal}`);
  });
  const listeners: Listener[] = [];
  for (let i = 0; i < count; i++) {
    const socket = io(base, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: cookies[Math.floor(i / 2)]! },
      reconnection: false,
    });
    const listener: Listener = { socket };
    listeners.push(listener);
    const played = () => (listener.t0 === undefined ? 0 : Math.max(0, (Date.now() - listener.t0) / 1000));
    socket.on(LiveMusicEvents.chunk, (chunk: { at: number; seconds: number }) => {
      const now = Date.now();
      listener.t0 ??= now + START_LEAD_MS;
      const due = listener.t0 + chunk.at * 1000;
      bars += 1;
      if (now > due) gaps += 1;
      headroomMs = Math.min(headroomMs, due - now);
      maxAheadSeconds = Math.max(maxAheadSeconds, chunk.at + chunk.seconds - played());
    });
    socket.on('disconnect', (reason) => {
      if (ending) return;
      failures += 1;
      console.error(`  a listener was disconnected: ${reason}`);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  }
  const cpuBefore = cpuTicks(child.pid!);
  const started = Date.now();
  // Meanwhile, how long an ordinary request waits: the bars are made on the live music thread, so the HTTP
  // event loop stays free.
  const latencyRun = liveLatencyWhile(base, new Promise((r) => setTimeout(r, SECONDS * 1000)));
  await Promise.allSettled(
    listeners.map(async (listener, i) => {
      const prompts = BENCH_PROMPTS[i % BENCH_PROMPTS.length]!;
      const ack = (await listener.socket.emitWithAck(LiveMusicEvents.start, {
        prompts,
        tempo: 96 + (i % 5) * 12,
        density: 0.4 + (i % 3) * 0.25,
        brightness: 0.5,
        key: LIVE_MUSIC_KEYS[(i * 7) % LIVE_MUSIC_KEYS.length],
      })) as { streamId?: string; error?: { message: string } };
      if (!ack.streamId) throw new Error(`a stream did not start: ${ack.error?.message}`);
      listener.streamId = ack.streamId;
      listener.timer = setInterval(() => {
        const played = listener.t0 === undefined ? 0 : Math.max(0, (Date.now() - listener.t0) / 1000);
        listener.socket.emit(LiveMusicEvents.position, { streamId: ack.streamId, played });
      }, 250);
      await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 2));
      const swapped: LiveMusicPrompt[] = prompts.map((p, k) => ({
        ...p,
        weight: prompts[prompts.length - 1 - k]!.weight,
      }));
      await listener.socket.emitWithAck(LiveMusicEvents.update, { streamId: ack.streamId, prompts: swapped });
    }),
  ).then((results) => {
    for (const result of results) {
      if (result.status === 'rejected') {
        failures += 1;
        console.error(`  a listener failed: ${String(result.reason)}`);
      }
    }
  });
  const latency = await latencyRun;
  const cpuTime = (cpuTicks(child.pid!) - cpuBefore) / clockTicks();
  const wall = (Date.now() - started) / 1000;
  ending = true;
  for (const listener of listeners) {
    clearInterval(listener.timer);
    listener.socket.close();
  }
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return {
    bars,
    gaps,
    failures,
    headroomMs: Number.isFinite(headroomMs) ? Math.round(headroomMs) : 'none',
    maxAheadSeconds: Math.round(maxAheadSeconds * 100) / 100,
    cpuPercent: Math.round((cpuTime / wall) * 100),
    apiLatency: formatLatency(latency),
  };
}

/** The child's user and system time in clock ticks (Linux /proc; 0 elsewhere). Its threads are included. */
function cpuTicks(pid: number): number {
  try {
    // The child is taskset, which exec()s node: the same pid.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function clockTicks(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** The first CPU this process may run on, when taskset is there to pin the server to it. */
function allowedCpu(): number | undefined {
  try {
    const mask = execFileSync('taskset', ['-p', String(process.pid)], { encoding: 'utf8' })
      .split(':')
      .pop()!
      .trim();
    return BigInt(`0x${mask}`).toString(2).split('').reverse().indexOf('1');
  } catch {
    return undefined;
  }
}
