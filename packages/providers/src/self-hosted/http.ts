import { ProviderError } from '../errors';
import type { EngineContext } from '../ports/engine';

/**
 * JSON over HTTP to a server a self-hoster runs (Stable Diffusion WebUI, ComfyUI): a timeout per call,
 * cancellation by the job's signal, and failures as ProviderErrors a user can read.
 */
export async function requestJson<T>(
  who: string,
  provider: string,
  url: string,
  init: { method?: 'GET' | 'POST'; body?: unknown },
  ctx: EngineContext,
  timeoutMs: number,
): Promise<T> {
  const response = await request(who, provider, url, init, ctx, timeoutMs);
  try {
    return (await response.json()) as T;
  } catch (cause) {
    throw new ProviderError({
      code: 'bad_response',
      provider,
      message: `${who} sent a reply that is not JSON.`,
      cause,
    });
  }
}

/** The raw reply of a GET (a picture), with the same timeout, cancellation and errors as requestJson. */
export async function requestBytes(
  who: string,
  provider: string,
  url: string,
  ctx: EngineContext,
  timeoutMs: number,
): Promise<Buffer> {
  const response = await request(who, provider, url, {}, ctx, timeoutMs);
  return Buffer.from(await response.arrayBuffer());
}

async function request(
  who: string,
  provider: string,
  url: string,
  init: { method?: 'GET' | 'POST'; body?: unknown },
  ctx: EngineContext,
  timeoutMs: number,
): Promise<Response> {
  ctx.signal?.throwIfAborted();
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      signal,
      ...(init.body === undefined
        ? {}
        : { body: JSON.stringify(init.body), headers: { 'content-type': 'application/json' } }),
    });
  } catch (cause) {
    if (ctx.signal?.aborted) throw ctx.signal.reason;
    if (timeout.aborted)
      throw new ProviderError({
        code: 'timeout',
        provider,
        message: `${who} did not answer within ${Math.round(timeoutMs / 1000)} s.`,
        cause,
      });
    throw new ProviderError({
      code: 'unavailable',
      provider,
      message: `${who} could not be reached; check its address and that it is running.`,
      cause,
    });
  }
  if (response.ok) return response;
  const detail = (await response.text().catch(() => '')).slice(0, 300).trim();
  const suffix = detail ? `: ${detail}` : '';
  const status = response.status;
  const code =
    status === 401 || status === 403
      ? 'unauthorized'
      : status === 429
        ? 'rate_limited'
        : status >= 500
          ? 'unavailable'
          : status === 404
            ? 'bad_response'
            : 'bad_request';
  throw new ProviderError({ code, provider, status, message: `${who} answered ${status}${suffix}` });
}
