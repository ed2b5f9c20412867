import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface SpaOptions {
  /**
   * Serve `*.map` files (development only). In production they are refused with a 404 even if a build left
   * some in dist: they hand out the app's source, and the vite build makes none anyway.
   */
  serveSourceMaps?: boolean;
}

/**
 * Serves the built web app: hashed assets with long cache headers, and index.html for every other
 * non-API GET so the SPA's routes (/images/…, /music, /chat …) work on reload (history fallback).
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  opts: SpaOptions = {},
): Promise<void> {
  const isSourceMap = (path: string) => !opts.serveSourceMaps && path.endsWith('.map');
  const indexFile = join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      allowedPath: (path) => !isSourceMap(path),
      setHeaders(reply, path) {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const index = hasBuild ? readFileSync(indexFile, 'utf8') : null;

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
    return reply.code(200).type('text/html').header('cache-control', 'no-cache').send(index);
  });
}
