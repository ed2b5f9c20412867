import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Font, FontList } from '@muse/contracts';
import { FONT_CACHE_MS, POPULAR_FONTS } from '@muse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';
import { BUNDLED_FONT_PACKAGES, createFontsService, FONT_FALLBACK_RETRY_MS } from '.';

const BASE = '/api/user/google-fonts';
const KEY = 'test-google-fonts-key-4f2a';

/** A stand-in for www.googleapis.com that speaks the Developer API's wire format and counts its calls. */
interface FakeGoogle {
  url: string;
  /** the query of every call, in order */
  calls: URLSearchParams[];
  mode: 'ok' | 'fail' | 'hang';
  close(): Promise<void>;
}

const GOOGLE_ITEMS = [
  webfont('Zilla Slab', 'serif', ['regular', '700']),
  webfont('ABeeZee', 'sans-serif', ['regular', 'italic']),
  webfont('Roboto', 'sans-serif', ['regular', '700']),
  webfont('Montserrat', 'sans-serif', ['regular', '700']),
  webfont('Molle', 'handwriting', ['italic']),
  { family: 'Broken', category: 'fantasy', variants: ['regular'], files: { regular: 'http://x/y.ttf' } },
];

function webfont(family: string, category: string, variants: string[]) {
  const slug = family.toLowerCase().replace(/ /g, '');
  return {
    family,
    category,
    variants,
    subsets: ['latin'],
    version: 'v1',
    lastModified: '2025-01-01',
    files: Object.fromEntries(variants.map((v) => [v, `http://fonts.gstatic.com/s/${slug}/v1/${v}.ttf`])),
    kind: 'webfonts#webfont',
  };
}

async function startFakeGoogle(): Promise<FakeGoogle> {
  const fake = { calls: [] as URLSearchParams[], mode: 'ok' as FakeGoogle['mode'] };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/webfonts/v1/webfonts') return void res.writeHead(404).end();
    fake.calls.push(url.searchParams);
    if (fake.mode === 'hang') return; // never answers: the client's timeout must end it
    if (fake.mode === 'fail') return void res.writeHead(503).end('{"error":{"code":503}}');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ kind: 'webfonts#webfontList', items: GOOGLE_ITEMS }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

const families = (fonts: Font[]) => fonts.map((f) => f.family);

describe('the bundled fonts (no Google Fonts key)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
  });
  afterAll(async () => h.close());

  const get = (url: string) => h.app.inject({ method: 'GET', url });
  const items = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FontList>().items;
  };

  it('lists at least 40 families of every category, the 15 popular first, then alphabetical', async () => {
    const res = await get(BASE);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const fonts = res.json<FontList>().items;
    expect(fonts.length).toBeGreaterThanOrEqual(40);
    expect(families(fonts).slice(0, 15)).toEqual([...POPULAR_FONTS]);
    const rest = families(fonts).slice(15);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    for (const category of ['serif', 'sans-serif', 'display', 'handwriting', 'monospace']) {
      expect(fonts.filter((f) => f.category === category).length, category).toBeGreaterThanOrEqual(4);
    }
    for (const font of fonts) {
      expect(font.files.regular).toMatch(
        /^\/api\/user\/google-fonts\/files\/[a-z0-9-]+-latin-400-normal\.woff2\?v=/,
      );
      expect(font.variants[0]).toBe('regular');
      expect(Object.keys(font.files).sort()).toEqual([...font.variants].sort());
    }
    expect(fonts.find((f) => f.family === 'Roboto')?.variants).toEqual(['regular', '700']);
    expect(fonts.find((f) => f.family === 'Lobster')?.variants).toEqual(['regular']);
  });

  it('ships every @fontsource package the server depends on, and no other', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const installed = Object.keys(manifest.dependencies)
      .filter((name) => name.startsWith('@fontsource/'))
      .map((name) => name.slice('@fontsource/'.length));
    expect([...BUNDLED_FONT_PACKAGES].sort()).toEqual(installed.sort());
  });

  it('filters by category; "all" is the whole list; an unknown one is a 400 naming category', async () => {
    const serif = await items(`${BASE}/category/serif`);
    expect(serif.length).toBeGreaterThanOrEqual(4);
    expect(serif.every((f) => f.category === 'serif')).toBe(true);
    expect(families(serif).slice(0, 3)).toEqual(['Playfair Display', 'Merriweather', 'Lora']);
    expect(families(await items(`${BASE}/category/monospace`))).toContain('JetBrains Mono');
    expect(await items(`${BASE}/category/all`)).toEqual(await items(BASE));

    const bad = await get(`${BASE}/category/fantasy`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { details: { field: string }[] } }>().error.details[0]?.field).toBe(
      'params.category',
    );
  });

  it('searches by part of the name in any case, from two characters', async () => {
    expect(families(await items(`${BASE}/search?q=mont`))).toEqual(['Montserrat']);
    expect(families(await items(`${BASE}/search?q=%20MONO%20`))).toEqual(
      expect.arrayContaining(['Roboto Mono', 'Space Mono', 'IBM Plex Mono', 'JetBrains Mono']),
    );
    expect(await items(`${BASE}/search?q=zzzz`)).toEqual([]);
    for (const url of [`${BASE}/search?q=m`, `${BASE}/search?q=%20m%20`, `${BASE}/search`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ error: { details: { field: string }[] } }>().error.details[0]?.field).toBe(
        'querystring.q',
      );
    }
  });

  it('gives one family by name in any case, and 404 for an unknown one', async () => {
    const res = await get(`${BASE}/font/playfair%20DISPLAY`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Font>()).toMatchObject({ family: 'Playfair Display', category: 'serif' });

    const missing = await get(`${BASE}/font/Nope%20Sans`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { message: string } }>().error.message).toBe('No font named "Nope Sans".');
  });

  it('serves the woff2 files it links, and nothing else', async () => {
    const font = (await get(`${BASE}/font/roboto`)).json<Font>();
    for (const url of [font.files.regular, font.files['700']]) {
      const res = await get(String(url));
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('font/woff2');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(res.rawPayload.length).toBeGreaterThan(10_000);
    }
    for (const name of [
      '..%2F..%2Fpackage.json',
      '..%2Froboto%2Fpackage.json',
      'roboto-latin-400-normal.woff',
      'roboto-cyrillic-400-normal.woff2',
      'roboto-latin-400-italic.woff2',
      '%2Fetc%2Fpasswd',
    ]) {
      const res = await get(`${BASE}/files/${name}`);
      expect(res.statusCode, name).toBe(404);
    }
    expect((await get(`${BASE}/files/../../package.json`)).statusCode).toBe(404);
  });
});

describe('the Google Fonts API (GOOGLE_FONTS_API_KEY set)', () => {
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle();
  });
  afterAll(async () => google.close());

  it('lists its families, asking it once an hour for every route, and never logs the key', async () => {
    google.calls.length = 0;
    google.mode = 'ok';
    const h = await startHarness(
      { GOOGLE_FONTS_API_KEY: KEY, GOOGLE_FONTS_API_URL: google.url },
      { workers: false },
    );
    try {
      const fonts = (await h.app.inject(BASE)).json<FontList>().items;
      expect(families(fonts)).toEqual(['Roboto', 'Montserrat', 'ABeeZee', 'Molle', 'Zilla Slab']);
      expect(fonts[0]).toEqual({
        family: 'Roboto',
        category: 'sans-serif',
        variants: ['regular', '700'],
        files: {
          regular: 'https://fonts.gstatic.com/s/roboto/v1/regular.ttf',
          '700': 'https://fonts.gstatic.com/s/roboto/v1/700.ttf',
        },
      });
      // A family without a 400 is shown in its first variant.
      expect(fonts.find((f) => f.family === 'Molle')?.files.regular).toBe(
        'https://fonts.gstatic.com/s/molle/v1/italic.ttf',
      );
      expect(google.calls).toHaveLength(1);
      expect(google.calls[0]?.get('key')).toBe(KEY);

      await h.app.inject(BASE);
      const serif = (await h.app.inject(`${BASE}/category/serif`)).json<FontList>().items;
      expect(families(serif)).toEqual(['Zilla Slab']);
      expect(families((await h.app.inject(`${BASE}/search?q=abee`)).json<FontList>().items)).toEqual([
        'ABeeZee',
      ]);
      expect((await h.app.inject(`${BASE}/font/montserrat`)).json<Font>().family).toBe('Montserrat');
      expect(google.calls).toHaveLength(1);
      expect(h.logs.join('')).not.toContain(KEY);
    } finally {
      await h.close();
    }
  });

  it('serves the bundled fonts when the API fails, with a warning, and never fails the request', async () => {
    google.calls.length = 0;
    google.mode = 'fail';
    const h = await startHarness(
      { GOOGLE_FONTS_API_KEY: KEY, GOOGLE_FONTS_API_URL: google.url },
      { workers: false },
    );
    try {
      const res = await h.app.inject(BASE);
      expect(res.statusCode).toBe(200);
      const fonts = res.json<FontList>().items;
      expect(fonts.length).toBeGreaterThanOrEqual(40);
      expect(families(fonts).slice(0, 15)).toEqual([...POPULAR_FONTS]);
      const warning = h.logs.map(
        (line) => JSON.parse(line) as { level: number; msg: string; reason?: string },
      );
      expect(warning).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: 'Google Fonts API unavailable: serving the bundled fonts',
          reason: 'the Google Fonts API answered 503',
        }),
      );
      expect((await h.app.inject(`${BASE}/search?q=mont`)).statusCode).toBe(200);
      expect(google.calls).toHaveLength(1);
      expect(h.logs.join('')).not.toContain(KEY);
    } finally {
      await h.close();
    }
  });
});

describe('the font cache', () => {
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle();
  });
  afterAll(async () => google.close());

  const service = (clock: { now: number }, timeoutMs?: number) =>
    createFontsService({
      googleApiKey: KEY,
      googleApiUrl: google.url,
      ...(timeoutMs ? { googleTimeoutMs: timeoutMs } : {}),
      logger: { warn: () => undefined },
      now: () => clock.now,
    });

  it('asks the API again once the hour is over, and concurrent misses share one call', async () => {
    google.calls.length = 0;
    google.mode = 'ok';
    const clock = { now: 1_000_000 };
    const fonts = service(clock);
    await Promise.all([fonts.list(), fonts.list(), fonts.search('ro')]);
    expect(google.calls).toHaveLength(1);
    clock.now += FONT_CACHE_MS - 1;
    await fonts.list();
    expect(google.calls).toHaveLength(1);
    clock.now += 2;
    await fonts.list();
    expect(google.calls).toHaveLength(2);
  });

  it('after a failure, asks again five minutes later rather than an hour', async () => {
    google.calls.length = 0;
    google.mode = 'fail';
    const clock = { now: 1_000_000 };
    const fonts = service(clock);
    expect((await fonts.list()).length).toBeGreaterThanOrEqual(40);
    clock.now += FONT_FALLBACK_RETRY_MS - 1;
    await fonts.byCategory('all');
    expect(google.calls).toHaveLength(1);
    google.mode = 'ok';
    clock.now += 2;
    expect(families(await fonts.list())).toContain('Zilla Slab');
    expect(google.calls).toHaveLength(2);
  });

  it('gives up on an API that does not answer within the timeout', async () => {
    google.calls.length = 0;
    google.mode = 'hang';
    const started = performance.now();
    const fonts = await service({ now: 0 }, 300).list();
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(families(fonts)).toContain('Montserrat');
    expect(families(fonts)).not.toContain('Zilla Slab');
  });
});
