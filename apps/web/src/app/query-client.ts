import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { CLIENT_ERROR_CODES, isApiError } from './api-error';
import { notifyError } from './notify';

/** How a query or mutation's errors are toasted (every error is, unless the screen shows it in place). */
// A type alias, not an interface: TanStack wants meta assignable to Record<string, unknown>.
export type ErrorMeta = {
  /** Title of the error toast. */
  errorTitle?: string;
  /** True for the errors the screen already shows in place (a field error, a wrong code). */
  shownInPlace?: (error: unknown) => boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

/**
 * App-wide reactions to particular API errors, registered by the feature that owns them (a 402
 * insufficient_credits opens the credits feature's dialog). A handler returns true when it has shown the
 * error, which then needs no toast. Errors a screen shows in place never reach them.
 */
export type ApiErrorHandler = (error: unknown) => boolean;
const apiErrorHandlers = new Set<ApiErrorHandler>();

export function addApiErrorHandler(handler: ApiErrorHandler): () => void {
  apiErrorHandlers.add(handler);
  return () => apiErrorHandlers.delete(handler);
}

export function handledByApp(error: unknown): boolean {
  for (const handler of apiErrorHandlers) if (handler(error)) return true;
  return false;
}

/** Retry only what may pass on a second try: a lost connection or a busy server, never a 4xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.shownInPlace?.(error) || handledByApp(error)) return;
        // One toast for a server that is down, however many queries noticed it.
        if (isApiError(error) && error.code === CLIENT_ERROR_CODES.unreachable) {
          notifyError(error, { id: 'server-unreachable', title: 'Server unreachable' });
          return;
        }
        notifyError(error, { id: `query:${query.queryHash}`, title: query.meta?.errorTitle });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.shownInPlace?.(error) || handledByApp(error)) return;
        notifyError(error, { title: mutation.meta?.errorTitle });
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
