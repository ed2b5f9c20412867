import { useQuery } from '@tanstack/react-query';
import type { AvatarFinish } from '@muse/domain';
import { officeKeys, officesApi } from '../offices.api';
import { portraitUrl } from '../portrait-url';

/** The avatar gallery's looks with their painted portraits (GET /offices/avatars); fixed, so read once. */
export function useAvatars(options: { shownInPlace?: boolean } = {}) {
  return useQuery({
    queryKey: officeKeys.avatars,
    queryFn: ({ signal }) => officesApi.avatars(signal),
    staleTime: Infinity,
    select: (reply) => reply.data,
    meta: options.shownInPlace
      ? { shownInPlace: () => true }
      : { errorTitle: "Couldn't load the avatar portraits" },
  });
}

/**
 * The portrait address of a look in a finish (none: as drawn): a custom look's (the avatar creator's) at
 * once, a gallery look's once the gallery has loaded (undefined: none or unknown).
 */
export function usePortraitUrl(
  avatarId: string | null | undefined,
  finish?: AvatarFinish | null,
): string | undefined {
  // A missing portrait falls back to initials; it is not worth a toast.
  const avatars = useAvatars({ shownInPlace: true });
  return portraitUrl(avatarId, finish, (id) => avatars.data?.find((look) => look.id === id)?.imageUrl);
}
