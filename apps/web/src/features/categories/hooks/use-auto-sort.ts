import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CATEGORY_REQUEST_POLL_MS, isCategoryRequestInProgress } from '@muse/domain';
import { isApiError } from '../../../app/api-error';
import { autoSortStatus } from '../auto-sort';
import { categoriesApi } from '../categories.api';
import { categoryKeys } from '../categories-keys';

/**
 * The auto-categorisation request: GET /images/categories/request, polled every 10 s while it is in progress
 * (createdOn set, finishedOn not); when it finishes the categories are refreshed. `start` posts a count.
 */
export function useAutoSort() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: categoryKeys.request,
    queryFn: ({ signal }) => categoriesApi.latestRequest(signal),
    refetchInterval: (q) =>
      isCategoryRequestInProgress(q.state.data?.categoryRequest ?? null) ? CATEGORY_REQUEST_POLL_MS : false,
    meta: { shownInPlace: () => true },
  });
  const status = autoSortStatus(query.data?.categoryRequest);

  const wasRunning = useRef(false);
  useEffect(() => {
    if (status.state === 'running') {
      wasRunning.current = true;
    } else if (wasRunning.current) {
      wasRunning.current = false;
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    }
  }, [status.state, queryClient]);

  const start = useMutation({
    mutationFn: (count: number) => categoriesApi.request(count),
    onSuccess: (reply) => queryClient.setQueryData(categoryKeys.request, reply),
    onError: (error) => {
      // Already sorting (409): show that one's progress.
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: categoryKeys.request });
    },
    meta: {
      errorTitle: "Couldn't start sorting",
      shownInPlace: (error) => isApiError(error) && error.status === 409,
    },
  });

  return { query, status, start };
}
