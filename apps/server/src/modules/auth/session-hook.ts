import type { FastifyInstance } from 'fastify';
import type { UserRow, UsersService } from '../users';
import { isSecureRequest } from '../../platform/http/secure-request';
import type { AuthService } from './auth.service';
import { readSessionCookie } from './session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** the caller's user row as read with the session (balances may change during the request) */
    callerUser: UserRow | null;
  }
}

/**
 * Resolves the session cookie into req.caller for every API request (null when signed out). Over https only
 * the `__Host-` cookie counts (see session-cookie.ts); `config.cookieSecure` is PUBLIC_URL being https.
 */
export function registerSessionResolution(
  app: FastifyInstance,
  auth: AuthService,
  users: UsersService,
  config: { cookieSecure: boolean },
): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('callerUser', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const resolved = await auth.resolve(readSessionCookie(req, isSecureRequest(req, config)));
    if (!resolved) return;
    const { user, ...caller } = resolved;
    req.caller = { ...caller, isAdmin: users.isAdmin(user) };
    req.callerUser = user;
  });
}
