import {
  AdminCreditsBody,
  AdminCreditsReply,
  AdminSubscriptionBody,
  AdminUser,
  AdminUsersQuery,
  AdminUsersReply,
  AuditQuery,
  AuditReply,
  ErrorBody,
  UserIdParams,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../platform/http/auth-guard';
import type { AdminService } from './admin.service';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  402: ErrorBody,
};
const IdempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });

export const adminRoutes =
  ({ admin }: { admin: AdminService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/users',
      {
        schema: {
          tags: ['admin'],
          querystring: AdminUsersQuery,
          response: { 200: AdminUsersReply, ...errors },
        },
      },
      async (req) => {
        requireAdmin(req);
        return { users: await admin.findUsers(req.query.email) };
      },
    );

    app.post(
      '/admin/users/:userId/credits',
      {
        schema: {
          tags: ['admin'],
          params: UserIdParams,
          headers: IdempotencyHeaders,
          body: AdminCreditsBody,
          response: { 200: AdminCreditsReply, ...errors },
        },
      },
      async (req) => {
        const actor = requireAdmin(req);
        const { amount, reason } = req.body;
        return admin.grantCredits(actor, req.params.userId, amount, reason, req.headers['idempotency-key']);
      },
    );

    app.put(
      '/admin/users/:userId/subscription',
      {
        schema: {
          tags: ['admin'],
          params: UserIdParams,
          body: AdminSubscriptionBody,
          response: { 200: AdminUser, ...errors },
        },
      },
      async (req) => {
        const actor = requireAdmin(req);
        return admin.setSubscription(actor, req.params.userId, req.body.tier, req.body.until);
      },
    );

    for (const action of ['ban', 'unban'] as const) {
      app.post(
        `/admin/users/:userId/${action}`,
        { schema: { tags: ['admin'], params: UserIdParams, response: { 200: AdminUser, ...errors } } },
        async (req) => admin[action](requireAdmin(req), req.params.userId),
      );
    }

    app.get(
      '/admin/audit',
      { schema: { tags: ['admin'], querystring: AuditQuery, response: { 200: AuditReply, ...errors } } },
      async (req) => {
        requireAdmin(req);
        return { entries: await admin.auditLog(req.query.limit, req.query.before) };
      },
    );
  };
