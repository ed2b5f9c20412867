import type { EngineContext } from '../ports/engine';
import { toProviderError } from './errors';

export interface SdkRequestOptions {
  signal?: AbortSignal;
  timeout: number;
}

/**
 * Runs one SDK call: per-request timeout, cancellation and error mapping. An abort rejects at once with the
 * signal's reason (an AbortError), even while the SDK sleeps between retries, which its own signal
 * handling does not interrupt.
 */
export async function callOpenAi<T>(
  run: (options: SdkRequestOptions) => Promise<T>,
  ctx: EngineContext,
  timeoutMs: number,
): Promise<T> {
  const { signal } = ctx;
  signal?.throwIfAborted();
  try {
    return await untilAborted(run(signal ? { signal, timeout: timeoutMs } : { timeout: timeoutMs }), signal);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw toProviderError(error, timeoutMs);
  }
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
