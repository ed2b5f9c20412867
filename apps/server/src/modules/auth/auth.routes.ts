import {
  AuthProvidersReply,
  EmailStartBody,
  EmailStartReply,
  EmailVerifyBody,
  ErrorBody,
  OkReply,
  SessionQuery,
  SessionReply,
  type SignedInSession,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../platform/config/config';
import { requireUser } from '../../platform/http/auth-guard';
import { isSecureRequest } from '../../platform/http/secure-request';
import type { Streaks } from '../earning';
import type { UserRow, UsersService } from '../users';
import type { AuthService } from './auth.service';
import { setSessionCookie, clearSessionCookie } from './session-cookie';

export interface AuthRouteDeps {
  auth: Pick<
    AuthService,
    'startEmailLogin' | 'verifyEmailLogin' | 'signInAsGuest' | 'logoutEverywhere' | 'logout'
  >;
  users: Pick<UsersService, 'toSession'>;
  /** the session's streak (one small indexed read) */
  streaks: Pick<Streaks, 'streak'>;
  config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'MICROSOFT_CLIENT_ID' | 'cookieSecure'>;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody };

export const authRoutes =
  ({ auth, users, streaks, config }: AuthRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** The spec's session user; `store` is the store a page in the app says it runs in. */
    const session = async (user: UserRow, store?: string): Promise<SignedInSession> => {
      const { length } = await streaks.streak(user);
      return users.toSession(user, { streak: length, store: store ?? null });
    };

    // Read on every page: the row came with the session, the streak is one small read.
    app.get(
      '/session',
      {
        schema: {
          tags: ['auth'],
          querystring: SessionQuery,
          response: { 200: SessionReply, 400: ErrorBody },
        },
      },
      async (req) => (req.callerUser ? session(req.callerUser, req.query.store) : { userId: null }),
    );

    app.get(
      '/auth/providers',
      { schema: { tags: ['auth'], response: { 200: AuthProvidersReply } } },
      async () => ({
        email: true as const,
        guest: true as const,
        google: Boolean(config.GOOGLE_CLIENT_ID),
        microsoft: Boolean(config.MICROSOFT_CLIENT_ID),
      }),
    );

    app.post(
      '/auth/email/start',
      { schema: { tags: ['auth'], body: EmailStartBody, response: { 200: EmailStartReply, ...errors } } },
      async (req) => ({ ok: true as const, ...(await auth.startEmailLogin(req.body.email, req.ip)) }),
    );

    app.post(
      '/auth/email/verify',
      { schema: { tags: ['auth'], body: EmailVerifyBody, response: { 200: SessionReply, ...errors } } },
      async (req, reply) => {
        const { token, user } = await auth.verifyEmailLogin(
          req.body.email,
          req.body.code,
          req.caller,
          req.ip,
        );
        setSessionCookie(reply, token, isSecureRequest(req, config));
        return session(user);
      },
    );

    app.post(
      '/auth/guest',
      { schema: { tags: ['auth'], response: { 200: SessionReply, ...errors } } },
      async (req, reply) => {
        const { token, user } = await auth.signInAsGuest(req.caller, req.ip);
        setSessionCookie(reply, token, isSecureRequest(req, config));
        return session(user);
      },
    );

    // The account page's "Sign out everywhere": a lost phone or a shared computer keeps no session.
    app.post(
      '/auth/logout-everywhere',
      { schema: { tags: ['auth'], response: { 200: OkReply, 401: ErrorBody } } },
      async (req, reply) => {
        await auth.logoutEverywhere(requireUser(req));
        clearSessionCookie(reply, isSecureRequest(req, config));
        return { ok: true as const };
      },
    );

    app.post(
      '/auth/logout',
      { schema: { tags: ['auth'], response: { 200: OkReply } } },
      async (req, reply) => {
        await auth.logout(req.caller);
        clearSessionCookie(reply, isSecureRequest(req, config));
        return { ok: true as const };
      },
    );
  };
