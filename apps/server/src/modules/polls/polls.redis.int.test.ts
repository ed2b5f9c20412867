import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Poll, PollResultsEvent } from '@muse/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- a second server process needs a whole context, built as the test harness builds one
import { createContext } from '../../container';
import { loadConfig } from '../../platform/config/config';
import { buildHttpApp } from '../../platform/http/app';
import { accountFor, startHarness, type Harness } from '../../testing/harness';
import { Sockets, ask, listenWithRealtime, next } from '../../testing/realtime-sockets';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two API processes on one database and one Redis: a poll started through one reaches a visitor connected
 * to the other, and that visitor's vote reaches the owner's socket on the first (the office's room is a
 * socket.io room, broadcast through the Redis adapter).
 */
describe.skipIf(!redisUrl)('polls across two servers on Redis', () => {
  let h: Harness;
  let second: { app: FastifyInstance; ctx: Harness['ctx'] };
  let dataDir: string;
  let baseA = '';
  let baseB = '';
  const sockets = new Sockets(() => baseA);

  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
    baseA = await listenWithRealtime(h, redisUrl);
    dataDir = mkdtempSync(join(tmpdir(), 'muse-int-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: 'admin@example.com',
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: h.ctx.config.REDIS_KEY_PREFIX,
    });
    // The second process shares the first one's database (closing it is the first harness's job).
    const ctx = await createContext(config, h.ctx.logger, {
      dbHandle: { db: h.ctx.db, dialect: h.ctx.dialect, destroy: async () => {} },
    });
    const app = await buildHttpApp(ctx);
    await app.ready();
    second = { app, ctx };
    baseB = await listenWithRealtime(second, redisUrl);
  }, 60_000);
  afterAll(async () => {
    sockets.closeAll();
    await second?.app.close();
    await second?.ctx.close({ graceMs: 1000 });
    await h?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('pushes polls and results between the servers', async () => {
    const owner = await accountFor(h, 'owner@example.com');
    const officeId = (
      await h.app.inject({
        method: 'POST',
        url: '/api/offices/newOffice',
        headers: { cookie: owner.cookie },
        payload: { type: 'aiChat', name: 'Two servers' },
      })
    ).json()._id as string;

    const ownerSocket = await sockets.open(owner.cookie);
    expect(await ask(ownerSocket, 'join-office', { officeId })).toEqual({ ok: true });
    const visitor = await sockets.open('muse_visitor=00000000-0000-4000-8000-000000000001', {
      visitor: true,
      base: baseB,
    });
    expect(await ask(visitor, 'join-office', { officeId })).toEqual({ ok: true });
    // The adapter's subscription settles before the first broadcast.
    await new Promise((r) => setTimeout(r, 300));

    const pushed = next<Poll>(visitor, 'poll');
    const started = await h.app.inject({
      method: 'POST',
      url: '/api/polls',
      headers: { cookie: owner.cookie },
      payload: { officeId, pollType: 'choice', question: 'Which day?', choices: ['Mon', 'Tue', 'Wed'] },
    });
    expect(started.statusCode, started.body).toBe(200);
    const poll = await pushed;
    expect(poll).toMatchObject({ question: 'Which day?', myVote: null });

    const results = next<PollResultsEvent>(ownerSocket, 'poll-results');
    expect(await ask(visitor, 'vote', { pollId: poll._id, value: 'Tue' })).toMatchObject({ ok: true });
    expect(await results).toMatchObject({
      pollId: poll._id,
      total: 1,
      choices: [{}, { result: 1, percent: 100 }, {}],
    });
  });
});
