import { OutboxReply } from '@muse/contracts';
import { api } from '../../app/api-client';

export const devOutboxApi = {
  /** The dev outbox, newest first; `to` narrows it to one recipient. */
  list: (to: string | undefined, signal?: AbortSignal) =>
    api.get('/api/dev/outbox', { schema: OutboxReply, query: { to }, signal }),
};
