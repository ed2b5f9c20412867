import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WATCHDOG = fileURLToPath(new URL('./exit-watchdog.ts', import.meta.url));

/** Runs a script under tsx and resolves with how it ended. */
function run(script: string): Promise<{ code: number | null; signal: string | null; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: 'ignore',
  });
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, ms: Date.now() - started })),
  );
}

describe('the exit watchdog', { timeout: 60_000 }, () => {
  it('kills a process whose exit is stuck on its main thread', async () => {
    const stuck = await run(`
      const { startExitWatchdog } = await import(${JSON.stringify(WATCHDOG)});
      startExitWatchdog(300);
      // An exit handler that never returns, as a logger waiting for a dead thread would.
      process.on('exit', () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0));
      process.exit(0);
    `);
    expect(stuck.signal).toBe('SIGKILL');
  });

  it('neither fires nor holds a process that exits on its own', async () => {
    const done = await run(`
      const { startExitWatchdog } = await import(${JSON.stringify(WATCHDOG)});
      startExitWatchdog(10_000);
      setTimeout(() => {}, 50);
    `);
    expect(done).toMatchObject({ code: 0, signal: null });
    expect(done.ms).toBeLessThan(9_000);
  });
});
