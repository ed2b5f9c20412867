import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth';
import { musicApi, musicKeys } from '../../music';
import { browserStore, markOnboardingDone, onboardingDone, shouldShowOnboarding } from '../onboarding';

/**
 * Whether to offer the onboarding genre picker: once per browser, to a user with no tracks. Signed-in users'
 * first page of tracks says whether they have any; visitors and guests have none.
 */
export function useOnboarding() {
  const { session, isGuest, isLoading } = useSession();
  const [done, setDone] = useState(() => onboardingDone(browserStore()));
  const userId = session && !isGuest ? session.userId : null;
  const mine = useQuery({
    // Its own key under `mine`: the library pages that list with an infinite query of their own.
    queryKey: [...musicKeys.mine(userId ?? ''), 'first-page'],
    queryFn: ({ signal }) => musicApi.mine(0, signal),
    enabled: userId !== null && !done,
    meta: { shownInPlace: () => true },
  });
  let trackCount: number | null = null;
  if (userId === null) trackCount = isLoading ? null : 0;
  else if (mine.data) trackCount = mine.data.data.length;
  return {
    show: shouldShowOnboarding({ done, trackCount }),
    dismiss: () => {
      markOnboardingDone(browserStore());
      setDone(true);
    },
  };
}
