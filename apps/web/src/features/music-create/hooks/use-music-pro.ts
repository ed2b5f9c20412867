import { useCallback } from 'react';
import { canUseMusicFeature, isMusicPro, type MusicProFeature } from '@muse/domain';
import { useSession } from '../../auth';
import { openMembership } from '../../buy';

/**
 * The session user's music pro state and a gate for member features: the action runs for members; everyone
 * else gets the membership modal.
 */
export function useMusicPro() {
  const { session } = useSession();
  const status = session?.musicpro ?? '';
  const requireFeature = useCallback(
    (feature: MusicProFeature, action: () => void) => {
      if (canUseMusicFeature(status, feature)) action();
      else openMembership();
    },
    [status],
  );
  return { status, member: isMusicPro(status), requireFeature };
}
