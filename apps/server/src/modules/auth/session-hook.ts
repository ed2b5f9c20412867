import type { FastifyInstance } from 'fastify';
import type { UsersService } from '../users';
import type { AuthService } from './auth.service';
import { SESSION_COOKIE } from './session-cookie';

/** Resolves the session cookie into req.caller for every API request (null when signed out). */
export function registerSessionResolution(
  app: FastifyInstance,
  auth: AuthService,
  users: UsersService,
): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const resolved = await auth.resolve(req.cookies[SESSION_COOKIE]);
    req.caller = resolved
      ? { ...resolved, isAdmin: users.isAdmin({ email: resolved.email, isGuest: resolved.isGuest ? 1 : 0 }) }
      : null;
  });
}
