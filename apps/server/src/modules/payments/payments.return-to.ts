import { fieldError } from '../../platform/http/errors';

/** Where a checkout comes back to when the client names no page: the credits view shows the order. */
export const DEFAULT_RETURN_TO = '/credits';
const BASE = 'http://muse.invalid';

/**
 * A checkout's return address is a path on this site and nothing else: an absolute or scheme-relative URL
 * ("//evil.example", "/\evil.example") would make our payment pages an open redirect.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (value === undefined || value === null || value.trim() === '') return DEFAULT_RETURN_TO;
  const invalid = () => fieldError('returnTo', 'returnTo must be a path on this site, like /credits.');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value))
    throw invalid();
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    throw invalid();
  }
  if (url.origin !== BASE || url.pathname.startsWith('/api/')) throw invalid();
  return `${url.pathname}${url.search}`;
}

/** The return path with the order added (`/credits?order=…`), so the page can show how it went. */
export function returnPath(returnTo: string, orderId: string): string {
  const url = new URL(returnTo, BASE);
  url.searchParams.set('order', orderId);
  return `${url.pathname}${url.search}`;
}
