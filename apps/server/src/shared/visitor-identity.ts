import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecureRequest } from '../platform/http/secure-request';
import {
  VISITOR_COOKIE,
  VISITOR_ID_PREFIX,
  newVisitorCookie,
  visitorIdOf,
} from '../platform/http/visitor-cookie';

/**
 * Who sends something without a session: a signed-out browser is known by the random id in the
 * `muse_visitor` cookie, the same cookie (and `visitor-<uuid>` form) the offices' chat keeps conversations
 * under, and the realtime hub knows a visitor's socket by (platform/http/visitor-cookie.ts makes and reads
 * it for both). Signed-in users and guests are their user id.
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
  const cookie = newVisitorCookie(isSecureRequest(req, { cookieSecure: opts.cookieSecure }));
  void reply.setCookie(cookie.name, cookie.id, cookie.options);
  return `${VISITOR_ID_PREFIX}${cookie.id}`;
}
