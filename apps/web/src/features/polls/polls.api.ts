import { OfficePollsReply, Poll } from '@muse/contracts';
import type { CreatePollBody } from '@muse/contracts';
import { api } from '../../app/api-client';

const enc = encodeURIComponent;

/** The polls endpoints: start, close and list an office's polls (owners, admins), vote on a dialog's poll. */
export const pollsApi = {
  start: (body: CreatePollBody) => api.post('/api/polls', { schema: Poll, body }),
  close: (pollId: string) => api.post(`/api/polls/${enc(pollId)}/close`, { schema: Poll }),
  history: (officeId: string, after?: string, signal?: AbortSignal) =>
    api.get(`/api/polls/office/${enc(officeId)}`, {
      schema: OfficePollsReply,
      query: { after, limit: 10 },
      signal,
    }),
  dialogVote: (officeId: string, poll: string, value: string) =>
    api.post('/api/polls/dialog-vote', { schema: Poll, body: { officeId, poll, value } }),
};
