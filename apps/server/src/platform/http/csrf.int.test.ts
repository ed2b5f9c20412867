import type { MusicTrack } from '@muse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAKING_TIMEOUT, makeTrack } from '../../modules/music/music.fixtures';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';

const EVIL = 'https://evil.example';

/** What a foreign page can make a browser send, and what the web app sends, to state-changing routes. */
describe('cross-site request forgery', { timeout: MAKING_TIMEOUT }, () => {
  let h: Harness;
  let ada: string;
  let song: MusicTrack;

  const send = (
    method: 'POST' | 'PUT' | 'DELETE' | 'GET',
    url: string,
    headers: Record<string, string>,
    payload?: string | Buffer,
  ) => h.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
  const userIdOf = async (cookie: string) =>
    (await send('GET', '/api/session', { cookie })).json<{ userId: string | null }>().userId;
  const trackOf = async (filename: string) =>
    (await send('GET', `/api/music/single/${filename}`, { cookie: ada })).json<MusicTrack>();

  beforeAll(async () => {
    h = await startHarness();
    ada = await sessionFor(h, 'ada@example.com');
    song = await makeTrack(h, ada);
  });
  afterAll(async () => h?.close());

  it('refuses a foreign Origin (403), and nothing happens', async () => {
    const cookie = await sessionFor(h, 'victim@example.com');
    for (const [method, url, who] of [
      ['POST', '/api/auth/logout', cookie],
      ['POST', `/api/music/done/${song.filename}`, ada],
      ['POST', `/api/music/delete/${song.filename}`, ada],
      ['DELETE', '/api/images/user/someid', ada],
    ] as const) {
      const res = await send(method, url, { cookie: who, origin: EVIL });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error).toEqual({
        code: 'cross_site',
        message: 'This request came from another site.',
      });
    }
    expect(await userIdOf(cookie)).not.toBeNull(); // the session survives
    expect(await trackOf(song.filename)).toMatchObject({ filename: song.filename, public: false });
    // The form a foreign page would post: text/plain, with a body.
    const form = await send(
      'POST',
      '/api/auth/logout',
      { cookie, origin: EVIL, 'content-type': 'text/plain' },
      'x',
    );
    expect(form.statusCode).toBe(403);
    // An Origin that is not even a URL is no better.
    expect((await send('POST', '/api/auth/logout', { cookie, origin: 'evil' })).statusCode).toBe(403);
    expect(await userIdOf(cookie)).not.toBeNull();
  });

  it('refuses Sec-Fetch-Site cross-site and same-site, and trusts it over a missing or null Origin', async () => {
    const cookie = await sessionFor(h, 'fetcher@example.com');
    for (const site of ['cross-site', 'same-site']) {
      const res = await send('POST', '/api/auth/logout', { cookie, 'sec-fetch-site': site });
      expect(res.statusCode, site).toBe(403);
      expect(res.json().error.code).toBe('cross_site');
    }
    expect(await userIdOf(cookie)).not.toBeNull();
    // Our own pages post with Origin "null" under Referrer-Policy: no-referrer; the browser says same-origin.
    const own = await send('POST', `/api/music/done/${song.filename}`, {
      cookie: ada,
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ filename: song.filename, public: true });
    // `none`: the user asked for it (typed address, bookmark).
    const typed = await send('POST', '/api/auth/logout', { cookie, 'sec-fetch-site': 'none' });
    expect(typed.statusCode).toBe(200);
    expect(await userIdOf(cookie)).toBeNull();
  });

  it("accepts the server's own origin: the public URL's or the one the request was sent to", async () => {
    const one = await sessionFor(h, 'own1@example.com');
    const viaPublicUrl = await send('POST', '/api/auth/logout', {
      cookie: one,
      origin: h.ctx.config.publicUrl,
    });
    expect(viaPublicUrl.statusCode, viaPublicUrl.body).toBe(200);
    expect(await userIdOf(one)).toBeNull();

    const two = await sessionFor(h, 'own2@example.com');
    const viaHost = await send('POST', '/api/auth/logout', {
      cookie: two,
      host: 'muse.lan:8080',
      origin: 'http://muse.lan:8080',
    });
    expect(viaHost.statusCode, viaHost.body).toBe(200);
    // Another port is another origin.
    const three = await sessionFor(h, 'own3@example.com');
    const otherPort = await send('POST', '/api/auth/logout', {
      cookie: three,
      host: 'muse.lan:8080',
      origin: 'http://muse.lan:9090',
    });
    expect(otherPort.statusCode).toBe(403);
  });

  it('refuses the content types a foreign page can send without a preflight (415)', async () => {
    const cookie = await sessionFor(h, 'typed@example.com');
    for (const type of [
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]) {
      // Body-less, as the reported attack sent them…
      const bare = await send('POST', '/api/auth/logout', { cookie, 'content-type': type });
      expect(bare.statusCode, type).toBe(415);
      expect(bare.json().error.code).toBe('unsupported_media_type');
      expect(bare.json().error.message).toContain(type.split(';')[0]);
      // …and with a body.
      const full = await send(
        'POST',
        `/api/music/delete/${song.filename}`,
        { cookie: ada, 'content-type': type },
        'a=1',
      );
      expect(full.statusCode, type).toBe(415);
    }
    // A body needs a content type.
    const untyped = await send('POST', '/api/auth/logout', { cookie, 'content-length': '2' }, '{}');
    expect(untyped.statusCode).toBe(415);
    expect(await userIdOf(cookie)).not.toBeNull();
    expect((await trackOf(song.filename)).filename).toBe(song.filename);
  });

  it('lets the web app through: JSON bodies, and body-less actions without a content type', async () => {
    const json = await send(
      'PUT',
      '/api/images/switch-private/nope',
      { cookie: ada, 'content-type': 'application/json; charset=utf-8', 'sec-fetch-site': 'same-origin' },
      '{}',
    );
    expect(json.statusCode).toBe(404); // reached the route
    const bodiless = await send('POST', `/api/music/done/${song.filename}`, {
      cookie: ada,
      'sec-fetch-site': 'same-origin',
      origin: h.ctx.config.publicUrl,
    });
    expect(bodiless.statusCode, bodiless.body).toBe(200);
  });

  it('never refuses a GET', async () => {
    const res = await send('GET', '/api/session', {
      cookie: ada,
      origin: EVIL,
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().userId).not.toBeNull();
  });

  it('takes multipart only on upload routes', async () => {
    const form = new FormData();
    form.append('file', new Blob(['Bees make honey.\n'], { type: 'text/plain' }), 'bees.txt');
    const encoded = new Request('http://muse.test/', { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    const headers = { cookie: ada, 'content-type': encoded.headers.get('content-type')! };

    const elsewhere = await send('POST', '/api/auth/logout', headers, body);
    expect(elsewhere.statusCode).toBe(415);
    expect(elsewhere.json().error.message).toContain('multipart/form-data');
    expect(await userIdOf(ada)).not.toBeNull();

    const upload = await send('POST', '/api/ai/read-file', headers, body);
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json().text).toContain('Bees make honey.');
    // An upload from another site is still another site.
    const foreign = await send('POST', '/api/ai/read-file', { ...headers, origin: EVIL }, body);
    expect(foreign.statusCode).toBe(403);
  });

  it('takes the test checkout page’s own HTML forms, and only from this site', async () => {
    const form = { cookie: ada, 'content-type': 'application/x-www-form-urlencoded' };
    const foreign = await send(
      'POST',
      '/api/payments/sandbox/nope/complete',
      { ...form, 'sec-fetch-site': 'cross-site' },
      'token=x',
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('cross_site');
    const own = await send(
      'POST',
      '/api/payments/sandbox/nope/complete',
      { ...form, 'sec-fetch-site': 'same-origin', origin: 'null' },
      'token=x',
    );
    expect(own.statusCode).toBe(404); // reached the checkout: no such order
  });

  it('leaves server-to-server webhooks to their signatures', async () => {
    const res = await send(
      'POST',
      '/api/payments/stripe/webhook',
      { origin: EVIL, 'content-type': 'text/plain' },
      'not json',
    );
    expect(res.statusCode).toBe(404); // reached the route: this server has no Stripe
    expect(res.json().error.message).toContain('Stripe');
  });
});
