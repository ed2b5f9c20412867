import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { officeKeys, officesApi } from '../offices.api';

type Members = Awaited<ReturnType<typeof officesApi.members>>;

/** An office's members (owners, admins and members may read them); invite and remove update the list. */
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
    onSuccess: settle,
    meta: { shownInPlace: () => true },
  });
  const remove = useMutation({
    mutationFn: (userId: string) => officesApi.removeMember(officeId, userId),
    onSuccess: settle,
    meta: { shownInPlace: () => true },
  });
  return { list, invite, remove };
}
