import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An upload route: takes multipart/form-data as well as JSON. */
    multipart?: boolean;
    /** A server-rendered page posts a plain HTML form here (application/x-www-form-urlencoded). */
    htmlForm?: boolean;
    /** Called by other servers, never by browsers (a signed webhook): no cross-site checks. */
    serverToServer?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** `none`: the user started the request (typed address, bookmark). `same-site` may be a sibling subdomain. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);
const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * Cross-site request forgery: the session cookie is SameSite=Lax, and this is the second line. Every
 * state-changing request under /api is refused (403) when the browser says it came from another site, and
 * must carry JSON (415 otherwise). A foreign page can send only the "simple" types (text/plain, forms,
 * multipart) without a CORS preflight, and this server answers no preflight; so requiring JSON is what
 * keeps a foreign page out even where a browser sends no Origin. Multipart is accepted only on upload
 * routes (`config: { multipart: true }`), a form only where a page of ours posts one (`htmlForm`).
 * A body-less request with no content type is allowed: it is what the web app sends for body-less actions.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = originOf(publicUrl);
  // preParsing: after the security headers and rate limits, before any body is read.
  app.addHook('preParsing', async (req) => {
    if (!STATE_CHANGING.has(req.method) || !req.url.startsWith('/api/')) return;
    const route = req.routeOptions.config;
    if (route.serverToServer) return;
    if (comesFromAnotherSite(req, publicOrigin)) {
      throw new HttpError(403, 'cross_site', 'This request came from another site.');
    }
    const refusal = contentTypeRefusal(req, route);
    if (refusal) throw refusal;
  });
}

function comesFromAnotherSite(req: FastifyRequest, publicOrigin: string | null): boolean {
  // Set by the browser and out of a page's reach: when present it settles the question. Trusting it over
  // Origin keeps a server working whose proxy rewrites the Host header.
  const site = headerOf(req, 'sec-fetch-site');
  if (site !== undefined) return !OWN_FETCH_SITES.has(site.toLowerCase());
  const origin = headerOf(req, 'origin');
  // No Origin: not a browser. "null": our own pages post with it under Referrer-Policy: no-referrer; a
  // foreign page that sends it still cannot send JSON (preflight), and its cookies stay home (SameSite).
  if (origin === undefined || origin === 'null') return false;
  const given = originOf(origin);
  if (given === null) return true;
  return given !== publicOrigin && given !== originOf(`${req.protocol}://${req.host}`);
}

function contentTypeRefusal(req: FastifyRequest, route: FastifyContextConfig): HttpError | null {
  const accepted = [JSON_TYPE];
  if (route.multipart) accepted.push(MULTIPART_TYPE);
  if (route.htmlForm) accepted.push(FORM_TYPE);
  const header = headerOf(req, 'content-type');
  if (header === undefined) {
    if (!hasBody(req)) return null;
    return unsupported('This request has a body but no content type.', accepted);
  }
  const type = (header.split(';')[0] ?? '').trim().toLowerCase();
  if (accepted.includes(type)) return null;
  return unsupported(`This request's content type (${type || 'empty'}) is not accepted here.`, accepted);
}

function unsupported(what: string, accepted: readonly string[]): HttpError {
  const send = accepted.length === 1 ? `Send JSON (${JSON_TYPE})` : `Send one of ${accepted.join(', ')}`;
  return new HttpError(415, 'unsupported_media_type', `${what} ${send}.`, { accepted });
}

/** Fastify's own test: a body is announced by a length other than 0 or by a transfer encoding. */
function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function headerOf(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `scheme://host[:port]` as browsers write it (default ports dropped), or null when not a URL. */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
