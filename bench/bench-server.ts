/** A real Muse server for a bench: SQLite in a temp data directory, on a free port, with a signed-in account. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildHttpApp, createContext, createLogger, loadConfig, type AppContext } from '@muse/server';

export interface BenchServer {
  base: string;
  ctx: AppContext;
  /** a signed-in account's session cookie (accounts have no visitor quota) */
  cookie: string;
  close(): Promise<void>;
}

export async function startBenchServer(
  env: Record<string, string> = {},
  options: {
    webDistDir?: string;
    /** attach the realtime socket (session-cookie auth) */ realtime?: boolean;
  } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'muse-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    RATE_LIMIT_MAX: '1000000000',
    ...env,
  });
  const ctx = await createContext(config, createLogger('silent'));
  const app = await buildHttpApp(ctx, options);
  if (options.realtime)
    await ctx.realtime.attach(app.server, {
      logger: ctx.logger,
      authenticate: async (cookie) => {
        const token = cookie?.match(/muse_session=([^;]+)/)?.[1];
        return (await ctx.services.auth.resolve(token))?.userId ?? null;
      },
    });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const user = await ctx.services.users.findOrCreateByEmail('bench@example.com');
  const cookie = `muse_session=${await ctx.services.auth.createSession(user.id)}`;
  return {
    base,
    ctx,
    cookie,
    async close() {
      await app.close();
      await ctx.close({ graceMs: 1000 });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
