import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generatorApi } from '../generator.api';
import { imageKeys } from '../generator-keys';

/** Cancel a queued item or restart a failed one, then re-read it and the queue. */
export function useQueueActions(filename: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: imageKeys.item(filename) });
    void queryClient.invalidateQueries({ queryKey: imageKeys.queue });
    void queryClient.invalidateQueries({ queryKey: imageKeys.lists });
  };
  const cancel = useMutation({
    mutationFn: (id: string) => generatorApi.cancel(id),
    onSuccess: refresh,
    meta: { errorTitle: "Couldn't cancel it" },
  });
  const restart = useMutation({
    mutationFn: (id: string) => generatorApi.restart(id),
    onSuccess: refresh,
    meta: { errorTitle: "Couldn't retry it" },
  });
  return { cancel, restart };
}
