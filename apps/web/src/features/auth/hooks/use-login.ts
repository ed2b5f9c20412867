import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionReply } from '@muse/contracts';
import { isApiError } from '../../../app/api-error';
import { notifySuccess } from '../../../app/notify';
import { queryKeys } from '../../../app/query-keys';
import { authApi } from '../auth.api';
import { displayName, isSignedIn } from '../session-view';

/** Errors the login form shows under its field, so they need no toast. */
const shownUnderField = (error: unknown) =>
  isApiError(error) && (error.status === 400 || error.status === 429);

async function signedIn(queryClient: QueryClient, session: SessionReply): Promise<void> {
  queryClient.setQueryData(queryKeys.session, session);
  if (isSignedIn(session)) {
    notifySuccess(session.isGuest ? "You're in as a guest" : `Signed in as ${displayName(session)}`);
  }
  // What we show depends on who is signed in: read it all again.
  await queryClient.invalidateQueries();
}

export function useStartEmail() {
  return useMutation({
    mutationFn: (email: string) => authApi.startEmail(email),
    meta: { errorTitle: "Couldn't send the code", shownInPlace: shownUnderField },
  });
}

export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, code }: { email: string; code: string }) => authApi.verifyEmail(email, code),
    onSuccess: (session) => signedIn(queryClient, session),
    meta: { errorTitle: "Couldn't sign you in", shownInPlace: shownUnderField },
  });
}

export function useGuestLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authApi.guest(),
    onSuccess: (session) => signedIn(queryClient, session),
    meta: { errorTitle: "Couldn't continue as a guest" },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authApi.logout(),
    onSuccess: async () => {
      queryClient.setQueryData<SessionReply>(queryKeys.session, { userId: null });
      notifySuccess("You're signed out.");
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.session[0] });
    },
    meta: { errorTitle: "Couldn't sign you out" },
  });
}
