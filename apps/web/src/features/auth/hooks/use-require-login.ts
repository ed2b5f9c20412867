import { useCallback } from 'react';
import { openLoginDialog } from '../login-dialog-store';
import { useSession } from './use-session';

/**
 * Wraps an action that needs a signed-in user: runs it when signed in, opens the login dialog otherwise.
 * `allowGuest: false` also asks guests to sign in (guests count as not logged in for some features).
 */
export function useRequireLogin(options: { allowGuest?: boolean } = {}) {
  const { session, isGuest } = useSession();
  const allowGuest = options.allowGuest ?? true;
  return useCallback(
    (action: () => void) => {
      if (session && (allowGuest || !isGuest)) action();
      else openLoginDialog();
    },
    [session, isGuest, allowGuest],
  );
}
