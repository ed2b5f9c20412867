import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys';
import { authApi } from '../auth.api';

/** Which sign-in methods the server offers; read when the login dialog opens. */
export function useAuthProviders(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.authProviders,
    queryFn: ({ signal }) => authApi.providers(signal),
    enabled,
    staleTime: 10 * 60_000,
    meta: { errorTitle: "Couldn't load the sign-in options" },
  });
}
