import {
  AdminUser,
  AdminUsersReply,
  ImageItem,
  ImageListReply,
  OkReply,
  ReportsHandledReply,
  ReportsReply,
} from '@muse/contracts';
import { api } from '../../app/api-client';

const enc = encodeURIComponent;

/** The three Recent lists of the admin's panel (the spec's POST /images/recent, /private/recent, /canva/recent). */
export type RecentList = 'public' | 'private' | 'canva';
const RECENT_PATHS: Record<RecentList, string> = {
  public: '/api/images/recent',
  private: '/api/images/private/recent',
  canva: '/api/images/canva/recent',
};

/** The moderation page's calls; every one is refused by the server unless the caller is an admin. */
export const moderationApi = {
  reports: (signal?: AbortSignal) => api.get('/api/admin/reports', { schema: ReportsReply, signal }),
  handled: (id: string) => api.post(`/api/admin/reports/${enc(id)}/handled`, { schema: ReportsHandledReply }),
  recent: (list: RecentList, signal?: AbortSignal) =>
    api.post(RECENT_PATHS[list], { schema: ImageListReply, body: {}, signal }),
  switchPrivate: (id: string) =>
    api.request('PUT', `/api/images/switch-private/${enc(id)}`, { schema: ImageItem }),
  remove: (id: string) => api.request('DELETE', `/api/images/user/${enc(id)}`, { schema: OkReply }),
  users: (email: string | undefined, signal?: AbortSignal) =>
    api.get('/api/admin/users', { schema: AdminUsersReply, query: { email }, signal }),
  ban: (userId: string) => api.post(`/api/admin/users/${enc(userId)}/ban`, { schema: AdminUser }),
  unban: (userId: string) => api.post(`/api/admin/users/${enc(userId)}/unban`, { schema: AdminUser }),
};

export const moderationKeys = {
  all: ['moderation'] as const,
  reports: ['moderation', 'reports'] as const,
  recent: (list: RecentList) => ['moderation', 'recent', list] as const,
  users: (email: string) => ['moderation', 'users', email] as const,
};
