import { HealthLiveReply, HealthReadyReply } from '@muse/contracts';
import { sql, type Database, type Kysely } from '@muse/db';
import type { JobQueue } from '@muse/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../platform/config/config';
import type { OutboxMailer } from '../../platform/mail';
import type { BlobStore } from '../../platform/storage';

export interface HealthRouteDeps {
  db: Kysely<Database>;
  queue: Pick<JobQueue<unknown>, 'ping'>;
  blobs: Pick<BlobStore, 'ping'>;
  /** the dev outbox, or null when it is off */
  outbox: OutboxMailer | null;
  config: Pick<Config, 'SMTP_URL'>;
}

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
function mailCheck(deps: Pick<HealthRouteDeps, 'outbox' | 'config'>): { ok: boolean; detail?: string } {
  if (deps.config.SMTP_URL) return { ok: true };
  if (deps.outbox) return { ok: true, detail: 'No SMTP server: sign-in codes go to the dev outbox' };
  return { ok: false, detail: 'No SMTP server: sign-in codes cannot be delivered' };
}

/** Liveness (the process answers) and readiness (database, queue and storage answer), plus mail delivery. */
export const healthRoutes =
  (deps: HealthRouteDeps): FastifyPluginAsyncZod =>
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
          check(() => sql`select 1`.execute(deps.db)),
          check(() => deps.queue.ping()),
          check(() => deps.blobs.ping()),
        ]);
        const ok = database.ok && queue.ok && storage.ok;
        void reply.code(ok ? 200 : 503);
        return {
          status: ok ? ('ok' as const) : ('unavailable' as const),
          checks: { database, queue, storage, mail: mailCheck(deps) },
        };
      },
    );
  };
