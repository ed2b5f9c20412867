import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { realtimeStore } from './realtime-store';

/**
 * Keeps one socket.io connection open while a user is signed in (realtime-socket.ts: the session, job and
 * image progress, notifications). socket.io-client and the events' schemas are loaded on demand, so
 * signed-out visitors never download them.
 */
export function useRealtime(userId: string | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    let disconnect: (() => void) | undefined;
    let cancelled = false;
    realtimeStore.setStatus('connecting');

    void import('./realtime-socket').then(({ connectRealtime }) => {
      if (cancelled) return;
      disconnect = connectRealtime(queryClient);
    });

    return () => {
      cancelled = true;
      disconnect?.();
      realtimeStore.reset();
    };
  }, [userId, queryClient]);
}
