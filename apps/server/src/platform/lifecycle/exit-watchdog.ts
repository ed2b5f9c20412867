import { Worker } from 'node:worker_threads';

/**
 * The last resort of a stopping process: a thread that kills the process (SIGKILL) after `ms`. A timer on
 * the main thread cannot do it when the main thread itself is stuck, for example inside an exit handler
 * that waits for a logging thread to drain; a separate thread still runs then. It never keeps the process
 * alive, and a process that exits in time never sees it fire.
 */
export function startExitWatchdog(ms: number): void {
  // Plain JavaScript evaluated in the thread: it must not depend on the TypeScript loader.
  const source = `
    const { workerData } = require('node:worker_threads');
    setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);
  `;
  // No execArgv: the thread starts bare, without the parent's loader (tsx) and its hooks thread.
  new Worker(source, { eval: true, execArgv: [], workerData: { pid: process.pid, ms } }).unref();
}
