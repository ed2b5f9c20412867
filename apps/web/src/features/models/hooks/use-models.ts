import { useQuery } from '@tanstack/react-query';
import type { Capability, ModelEntry } from '@muse/contracts';
import { queryKeys } from '../../../app/query-keys';
import { modelsApi } from '../models.api';

/** The server's model catalogue, optionally narrowed to some capabilities; available models first. */
export function useModels(capabilities?: readonly Capability[]) {
  return useQuery({
    queryKey: queryKeys.models,
    queryFn: ({ signal }) => modelsApi.list(signal),
    staleTime: 5 * 60_000,
    select: (reply): ModelEntry[] =>
      reply.models
        .filter((m) => !capabilities || capabilities.includes(m.capability))
        .sort((a, b) => Number(b.available) - Number(a.available) || a.name.localeCompare(b.name)),
    meta: { errorTitle: "Couldn't load the models" },
  });
}
