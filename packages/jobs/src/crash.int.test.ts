import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectDatabase, migrateToLatest, type DbHandle } from '@muse/db';
import { afterAll, expect, it } from 'vitest';
import { slowJob, type CrashServices } from './crash-worker.fixture';
import { createInProcessQueue } from './in-process/queue';

const fixture = fileURLToPath(new URL('./crash-worker.fixture.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const file = join(tmpdir(), `muse-crash-${randomUUID()}.sqlite`);
const markerFile = `${file}.marker`;
let handle: DbHandle | undefined;
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await handle?.destroy();
  for (const suffix of ['', '-wal', '-shm', '.marker']) rmSync(file + suffix, { force: true });
});

/** Starts a real worker process on the file; resolves its stdout lines as they come. */
function startWorker(leaseMs: number, workMs: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fixture, file, String(leaseMs), String(workMs), markerFile],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const waitForLine = async (line: string, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!out.split('\n').includes(line)) {
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`worker never printed "${line}"; stdout: ${out}; stderr: ${err}`);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { child, exited, waitForLine };
}

it('resumes a job whose worker process was killed with SIGKILL', async () => {
  handle = connectDatabase({ sqliteFile: file });
  await migrateToLatest(handle.db);
  const producer = createInProcessQueue<CrashServices>({ db: handle.db, dialect: 'sqlite', jobs: [slowJob] });
  const { id } = await producer.enqueue(slowJob, {});

  const first = startWorker(1_000, 60_000);
  await first.waitForLine('started 1');
  const running = await producer.getJob(id);
  expect(running).toMatchObject({ state: 'active', attempts: 1 });
  first.child.kill('SIGKILL');
  expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
  expect((await producer.getJob(id))?.state).toBe('active'); // nobody has noticed yet

  const second = startWorker(500, 50);
  await second.waitForLine('completed');
  expect(await second.exited).toEqual({ code: 0, signal: null });
  expect(await producer.getJob(id)).toMatchObject({
    state: 'completed',
    attempts: 2,
    result: { attempt: 2, pid: second.child.pid },
  });
  expect(readFileSync(markerFile, 'utf8')).toBe('start 1\nstart 2\n');
  await producer.close();
});
