import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../app/api-error';
import { useSession } from '../../auth';
import { officeKeys, officesApi } from '../offices.api';

/** One office as the current viewer sees it (GET /offices/{officeId}); the page shows its errors. */
export function useOffice(officeId: string, opts: { enabled?: boolean } = {}) {
  const { session, isLoading } = useSession();
  const viewer = session?.userId ?? null;
  const query = useQuery({
    queryKey: officeKeys.office(officeId, viewer),
    queryFn: ({ signal }) => officesApi.office(officeId, signal),
    // Wait for the session: what the office shows depends on who looks.
    enabled: !isLoading && (opts.enabled ?? true),
    meta: { shownInPlace: () => true },
  });
  return { ...query, notFound: isApiError(query.error) && query.error.status === 404 };
}
