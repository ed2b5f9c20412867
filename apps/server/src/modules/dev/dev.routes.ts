import { ErrorBody, OutboxQuery, OutboxReply } from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../container';
import { isLoopbackRequest } from '../../platform/http/auth-guard';
import { forbidden, notFound } from '../../platform/http/errors';

/** The dev outbox: mail that would have been sent, readable from this machine or by an admin. */
export const devRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dev/outbox',
      {
        schema: {
          tags: ['dev'],
          querystring: OutboxQuery,
          response: { 200: OutboxReply, 403: ErrorBody, 404: ErrorBody },
        },
      },
      async (req) => {
        const outbox = ctx.outbox;
        if (!outbox) throw notFound('The dev outbox is off because SMTP is configured.');
        if (!isLoopbackRequest(req, ctx.config.TRUST_PROXY !== false) && !req.caller?.isAdmin) {
          throw forbidden('The dev outbox is readable only from this machine or by an admin.');
        }
        const rows = await outbox.list(req.query.to);
        return {
          messages: rows.map((m) => ({
            _id: m.id,
            to: m.to,
            subject: m.subject,
            text: m.text,
            createdOn: m.createdAt,
          })),
        };
      },
    );
  };
