import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../app/api-error';
import { queryKeys } from '../../../app/query-keys';
import { openLoginDialog } from '../../auth';
import { generatorApi } from '../generator.api';
import { imageKeys } from '../generator-keys';
import { createBody } from '../generation-settings';
import type { GenerationSettings } from '../generation-settings';
import { trayStore } from '../tray-store';

export interface CreateInput {
  settings: GenerationSettings;
  description: string;
  name?: string;
  tags: readonly string[];
}

/**
 * Requests a generation (POST /images/). The new item goes to the queue tray; a full queue opens the
 * upgrade dialog; a signed-out reply opens the login dialog; other errors are toasted.
 */
export function useCreateImage() {
  const queryClient = useQueryClient();
  const [queueLimitOpen, setQueueLimitOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: (input: CreateInput) => generatorApi.create(createBody(input.settings, input)),
    onSuccess: (reply) => {
      trayStore.add({ _id: reply._id, filename: reply.filename });
      void queryClient.invalidateQueries({ queryKey: imageKeys.queue });
      void queryClient.invalidateQueries({ queryKey: imageKeys.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'queue_limit') setQueueLimitOpen(true);
      if (isApiError(error) && error.status === 401) openLoginDialog();
    },
    meta: {
      errorTitle: "Couldn't start the image",
      shownInPlace: (error) => isApiError(error) && (error.code === 'queue_limit' || error.status === 401),
    },
  });
  return { ...mutation, queueLimitOpen, closeQueueLimit: () => setQueueLimitOpen(false) };
}
