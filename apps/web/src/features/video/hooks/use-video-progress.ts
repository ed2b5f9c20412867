import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onImageProgress } from '../../../app/realtime';
import { queryKeys } from '../../../app/query-keys';
import { videoKeys } from '../video.api';

/**
 * Live progress of the user's videos from the socket (videos report as images do), by filename; a finished
 * one re-reads the lists and the balance.
 */
export function useVideoProgress(): ReadonlyMap<string, number> {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ReadonlyMap<string, number>>(new Map());
  useEffect(
    () =>
      onImageProgress((event) => {
        if (event.state === 'requested') return;
        setProgress((old) => new Map(old).set(event.filename, event.progress));
        if (event.state === 'finished') {
          void queryClient.invalidateQueries({ queryKey: videoKeys.all });
          void queryClient.invalidateQueries({ queryKey: queryKeys.session });
        }
      }),
    [queryClient],
  );
  return progress;
}
