import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, signInOverHttp, startServerProcess, type ServerProcess } from './testing/server-process';

/** The dev outbox token of the link the process printed at start (`…/dev/outbox?token=…`). */
async function outboxTokenOf(proc: ServerProcess): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const token = proc.output().match(/\/dev\/outbox\?token=([\w-]+)/)?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no outbox link in the start-up log:\n${proc.output()}`);
}

// Each test starts real processes (tsx compiles the server at start): slow on a busy machine, so generous limits.
describe('the server process', { timeout: 180_000 }, () => {
  const dirs: string[] = [];
  const procs: ServerProcess[] = [];
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

    const first = await startServerProcess(env, [], 'Muse is running');
    procs.push(first);
    const cookie = await signInOverHttp(base, 'persist@example.com', await outboxTokenOf(first));
    const before = (await (await fetch(`${base}/api/session`, { headers: { cookie } })).json()) as {
      userId: string;
    };
    expect(before.userId).toBeTruthy();

    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    expect(first.output()).toContain('stopped');

    const second = await startServerProcess(env, [], 'Muse is running');
    procs.push(second);
    const after = (await (await fetch(`${base}/api/session`, { headers: { cookie } })).json()) as {
      userId: string;
    };
    expect(after.userId).toBe(before.userId);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  });

  it('finishes a request in flight when told to stop', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'muse-inflight-'));
    dirs.push(dataDir);
    const port = await freePort();
    const proc = await startServerProcess(
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
    expect((await proc.exited).code).toBe(0);
  });

  it('runs API and workers as separate processes (--roles)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'muse-roles-'));
    dirs.push(dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = await startServerProcess(
      { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
      ['--roles=api,realtime'],
      'Muse is running',
    );
    procs.push(api);
    const token = await outboxTokenOf(api);
    // Without a worker the sign-in mail waits in the queue.
    await fetch(`${base}/api/auth/email/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'queued@example.com' }),
    });
    await new Promise((r) => setTimeout(r, 1500));
    const waiting = (await (
      await fetch(`${base}/api/dev/outbox?to=queued@example.com&token=${token}`)
    ).json()) as {
      messages: unknown[];
    };
    expect(waiting.messages).toHaveLength(0);

    const worker = await startServerProcess(
      { DATA_DIR: dataDir, PORT: '0' },
      ['--roles=worker'],
      'Muse is running',
    );
    procs.push(worker);
    let delivered = 0;
    for (let i = 0; i < 100 && !delivered; i++) {
      delivered = (
        (await (await fetch(`${base}/api/dev/outbox?to=queued@example.com&token=${token}`)).json()) as {
          messages: unknown[];
        }
      ).messages.length;
      if (!delivered) await new Promise((r) => setTimeout(r, 100));
    }
    expect(delivered).toBe(1);
    worker.child.kill('SIGTERM');
    api.child.kill('SIGTERM');
    expect((await worker.exited).code).toBe(0);
    expect((await api.exited).code).toBe(0);
  });

  it('starts a public server without SMTP, saying loudly that sign-in codes cannot be delivered', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'muse-public-'));
    dirs.push(dataDir);
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://muse.example.com',
    };
    const proc = await startServerProcess(env, [], 'Muse is running');
    procs.push(proc);
    for (let i = 0; i < 100 && !proc.output().includes('No SMTP server'); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const warning = proc
      .output()
      .split('\n')
      .find((line) => line.includes('No SMTP server'));
    expect(JSON.parse(warning!)).toMatchObject({ level: 40, msg: expect.stringContaining('Set SMTP_URL') });
    expect(proc.output()).not.toContain('/dev/outbox');
    proc.child.kill('SIGTERM');
    expect((await proc.exited).code).toBe(0);
  });

  it('refuses to start with a bad variable and names it', async () => {
    await expect(
      startServerProcess({ PORT: 'eighty', DATA_DIR: mkdtempSync(join(tmpdir(), 'muse-bad-')) }, [], 'never'),
    ).rejects.toThrow(/PORT/);
  });
});
