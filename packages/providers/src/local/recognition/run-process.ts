import { spawn } from 'node:child_process';
import { RecognitionError } from '../../recognition/port';

export interface ProcessResult {
  stdout: Buffer;
  stderr: string;
}

/**
 * The program ran and stopped with a non-zero exit code: it refused its input, as opposed to a program that
 * could not be started (plain RecognitionError('failed')), so callers can tell a bad clip from a broken install.
 */
export class ProcessExitError extends RecognitionError {
  constructor(
    readonly exitCode: number | null,
    binary: string,
    stderr: string,
  ) {
    super('failed', `${binary} stopped with code ${exitCode}.`, { cause: new Error(stderr.slice(-500)) });
  }
}

/**
 * Runs a program with arguments (no shell), feeding `input` on stdin; kills it (SIGKILL) past `timeoutMs`
 * or on abort. A non-zero exit is a ProcessExitError (a RecognitionError('failed')).
 */
export function runProcess(
  binary: string,
  args: string[],
  opts: { input?: Buffer; timeoutMs: number; signal?: AbortSignal; maxOutputBytes?: number },
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = '';
    let settled = false;
    const finish = (error: Error | null, result?: ProcessResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(result!);
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(new RecognitionError('timeout', 'Recognising the clip took too long.'));
    }, opts.timeoutMs);
    const onAbort = () => {
      child.kill('SIGKILL');
      finish(opts.signal!.reason instanceof Error ? opts.signal!.reason : new Error('aborted'));
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > (opts.maxOutputBytes ?? 64 * 2 ** 20)) {
        child.kill('SIGKILL');
        finish(new RecognitionError('failed', 'The recogniser wrote more than expected.'));
        return;
      }
      out.push(chunk);
    });
    // Only the end of the log is kept, for the error message.
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', (e) =>
      finish(new RecognitionError('failed', `Could not start ${binary}.`, { cause: e })),
    );
    child.on('close', (code) => {
      if (code === 0) finish(null, { stdout: Buffer.concat(out), stderr: err });
      else finish(new ProcessExitError(code, binary, err));
    });
    child.stdin.on('error', () => undefined); // a child that exits early closes its stdin
    child.stdin.end(opts.input ?? Buffer.alloc(0));
  });
}
