import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastify from 'fastify';
import type { FastifyError, FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './local-blob-store';
import { mediaRoutes } from './media.routes';
import { S3BlobStore } from './s3-blob-store';
import { startS3TestServer } from './s3-test-server';
import type { S3TestServer } from './s3-test-server';
import { signMediaUrl } from './signed-urls';

const secret = 'route-test-secret-0123456789';
const SECRET_TEXT = 'top secret contents';
let clock = new Date('2030-06-01T12:00:00Z');

let root: string;
let s3: S3TestServer;
const closers: Array<() => unknown> = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'muse-media-routes-'));
  s3 = await startS3TestServer();
});
afterAll(async () => {
  for (const close of closers) await close();
  await s3?.stop();
  await rm(root, { recursive: true, force: true });
});

const drivers: Array<[string, () => Promise<BlobStore>]> = [
  ['local', async () => new LocalBlobStore({ root: join(root, 'local') })],
  [
    's3',
    async () => {
      const store = new S3BlobStore(await s3.bucketConfig());
      closers.push(() => store.destroy());
      return store;
    },
  ],
];

/** A real Fastify app wired like the server: zod compilers, HttpError → its status and JSON body. */
async function buildApp(store: BlobStore): Promise<FastifyInstance> {
  const app = fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((err: FastifyError | HttpError, _req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ error: { code: err.code, message: err.message } });
    }
    return reply.code(err.statusCode ?? 500).send({ error: { code: 'error', message: err.message } });
  });
  await app.register(mediaRoutes, { prefix: '/api', store, secret, now: () => clock });
  closers.push(() => app.close());
  return app;
}

describe.each(drivers)('media routes (%s store)', (_name, makeStore) => {
  let app: FastifyInstance;
  let store: BlobStore;
  let publicEtag: string | undefined;

  beforeAll(async () => {
    store = await makeStore();
    app = await buildApp(store);
    publicEtag = (
      await store.put('public/images/digits.txt', Buffer.from('0123456789'), {
        contentType: 'text/plain',
        visibility: 'public',
      })
    ).etag;
    await store.put('private/docs/secret.txt', Buffer.from(SECRET_TEXT), {
      contentType: 'text/plain',
      visibility: 'private',
    });
    await store.put('public/docs/other.txt', Buffer.from('public twin'), {
      contentType: 'text/plain',
      visibility: 'public',
    });
  });

  const signed = (key: string, expiresInSeconds = 600) =>
    signMediaUrl(key, { secret, expiresInSeconds, now: clock });

  describe('public files', () => {
    it('are served with a short cache (they can become private or be deleted), ETag, type and length', async () => {
      const res = await app.inject('/api/media/public/images/digits.txt');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('0123456789');
      expect(res.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
      expect(res.headers['content-type']).toBe('text/plain');
      expect(res.headers['content-length']).toBe('10');
      expect(res.headers.etag).toBe(publicEtag);
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['last-modified']).toMatch(/GMT$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
    });

    it('answer a Range with 206 and the asked bytes', async () => {
      const cases = [
        ['bytes=2-4', '234', 'bytes 2-4/10'],
        ['bytes=7-', '789', 'bytes 7-9/10'],
        ['bytes=-3', '789', 'bytes 7-9/10'],
        ['bytes=-30', '0123456789', 'bytes 0-9/10'],
        ['bytes=0-0', '0', 'bytes 0-0/10'],
        ['bytes=8-100', '89', 'bytes 8-9/10'],
      ];
      for (const [range, body, contentRange] of cases) {
        const res = await app.inject({ url: '/api/media/public/images/digits.txt', headers: { range } });
        expect(res.statusCode, range).toBe(206);
        expect(res.body, range).toBe(body);
        expect(res.headers['content-range'], range).toBe(contentRange);
        expect(res.headers['content-length'], range).toBe(String(body.length));
        expect(res.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
      }
    });

    it('keep a year-long cache only where content never changes and is never taken back', async () => {
      for (const key of [
        'public/speech/ab/abcdef.mp3',
        'public/avatars/a-v1.webp',
        'public/gifts/designs/d-v1.png',
      ]) {
        await store.put(key, Buffer.from('x'), {
          contentType: 'application/octet-stream',
          visibility: 'public',
        });
        const res = await app.inject(`/api/media/${key}`);
        expect(res.statusCode, key).toBe(200);
        expect(res.headers['cache-control'], key).toBe('public, max-age=31536000, immutable');
      }
      for (const key of [
        'public/music/t/run.mp3',
        'public/gifts/cards/c1/card.png',
        'public/speechless.txt',
      ]) {
        await store.put(key, Buffer.from('x'), {
          contentType: 'application/octet-stream',
          visibility: 'public',
        });
        const res = await app.inject(`/api/media/${key}`);
        expect(res.headers['cache-control'], key).toBe('public, max-age=60, must-revalidate');
      }
    });

    it('answer an out-of-bounds Range with 416 and the size', async () => {
      for (const range of ['bytes=10-', 'bytes=-0']) {
        const res = await app.inject({ url: '/api/media/public/images/digits.txt', headers: { range } });
        expect(res.statusCode, range).toBe(416);
        expect(res.headers['content-range']).toBe('bytes */10');
        expect(res.json()).toMatchObject({ error: { code: 'range_not_satisfiable' } });
      }
    });

    it('ignore a Range they cannot honour and send the whole file', async () => {
      for (const headers of [
        { range: 'bytes=0-1,4-5' },
        { range: 'lines=1-2' },
        { range: 'bytes=2-3', 'if-range': '"an-older-version"' },
      ]) {
        const res = await app.inject({ url: '/api/media/public/images/digits.txt', headers });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe('0123456789');
      }
    });

    it('honour If-Range with the current ETag', async () => {
      const res = await app.inject({
        url: '/api/media/public/images/digits.txt',
        headers: { range: 'bytes=2-3', 'if-range': publicEtag! },
      });
      expect(res.statusCode).toBe(206);
      expect(res.body).toBe('23');
    });

    it('answer 304 to a matching If-None-Match', async () => {
      const res = await app.inject({
        url: '/api/media/public/images/digits.txt',
        headers: { 'if-none-match': publicEtag! },
      });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(publicEtag);
    });

    it('answer HEAD with headers only', async () => {
      const res = await app.inject({ method: 'HEAD', url: '/api/media/public/images/digits.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-length']).toBe('10');
      expect(res.body).toBe('');
    });

    it('are 404 when missing, never cached (the file may come back)', async () => {
      const res = await app.inject('/api/media/public/images/nope.png');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('are 400 for a path that is not a valid key', async () => {
      for (const url of [
        '/api/media/public/a%20b.png',
        '/api/media/public/a%5Cb.png',
        '/api/media/public/',
      ]) {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toMatchObject({ error: { code: 'invalid_media_path' } });
      }
    });
  });

  describe('private files', () => {
    it('are never served by the public route', async () => {
      const res = await app.inject('/api/media/public/docs/secret.txt');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(SECRET_TEXT);
    });

    it('are served with a valid signature and a private cache lifetime', async () => {
      const res = await app.inject(signed('private/docs/secret.txt', 600));
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SECRET_TEXT);
      expect(res.headers['cache-control']).toBe('private, max-age=600');
      expect(res.headers['content-length']).toBe(String(SECRET_TEXT.length));
      const ranged = await app.inject({
        url: signed('private/docs/secret.txt'),
        headers: { range: 'bytes=0-2' },
      });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.body).toBe('top');
    });

    it('count the cache lifetime down to the expiry', async () => {
      const url = signed('private/docs/secret.txt', 600);
      clock = new Date(clock.getTime() + 450_000);
      try {
        const res = await app.inject(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('private, max-age=150');
      } finally {
        clock = new Date(clock.getTime() - 450_000);
      }
    });

    it('are 403 once the link has expired', async () => {
      const url = signed('private/docs/secret.txt', 60);
      clock = new Date(clock.getTime() + 61_000);
      try {
        const res = await app.inject(url);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: { code: 'forbidden' } });
        expect(res.body).not.toContain(SECRET_TEXT);
      } finally {
        clock = new Date(clock.getTime() - 61_000);
      }
    });

    it('are 403 with a tampered key, expiry or signature, or none', async () => {
      const url = new URL(signed('private/docs/secret.txt'), 'http://muse.test');
      const expires = url.searchParams.get('expires')!;
      const sig = url.searchParams.get('sig')!;
      const attempts = [
        `/api/media/private/docs/other.txt?expires=${expires}&sig=${sig}`,
        `/api/media/private/docs/secret.txt?expires=${Number(expires) + 3600}&sig=${sig}`,
        `/api/media/private/docs/secret.txt?expires=${expires}&sig=${'0'.repeat(64)}`,
        `/api/media/private/docs/secret.txt?expires=${expires}`,
        `/api/media/private/docs/secret.txt`,
        `/api/media/private/docs/secret.txt?expires=soon&sig=${sig}`,
        `/api/media/private/docs/secret.txt?expires=${expires}&sig=${sig}&sig=${sig}`,
      ];
      for (const attempt of attempts) {
        const res = await app.inject(attempt);
        expect([400, 403], attempt).toContain(res.statusCode);
        expect(res.body).not.toContain(SECRET_TEXT);
      }
      expect((await app.inject(attempts[0]!)).statusCode).toBe(403);
      expect((await app.inject(attempts[1]!)).statusCode).toBe(403);
      expect((await app.inject(attempts[4]!)).statusCode).toBe(403);
    });

    it('are 404 when missing, even with a valid signature', async () => {
      const res = await app.inject(signed('private/docs/missing.txt'));
      expect(res.statusCode).toBe(404);
    });

    it('cannot be signed through the public folder', async () => {
      // A valid signature for a private key does not open a public path, and vice versa.
      const url = signed('private/docs/secret.txt').replace('/private/', '/public/');
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('path traversal', () => {
    const attempts = [
      '/api/media/public/../private/docs/secret.txt',
      '/api/media/public/%2e%2e/private/docs/secret.txt',
      '/api/media/public/%2E%2E%2Fprivate%2Fdocs%2Fsecret.txt',
      '/api/media/public/..%2fprivate%2fdocs%2fsecret.txt',
      '/api/media/public/docs/..%2F..%2Fprivate/docs/secret.txt',
      '/api/media/public/%2fprivate/docs/secret.txt',
      '/api/media/public/.%2e/private/docs/secret.txt',
      '/api/media/public/docs%5C..%5C..%5Cprivate%5Cdocs%5Csecret.txt',
    ];

    it.each(attempts)('never serves the file through app.inject: %s', async (url) => {
      const res = await app.inject(url);
      expect(res.body).not.toContain(SECRET_TEXT);
      expect([400, 403, 404]).toContain(res.statusCode);
    });

    it('never serves the file over a raw socket, where nothing normalises the path', async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      for (const path of attempts) {
        const answer = await rawGet(port, path);
        expect(answer, path).not.toContain(SECRET_TEXT);
        expect(answer, path).toMatch(/^HTTP\/1\.1 (400|404) /);
      }
    });
  });
});

/** Sends the path byte for byte (no URL normalisation, unlike fetch or inject). */
function rawGet(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
