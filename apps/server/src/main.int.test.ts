import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** The real server process, as `npm start` and `npm run worker` run it. */
const MAIN = join(dirname(fileURLToPath(import.meta.url)), 'main.ts');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

interface Proc {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startProcess(env: Record<string, string>, args: string[], readyText: string): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
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
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`process exited with ${code}:\n${out}`));
    });
  });
}

async function signInOver(base: string, email: string): Promise<string> {
  const since = new Date().toISOString();
  const start = await fetch(`${base}/api/auth/email/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(start.status).toBe(200);
  let code: string | undefined;
  for (let i = 0; i < 200 && !code; i++) {
    const { messages } = (await (await fetch(`${base}/api/dev/outbox?to=${email}`)).json()) as {
      messages: { text: string; createdOn: string }[];
    };
    code = messages.find((m) => m.createdOn >= since)?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 50));
  }
  const verify = await fetch(`${base}/api/auth/email/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, code }),
  });
  expect(verify.status).toBe(200);
  return verify.headers.get('set-cookie')!.split(';')[0]!;
}

// Each test starts real processes (tsx compiles the server at start): slow on a busy machine, so generous limits.
describe('the server process', { timeout: 180_000 }, () => {
  const dirs: string[] = [];
  const procs: Proc[] = [];
  afterAll(() => {
    for (const p of procs) p.child.kill('SIGKILL');
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('keeps data across a restart and stops gracefully on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'muse-main-'));
    dirs.push(dataDir);
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
    const base = `http://127.0.0.1:${port}`;

    const first = await startProcess(env, [], 'Muse is running');
    procs.push(first);
    expect(first.output()).toContain('/dev/outbox');
    const cookie = await signInOver(base, 'persist@example.com');
    const before = (await (await fetch(`${base}/api/session`, { headers: { cookie } })).json()) as {
      userId: string;
    };
    expect(before.userId).toBeTruthy();

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped');

    const second = await startProcess(env, [], 'Muse is running');
    procs.push(second);
    const after = (await (await fetch(`${base}/api/session`, { headers: { cookie } })).json()) as {
      userId: string;
    };
    expect(after.userId).toBe(before.userId);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('finishes a request in flight when told to stop', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'muse-inflight-'));
    dirs.push(dataDir);
    const port = await freePort();
    const proc = await startProcess(
      { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
      [],
      'Muse is running',
    );
    procs.push(proc);
    // A request whose body arrives slowly, so it is still in flight when SIGTERM comes.
    const body = JSON.stringify({ email: 'slow@example.com' });
    const reply = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/email/start',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 5));
      setTimeout(() => {
        proc.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(5)), 700);
      }, 300);
    });
    const res = await reply;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ ok: true, expiresInSeconds: 600 });
    expect(await proc.exited).toBe(0);
  });

  it('runs API and workers as separate processes (--roles)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'muse-roles-'));
    dirs.push(dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = await startProcess(
      { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
      ['--roles=api,realtime'],
      'Muse is running',
    );
    procs.push(api);
    // Without a worker the sign-in mail waits in the queue.
    await fetch(`${base}/api/auth/email/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'queued@example.com' }),
    });
    await new Promise((r) => setTimeout(r, 1500));
    const waiting = (await (await fetch(`${base}/api/dev/outbox?to=queued@example.com`)).json()) as {
      messages: unknown[];
    };
    expect(waiting.messages).toHaveLength(0);

    const worker = await startProcess(
      { DATA_DIR: dataDir, PORT: '0' },
      ['--roles=worker'],
      'Muse is running',
    );
    procs.push(worker);
    let delivered = 0;
    for (let i = 0; i < 100 && !delivered; i++) {
      delivered = (
        (await (await fetch(`${base}/api/dev/outbox?to=queued@example.com`)).json()) as {
          messages: unknown[];
        }
      ).messages.length;
      if (!delivered) await new Promise((r) => setTimeout(r, 100));
    }
    expect(delivered).toBe(1);
    worker.child.kill('SIGTERM');
    api.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(await api.exited).toBe(0);
  });

  it('refuses to start with a bad variable and names it', async () => {
    await expect(
      startProcess({ PORT: 'eighty', DATA_DIR: mkdtempSync(join(tmpdir(), 'muse-bad-')) }, [], 'never'),
    ).rejects.toThrow(/PORT/);
  });
});
