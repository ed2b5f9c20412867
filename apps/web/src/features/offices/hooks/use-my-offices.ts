import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../auth';
import { officeKeys, officesApi } from '../offices.api';

/** The signed-in account's offices (GET /offices/mine); nothing to load for visitors and guests. */
export function useMyOffices() {
  const { session, isGuest } = useSession();
  const userId = session && !isGuest ? session.userId : null;
  const query = useQuery({
    queryKey: officeKeys.mine(userId ?? ''),
    queryFn: ({ signal }) => officesApi.mine(signal),
    enabled: userId !== null,
    meta: { shownInPlace: () => true },
  });
  return { ...query, signedIn: userId !== null };
}

/** Creates an AI-chat office with a name (POST /offices/newOffice). */
/** What "New assistant" and "New mock interview" make. */
export type NewOfficeKind = 'aiChat' | 'interview';

export function useCreateOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, type }: { name: string; type: NewOfficeKind }) =>
      officesApi.create({ type, name: name.trim() || undefined }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['offices', 'mine'] }),
    meta: { shownInPlace: () => true },
  });
}
