import { isGuestId } from '@muse/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';

/** Who is calling: resolved once per request from the session cookie (see the auth module's hook). */
export interface Caller {
  userId: string;
  sessionId: string;
  email: string | null;
  isGuest: boolean;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** Any signed-in user, guests included. */
export function requireUser(req: FastifyRequest): Caller {
  if (!req.caller) throw unauthorized();
  return req.caller;
}

/** A guest: by its session's flag, or by its id should a session ever miss the flag. */
export function isGuestCaller(caller: Caller): boolean {
  return caller.isGuest || isGuestId(caller.userId);
}

/** A signed-in user with a real account: guests "count as not logged in" for these features. */
export function requireAccount(req: FastifyRequest): Caller {
  const caller = requireUser(req);
  if (isGuestCaller(caller)) throw unauthorized('Sign in with your email to do this.');
  return caller;
}

export function requireAdmin(req: FastifyRequest): Caller {
  const caller = requireUser(req);
  if (!caller.isAdmin) throw forbidden('Only an admin can do this.');
  return caller;
}
