import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../auth';
import { officeKeys, officesApi } from '../offices.api';

/**
 * The signed-in account's open invitations to offices, with accept and decline (nobody becomes a
 * member without accepting). Nothing to load for visitors and guests, who cannot accept.
 */
export function useMyInvitations() {
  const queryClient = useQueryClient();
  const { session, isGuest } = useSession();
  const userId = session && !isGuest ? session.userId : null;
  const list = useQuery({
    queryKey: officeKeys.invitations(userId ?? ''),
    queryFn: ({ signal }) => officesApi.myInvitations(signal),
    enabled: userId !== null,
    meta: { shownInPlace: () => true },
  });
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: ['offices', 'invitations'] });
    void queryClient.invalidateQueries({ queryKey: ['offices', 'invitation-token'] });
    void queryClient.invalidateQueries({ queryKey: ['offices', 'mine'] });
    void queryClient.invalidateQueries({ queryKey: ['offices', 'office'] });
  };
  const accept = useMutation({
    mutationFn: (invitationId: string) => officesApi.acceptInvitation(invitationId),
    onSuccess: settle,
    meta: { shownInPlace: () => true },
  });
  const decline = useMutation({
    mutationFn: (invitationId: string) => officesApi.declineInvitation(invitationId),
    onSuccess: settle,
    meta: { shownInPlace: () => true },
  });
  return { list, accept, decline, signedIn: userId !== null, email: session?.user.email ?? null };
}

/** The invitation behind an emailed link (`/app?invitation=…`), readable signed out. */
export function useInvitationByToken(token: string | null) {
  return useQuery({
    queryKey: officeKeys.invitationByToken(token ?? ''),
    queryFn: ({ signal }) => officesApi.invitationByToken(token!, signal),
    enabled: token !== null,
    retry: false,
    meta: { shownInPlace: () => true },
  });
}
