/**
 * Starts Muse. `--roles=api,realtime,worker` chooses what this process runs (default: all three, the
 * embedded mode of `npm start`). Stops gracefully on SIGTERM/SIGINT: in-flight requests and jobs finish.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { createContext } from './container';
import { missingLegalSettings } from './modules/legal';
import { warnIfPaymentsSandbox } from './modules/payments';
import { sessionTokenOf } from './modules/auth';
import { ConfigError, ENV_DOCS, loadConfig } from './platform/config/config';
import { buildHttpApp } from './platform/http/app';
import { closeWithin } from './platform/http/graceful-close';
import { startExitWatchdog } from './platform/lifecycle/exit-watchdog';
import { createLogger } from './platform/logging/logger';

const ROLES = ['api', 'realtime', 'worker'] as const;
type Role = (typeof ROLES)[number];

function parseRoles(argv: string[]): Set<Role> {
  const { values } = parseArgs({
    args: argv,
    options: { roles: { type: 'string' }, help: { type: 'boolean' } },
    strict: false,
  });
  if (values.help) {
    console.log('Usage: npm start -- [--roles=api,realtime,worker]\n\nEnvironment:');
    for (const [name, doc] of Object.entries(ENV_DOCS)) console.log(`  ${name.padEnd(24)} ${doc}`);
    process.exit(0);
  }
  const raw = typeof values.roles === 'string' ? values.roles : ROLES.join(',');
  const roles = raw
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const bad = roles.filter((r) => !(ROLES as readonly string[]).includes(r));
  if (bad.length) {
    console.error(`Unknown role ${bad.join(', ')}: use ${ROLES.join(', ')}`);
    process.exit(2);
  }
  return new Set(roles as Role[]);
}

async function main(): Promise<void> {
  const roles = parseRoles(process.argv.slice(2));
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const ctx = await createContext(config, logger);
  let app: FastifyInstance | undefined;

  if (roles.has('api') || roles.has('realtime')) {
    const here = dirname(fileURLToPath(import.meta.url));
    app = await buildHttpApp(ctx, { webDistDir: resolve(here, '../../web/dist') });
    if (roles.has('realtime')) {
      await ctx.realtime.attach(app.server, {
        redisUrl: config.REDIS_URL,
        keyPrefix: config.REDIS_KEY_PREFIX,
        logger,
        cookieSecure: config.cookieSecure,
        authenticate: async (cookie) =>
          (await ctx.services.auth.resolve(sessionTokenOf(cookie)))?.userId ?? null,
      });
    }
    await app.listen({ port: config.PORT, host: config.HOST });
  } else if (config.REDIS_URL) {
    ctx.realtime.publishThroughRedis(config.REDIS_URL, config.REDIS_KEY_PREFIX);
  }
  if (roles.has('worker')) {
    await ctx.queue.startWorkers({ services: ctx.jobServices, concurrency: config.WORKER_CONCURRENCY });
  }

  logger.info(
    {
      roles: [...roles],
      url: app ? config.publicUrl : undefined,
      database: ctx.dialect,
      queue: ctx.queue.driver,
      storage: ctx.blobs.driver,
      hostedAi: ctx.providers.models().some((m) => m.kind === 'hosted' && m.available),
    },
    `Muse is running${app ? ` at ${config.publicUrl}` : ''}`,
  );
  if (app) warnIfPaymentsSandbox(logger, ctx.services);
  if (ctx.outbox && app) {
    // Like Jupyter's link: whoever can read this log may read the outbox; nobody else (admins aside).
    const token = encodeURIComponent(config.outboxToken);
    logger.info(
      `Mail goes to the dev outbox: ${config.publicUrl}/dev/outbox?token=${token} (API: ${config.publicUrl}/api/dev/outbox?to=EMAIL&token=${token})`,
    );
  }
  const legalMissing = missingLegalSettings(config);
  if (config.isPublic && app && legalMissing.length > 0) {
    logger.warn(
      `The Terms and Privacy Policy do not say who runs this public server: set ${legalMissing.join(', ')}.`,
    );
  }
  if (config.isPublic && !config.SMTP_URL && !ctx.outbox) {
    logger.warn(
      'No SMTP server: email sign-in cannot deliver codes on this public server. Set SMTP_URL (or MAIL_OUTBOX=1 to read them in the dev outbox).',
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: finishing in-flight requests and jobs');
    const force = setTimeout(() => {
      logger.error('graceful stop took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS + 5_000);
    force.unref();
    // If even that exit gets stuck on the main thread (an exit handler waiting forever), a thread kills it.
    startExitWatchdog(config.SHUTDOWN_GRACE_MS + 8_000);
    // One grace for everything: requests and jobs run on side by side, and what outlives it is cut off.
    const deadline = Date.now() + config.SHUTDOWN_GRACE_MS;
    try {
      // Sockets first: an open websocket would keep the HTTP server from closing.
      await Promise.all([app && closeWithin(app, config.SHUTDOWN_GRACE_MS), ctx.realtime.close()]);
      logger.info('stopping: requests finished');
      await ctx.close({ graceMs: Math.max(0, deadline - Date.now()) });
      logger.info('stopped');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
