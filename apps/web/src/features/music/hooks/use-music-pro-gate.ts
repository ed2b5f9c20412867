import { useEffect } from 'react';
import { addApiErrorHandler } from '../../../app/query-client';
import { openMembership } from '../../buy';
import { isMusicProRequired } from '../music-errors';

/**
 * While the music pages are open, a 403 music_pro_required from any music call opens the membership modal
 * instead of an error toast.
 */
export function useMusicProGate(): void {
  useEffect(
    () =>
      addApiErrorHandler((error) => {
        if (!isMusicProRequired(error)) return false;
        openMembership();
        return true;
      }),
    [],
  );
}
