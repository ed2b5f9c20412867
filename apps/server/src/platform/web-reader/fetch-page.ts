import type { Readable } from 'node:stream';
import { request } from 'undici';
import { checkedAddressFor, type ResolveHost } from './address-policy';
import { WebReadError } from './errors';
import { pinnedAgent } from './pinned-agent';

export interface FetchLimits {
  maxBytes: number;
  maxRedirects: number;
  allowPrivate: boolean;
  resolveHost: ResolveHost;
  /** Test hook: URLs for which the address check is skipped (e.g. only the first hop to a local server). */
  trustUrl?: (url: URL) => boolean;
}

export interface FetchedPage {
  url: string;
  contentType: string;
  body: Buffer;
}

const standardPorts: Record<string, string> = { 'http:': '80', 'https:': '443' };
const acceptedTypes = ['text/html', 'text/plain'];

/** Parses and vets an address typed by a user (or found in a Location header, relative to `base`). */
export function parsePageUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new WebReadError('bad_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new WebReadError('bad_url');
  if (url.username || url.password) {
    throw new WebReadError('bad_url', "Addresses with a user name or password can't be read.");
  }
  url.hash = '';
  return url;
}

/**
 * GETs `start`, following redirects by hand so every hop's address is checked and pinned. Stops at the first
 * non-redirect answer, which must be 2xx, text/html or text/plain, and at most `maxBytes` long.
 */
export async function fetchPage(start: URL, limits: FetchLimits, signal: AbortSignal): Promise<FetchedPage> {
  let url = start;
  for (let hop = 0; ; hop++) {
    const trusted = limits.allowPrivate || (limits.trustUrl?.(url) ?? false);
    const address = await checkedAddressFor(url, limits.resolveHost, trusted);
    if (!trusted && url.port !== '' && url.port !== standardPorts[url.protocol]) {
      throw new WebReadError('bad_url', 'Only addresses on the standard web ports (80 and 443) can be read.');
    }
    signal.throwIfAborted();

    const agent = pinnedAgent(address);
    try {
      const res = await request(url, {
        method: 'GET',
        dispatcher: agent,
        signal,
        headers: {
          'user-agent': 'MuseReader/1.0 (+https://muse.example)',
          accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8',
        },
      });

      if (res.statusCode >= 300 && res.statusCode < 400 && res.statusCode !== 304) {
        const location = res.headers.location;
        await res.body.dump();
        if (typeof location !== 'string') throw new WebReadError('http_error', undefined, res.statusCode);
        if (hop >= limits.maxRedirects) {
          throw new WebReadError('http_error', 'This address redirects too many times.', res.statusCode);
        }
        url = parsePageUrl(location, url);
        continue;
      }
      if (res.statusCode < 200 || res.statusCode >= 300) {
        await res.body.dump();
        const message =
          res.statusCode === 404
            ? 'This page was not found (404).'
            : `The site answered with an error (${res.statusCode}), so the page couldn't be read.`;
        throw new WebReadError('http_error', message, res.statusCode);
      }

      const contentType = headerValue(res.headers['content-type']);
      const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!acceptedTypes.includes(mediaType)) {
        discard(res.body);
        throw new WebReadError('not_html');
      }
      const declared = Number(headerValue(res.headers['content-length']));
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        discard(res.body);
        throw new WebReadError('too_large');
      }

      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > limits.maxBytes) {
          // Stop reading at once: a missing or lying Content-Length can't make us buffer more.
          discard(res.body);
          throw new WebReadError('too_large');
        }
        chunks.push(chunk);
      }
      return { url: url.href, contentType, body: Buffer.concat(chunks) };
    } catch (error) {
      throw toWebReadError(error, signal);
    } finally {
      void agent.destroy().catch(() => undefined);
    }
  }
}

/** Drops a body we won't read; undici reports the drop as an AbortError, which is expected here. */
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

function headerValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** Our own errors pass through; an abort is the deadline; anything else from the network is "unreachable". */
export function toWebReadError(error: unknown, signal: AbortSignal): WebReadError {
  if (error instanceof WebReadError) return error;
  if (signal.aborted) return new WebReadError('timeout');
  return new WebReadError('unreachable');
}
