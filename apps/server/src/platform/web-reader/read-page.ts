import { resolveWithDns, type ResolveHost } from './address-policy';
import { WebReadError } from './errors';
import { extractFromHtml, tidyText } from './extract-text';
import { fetchPage, parsePageUrl, toWebReadError, type FetchedPage } from './fetch-page';

export interface ReadPageOptions {
  /** Largest body read, in bytes (default 5 MB); reading stops as soon as it is passed. */
  maxBytes?: number;
  /** Deadline for the whole read: DNS, every redirect hop and the body (default 10 s). */
  timeoutMs?: number;
  /** Redirects followed at most (default 5); each hop is checked like the first. */
  maxRedirects?: number;
  /** Tests only: skip the private-address and port checks to read from a local server. */
  allowPrivate?: boolean;
}

/** Test hooks, kept apart from the options callers use. */
export interface ReadPageHooks {
  /** Replaces DNS (default: node:dns lookup with all: true). */
  resolveHost?: ResolveHost;
  /** URLs whose address check is skipped, e.g. only the first hop to the local test server. */
  trustUrl?: (url: URL) => boolean;
}

export interface ReadPageResult {
  url: string;
  title: string;
  text: string;
}

const defaults = { maxBytes: 5_000_000, timeoutMs: 10_000, maxRedirects: 5 };

/** Fetches a public web page and returns its readable text (Readability for HTML; plain text as is). */
export async function readPage(
  rawUrl: string,
  opts: ReadPageOptions = {},
  hooks: ReadPageHooks = {},
): Promise<ReadPageResult> {
  const start = parsePageUrl(rawUrl.trim());
  const deadline = AbortSignal.timeout(opts.timeoutMs ?? defaults.timeoutMs);
  const page = await withDeadline(
    fetchPage(
      start,
      {
        maxBytes: opts.maxBytes ?? defaults.maxBytes,
        maxRedirects: opts.maxRedirects ?? defaults.maxRedirects,
        allowPrivate: opts.allowPrivate ?? false,
        resolveHost: hooks.resolveHost ?? resolveWithDns,
        ...(hooks.trustUrl ? { trustUrl: hooks.trustUrl } : {}),
      },
      deadline,
    ),
    deadline,
  );

  const decoded = decodeBody(page);
  const { title, text } = isHtml(page.contentType)
    ? extractFromHtml(decoded)
    : { title: titleFromUrl(page.url), text: tidyText(decoded) };
  if (!text) throw new WebReadError('no_text');
  return { url: page.url, title: title || titleFromUrl(page.url), text };
}

/** DNS lookups can't be aborted, so race the whole fetch against the deadline as well. */
async function withDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new WebReadError('timeout'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } catch (error) {
    throw toWebReadError(error, signal);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
    work.catch(() => undefined);
  }
}

function isHtml(contentType: string): boolean {
  return contentType.toLowerCase().trimStart().startsWith('text/html');
}

/** Decodes with the charset the server declared, UTF-8 when it names none or one we don't know. */
function decodeBody(page: FetchedPage): string {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(page.contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(page.body);
  } catch {
    return new TextDecoder('utf-8').decode(page.body);
  }
}

function titleFromUrl(url: string): string {
  const { hostname, pathname } = new URL(url);
  const last = pathname.split('/').filter(Boolean).pop();
  if (!last) return hostname;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
