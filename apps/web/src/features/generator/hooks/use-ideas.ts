import { useMutation } from '@tanstack/react-query';
import { PROMPT_IDEAS_FAILED } from '@muse/domain';
import { isApiError } from '../../../app/api-error';
import { generatorApi } from '../generator.api';
import type { GenerationSettings } from '../generation-settings';

/** Prompt ideas for keywords; any failure but a sign-in one reads as PROMPT_IDEAS_FAILED, shown in place. */
export function useIdeas() {
  const mutation = useMutation({
    mutationFn: (input: { keywords: string; tags: readonly string[]; settings: GenerationSettings }) =>
      generatorApi.ideas({
        keywords: input.keywords.trim(),
        tags: [...input.tags],
        model: input.settings.model || undefined,
        ...(input.settings.seed === null ? {} : { seed: input.settings.seed }),
      }),
    meta: { shownInPlace: (error) => !isApiError(error) || error.status !== 401 },
  });
  const errorText = mutation.error ? PROMPT_IDEAS_FAILED : null;
  return { ...mutation, errorText };
}
