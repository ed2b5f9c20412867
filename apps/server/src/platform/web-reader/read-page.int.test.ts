import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, readPage, WebReadError, type WebReadErrorCode } from './index';

const articleHtml = `<!doctype html><html><head><title>Bees and their dances</title></head><body>
<nav><a href="/">Home</a> <a href="/shop">Shop</a> <a href="/login">Log in</a></nav>
<article><h1>Bees and their dances</h1>
${Array.from(
  { length: 6 },
  (_, i) =>
    `<p>Paragraph ${i + 1}: honey bees tell their sisters where flowers are by dancing. The angle of the waggle run ` +
    `shows the direction of the food relative to the sun, and its length shows the distance to fly.</p>`,
).join('\n')}
</article>
<footer>Copyright 2026 Example Corp. Cookie settings. Privacy.</footer>
<script>window.tracker = "should not be read";</script>
</body></html>`;

let server: Server;
let port = 0;
const open = new Set<Socket>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/article') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(articleHtml);
    } else if (path === '/notes.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('First line.\n\n\n\nSecond   line.');
    } else if (path === '/empty') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><head></head><body></body></html>');
    } else if (path === '/hop') {
      res.writeHead(302, { location: '/article' }).end();
    } else if (path === '/loop') {
      res.writeHead(302, { location: '/loop' }).end();
    } else if (path === '/to-loopback') {
      res.writeHead(301, { location: `http://127.0.0.1:${port}/article` }).end();
    } else if (path === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    } else if (path === '/big-declared') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(2_000_000) });
      res.end(Buffer.alloc(2_000_000, 'a'));
    } else if (path === '/big-chunked') {
      // No Content-Length: the cap must stop the reading itself.
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = (): void => {
        while (sent < 4_000_000 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    } else if (path === '/slow') {
      // Never answers; the reader's deadline must end it.
    } else if (path === '/json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}');
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not found</p>');
    }
  });
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const socket of open) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const local = (path: string): string => `http://127.0.0.1:${port}${path}`;

async function failure(promise: Promise<unknown>): Promise<WebReadError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebReadError);
  return error as WebReadError;
}

async function expectCode(promise: Promise<unknown>, code: WebReadErrorCode): Promise<WebReadError> {
  const error = await failure(promise);
  expect(error.code, error.message).toBe(code);
  expect(error.message.length).toBeGreaterThan(10);
  return error;
}

describe('readPage: reading', () => {
  it('extracts the article text and title with Readability, without navigation, footer or scripts', async () => {
    const page = await readPage(local('/article'), { allowPrivate: true });
    expect(page.url).toBe(local('/article'));
    expect(page.title).toBe('Bees and their dances');
    expect(page.text).toContain('Paragraph 1: honey bees tell their sisters where flowers are by dancing.');
    expect(page.text).toContain('Paragraph 6:');
    expect(page.text).toMatch(/distance to fly\.\n+Paragraph 2/);
    expect(page.text).not.toContain('Log in');
    expect(page.text).not.toContain('Cookie settings');
    expect(page.text).not.toContain('tracker');
  });

  it('returns plain text as is, tidied, titled from the address', async () => {
    const page = await readPage(local('/notes.txt'), { allowPrivate: true });
    expect(page).toEqual({
      url: local('/notes.txt'),
      title: 'notes.txt',
      text: 'First line.\n\nSecond line.',
    });
  });

  it('follows redirects and reports the final address', async () => {
    const page = await readPage(local('/hop'), { allowPrivate: true });
    expect(page.url).toBe(local('/article'));
    expect(page.title).toBe('Bees and their dances');
  });

  it('connects to the checked address, not to a fresh DNS answer (pinned against rebinding)', async () => {
    // "rebind.invalid" can't resolve through system DNS; it only works if the socket goes to the pinned address.
    const page = await readPage(
      `http://rebind.invalid:${port}/article`,
      { allowPrivate: true },
      { resolveHost: () => Promise.resolve(['127.0.0.1']) },
    );
    expect(page.title).toBe('Bees and their dances');
  });
});

describe('readPage: refused addresses (no allowPrivate)', () => {
  it.each([
    ['loopback with port', () => local('/article')],
    ['private 10/8', () => 'http://10.0.0.1/'],
    ['private 192.168/16', () => 'http://192.168.1.1/'],
    ['link-local metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['CGNAT', () => 'http://100.64.0.1/'],
    ['unspecified', () => 'http://0.0.0.0/'],
    ['multicast', () => 'http://224.0.0.1/'],
    ['IPv6 loopback', () => 'http://[::1]/'],
    ['IPv4-mapped loopback', () => 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped private, hex form', () => 'http://[::ffff:a00:1]/'],
    ['IPv6 unique-local', () => 'http://[fd12:3456::1]/'],
    ['IPv6 link-local', () => 'http://[fe80::1]/'],
    ['IPv4 in odd notation', () => 'http://0x7f.1/'],
    ['decimal IPv4', () => 'http://2130706433/'],
    ['DNS name resolving to loopback', () => `http://localhost:${port}/article`],
  ])('%s', async (_name, url) => {
    const error = await expectCode(readPage(url()), 'blocked_address');
    expect(error.message).toBe("This address is on a private network, so it can't be read.");
  });

  it('refuses a name if any of its DNS answers is private', async () => {
    const resolveHost = (): Promise<string[]> => Promise.resolve(['93.184.216.34', '10.1.2.3']);
    await expectCode(readPage('http://mixed.example/', {}, { resolveHost }), 'blocked_address');
  });

  it('re-checks every redirect hop: a trusted first hop redirecting to loopback or metadata is refused', async () => {
    // The local test server is only reachable when trusted, so trust exactly the first hop's host name
    // ("localhost") via the test hook; the redirect targets (127.0.0.1, 169.254.169.254) get the real check.
    const hooks = { trustUrl: (url: URL) => url.hostname === 'localhost' };
    const reached = await readPage(`http://localhost:${port}/hop`, {}, hooks);
    expect(reached.title).toBe('Bees and their dances');
    await expectCode(readPage(`http://localhost:${port}/to-loopback`, {}, hooks), 'blocked_address');
    await expectCode(readPage(`http://localhost:${port}/to-metadata`, {}, hooks), 'blocked_address');
  });

  it('refuses non-standard ports on public addresses', async () => {
    const resolveHost = (): Promise<string[]> => Promise.resolve(['93.184.216.34']);
    await expectCode(readPage('http://public.example:8080/', {}, { resolveHost }), 'bad_url');
  });

  it.each(['ftp://example.com/file', 'javascript:alert(1)', 'not a url', 'http://user:pw@example.com/'])(
    'refuses %s as a bad address',
    async (url) => {
      await expectCode(readPage(url), 'bad_url');
    },
  );
});

describe('readPage: limits and failures', () => {
  it('stops at too many redirects', async () => {
    await expectCode(readPage(local('/loop'), { allowPrivate: true, maxRedirects: 3 }), 'http_error');
  });

  it('refuses a body over the cap, declared or streamed', async () => {
    await expectCode(
      readPage(local('/big-declared'), { allowPrivate: true, maxBytes: 1_000_000 }),
      'too_large',
    );
    await expectCode(
      readPage(local('/big-chunked'), { allowPrivate: true, maxBytes: 1_000_000 }),
      'too_large',
    );
  });

  it('gives up after the time limit', async () => {
    const started = Date.now();
    await expectCode(readPage(local('/slow'), { allowPrivate: true, timeoutMs: 300 }), 'timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('refuses content that is not HTML or plain text', async () => {
    await expectCode(readPage(local('/json'), { allowPrivate: true }), 'not_html');
  });

  it('reports a 404 with its status', async () => {
    const error = await expectCode(readPage(local('/missing'), { allowPrivate: true }), 'http_error');
    expect(error.status).toBe(404);
    expect(error.message).toContain('404');
  });

  it('says when a page has no readable text', async () => {
    await expectCode(readPage(local('/empty'), { allowPrivate: true }), 'no_text');
  });

  it('says when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expectCode(readPage(`http://127.0.0.1:${freePort}/`, { allowPrivate: true }), 'unreachable');
  });
});

describe('isPublicAddress', () => {
  it('accepts public unicast only', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
    expect(isPublicAddress('::ffff:93.184.216.34')).toBe(true);
    for (const blocked of [
      '127.0.0.1',
      '172.16.0.1',
      '100.127.255.255',
      '::',
      'ff02::1',
      '::ffff:10.0.0.1',
      'nope',
    ]) {
      expect(isPublicAddress(blocked), blocked).toBe(false);
    }
  });
});
