import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onImageProgress } from '../../../app/realtime';
import { queryKeys } from '../../../app/query-keys';
import { imageKeys } from '../generator-keys';

/** Re-reads an item, the queue and the lists when the socket says an image started or finished. */
export function useImageEvents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onImageProgress((event) => {
        if (event.state === 'requested') return;
        const current = queryClient.getQueryData<{ startedOn: string | null }>(
          imageKeys.item(event.filename),
        );
        if (event.state === 'started' && current?.startedOn) return;
        void queryClient.invalidateQueries({ queryKey: imageKeys.item(event.filename) });
        void queryClient.invalidateQueries({ queryKey: imageKeys.queue });
        if (event.state === 'finished') {
          void queryClient.invalidateQueries({ queryKey: imageKeys.lists });
          void queryClient.invalidateQueries({ queryKey: queryKeys.session });
        }
      }),
    [queryClient],
  );
}
