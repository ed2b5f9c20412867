import fastifyCookie from '@fastify/cookie';
import { SESSION_TTL_DAYS } from '@muse/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie over plain http (a laptop, a test). */
export const SESSION_COOKIE = 'muse_session';
/**
 * The session cookie over https. Browsers accept a `__Host-` cookie only when it is Secure, has Path=/ and
 * no Domain, so no http page or sibling subdomain can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The name for this request's scheme: `secure` is isSecureRequest(req, config). */
export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** Only the name of this request's scheme is read: a plain cookie set over http never signs in over https. */
export function readSessionCookie(req: FastifyRequest, secure: boolean): string | undefined {
  return req.cookies[sessionCookieName(secure)];
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  void reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_TTL_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/**
 * The session token in a raw Cookie header (the realtime socket, which has no request scheme to go by): the
 * `__Host-` cookie when the browser holds one, else the plain one.
 */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const cookies = fastifyCookie.parse(cookieHeader);
  return cookies[SECURE_SESSION_COOKIE] ?? cookies[SESSION_COOKIE];
}
