import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';

/** An inline script like the page's own (the colour scheme, applied before the first paint). */
const THEME_SCRIPT = "document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');";

describe('HTTP platform', () => {
  let h: Harness;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'muse-dist-'));
    mkdirSync(join(dist, 'assets'));
    // As the build writes them: each text file also brotli- and gzip-compressed beside it.
    const write = (path: string, text: string) => {
      writeFileSync(join(dist, path), text);
      writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
      writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
    };
    write(
      'index.html',
      `<!doctype html><title>Muse</title><script>${THEME_SCRIPT}</script><div id="root"></div>`,
    );
    write('assets/app-abc123.js', 'console.log(1)');
    h = await startHarness({}, { webDistDir: dist });
  });
  afterAll(async () => h?.close());

  it('answers liveness and readiness with each dependency checked', async () => {
    expect((await h.app.inject('/api/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await h.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      checks: {
        database: { ok: true },
        queue: { ok: true },
        storage: { ok: true },
        mail: { ok: true, detail: 'No SMTP server: sign-in codes go to the dev outbox' },
      },
    });
  });

  it('gives every reply a request id and security headers', async () => {
    const res = await h.app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'trace-me' } });
    expect(res.headers['x-request-id']).toBe('trace-me');
    const fresh = await h.app.inject('/api/health/live');
    expect(fresh.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('answers unknown API routes, bad JSON and big bodies with JSON 4xx errors', async () => {
    const missing = await h.app.inject('/api/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');

    const badJson = await h.app.inject({
      method: 'POST',
      url: '/api/auth/email/start',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.message).toContain('body');

    const big = await h.app.inject({
      method: 'POST',
      url: '/api/auth/email/start',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('payload_too_large');

    const wrongType = await h.app.inject({
      method: 'POST',
      url: '/api/auth/email/start',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.code).toBe('unsupported_media_type');
    const plain = await h.app.inject({
      method: 'POST',
      url: '/api/auth/email/start',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    // text/plain is what a foreign page can post without a preflight: refused (csrf.ts).
    expect(plain.statusCode).toBe(415);
    expect(plain.json().error.message).toContain('text/plain');
  });

  it('refuses NUL characters anywhere in the input, naming the field', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/email/start',
      payload: { email: 'a\u0000@b.co' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('email');
    const param = await h.app.inject('/api/images/filename/abc%00def');
    expect(param.statusCode).toBe(400);
    expect(param.json().error.details[0].field).toBe('params.filename');
  });

  it('serves the OpenAPI document and its viewer at /api/docs', async () => {
    const doc = await h.app.inject('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/session', '/api/auth/email/start', '/api/admin/users/{userId}/credits']),
    );
    expect((await h.app.inject('/api/docs/')).statusCode).toBe(200);
  });

  it('serves the SPA with history fallback and long-cached assets', async () => {
    for (const path of ['/', '/images', '/music/some-track', '/mock-interview/app', '/no/such/page']) {
      const res = await h.app.inject(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    const asset = await h.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await h.app.inject({ method: 'POST', url: '/images' })).statusCode).toBe(404);
  });

  it('sends the page and its assets compressed as the build wrote them, in the encoding the browser takes', async () => {
    const br = await h.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await h.app.inject({ url: '/images', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['vary']).toContain('accept-encoding');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<div id="root">');
    const plain = await h.app.inject({ url: '/images', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it("allows the page's own inline script by its hash and no other inline script", async () => {
    const csp = String((await h.app.inject('/')).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(scriptSrc.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('lists the model catalogue with availability', async () => {
    const res = await h.app.inject('/api/models');
    expect(res.statusCode).toBe(200);
    const models = res.json().models as { kind: string; available: boolean; unavailableReason?: string }[];
    expect(models.length).toBeGreaterThan(0);
    for (const m of models.filter((m) => m.kind === 'hosted')) {
      expect(m.available).toBe(false);
      // each names what to set: an API key (OpenAI, Gemini), or the address of the operator's own image server
      expect(m.unavailableReason).toMatch(/OPENAI_API_KEY|GEMINI_API_KEY|SDWEBUI_URL|COMFYUI_URL/);
    }
  });
});

describe('HTTP platform with SMTP configured', () => {
  it('turns the dev outbox off', async () => {
    const h = await startHarness({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      const res = await h.app.inject('/api/dev/outbox');
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('The dev outbox is off because SMTP is configured.');
    } finally {
      await h.close();
    }
  });
});

describe('API rate limit', () => {
  it('answers 429 past RATE_LIMIT_MAX requests a minute from one address', async () => {
    const h = await startHarness({ RATE_LIMIT_MAX: '5' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) codes.push((await h.app.inject('/api/session')).statusCode);
      expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      const limited = await h.app.inject('/api/session');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('rate_limited');
      // Health probes are never limited.
      expect((await h.app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      await h.close();
    }
  });
});
