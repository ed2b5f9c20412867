/**
 * How responsive the server's event loop stays while heavy engine work runs: a real server
 * (bench-server.ts, with the engine threads of ENGINE_THREADS) and the p50 / p95 / max latency of
 * GET /api/health/live, polled one request at a time for as long as the work lasts (goal: p95 < 50 ms).
 */
import type { BenchServer } from './bench-server';

export interface LoopLatency {
  p50: number;
  p95: number;
  max: number;
  samples: number;
  /** how long the work took */
  workMs: number;
}

/** Polls /api/health/live until `work` settles; its failures are the caller's to see. */
export async function liveLatencyWhile(base: string, work: Promise<unknown>): Promise<LoopLatency> {
  let done = false;
  const started = performance.now();
  let workMs = 0;
  const settled = work.finally(() => {
    done = true;
    workMs = performance.now() - started;
  });
  const times: number[] = [];
  while (!done) {
    const t = performance.now();
    const res = await fetch(`${base}/api/health/live`);
    await res.arrayBuffer();
    times.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 20));
  }
  await settled;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(times.length * q) - 1)] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: times.at(-1) ?? 0, samples: times.length, workMs };
}

export const formatLatency = (l: LoopLatency) =>
  `${l.p50.toFixed(1)} / ${l.p95.toFixed(1)} / ${l.max.toFixed(1)} (${l.samples} samples)`;

/** POSTs JSON as the bench account; throws unless 200. */
export async function postJson(server: BenchServer, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: server.cookie },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as unknown;
}
