import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { serviceUnavailable } from '../http/errors';
import { FileTextError, messages } from './errors';
import { PARSER_LIMITS } from './limits';
import type { ParseJob, ParseOutcome } from './parse-job';

export interface ParserLimits {
  /** Wall-clock deadline for one file (default PARSER_LIMITS.timeoutMs); the parser is killed when it passes. */
  timeoutMs?: number;
  /** JavaScript heap of the parser in MB (default PARSER_LIMITS.heapMb); a file needing more is refused. */
  maxHeapMb?: number;
}

const defaults = { timeoutMs: PARSER_LIMITS.timeoutMs, maxHeapMb: PARSER_LIMITS.heapMb };

// Parsers are CPU- and memory-heavy: a few files are parsed at once per server process, a few more wait,
// and the rest are turned away at once rather than queued without end.
const parsing = pLimit(PARSER_LIMITS.parallel);
const boot = fileURLToPath(new URL('./parse-process.boot.mjs', import.meta.url));

/**
 * Reads a file in a child process. Third-party parsers then never block the server's event loop, the
 * copies that decoding and tidying a long text make are freed with the process, and a crafted file that
 * loops forever (an OLE2 sector chain that cycles) or eats memory (a zip bomb) only costs that process: it
 * is killed at the deadline or dies at its heap limit, and the upload is refused. (A worker thread is not
 * enough: V8 can abort the whole process when a worker passes its heap limit inside one large allocation.)
 */
export function parseInChild(job: ParseJob, limits: ParserLimits = {}): Promise<ParseOutcome> {
  if (parsing.activeCount + parsing.pendingCount >= PARSER_LIMITS.parallel + PARSER_LIMITS.waiting) {
    return Promise.reject(parsersBusy());
  }
  return parsing(() => runChild(job, { ...defaults, ...limits }));
}

/** 503 with `details.retryAfterSeconds`, which the read-file routes send as Retry-After. */
export const parsersBusy = () =>
  serviceUnavailable('busy', messages.parsersBusy, PARSER_LIMITS.retryAfterSeconds);

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
        else {
          const message = timedOut
            ? messages.tooSlow(limits.timeoutMs)
            : messages.tooComplex(limits.maxHeapMb);
          reject(new FileTextError('unreadable', message));
        }
      }),
    );
  });
}

// A parser stuck in a loop would outlive a server that stops: take running parsers down with it.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
