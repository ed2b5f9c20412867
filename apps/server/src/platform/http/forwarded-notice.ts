import type { FastifyInstance } from 'fastify';

/**
 * Warns once when a request carries X-Forwarded-For while no proxy is trusted: the server then sees the
 * proxy's address for every visitor (one shared rate limit) and plain http behind an https proxy. Trusting
 * the header stays an operator's decision; this only says how to make it.
 */
export function registerForwardedNotice(app: FastifyInstance, trustProxy: false | number | string[]): void {
  if (trustProxy !== false) return;
  let told = false;
  app.addHook('onRequest', async (req) => {
    if (told || req.headers['x-forwarded-for'] === undefined) return;
    told = true;
    req.log.warn(
      'A request came through a proxy (X-Forwarded-For) but TRUST_PROXY is off: every visitor looks like ' +
        'the proxy to rate limits, and https is not detected. Set TRUST_PROXY to the number of proxies in ' +
        'front of Muse (1 behind one reverse proxy) or their addresses.',
    );
  });
}
