/** Providers that deliver `name+anything@` to `name@`. */
const PLUS_TAG_DOMAINS = new Set([
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'fastmail.com',
  'fastmail.fm',
  'proton.me',
  'protonmail.com',
  'pm.me',
]);
/** Yahoo's disposable addresses are `base-keyword@`. */
const DASH_TAG_DOMAINS = new Set(['yahoo.com', 'ymail.com', 'rocketmail.com']);

/**
 * The one mailbox an email address reaches, for counting people rather than aliases (referrals): lower case;
 * googlemail.com is gmail.com; Gmail ignores dots; tags after '+' (or Yahoo's '-') are dropped where the
 * provider delivers them to the same mailbox. Other providers keep the local part as written (lower-cased).
 */
export function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (PLUS_TAG_DOMAINS.has(domain)) local = local.split('+')[0]!;
  if (DASH_TAG_DOMAINS.has(domain)) local = local.split('-')[0]!;
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local || lower.slice(0, at)}@${domain}`;
}
