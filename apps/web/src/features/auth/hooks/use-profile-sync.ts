import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionReply, SignedInSession, UpdateProfileBody } from '@muse/contracts';
import { queryKeys } from '../../../app/query-keys';
import { currentNativeStore } from '../native-store';
import { profileApi } from '../profile.api';
import { profileBody, storeBody, type ProfileEnvironment } from '../profile-report';

/** What this page has sent (or is sending), by user: once per page each, even if the reply failed. */
const sentProfile = new Set<string>();
const sentStore = new Set<string>();
/** Users for whom this app page has read the session with its store. */
const storeAsked = new Set<string>();

function environment(): ProfileEnvironment {
  return {
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: navigator.language,
    userAgent: navigator.userAgent,
    pathname: window.location.pathname,
    nativeStore: currentNativeStore(),
  };
}

/**
 * Sends the browser's time zone and language once when the session says the server lacks them
 * (`updateProfile`), and in the app the store it came from when the server lacks that store's info
 * (`updateStoreInfo`). In the app the session is read once more with the store (`?store=`): the first read,
 * on every page's first load, leaves the bridge alone so that load stays small. On success the session's
 * flag is cleared in place; a failure is left alone (the next page load asks again). Mounted with the
 * signed-in header controls.
 */
export function useProfileSync(session: SignedInSession): void {
  const queryClient = useQueryClient();
  const { userId, updateProfile, updateStoreInfo } = session;

  useEffect(() => {
    const nativeStore = currentNativeStore();
    if (!nativeStore || storeAsked.has(userId)) return;
    storeAsked.add(userId);
    profileApi
      .sessionInStore(nativeStore.store)
      .then((reply) =>
        queryClient.setQueryData<SessionReply>(queryKeys.session, (old) =>
          old && old.userId === userId && reply.userId === userId ? reply : old,
        ),
      )
      .catch(() => undefined);
  }, [userId, queryClient]);

  useEffect(() => {
    const send = (body: UpdateProfileBody | null, sent: Set<string>, cleared: Partial<SignedInSession>) => {
      if (!body) return;
      sent.add(userId);
      profileApi
        .update(body)
        .then(() =>
          queryClient.setQueryData<SessionReply>(queryKeys.session, (old) =>
            old && old.userId === userId ? { ...old, ...cleared } : old,
          ),
        )
        .catch(() => undefined);
    };
    if (updateStoreInfo && !sentStore.has(userId)) {
      // The store's body carries the zone and language too: one post says all.
      sentProfile.add(userId);
      send(storeBody(environment()), sentStore, { updateStoreInfo: false, updateProfile: false });
    } else if (updateProfile && !sentProfile.has(userId)) {
      send(profileBody(environment()), sentProfile, { updateProfile: false });
    }
  }, [userId, updateProfile, updateStoreInfo, queryClient]);
}
