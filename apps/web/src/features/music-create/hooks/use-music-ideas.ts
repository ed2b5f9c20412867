import { useMutation } from '@tanstack/react-query';
import type { MusicIdeasBody } from '@muse/contracts';
import { isApiError } from '../../../app/api-error';
import { openLoginDialog } from '../../auth';
import { musicApi } from '../../music';

/** Ideas (name, description, first lyrics) for the keywords and tags; failures are shown in place. */
export function useMusicIdeas() {
  return useMutation({
    mutationFn: (body: MusicIdeasBody) => musicApi.ideas(body),
    onError: (error) => {
      if (isApiError(error) && error.status === 401) openLoginDialog();
    },
    meta: { shownInPlace: () => true },
  });
}
