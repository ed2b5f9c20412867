/**
 * Query parameters whose values are credentials: media signatures (`sig`), outbox and other tokens, and
 * the OpenID Connect callback's `code` and `state`. Anyone who reads the logs must not be able to replay them.
 */
const SECRET_PARAMS = new Set(['sig', 'token', 'code', 'state']);
export const REDACTED = '[redacted]';

/** The URL with the value of every secret query parameter replaced; path, other parameters and order kept. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hash = url.indexOf('#', start);
  const end = hash < 0 ? url.length : hash;
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      // Compared as the server's query parser reads it, so `si%67=` is caught like `sig=`.
      return SECRET_PARAMS.has(decodeName(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return url.slice(0, start + 1) + query + url.slice(end);
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}
