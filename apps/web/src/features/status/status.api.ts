import { HealthReadyReply } from '@muse/contracts';
import { api } from '../../app/api-client';

export const statusApi = {
  /** The readiness report; a 503 carries the same report with the failing checks. */
  ready: (signal?: AbortSignal) =>
    api.get('/api/health/ready', { schema: HealthReadyReply, signal, replyStatuses: [503] }),
};
