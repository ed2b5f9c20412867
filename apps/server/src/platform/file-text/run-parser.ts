import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { FileTextError, messages } from './errors';
import type { ParseJob, ParseOutcome } from './parse-job';

export interface ParserLimits {
  /** Wall-clock deadline for one file (default 120 s); the parser is killed when it passes. */
  timeoutMs?: number;
  /** JavaScript heap of the parser in MB (default 2048); a file needing more is refused. */
  maxHeapMb?: number;
}

const defaults = { timeoutMs: 120_000, maxHeapMb: 2048 };

// Parsers are CPU- and memory-heavy: at most two files are parsed at once per server process, the rest wait.
const parsing = pLimit(2);
const boot = fileURLToPath(new URL('./parse-process.boot.mjs', import.meta.url));

/**
 * Reads a file in a child process. Third-party parsers then never block the server's event loop, the
 * copies that decoding and tidying a long text make are freed with the process, and a crafted file that
 * loops forever (an OLE2 sector chain that cycles) or eats memory (a zip bomb) only costs that process: it
 * is killed at the deadline or dies at its heap limit, and the upload is refused. (A worker thread is not
 * enough: V8 can abort the whole process when a worker passes its heap limit inside one large allocation.)
 */
export function parseInChild(job: ParseJob, limits: ParserLimits = {}): Promise<ParseOutcome> {
  return parsing(() => runChild(job, { ...defaults, ...limits }));
}

function runChild(job: ParseJob, limits: Required<ParserLimits>): Promise<ParseOutcome> {
  return new Promise((resolve, reject) => {
    const child = fork(boot, [JSON.stringify(job)], {
      // Not the parent's flags (`--import tsx` would register tsx twice; test runners add their own).
      execArgv: [`--max-old-space-size=${limits.maxHeapMb}`],
      // Structured clone instead of JSON for the (possibly very long) text.
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    running.add(child);
    let outcome: ParseOutcome | undefined;
    let timedOut = false;
    let settled = false;
    const settle = (done: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      running.delete(child);
      child.kill('SIGKILL');
      done();
    };
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limits.timeoutMs);
    child.once('message', (message: ParseOutcome) => (outcome = message));
    // The process could not be started (or signalled): our fault, not the file's, so a plain error (500).
    child.once('error', (error) => settle(() => reject(error)));
    // 'close' comes after the last message, so a sent outcome is never lost to a fast exit.
    child.once('close', () =>
      settle(() => {
        if (outcome) resolve(outcome);
        else reject(new FileTextError('unreadable', timedOut ? messages.tooSlow : messages.tooComplex));
      }),
    );
  });
}

// A parser stuck in a loop would outlive a server that stops: take running parsers down with it.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
