import { HealthLiveReply, HealthReadyReply } from '@muse/contracts';
import { sql } from '@muse/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../container';

async function check(
  run: () => Promise<unknown>,
  timeoutMs = 3000,
): Promise<{ ok: boolean; detail?: string }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { ok: true };
  } catch (err) {
    return { ok: false, detail: err instanceof Error ? err.message : String(err) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether sign-in codes can reach people. Reported, but never part of readiness: the server still serves
 * guests, provider sign-in and signed-in users, and a load balancer taking it out would only make it worse.
 */
function mailCheck(ctx: AppContext): { ok: boolean; detail?: string } {
  if (ctx.config.SMTP_URL) return { ok: true };
  if (ctx.outbox) return { ok: true, detail: 'No SMTP server: sign-in codes go to the dev outbox' };
  return { ok: false, detail: 'No SMTP server: sign-in codes cannot be delivered' };
}

/** Liveness (the process answers) and readiness (database, queue and storage answer), plus mail delivery. */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health/live',
      { schema: { tags: ['health'], response: { 200: HealthLiveReply } } },
      async () => ({
        status: 'ok' as const,
      }),
    );

    app.get(
      '/health/ready',
      { schema: { tags: ['health'], response: { 200: HealthReadyReply, 503: HealthReadyReply } } },
      async (_req, reply) => {
        const [database, queue, storage] = await Promise.all([
          check(() => sql`select 1`.execute(ctx.db)),
          check(() => ctx.queue.ping()),
          check(() => ctx.blobs.ping()),
        ]);
        const ok = database.ok && queue.ok && storage.ok;
        void reply.code(ok ? 200 : 503);
        return {
          status: ok ? ('ok' as const) : ('unavailable' as const),
          checks: { database, queue, storage, mail: mailCheck(ctx) },
        };
      },
    );
  };
