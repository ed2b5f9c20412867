import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, startHarness, type Harness } from '../../testing/harness';

/** Product events from the real routes: to PostHog when configured (a local stand-in here), else the log. */
describe('product analytics from the API', { timeout: 60_000 }, () => {
  let posthog: Server;
  const events: Record<string, unknown>[] = [];
  let h: Harness;
  let plain: Harness;
  beforeAll(async () => {
    posthog = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        events.push(JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>);
        res.end('{"status":"Ok"}');
      });
    });
    await new Promise<void>((resolve) => posthog.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(posthog.address() as AddressInfo).port}`;
    h = await startHarness({ POSTHOG_API_KEY: 'phc_test', POSTHOG_HOST: url }, { workers: false });
    plain = await startHarness({}, { workers: false });
  });
  afterAll(async () => {
    await h?.close();
    await plain?.close();
    await new Promise<void>((resolve) => posthog.close(() => resolve()));
  });

  async function generateAndShare(harness: Harness, email: string) {
    const ada = await accountFor(harness, email);
    await harness.ctx.services.credits.grant(ada.userId, 5, {
      reason: 't',
      idempotencyKey: `${email}-topup`,
    });
    const res = await harness.app.inject({
      method: 'POST',
      url: '/api/images/',
      payload: { description: 'a paper boat', model: 'art', startGenerate: true },
      headers: { cookie: ada.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const share = await harness.app.inject({
      url: `/api/images/sharelink/${res.json<{ filename: string }>().filename}`,
      headers: { cookie: ada.cookie },
    });
    expect(share.statusCode, share.body).toBe(200);
    return ada.userId;
  }

  it('reports a requested generation and a share to PostHog, with the person’s id and no prompt', async () => {
    const userId = await generateAndShare(h, 'ada-analytics@example.com');
    for (let i = 0; i < 100 && events.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(events.map((e) => [e['event'], e['distinct_id']])).toEqual([
      ['generation_requested', userId],
      ['share', userId],
    ]);
    expect(events[0]!['properties']).toMatchObject({ media: 'image', model: 'art', number: 1 });
    expect(JSON.stringify(events)).not.toContain('paper boat');
  });

  it('only logs them without configuration', async () => {
    const before = events.length;
    await generateAndShare(plain, 'bo-analytics@example.com');
    const logged = plain.logs.filter((line) => line.includes('"analytics event"'));
    expect(logged.map((line) => (JSON.parse(line) as { analytics: string }).analytics)).toEqual([
      'generation_requested',
      'share',
    ]);
    expect(events.length).toBe(before);
  });
});
