import { errorMessage } from './define';
import type { AnyJob, JobContext, JobLogger } from './types';

/** What one try of a job came to; both drivers turn it into their own state change. */
export type Outcome =
  | { kind: 'completed'; result: unknown }
  | { kind: 'failed'; error: string; retry: boolean }
  /** Aborted (shutdown or lost lease) before it finished: not the job's fault, so not a used try. */
  | { kind: 'interrupted' };

/** How long an aborted run may take to wind down before the worker lets go of it anyway. */
export const SETTLE_MS = 2_000;

/** What a driver tells runJob so that a failed last try calls the job's `onFailed`. */
export interface LastTry {
  /** The job's tries in all: a failed try with this number (or more) is the last. */
  maxAttempts: number;
  logger: JobLogger;
}

/**
 * Parses the stored payload and runs one try; never throws. Given `lastTry`, a try that failed and will
 * not be retried calls the job's `onFailed` with what `run` threw before the outcome is returned, so the
 * driver records the failure (and emits its event) after it.
 */
export async function runJob<S>(
  def: AnyJob<S>,
  rawPayload: unknown,
  ctx: JobContext<S>,
  settleMs = SETTLE_MS,
  lastTry?: LastTry,
): Promise<Outcome> {
  const parsed = def.payload.safeParse(rawPayload);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    // A payload that no longer fits the schema will not fit it on a retry either.
    return { kind: 'failed', error: `invalid payload: ${issues.join('; ')}`, retry: false };
  }
  let thrown: unknown;
  const outcome = await settle(
    async () => {
      try {
        return await def.run(parsed.data, ctx);
      } catch (err) {
        thrown = err;
        throw err;
      }
    },
    ctx.signal,
    settleMs,
  );
  if (lastTry && def.onFailed && outcome.kind === 'failed' && ctx.attempt >= lastTry.maxAttempts) {
    const error = thrown instanceof Error ? thrown : new Error(outcome.error);
    try {
      await def.onFailed(parsed.data, error, {
        jobId: ctx.jobId,
        attempt: ctx.attempt,
        services: ctx.services,
      });
    } catch (err) {
      lastTry.logger.error(
        { err: errorMessage(err), jobId: ctx.jobId, name: def.name },
        'job onFailed threw',
      );
    }
  }
  return outcome;
}

async function settle(run: () => Promise<unknown>, signal: AbortSignal, settleMs: number): Promise<Outcome> {
  const finished: Promise<Outcome> = (async () => {
    try {
      return { kind: 'completed', result: toJson(await run()) };
    } catch (err) {
      if (signal.aborted) return { kind: 'interrupted' };
      return { kind: 'failed', error: errorMessage(err), retry: true };
    }
  })();
  let onAbort = () => {};
  const aborted = new Promise<'aborted'>((resolve) => {
    onAbort = () => resolve('aborted');
    if (signal.aborted) resolve('aborted');
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    const first = await Promise.race([finished, aborted]);
    if (first !== 'aborted') return first;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  // Aborted: give the run a moment to stop (or finish) before letting go of it.
  let timer: NodeJS.Timeout | undefined;
  const late = await Promise.race([
    finished,
    new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), settleMs))),
  ]);
  clearTimeout(timer);
  return late?.kind === 'completed' ? late : { kind: 'interrupted' };
}

/** Results are stored as JSON; round-trip them here so every driver hands back the same shape. */
function toJson(result: unknown): unknown {
  const text = JSON.stringify(result ?? null);
  if (text === undefined) throw new Error('the job returned a value that is not JSON');
  return JSON.parse(text);
}
