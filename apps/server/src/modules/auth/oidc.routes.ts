import { timingSafeEqual } from 'node:crypto';
import {
  ErrorBody,
  OidcCallbackQuery,
  OidcProviderParams,
  type OidcProvider,
  type SignInErrorCode,
} from '@muse/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../platform/config/config';
import { HttpError, notFound } from '../../platform/http/errors';
import { isSecureRequest } from '../../platform/http/secure-request';
import type { AuthService } from './auth.service';
import { OidcClients, loggableError, signInErrorOf } from './oidc';
import { accountForIdentity, type IdentityUsers } from './oidc-account';
import { clearFlowCookie, flowCookieName, openFlow, setFlowCookie } from './oidc-flow-cookie';
import { oidcProvidersFrom } from './oidc-providers';
import { setSessionCookie } from './session-cookie';

export interface OidcRouteDeps {
  auth: Pick<AuthService, 'signInUser'>;
  users: IdentityUsers;
  /** the providers' client settings, the public URL, the session secret and cookieSecure */
  config: Config;
}

const redirect = { 302: z.null().describe('a redirect (Location header)') };
const notConfigured = () => notFound('This sign-in provider is not configured.');

/** The callback's query holds the authorization code: log the path only. */
const pathOnlyLog = {
  req: (req: FastifyRequest) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
};

/**
 * "Continue with Google / Microsoft": GET /auth/:provider/start sends the browser to the provider;
 * GET /auth/:provider/callback signs in and goes to `/`. Both are browser navigations, so failures go to
 * `/?signInError=<code>` (SignInErrorCode) instead of a JSON page; only an unconfigured provider is a 404.
 */
export const oidcRoutes =
  ({ auth, users, config }: OidcRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const oidc = new OidcClients(oidcProvidersFrom(config), config.publicUrl);

    const fail = (
      req: FastifyRequest,
      reply: FastifyReply,
      provider: OidcProvider,
      code: SignInErrorCode,
      detail: Record<string, unknown> = {},
    ) => {
      req.log.warn({ provider, signInError: code, ...detail }, 'provider sign-in failed');
      return reply.redirect(`/?signInError=${code}`, 302);
    };

    app.get(
      '/auth/:provider/start',
      {
        schema: {
          tags: ['auth'],
          summary: 'Start signing in with Google or Microsoft (a redirect to the provider)',
          params: OidcProviderParams,
          response: { ...redirect, 404: ErrorBody },
        },
      },
      async (req, reply) => {
        const def = oidc.provider(req.params.provider);
        if (!def) throw notConfigured();
        let started;
        try {
          started = await oidc.start(def);
        } catch (err) {
          return fail(req, reply, def.id, 'unavailable', { cause: loggableError(err) });
        }
        setFlowCookie(reply, started.flow, config.sessionSecret, isSecureRequest(req, config));
        return reply.redirect(started.url.href, 302);
      },
    );

    app.get(
      '/auth/:provider/callback',
      {
        logSerializers: pathOnlyLog,
        schema: {
          tags: ['auth'],
          summary: 'Where the provider sends the browser back; signs in and redirects to /',
          params: OidcProviderParams,
          querystring: OidcCallbackQuery,
          response: { ...redirect, 404: ErrorBody },
        },
      },
      async (req, reply) => {
        const def = oidc.provider(req.params.provider);
        if (!def) throw notConfigured();
        // The flow cookie is single-use, whatever happens next.
        const opened = openFlow(req.cookies[flowCookieName(def.id)], config.sessionSecret);
        clearFlowCookie(reply, def.id, isSecureRequest(req, config));

        if (req.query.error) {
          const code = req.query.error === 'access_denied' ? 'cancelled' : 'failed';
          return fail(req, reply, def.id, code, { providerError: req.query.error });
        }
        if (!opened.ok)
          return fail(req, reply, def.id, opened.reason === 'tampered' ? 'invalid_state' : 'expired');
        if (opened.flow.provider !== def.id || !sameText(req.query.state ?? '', opened.flow.state)) {
          return fail(req, reply, def.id, 'invalid_state');
        }

        let identity;
        try {
          const search = req.url.slice(req.url.indexOf('?'));
          identity = await oidc.finish(def, new URL(oidc.redirectUri(def.id) + search), opened.flow);
        } catch (err) {
          return fail(req, reply, def.id, signInErrorOf(err), { cause: loggableError(err) });
        }

        try {
          const user = await accountForIdentity(users, def.id, identity);
          if (!user) return fail(req, reply, def.id, 'email_unverified');
          const token = await auth.signInUser(user.id, req.caller);
          setSessionCookie(reply, token, isSecureRequest(req, config));
        } catch (err) {
          if (err instanceof HttpError && err.code === 'account_banned')
            return fail(req, reply, def.id, 'banned');
          req.log.error({ provider: def.id, err }, 'provider sign-in could not open a session');
          return reply.redirect('/?signInError=failed', 302);
        }
        return reply.redirect('/', 302);
      },
    );
  };

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
