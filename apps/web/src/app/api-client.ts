import type * as z from 'zod/mini';
import {
  ApiError,
  CLIENT_ERROR_CODES,
  UNREACHABLE_MESSAGE,
  BAD_REPLY_MESSAGE,
  errorFromReply,
} from './api-error';

/** The subset of `fetch` the client needs; tests pass a fake. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions<S extends z.ZodMiniType> {
  /** The contract schema of a successful reply: a reply that does not match fails loudly. */
  schema: S;
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  /** Error statuses whose body is still a reply of `schema` (a readiness check answers 503 with its report). */
  replyStatuses?: readonly number[];
}

export interface ApiClient {
  get<S extends z.ZodMiniType>(path: string, options: RequestOptions<S>): Promise<z.output<S>>;
  post<S extends z.ZodMiniType>(path: string, options: RequestOptions<S>): Promise<z.output<S>>;
  request<S extends z.ZodMiniType>(
    method: string,
    path: string,
    options: RequestOptions<S>,
  ): Promise<z.output<S>>;
}

export const CONTRACT_MISMATCH_MESSAGE =
  "The server's reply doesn't match what this app expects. Reload the page; if it keeps happening, the app and server versions differ.";

export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** A small typed client for the Muse API: same-origin cookies, JSON in and out, contract-checked replies. */
export function createApiClient(options: { fetch?: FetchLike; baseUrl?: string } = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';

  async function request<S extends z.ZodMiniType>(
    method: string,
    path: string,
    { schema, body, query, signal, replyStatuses = [] }: RequestOptions<S>,
  ): Promise<z.output<S>> {
    const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(0, CLIENT_ERROR_CODES.unreachable, UNREACHABLE_MESSAGE);
    }

    const text = await response.text();
    if (!response.ok && !replyStatuses.includes(response.status)) throw errorFromReply(response.status, text);

    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new ApiError(response.status, CLIENT_ERROR_CODES.badReply, BAD_REPLY_MESSAGE);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      console.error(`Contract mismatch in the reply of ${method} ${path}`, parsed.error.issues);
      throw new ApiError(response.status, CLIENT_ERROR_CODES.contractMismatch, CONTRACT_MISMATCH_MESSAGE);
    }
    return parsed.data;
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, opts) => request('POST', path, opts),
  };
}

/** The app's client: same origin, so the session cookie goes along. */
export const api = createApiClient();
