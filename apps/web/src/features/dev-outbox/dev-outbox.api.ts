import { OutboxReply } from '@muse/contracts';
import { api } from '../../app/api-client';

export const devOutboxApi = {
  /**
   * The dev outbox, newest first; `to` narrows it to one recipient (required with a token, optional for an
   * admin); `token` comes from the outbox link of the server's start-up log.
   */
  list: (to: string | undefined, token: string | undefined, signal?: AbortSignal) =>
    api.get('/api/dev/outbox', { schema: OutboxReply, query: { to, token }, signal }),
};
