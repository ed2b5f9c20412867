import { CreditsHistoryReply, OkReply, type DeleteAccountBody } from '@muse/contracts';
import { api } from '../../app/api-client';

export const HISTORY_PAGE = 20;

export const accountApi = {
  history: (before: string | undefined, signal?: AbortSignal) =>
    api.get(
      `/api/account/credits-history?limit=${HISTORY_PAGE}${before ? `&before=${encodeURIComponent(before)}` : ''}`,
      { schema: CreditsHistoryReply, signal },
    ),
  logoutEverywhere: () => api.post('/api/auth/logout-everywhere', { schema: OkReply, body: {} }),
  deleteAccount: (confirm: string) =>
    api.post('/api/account/delete', { schema: OkReply, body: { confirm } satisfies DeleteAccountBody }),
};

export const accountKeys = { history: (userId: string) => ['account', 'history', userId] as const };
