import { useQuery } from '@tanstack/react-query';
import { officeKeys, officesApi } from '../../offices';

/** The office the helper chat talks to (GET /offices/imagechat; null when none is set up). */
export function useHelperOffice(enabled: boolean) {
  return useQuery({
    queryKey: officeKeys.helperOffice,
    queryFn: ({ signal }) => officesApi.helperOffice(signal),
    enabled,
    staleTime: 5 * 60_000,
    select: (reply) => reply.officeId,
    meta: { shownInPlace: () => true },
  });
}
