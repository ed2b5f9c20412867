import type { OidcProvider } from '@muse/contracts';
import type { Config } from '../../platform/config/config';
import { type IdClaims, googleEmail, microsoftEmail } from './oidc-claims';

/** Tenants that stand for many directories: their discovered issuer is a `{tenantid}` template. */
const MULTI_TENANT = new Set(['common', 'organizations', 'consumers']);

/** One "Continue with …" button: an OpenID provider and how far its email claim can be trusted. */
export interface OidcProviderDef {
  id: OidcProvider;
  issuer: URL;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** the email to find or create the account by, or null when this provider does not vouch for it */
  verifiedEmail(claims: IdClaims): string | null;
}

/** The providers this server offers: only those with a client id. */
export function oidcProvidersFrom(config: Config): Map<OidcProvider, OidcProviderDef> {
  const defs = new Map<OidcProvider, OidcProviderDef>();
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    defs.set('google', {
      id: 'google',
      issuer: new URL(config.GOOGLE_ISSUER ?? 'https://accounts.google.com'),
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      scope: 'openid email profile',
      verifiedEmail: googleEmail,
    });
  }
  if (config.MICROSOFT_CLIENT_ID && config.MICROSOFT_CLIENT_SECRET) {
    const tenant = config.MICROSOFT_TENANT;
    // A self-hoster who names their own tenant trusts its directory; a multi-tenant app must not (nOAuth).
    const trustDirectory = !config.MICROSOFT_ISSUER && !MULTI_TENANT.has(tenant.toLowerCase());
    defs.set('microsoft', {
      id: 'microsoft',
      issuer: new URL(config.MICROSOFT_ISSUER ?? `https://login.microsoftonline.com/${tenant}/v2.0`),
      clientId: config.MICROSOFT_CLIENT_ID,
      clientSecret: config.MICROSOFT_CLIENT_SECRET,
      scope: 'openid email profile',
      verifiedEmail: (claims) => microsoftEmail(claims, { trustDirectory }),
    });
  }
  return defs;
}
