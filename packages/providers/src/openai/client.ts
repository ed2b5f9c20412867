import type OpenAI from 'openai';
import type { OpenAiConfig } from '../config';
import { openAiSdk } from './sdk';

/** The longest Retry-After the SDK may sleep through; beyond it we fail fast and let the job retry later. */
export const MAX_RETRY_AFTER_MS = 60_000;
const OPENAI_BASE_URL = 'https://api.openai.com/v1';

export function createOpenAiClient(config: OpenAiConfig): OpenAI {
  const { OpenAI: Client } = openAiSdk();
  return new Client({
    apiKey: config.apiKey,
    baseURL: config.baseUrl ?? OPENAI_BASE_URL,
    maxRetries: config.maxRetries ?? 2,
    // Given explicitly so the SDK reads none of them from process.env: the server's config is the only reader.
    organization: null,
    project: null,
    adminAPIKey: null,
    webhookSecret: null,
    // Failures reach callers as ProviderError; the SDK's console logging would bypass our structured logs.
    logLevel: 'off',
    fetch: refuseLongRetryAfter(MAX_RETRY_AFTER_MS),
  });
}

/**
 * The SDK sleeps for whatever Retry-After says, and that sleep ignores the abort signal. A reply asking for
 * more than `maxMs` is marked `x-should-retry: false` (a header the SDK obeys), so it surfaces at once as a
 * rate_limited ProviderError carrying retryAfterMs, instead of pinning a worker for an hour.
 */
export function refuseLongRetryAfter(maxMs: number, fetchImpl: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    const waitMs = retryAfterMs(response.headers);
    if (response.ok || waitMs === undefined || waitMs <= maxMs) return response;
    const headers = new Headers(response.headers);
    headers.set('x-should-retry', 'false');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}

/** Retry-After-Ms, else Retry-After in seconds or as an HTTP date, as the SDK reads them. */
export function retryAfterMs(headers: Headers | undefined): number | undefined {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms)) return ms;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
