/**
 * Runs autocannon in a child process, so the load generator does not share the measured server's CPU
 * and event loop.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AUTOCANNON = require.resolve('autocannon/autocannon.js');

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
}

export function load(
  url: string,
  opts: { connections: number; seconds: number; headers?: Record<string, string> },
) {
  const args = [AUTOCANNON, '-c', String(opts.connections), '-d', String(opts.seconds), '-j'];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise<LoadResult>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon failed (${code}): ${err}`));
      const r = JSON.parse(out) as {
        requests: { average: number };
        latency: { p99: number };
        errors: number;
        non2xx: number;
      };
      resolve({ rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx });
    });
  });
}
