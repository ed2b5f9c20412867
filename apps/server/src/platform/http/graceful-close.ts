import type { FastifyInstance } from 'fastify';

/** How often a closing server looks for connections that have become idle. */
const SWEEP_EVERY_MS = 100;

/**
 * Lets a closing server finish its in-flight requests and then really close. `server.close()` waits for
 * every open connection, and Node closes only those idle at that moment: a keep-alive connection whose
 * request was still running stays open after its reply (fastify keeps idle connections 72 s), and a client
 * that keeps sending never lets it go. While closing, replies therefore carry `Connection: close`, and
 * connections that fall idle are closed as they do.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    closing = true;
    sweeper = setInterval(() => app.server.closeIdleConnections(), SWEEP_EVERY_MS);
    sweeper.unref();
    done();
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweeper);
    done();
  });
}

/**
 * Closes `app` as above, giving running requests `graceMs`; then the connections still open are closed, so a
 * slow request (a file read by a parser still starting on a busy machine, a body that never ends) cannot
 * hold the stop past the grace.
 */
export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
