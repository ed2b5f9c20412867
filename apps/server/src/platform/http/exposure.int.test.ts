import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';

/** What a server shows beyond its API: CSP, source maps, API docs; in development and on a public server. */

const PUBLIC_PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://muse.example.com' };

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'muse-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Muse</title><div id="root"></div>');
  writeFileSync(
    join(dist, 'assets', 'app-abc123.js'),
    'console.log(1)\n//# sourceMappingURL=app-abc123.js.map',
  );
  writeFileSync(join(dist, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  writeFileSync(join(dist, 'root.js.map'), '{"version":3}');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('a development server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({}, { webDistDir: dist });
  });
  afterAll(async () => h?.close());

  it('lets pages connect only to their own origin (same-origin websockets included)', async () => {
    const csp = String((await h.app.inject('/api/health/live')).headers['content-security-policy']);
    expect(csp).toMatch(/(^|;)connect-src 'self'(;|$)/);
    expect(csp).not.toMatch(/ws:|wss:/);
  });

  it('serves source maps and the API docs', async () => {
    expect((await h.app.inject('/assets/app-abc123.js.map')).statusCode).toBe(200);
    expect((await h.app.inject('/api/docs/json')).statusCode).toBe(200);
    expect((await h.app.inject('/api/docs/')).statusCode).toBe(200);
  });
});

describe('a public production server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(PUBLIC_PRODUCTION, { webDistDir: dist });
  });
  afterAll(async () => h?.close());

  it('never serves source maps, wherever they lie', async () => {
    for (const path of ['/assets/app-abc123.js.map', '/root.js.map', '/assets/missing.js.map']) {
      const res = await h.app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    // The rest of the app is served as before.
    expect((await h.app.inject('/assets/app-abc123.js')).statusCode).toBe(200);
    expect((await h.app.inject('/images')).statusCode).toBe(200);
  });

  it('has no API docs: neither the viewer nor the OpenAPI document', async () => {
    for (const path of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml']) {
      const res = await h.app.inject(path);
      expect(res.statusCode, path).toBe(404);
    }
  });
});

describe('a public production server with API_DOCS=1', () => {
  it('serves the API docs', async () => {
    const h = await startHarness({ ...PUBLIC_PRODUCTION, API_DOCS: '1' });
    try {
      expect((await h.app.inject('/api/docs/json')).statusCode).toBe(200);
      expect((await h.app.inject('/api/docs/')).statusCode).toBe(200);
    } finally {
      await h.close();
    }
  });
});
