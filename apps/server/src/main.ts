/**
 * Starts Muse. `--roles=api,realtime,worker` chooses what this process runs (default: all three, the
 * embedded mode of `npm start`). Stops gracefully on SIGTERM/SIGINT: in-flight requests and jobs finish.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { createContext } from './container';
import { SESSION_COOKIE } from './modules/auth';
import { ConfigError, ENV_DOCS, loadConfig } from './platform/config/config';
import { buildHttpApp } from './platform/http/app';
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

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
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
        authenticate: async (cookie) =>
          (await ctx.services.auth.resolve(cookieValue(cookie, SESSION_COOKIE)))?.userId ?? null,
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
  if (ctx.outbox && app) {
    logger.info(
      `Mail goes to the dev outbox: ${config.publicUrl}/dev/outbox (API: ${config.publicUrl}/api/dev/outbox?to=EMAIL)`,
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
    }, config.SHUTDOWN_GRACE_MS + 10_000);
    force.unref();
    try {
      await app?.close();
      await ctx.close({ graceMs: config.SHUTDOWN_GRACE_MS });
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
