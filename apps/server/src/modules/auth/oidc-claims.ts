import { Email } from '@muse/contracts';

/** The validated claims of an ID token (openid-client's IDToken, or any JSON object in tests). */
export type IdClaims = { readonly [claim: string]: unknown };

/** Personal Microsoft accounts (outlook.com, hotmail.com, …) sign in through this one tenant. */
export const MICROSOFT_CONSUMERS_TENANT_ID = '9188040d-6c67-4c5b-b112-36a304b66dad';

/**
 * Google (and any standard provider behind GOOGLE_ISSUER): the email counts only with
 * `email_verified: true`.
 */
export function googleEmail(claims: IdClaims): string | null {
  return claims.email_verified === true ? normalizedEmail(claims.email) : null;
}

/**
 * Microsoft v2 ID tokens carry no `email_verified`, and `email` is a mutable directory attribute that any
 * tenant admin can set to someone else's address (the "nOAuth" takeover). `preferred_username` is mutable
 * too and often not an email, so it is never used. The `email` claim counts only when one of these vouches
 * for it:
 * - `xms_edov: true` (the optional "email domain owner verified" claim, added in the app registration);
 * - the token comes from the consumers tenant (personal Microsoft accounts own their email);
 * - `email_verified: true` (a standard provider behind MICROSOFT_ISSUER);
 * - the app is limited to one named tenant, whose directory the self-hoster trusts (`trustDirectory`).
 * An explicit `email_verified: false` always wins.
 */
export function microsoftEmail(claims: IdClaims, opts: { trustDirectory: boolean }): string | null {
  if (claims.email_verified === false) return null;
  const vouched =
    claims.email_verified === true ||
    isTrueClaim(claims.xms_edov) ||
    claims.tid === MICROSOFT_CONSUMERS_TENANT_ID ||
    opts.trustDirectory;
  return vouched ? normalizedEmail(claims.email) : null;
}

/** Lenient about how the optional boolean claim is encoded: a JSON boolean, or 1/"1"/"true". */
function isTrueClaim(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

function normalizedEmail(value: unknown): string | null {
  const parsed = Email.safeParse(value);
  return parsed.success ? parsed.data : null;
}
