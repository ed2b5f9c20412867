import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../logging/logger';
import { createAnalytics, LogAnalytics, PlausibleAnalytics, PostHogAnalytics } from './analytics';

/** A local server standing in for PostHog and Plausible: it records what it was sent. */
let server: Server;
let base = '';
let status = 200;
const received: { path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>,
      });
      res.statusCode = status;
      res.end(status === 200 ? '{"status":"Ok"}' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  status = 200;
});

const logger = () =>
  ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as Logger & {
    info: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };
const generation = {
  name: 'generation_requested',
  props: { media: 'image', model: 'art', number: 2 },
} as const;

describe('product analytics sinks', () => {
  it('logs by default and calls no one', async () => {
    const log = logger();
    const sink = createAnalytics({ publicUrl: 'https://muse.example' }, log);
    expect(sink).toBeInstanceOf(LogAnalytics);
    sink.capture(generation, 'user-1');
    await sink.flush();
    expect(log.info).toHaveBeenCalledWith(
      { analytics: 'generation_requested', props: generation.props, distinctId: 'user-1' },
      'analytics event',
    );
    expect(received).toEqual([]);
  });

  it('sends PostHog its capture call with the project key, event, person and properties', async () => {
    const sink = createAnalytics(
      { POSTHOG_API_KEY: 'phc_test', POSTHOG_HOST: `${base}/`, publicUrl: 'x' },
      logger(),
    );
    expect(sink).toBeInstanceOf(PostHogAnalytics);
    sink.capture(generation, 'user-1');
    sink.capture({ name: 'share', props: { media: 'video' } }, null);
    await sink.flush();
    expect(received.map((r) => r.path)).toEqual(['/i/v0/e/', '/i/v0/e/']);
    expect(received[0]!.body).toMatchObject({
      api_key: 'phc_test',
      event: 'generation_requested',
      distinct_id: 'user-1',
      properties: { media: 'image', model: 'art', number: 2, $process_person_profile: true },
    });
    expect(Date.parse(String(received[0]!.body['timestamp']))).not.toBeNaN();
    expect(received[1]!.body).toMatchObject({
      event: 'share',
      distinct_id: 'anonymous',
      properties: { media: 'video', $process_person_profile: false },
    });
  });

  it('sends Plausible an event of the site without any person id', async () => {
    const sink = createAnalytics(
      { PLAUSIBLE_DOMAIN: 'muse.example', PLAUSIBLE_URL: base, publicUrl: 'https://muse.example/' },
      logger(),
    );
    expect(sink).toBeInstanceOf(PlausibleAnalytics);
    sink.capture(
      {
        name: 'purchase',
        props: {
          product: 'credits-small',
          kind: 'credits',
          priceCents: 499,
          provider: 'stripe',
          renewal: false,
        },
      },
      'user-7',
    );
    await sink.flush();
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe('/api/event');
    expect(received[0]!.headers['user-agent']).toBe('Muse server (analytics)');
    expect(received[0]!.body).toEqual({
      name: 'purchase',
      domain: 'muse.example',
      url: 'https://muse.example/images',
      props: {
        product: 'credits-small',
        kind: 'credits',
        priceCents: 499,
        provider: 'stripe',
        renewal: false,
      },
    });
    expect(JSON.stringify(received[0]!.body)).not.toContain('user-7');
  });

  it('prefers PostHog when both are set', () => {
    expect(
      createAnalytics({ POSTHOG_API_KEY: 'k', PLAUSIBLE_DOMAIN: 'd', publicUrl: 'x' }, logger()).kind,
    ).toBe('posthog');
  });

  it('logs a failed delivery as a warning and never throws to the caller', async () => {
    status = 500;
    const log = logger();
    const sink = new PostHogAnalytics(log, { apiKey: 'k', host: base });
    expect(() => sink.capture(generation, 'u')).not.toThrow();
    const unreachable = new PlausibleAnalytics(log, {
      domain: 'd',
      url: 'http://127.0.0.1:9',
      publicUrl: 'x',
    });
    unreachable.capture(generation, 'u');
    await Promise.all([sink.flush(), unreachable.flush()]);
    expect(log.warn).toHaveBeenCalledTimes(2);
    const warnings = log.warn.mock.calls.map(([fields]) => fields as { sink: string; err: string });
    const fromPostHog = warnings.find((w) => w.sink === 'posthog');
    expect(fromPostHog).toMatchObject({ analytics: 'generation_requested' });
    expect(fromPostHog?.err).toContain('500');
    expect(warnings.some((w) => w.sink === 'plausible')).toBe(true);
  });
});
