import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecureRequest } from '../platform/http/secure-request';
import { VISITOR_COOKIE, VISITOR_ID_PREFIX, visitorIdOf } from '../platform/realtime';

/**
 * Who sends something without a session: a signed-out browser is known by the random id in the
 * `muse_visitor` cookie, the same cookie (and `visitor-<uuid>` form) the offices' chat keeps conversations
 * under. Signed-in users and guests are their user id.
 */
export { VISITOR_COOKIE, VISITOR_ID_PREFIX };

/**
 * The caller's user id, else the browser's `visitor-…` id; with `create`, a browser without the cookie gets
 * one (a year long), else null.
 */
export function senderOf(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { create: boolean; cookieSecure: boolean },
): string | null {
  if (req.caller) return req.caller.userId;
  const known = visitorIdOf(req.headers.cookie);
  if (known) return `${VISITOR_ID_PREFIX}${known}`;
  if (!opts.create) return null;
  const id = randomUUID();
  void reply.setCookie(VISITOR_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(req, { cookieSecure: opts.cookieSecure }),
    maxAge: 365 * 24 * 3600,
  });
  return `${VISITOR_ID_PREFIX}${id}`;
}
