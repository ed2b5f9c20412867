import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignedInSession } from '@muse/contracts';
import { queryKeys } from '../../../app/query-keys';
import { authApi } from '../auth.api';
import { isGuestSession, isSignedIn } from '../session-view';

export interface SessionState {
  /** The signed-in session (guests included), or null when signed out or unknown. */
  session: SignedInSession | null;
  isLoading: boolean;
  isGuest: boolean;
  isAdmin: boolean;
  error: Error | null;
  refetch: () => void;
}

/** How the session is read, for the cached view and for reading it now. */
const sessionQuery = {
  queryKey: queryKeys.session,
  queryFn: ({ signal }: { signal: AbortSignal }) => authApi.session(signal),
};

/** The current session (query key `['session']`); a failed read counts as signed out. */
export function useSession(): SessionState {
  const query = useQuery({
    ...sessionQuery,
    staleTime: 60_000,
    meta: { errorTitle: "Couldn't check your session" },
  });
  const session = isSignedIn(query.data) ? query.data : null;
  return {
    session,
    isLoading: query.isPending,
    isGuest: session ? isGuestSession(session) : false,
    isAdmin: session?.isAdmin ?? false,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/**
 * Reads the session from the server now (and updates the cache): for a decision the cached balance may be
 * too old for, e.g. credits granted in another tab since the page loaded.
 */
export function useReadSessionNow(): () => Promise<SignedInSession | null> {
  const queryClient = useQueryClient();
  return async () => {
    const reply = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    return isSignedIn(reply) ? reply : null;
  };
}
