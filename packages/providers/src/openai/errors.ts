import { ProviderError } from '../errors';
import { retryAfterMs } from './client';
import { OPENAI_PROVIDER as PROVIDER } from './engine-options';
import type { APIError } from 'openai';
import { loadedOpenAiSdk } from './sdk';

const WHO = 'The OpenAI-compatible server';

/** Maps whatever the SDK threw to a ProviderError with a message a user can read. */
export function toProviderError(error: unknown, timeoutMs: number): ProviderError {
  if (error instanceof ProviderError) return error;
  const sdk = loadedOpenAiSdk();
  if (sdk && error instanceof sdk.APIConnectionTimeoutError) {
    return fail('timeout', `${WHO} did not answer within ${seconds(timeoutMs)}.`, { cause: error });
  }
  if (sdk && error instanceof sdk.APIConnectionError) {
    return fail('unavailable', `${WHO} could not be reached; check its address and that it is running.`, {
      cause: error,
    });
  }
  if (!sdk || !(error instanceof sdk.APIError) || error.status === undefined) {
    const detail = error instanceof Error ? error.message : String(error);
    return fail('bad_response', `${WHO} call failed unexpectedly: ${detail}`, { cause: error });
  }

  const status = error.status;
  const detail = serverMessage(error);
  const init = { status, cause: error };
  if (status === 401) return fail('unauthorized', `${WHO} rejected the API key (401).`, init);
  if (status === 403) return fail('unauthorized', `${WHO} refused access (403)${detail}`, init);
  if (status === 429) {
    // Out of quota is a billing problem: retrying will not help.
    if (error.code === 'insufficient_quota') {
      return fail('rate_limited', `${WHO} says the account has no quota left (429).`, {
        ...init,
        retryable: false,
      });
    }
    const wait = retryAfterMs(error.headers);
    return fail('rate_limited', `${WHO} is limiting requests (429); try again later.`, {
      ...init,
      ...(wait === undefined ? {} : { retryAfterMs: wait }),
    });
  }
  if (status === 408) return fail('timeout', `${WHO} timed out handling the request (408).`, init);
  if (status === 404)
    return fail('bad_request', `${WHO} does not know this model or endpoint (404)${detail}`, init);
  if (status >= 500) return fail('unavailable', `${WHO} is unavailable (${status}); try again later.`, init);
  return fail('bad_request', `${WHO} rejected the request (${status})${detail}`, init);
}

function fail(
  code: ProviderError['code'],
  message: string,
  init: { cause: unknown; status?: number; retryable?: boolean; retryAfterMs?: number },
): ProviderError {
  return new ProviderError({ code, provider: PROVIDER, message, ...init });
}

/** ": <the server's own explanation>." or "." — trimmed, since it is shown to users. */
function serverMessage(error: APIError): string {
  const body: unknown = error.error;
  const raw =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : error.message.replace(/^\d{3}\s*/, '');
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text || /status code \(no body\)/.test(text)) return '.';
  return `: ${text.length > 300 ? `${text.slice(0, 297)}...` : text.replace(/\.$/, '')}.`;
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
