import {
  CreditsHistoryReply,
  MailSettings,
  OkReply,
  PlanEntry,
  PlansReply,
  PortalReply,
  type DeleteAccountBody,
} from '@muse/contracts';
import { api } from '../../app/api-client';

export const HISTORY_PAGE = 20;

export const accountApi = {
  history: (before: string | undefined, signal?: AbortSignal) =>
    api.get(
      `/api/account/credits-history?limit=${HISTORY_PAGE}${before ? `&before=${encodeURIComponent(before)}` : ''}`,
      { schema: CreditsHistoryReply, signal },
    ),
  logoutEverywhere: () => api.post('/api/auth/logout-everywhere', { schema: OkReply, body: {} }),
  plans: (signal?: AbortSignal) => api.get('/api/payments/subscriptions', { schema: PlansReply, signal }),
  cancelPlan: (id: string) =>
    api.post(`/api/payments/subscriptions/${encodeURIComponent(id)}/cancel`, { schema: PlanEntry, body: {} }),
  resumePlan: (id: string) =>
    api.post(`/api/payments/subscriptions/${encodeURIComponent(id)}/resume`, { schema: PlanEntry, body: {} }),
  billingPortal: () => api.post('/api/payments/portal', { schema: PortalReply, body: {} }),
  mailSettings: (signal?: AbortSignal) =>
    api.get('/api/account/mail-settings', { schema: MailSettings, signal }),
  saveMailSettings: (body: MailSettings) =>
    api.request('PUT', '/api/account/mail-settings', { schema: MailSettings, body }),
  deleteAccount: (confirm: string) =>
    api.post('/api/account/delete', { schema: OkReply, body: { confirm } satisfies DeleteAccountBody }),
};

export const accountKeys = {
  history: (userId: string) => ['account', 'history', userId] as const,
  plans: (userId: string) => ['account', 'plans', userId] as const,
  mailSettings: (userId: string) => ['account', 'mail-settings', userId] as const,
};
