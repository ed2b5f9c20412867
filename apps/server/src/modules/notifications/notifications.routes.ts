import {
  AdminNotification,
  AdminNotificationsQuery,
  AdminNotificationsReply,
  ErrorBody,
  LastNotificationReply,
  NotificationInput,
  NotificationParams,
  NotificationResponseBody,
  NotificationResponsesQuery,
  NotificationResponsesReply,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireUser } from '../../platform/http/auth-guard';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const Ok = z.object({ ok: z.literal(true) });

/**
 * The dialog's two routes (any signed-in user, guests too) and the admin's under /admin/notifications.
 * GET /notifications/last answers 200 with `null` when there is nothing to show.
 */
export const notificationsRoutes =
  ({ notifications }: { notifications: NotificationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/notifications/last',
      { schema: { tags, response: { 200: LastNotificationReply, ...errors } } },
      async (req) => notifications.last(requireUser(req)),
    );

    app.post(
      '/notifications/response',
      {
        schema: { tags, body: NotificationResponseBody, response: { 200: Ok, ...errors } },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (req) => notifications.respond(requireUser(req), req.body),
    );

    app.get(
      '/admin/notifications',
      {
        schema: {
          tags: ['admin', ...tags],
          querystring: AdminNotificationsQuery,
          response: { 200: AdminNotificationsReply, ...errors },
        },
      },
      async (req) => {
        requireAdmin(req);
        return notifications.list(req.query.limit, req.query.before);
      },
    );

    app.post(
      '/admin/notifications',
      {
        schema: {
          tags: ['admin', ...tags],
          body: NotificationInput,
          response: { 200: AdminNotification, ...errors },
        },
      },
      async (req) => notifications.create(requireAdmin(req), req.body),
    );

    app.put(
      '/admin/notifications/:id',
      {
        schema: {
          tags: ['admin', ...tags],
          params: NotificationParams,
          body: NotificationInput,
          response: { 200: AdminNotification, ...errors },
        },
      },
      async (req) => {
        requireAdmin(req);
        return notifications.update(req.params.id, req.body);
      },
    );

    app.delete(
      '/admin/notifications/:id',
      { schema: { tags: ['admin', ...tags], params: NotificationParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        requireAdmin(req);
        return notifications.delete(req.params.id);
      },
    );

    app.get(
      '/admin/notifications/:id/responses',
      {
        schema: {
          tags: ['admin', ...tags],
          params: NotificationParams,
          querystring: NotificationResponsesQuery,
          response: { 200: NotificationResponsesReply, ...errors },
        },
      },
      async (req) => {
        requireAdmin(req);
        return notifications.responses(req.params.id, req.query.limit, req.query.before);
      },
    );
  };
