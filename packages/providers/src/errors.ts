export type ProviderErrorCode =
  | 'not_configured'
  | 'unauthorized'
  | 'rate_limited'
  | 'timeout'
  | 'bad_request'
  | 'bad_response'
  | 'unavailable';

// Worth retrying later (by a job's own backoff) unless the adapter knows better.
const retryableByDefault: Record<ProviderErrorCode, boolean> = {
  not_configured: false,
  unauthorized: false,
  rate_limited: true,
  timeout: true,
  bad_request: false,
  bad_response: false,
  unavailable: true,
};

export interface ProviderErrorInit {
  code: ProviderErrorCode;
  /** The provider or engine concerned, e.g. 'openai'. */
  provider: string;
  /** A sentence a user can read; no secrets. */
  message: string;
  retryable?: boolean;
  /** The HTTP status of a hosted provider's reply, when there was one. */
  status?: number;
  /** How long the provider asked us to wait before trying again. */
  retryAfterMs?: number;
  cause?: unknown;
}

/** The one error every engine throws for provider trouble. Aborts reject with the signal's reason instead. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly code: ProviderErrorCode;
  readonly provider: string;
  readonly retryable: boolean;
  readonly status?: number;
  readonly retryAfterMs?: number;

  constructor(init: ProviderErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.provider = init.provider;
    this.retryable = init.retryable ?? retryableByDefault[init.code];
    if (init.status !== undefined) this.status = init.status;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}
