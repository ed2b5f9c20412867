import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionReply, SignedInSession } from '@muse/contracts';
import { queryKeys } from '../../../app/query-keys';
import { currentNativeStore } from '../native-store';
import { profileApi } from '../profile.api';
import { profileReport } from '../profile-report';

/** Users whose profile this page has sent (or is sending): once per page, even if the reply failed. */
const sent = new Set<string>();

/**
 * Sends the browser's time zone and language once when the session says the server lacks them
 * (`updateProfile`), and in the app the store it came from when the server lacks that (`updateStoreInfo`).
 * On success the session's flags are cleared in place; a failure is left alone (the next page load asks
 * again). Mounted with the signed-in header controls.
 */
export function useProfileSync(session: SignedInSession): void {
  const queryClient = useQueryClient();
  const { userId, updateProfile, updateStoreInfo } = session;
  useEffect(() => {
    if (sent.has(userId)) return;
    const body = profileReport(
      { updateProfile, updateStoreInfo },
      {
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        language: navigator.language,
        userAgent: navigator.userAgent,
        pathname: window.location.pathname,
        nativeStore: currentNativeStore(),
      },
    );
    if (!body) return;
    sent.add(userId);
    profileApi
      .update(body)
      .then(() =>
        queryClient.setQueryData<SessionReply>(queryKeys.session, (old) =>
          old && old.userId === userId
            ? { ...old, updateProfile: false, updateStoreInfo: body.store ? false : old.updateStoreInfo }
            : old,
        ),
      )
      .catch(() => undefined);
  }, [userId, updateProfile, updateStoreInfo, queryClient]);
}
