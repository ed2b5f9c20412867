import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface SpaOptions {
  /**
   * Serve `*.map` files (development only). In production they are refused with a 404 even if a build left
   * some in dist: they hand out the app's source, and the vite build makes none anyway.
   */
  serveSourceMaps?: boolean;
}

/** The built app's index.html, as written and as the build compressed it, and its inline scripts' hashes. */
export interface SpaIndex {
  html: string;
  brotli: Buffer | null;
  gzip: Buffer | null;
  /** CSP sources (`'sha256-…'`) allowing exactly the page's inline scripts (the theme, set before paint). */
  scriptHashes: string[];
}

/** The CSP hash source of every inline `<script>` of a page (scripts with `src` are covered by 'self'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/** Reads the build's index.html, or null when the web app is not built. */
export function readSpaIndex(distDir: string): SpaIndex | null {
  const file = join(distDir, 'index.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  const compressed = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : null);
  return { html, brotli: compressed('.br'), gzip: compressed('.gz'), scriptHashes: inlineScriptHashes(html) };
}

/** The index in the best encoding the browser accepts (brotli, then gzip, then as written). */
function indexBody(index: SpaIndex, req: FastifyRequest): { body: string | Buffer; encoding?: string } {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (index.brotli && /\bbr\b/.test(accepted)) return { body: index.brotli, encoding: 'br' };
  if (index.gzip && /\bgzip\b/.test(accepted)) return { body: index.gzip, encoding: 'gzip' };
  return { body: index.html };
}

/**
 * Serves the built web app: hashed assets with long cache headers, compressed as the build wrote them
 * (brotli or gzip, as the browser accepts), and index.html for every other non-API GET so the SPA's routes
 * (/images/…, /music, /chat …) work on reload (history fallback).
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  index: SpaIndex | null,
  opts: SpaOptions = {},
): Promise<void> {
  const isSourceMap = (path: string) => !opts.serveSourceMaps && path.endsWith('.map');
  if (index) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (path) => !isSourceMap(path),
      setHeaders(reply, path) {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !isSourceMap(path);
    if (!wantsPage) {
      return reply
        .code(404)
        .send({ error: { code: 'not_found', message: `No route ${req.method} ${path}` } });
    }
    if (!index) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    const { body, encoding } = indexBody(index, req);
    if (encoding) void reply.header('content-encoding', encoding);
    return reply
      .code(200)
      .type('text/html')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(body);
  });
}
