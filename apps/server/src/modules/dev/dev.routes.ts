import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorBody, OutboxQuery, OutboxReply } from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../platform/config/config';
import { fieldError, forbidden, notFound } from '../../platform/http/errors';
import type { OutboxMailer } from '../../platform/mail';

export interface DevRouteDeps {
  /** the dev outbox, or null when it is off */
  outbox: Pick<OutboxMailer, 'list'> | null;
  config: Pick<Config, 'SMTP_URL' | 'outboxToken'>;
}

/** Constant time whatever the given length: both sides are hashed to the same size first. */
function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The dev outbox: mail that would have been sent. Never authorised by address (behind a proxy every request
 * may look local, and X-Forwarded-For is the client's to write): an admin session, or the token of the
 * outbox link printed in the start-up log.
 */
export const devRoutes =
  ({ outbox, config }: DevRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dev/outbox',
      {
        schema: {
          tags: ['dev'],
          querystring: OutboxQuery,
          response: { 200: OutboxReply, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
        },
      },
      async (req) => {
        if (!outbox) {
          throw notFound(
            config.SMTP_URL
              ? 'The dev outbox is off because SMTP is configured.'
              : 'The dev outbox is off on a public server.',
          );
        }
        const { to, token } = req.query;
        if (!req.caller?.isAdmin) {
          if (!sameToken(token, config.outboxToken)) {
            throw forbidden(
              "The dev outbox opens with the outbox link from the server's start-up log, or for an admin.",
            );
          }
          // A token holder reads one recipient at a time, never every code at once.
          if (!to) throw fieldError('to', 'Give the email address (to) whose mail you want to read.');
        }
        const rows = await outbox.list(to);
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
