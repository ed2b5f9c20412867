/**
 * A worker process for crash.int.test.ts: works the in-process queue of a SQLite file until its one job
 * completes. Usage: node --import tsx crash-worker.fixture.ts <sqlite file> <leaseMs> <workMs> <marker file>
 */
import { appendFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { connectDatabase } from '@muse/db';
import { z } from 'zod';
import { defineJob } from './define';
import { createInProcessQueue } from './in-process/queue';
import type { JobContext } from './types';

export interface CrashServices {
  markerFile: string;
  workMs: number;
}

/** Notes each start in the marker file, then works for `workMs` (long enough to be killed mid-way). */
export const slowJob = defineJob({
  name: 'crash.slow',
  payload: z.object({}),
  run: async (_p, { attempt, services, signal }: JobContext<CrashServices>) => {
    appendFileSync(services.markerFile, `start ${attempt}\n`);
    console.log(`started ${attempt}`);
    await sleep(services.workMs, undefined, { signal });
    return { attempt, pid: process.pid };
  },
});

async function main(): Promise<void> {
  const [file, leaseMs, workMs, markerFile] = process.argv.slice(2);
  const handle = connectDatabase({ sqliteFile: file! });
  const queue = createInProcessQueue<CrashServices>({
    db: handle.db,
    dialect: handle.dialect,
    jobs: [slowJob],
    leaseMs: Number(leaseMs),
    pollMs: 50,
  });
  queue.onEvent((e) => {
    if (e.state !== 'completed') return;
    console.log('completed');
    void queue.close().then(() => handle.destroy());
  });
  await queue.startWorkers({ services: { markerFile: markerFile!, workMs: Number(workMs) } });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
