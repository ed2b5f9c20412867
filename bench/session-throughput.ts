/**
 * Requests per second of GET /api/session (signed in: cookie → session → user, through every hook of the
 * real app on SQLite) against a bare Fastify route, in the same run on the same machine, and their ratio.
 */
import Fastify from 'fastify';
import { startBenchServer } from './bench-server';
import { load } from './load';
import type { BenchResult } from './run';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 32;

const measure = (url: string, headers: Record<string, string> = {}) =>
  load(url, { connections: CONNECTIONS, seconds: DURATION_S, headers });

export async function sessionThroughput(): Promise<BenchResult> {
  const { base, cookie, close } = await startBenchServer();

  const bare = Fastify();
  bare.get('/ping', async () => ({ ok: true }));
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

  try {
    const bareRun = await measure(`${bareBase}/ping`);
    const sessionRun = await measure(`${base}/api/session`, { cookie });
    return {
      name: 'session-throughput',
      figures: {
        'bare Fastify route (req/s)': bareRun.rps,
        'GET /api/session signed in (req/s)': sessionRun.rps,
        'session / bare ratio': Number((sessionRun.rps / bareRun.rps).toFixed(3)),
        'bare p99 latency (ms)': bareRun.p99,
        'session p99 latency (ms)': sessionRun.p99,
        'errors or non-2xx': bareRun.errors + sessionRun.errors,
        'connections, seconds each': `${CONNECTIONS}, ${DURATION_S}`,
      },
    };
  } finally {
    await bare.close();
    await close();
  }
}
