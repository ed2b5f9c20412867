import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type JWK } from 'oidc-provider';

export interface LocalAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** who the next authorization logs in as; `'deny'` makes the user press "cancel" (access_denied) */
  nextLogin: LocalAccount | 'deny';
  close(): Promise<void>;
}

/**
 * A real OpenID provider (panva's oidc-provider, the reference implementation next to openid-client) on
 * 127.0.0.1 with one confidential client. Its login "page" signs in `nextLogin` at once and consent is
 * implied, so a test drives the whole authorization-code flow with plain HTTP requests.
 */
export async function startLocalOidcProvider(opts: { redirectUris: string[] }): Promise<LocalOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, LocalAccount>();
  const op: LocalOidcProvider = {
    issuer,
    clientId: 'muse-test',
    clientSecret: randomBytes(24).toString('hex'),
    nextLogin: { sub: 'nobody', email: 'nobody@example.com', emailVerified: true },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: [
      {
        client_id: op.clientId,
        client_secret: op.clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...(privateKey.export({ format: 'jwk' }) as JWK), alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // Like Google: the email claims are in the ID token, not only at the userinfo endpoint.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: account.emailVerified }),
      };
    },
    // First-party client: every requested scope is granted without a consent screen.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();

  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void handle(req, res);
    void (async () => {
      try {
        await provider.interactionDetails(req, res);
        const who = op.nextLogin;
        if (who === 'deny') {
          await provider.interactionFinished(req, res, {
            error: 'access_denied',
            error_description: 'The user cancelled.',
          });
          return;
        }
        accounts.set(who.sub, who);
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: who.sub } },
          { mergeWithLastSubmission: false },
        );
      } catch (err) {
        res.statusCode = 500;
        res.end(String(err));
      }
    })();
  });
  return op;
}
