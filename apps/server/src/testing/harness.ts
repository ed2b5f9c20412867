import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { ImageItem } from '@muse/contracts';
import { createTestDatabase } from '@muse/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createContext, type AppContext } from '../container';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, sessionCookieName } from '../modules/auth';
import { loadConfig } from '../platform/config/config';
import { buildHttpApp } from '../platform/http/app';
import { createLogger } from '../platform/logging/logger';

export interface Harness {
  app: FastifyInstance;
  ctx: AppContext;
  /** every log line the server wrote, for asserting what must never be logged */
  logs: string[];
  close(): Promise<void>;
}

/**
 * A real Muse server for one test file: the whole HTTP app on a fresh database (SQLite, or PostgreSQL when
 * TEST_DATABASE_URL is set), a temp data directory, and running workers. Nothing is shared between files.
 */
export async function startHarness(
  env: Record<string, string> = {},
  opts: {
    webDistDir?: string;
    /** false: jobs wait in the queue (to test queue states) */
    workers?: boolean;
  } = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'muse-int-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ADMIN_EMAILS: 'admin@example.com',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    // Each harness its own queue, rate limits and socket channels on the shared test Redis.
    REDIS_KEY_PREFIX: `muse-test-${randomUUID()}`,
    ...env,
  });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger(config.LOG_LEVEL, sink);
  const ctx = await createContext(config, logger, { dbHandle: await createTestDatabase() });
  const app = await buildHttpApp(ctx, { webDistDir: opts.webDistDir });
  await app.ready();
  await waitUntilReady(ctx);
  if (opts.workers !== false) await ctx.queue.startWorkers({ services: ctx.jobServices, concurrency: 2 });
  return {
    app,
    ctx,
    logs,
    async close() {
      await app.close();
      await ctx.close({ graceMs: 2000 });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Like a load balancer polling /api/health/ready: the queue's Redis connection may still be opening. */
async function waitUntilReady(ctx: AppContext): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      return await ctx.queue.ping();
    } catch (err) {
      if (i >= 100) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** The session cookie a reply set (`muse_session`, or `__Host-muse_session` on an https server). */
export function cookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE || c.name === SECURE_SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie in reply ${res.statusCode}: ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** Waits for the emailed sign-in code to reach the dev outbox (mail leaves through the job queue). */
export async function readCodeFromOutbox(h: Harness, email: string, after = ''): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      query: { to: email, token: h.ctx.config.outboxToken },
    });
    const messages = res.json<{ messages: { text: string; createdOn: string }[] }>().messages;
    const latest = messages.find((m) => m.createdOn >= after);
    const code = latest?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no code reached the outbox for ${email}`);
}

/** A signed-in account without the mail round trip (for harnesses whose workers are off). */
export async function sessionFor(h: Harness, email: string): Promise<string> {
  return (await accountFor(h, email)).cookie;
}

/** The account of an email (made if new) with a signed-in session: its cookie and user id. */
export async function accountFor(
  h: Harness,
  email: string,
): Promise<{ cookie: string; userId: string; email: string }> {
  const user = await h.ctx.services.users.findOrCreateByEmail(email);
  // app.inject speaks http: the cookie is the https one only when PUBLIC_URL is https.
  const name = sessionCookieName(h.ctx.config.cookieSecure);
  return { cookie: `${name}=${await h.ctx.services.auth.createSession(user.id)}`, userId: user.id, email };
}

/** Signs in by email the way a user does and returns the session cookie. */
export async function signIn(h: Harness, email: string): Promise<string> {
  const before = new Date().toISOString();
  const start = await h.app.inject({ method: 'POST', url: '/api/auth/email/start', payload: { email } });
  if (start.statusCode !== 200) throw new Error(`start failed: ${start.body}`);
  const code = await readCodeFromOutbox(h, email, before);
  const res = await h.app.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { email, code } });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
  return cookieOf(res);
}

/** Waits until an image has finished (ready, blocked, failed or no-credits) and returns it as the API shows it. */
export async function waitFinished(h: Harness, cookie: string, filename: string): Promise<ImageItem> {
  for (let i = 0; i < 400; i++) {
    const item = (
      await h.app.inject({ url: `/api/images/filename/${filename}`, headers: { cookie } })
    ).json<ImageItem>();
    if (item.finishedOn) return item;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${filename} did not finish`);
}
