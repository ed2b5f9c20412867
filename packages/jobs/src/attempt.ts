import { errorMessage } from './define';
import type { AnyJob, JobContext } from './types';

/** What one try of a job came to; both drivers turn it into their own state change. */
export type Outcome =
  | { kind: 'completed'; result: unknown }
  | { kind: 'failed'; error: string; retry: boolean }
  /** Aborted (shutdown or lost lease) before it finished: not the job's fault, so not a used try. */
  | { kind: 'interrupted' };

/** How long an aborted run may take to wind down before the worker lets go of it anyway. */
export const SETTLE_MS = 2_000;

/** Parses the stored payload and runs one try; never throws. */
export async function runJob<S>(
  def: AnyJob<S>,
  rawPayload: unknown,
  ctx: JobContext<S>,
  settleMs = SETTLE_MS,
): Promise<Outcome> {
  const parsed = def.payload.safeParse(rawPayload);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    // A payload that no longer fits the schema will not fit it on a retry either.
    return { kind: 'failed', error: `invalid payload: ${issues.join('; ')}`, retry: false };
  }
  return settle(() => def.run(parsed.data, ctx), ctx.signal, settleMs);
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
