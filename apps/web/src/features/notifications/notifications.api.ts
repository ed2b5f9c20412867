import {
  AdminNotification,
  AdminNotificationsReply,
  LastNotificationReply,
  NotificationResponsesReply,
  OkReply,
  type NotificationInput,
  type NotificationResponseBody,
} from '@muse/contracts';
import { api } from '../../app/api-client';

const enc = encodeURIComponent;

/** The notification dialog's two calls and the admin page's. */
export const notificationsApi = {
  /** GET /notifications/last: the newest notification for this user, or null */
  last: (signal?: AbortSignal) =>
    api.get('/api/notifications/last', { schema: LastNotificationReply, signal }),
  respond: (body: NotificationResponseBody) =>
    api.post('/api/notifications/response', { schema: OkReply, body }),
  list: (before?: string, signal?: AbortSignal) =>
    api.get('/api/admin/notifications', { schema: AdminNotificationsReply, query: { before }, signal }),
  create: (body: NotificationInput) =>
    api.post('/api/admin/notifications', { schema: AdminNotification, body }),
  update: (id: string, body: NotificationInput) =>
    api.request('PUT', `/api/admin/notifications/${enc(id)}`, { schema: AdminNotification, body }),
  remove: (id: string) => api.request('DELETE', `/api/admin/notifications/${enc(id)}`, { schema: OkReply }),
  responses: (id: string, before?: string, signal?: AbortSignal) =>
    api.get(`/api/admin/notifications/${enc(id)}/responses`, {
      schema: NotificationResponsesReply,
      query: { before },
      signal,
    }),
};
