/**
 * The real server process, as `npm start` and `npm run worker` run it, for tests of start-up, restarts and
 * shutdown.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../platform/config/config';

const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', 'main.ts');

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  /** the exit code (null when killed by a signal) and when it came */
  exited: Promise<{ code: number | null; at: number }>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Starts main.ts with `env` and resolves once its output contains `readyText`. */
export function startServerProcess(
  env: Record<string, string>,
  args: string[] = [],
  readyText = 'Muse is running',
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: Date.now() })),
  );
  return new Promise((resolve, reject) => {
    // tsx compiles the server at start: slow on a busy machine, so a generous limit.
    const timer = setTimeout(() => reject(new Error(`process did not start:\n${out}`)), 90_000);
    const onData = (b: Buffer) => {
      out += b.toString();
      if (out.includes(readyText)) {
        clearTimeout(timer);
        resolve({ child, output: () => out, exited });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`process exited with ${code}:\n${out}`));
    });
  });
}

/** The dev outbox token of a server started with this data directory and session secret. */
export function outboxTokenFor(env: { DATA_DIR: string; SESSION_SECRET?: string }): string {
  return loadConfig({ ...env, NODE_ENV: 'test' }).outboxToken;
}

/** Signs in by email over HTTP (the code from the dev outbox) and returns the session cookie. */
export async function signInOverHttp(base: string, email: string, outboxToken: string): Promise<string> {
  const since = new Date().toISOString();
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const start = await post('/api/auth/email/start', { email });
  if (start.status !== 200) throw new Error(`sign-in start: ${start.status} ${await start.text()}`);
  const outbox = `${base}/api/dev/outbox?to=${encodeURIComponent(email)}&token=${outboxToken}`;
  for (let i = 0; i < 400; i++) {
    const { messages = [] } = (await (await fetch(outbox)).json()) as {
      messages?: { text: string; createdOn: string }[];
    };
    const code = messages.find((m) => m.createdOn >= since)?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) {
      const verify = await post('/api/auth/email/verify', { email, code });
      if (verify.status !== 200) throw new Error(`sign-in verify: ${verify.status}`);
      return verify.headers.get('set-cookie')!.split(';')[0]!;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no sign-in code reached the outbox for ${email}`);
}
