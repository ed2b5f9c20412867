import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MusicProValue } from '@muse/contracts';
import { queryKeys } from '../../../app/query-keys';
import { buyApi } from '../buy.api';
import { MUSIC_PRO_POLL_MS, initialActivation, nextActivation, type ActivationState } from '../membership';

/**
 * After paying for Music Pro: asks POST /user/musicpro once a second until it answers 'paid', for at most
 * 2 minutes. Then the session is refreshed. `attempt` restarts a wait that gave up.
 */
export function useMusicProActivation(active: boolean, attempt: number): ActivationState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ key: number; value: ActivationState } | null>(null);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = initialActivation();
    const controller = new AbortController();
    const tick = async () => {
      let result: MusicProValue | 'error';
      try {
        result = (await buyApi.musicPro(controller.signal)).musicpro;
      } catch {
        result = 'error';
      }
      if (stopped) return;
      current = nextActivation(current, result);
      setState({ key: attempt, value: current });
      if (current.status === 'waiting') timer = setTimeout(() => void tick(), MUSIC_PRO_POLL_MS);
      else if (current.status === 'paid') void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    };
    void tick();
    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
    };
  }, [active, attempt, queryClient]);

  return state?.key === attempt ? state.value : initialActivation();
}
