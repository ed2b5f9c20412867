import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../app/api-error';
import { notifySuccess } from '../../../app/notify';
import { queryKeys } from '../../../app/query-keys';
import { openLoginDialog } from '../../auth';
import { videoApi, videoKeys } from '../video.api';
import { videoBody, type VideoSettings } from '../video-settings';

/**
 * Requests a video (POST /images/ with a video model): it joins the queue and My videos; a full queue is
 * shown in place with the upgrade; a signed-out reply opens the sign-in; other errors are toasted.
 */
export function useCreateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { settings: VideoSettings; prompt: string }) =>
      videoApi.create(videoBody(input.settings, input.prompt)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: videoKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      notifySuccess('Your video is in the queue. It appears in My videos when it is ready.');
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) openLoginDialog();
    },
    meta: {
      errorTitle: "Couldn't start the video",
      shownInPlace: (error) => isApiError(error) && (error.code === 'queue_limit' || error.status === 401),
    },
  });
}
