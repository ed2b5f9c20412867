import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { officeKeys, officesApi } from '../offices.api';

type Members = Awaited<ReturnType<typeof officesApi.members>>;

/**
 * An office's members and, for its owner and admins, its open invitations. Inviting sends an email (the
 * invitee joins by accepting); removing and cancelling update the list.
 */
export function useMembers(officeId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const key = officeKeys.members(officeId);
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => officesApi.members(officeId, signal),
    enabled,
    meta: { shownInPlace: () => true },
  });
  const settle = (next: Members) => {
    queryClient.setQueryData(key, next);
    // The office's own member list (and the caller's role, after leaving) changed too.
    void queryClient.invalidateQueries({ queryKey: officeKeys.officePrefix(officeId) });
    void queryClient.invalidateQueries({ queryKey: ['offices', 'mine'] });
  };
  const invite = useMutation({
    mutationFn: (email: string) => officesApi.invite(officeId, email.trim()),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
    meta: { shownInPlace: () => true },
  });
  const cancel = useMutation({
    mutationFn: (invitationId: string) => officesApi.cancelInvitation(officeId, invitationId),
    onSuccess: (next: Members) => queryClient.setQueryData(key, next),
    meta: { shownInPlace: () => true },
  });
  const remove = useMutation({
    mutationFn: (userId: string) => officesApi.removeMember(officeId, userId),
    onSuccess: settle,
    meta: { shownInPlace: () => true },
  });
  return { list, invite, remove, cancel };
}
