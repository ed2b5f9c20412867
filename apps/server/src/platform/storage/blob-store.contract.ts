import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { BlobKeyError, BlobRangeError } from './blob-store';
import type { BlobStore, Visibility } from './blob-store';

/**
 * The one behaviour every BlobStore driver must have. Each test writes under its own random folder, so
 * tests never see each other's blobs.
 */
export interface ContractOptions {
  /** A store whose backend is unreachable or not writable: its ping() must throw. */
  makeUnreachable?: () => BlobStore | Promise<BlobStore>;
}

export function runBlobStoreContract(
  name: string,
  make: () => BlobStore | Promise<BlobStore>,
  options: ContractOptions = {},
): void {
  describe(`BlobStore contract: ${name}`, () => {
    let store: BlobStore;
    beforeAll(async () => {
      store = await make();
    });
    const key = (visibility: Visibility, file: string) => `${visibility}/contract/${randomUUID()}/${file}`;
    const text = (body: string) => Buffer.from(body, 'utf8');
    const png = { contentType: 'image/png', visibility: 'public' } as const;

    it('round-trips a buffer with its content type', async () => {
      const k = key('public', 'hello.txt');
      const info = await store.put(k, text('hello world'), {
        contentType: 'text/plain; charset=utf-8',
        visibility: 'public',
      });
      expect(info).toMatchObject({ key: k, size: 11, contentType: 'text/plain; charset=utf-8' });
      const read = await store.get(k);
      expect(read).not.toBeNull();
      expect((await readAll(read!.body)).toString()).toBe('hello world');
      expect(read!.info).toMatchObject({ key: k, size: 11, contentType: 'text/plain; charset=utf-8' });
      expect(read!.range).toBeUndefined();
    });

    it('round-trips a 6 MB stream of unknown length', async () => {
      const k = key('private', 'big.bin');
      const chunks = Array.from({ length: 96 }, () => randomBytes(64 * 1024));
      chunks.push(randomBytes(123));
      const whole = Buffer.concat(chunks);
      const info = await store.put(k, Readable.from(chunks), {
        contentType: 'application/octet-stream',
        visibility: 'private',
      });
      expect(info.size).toBe(whole.length);
      const read = await store.get(k);
      expect(sha256(await readAll(read!.body))).toBe(sha256(whole));
      expect(read!.info.size).toBe(whole.length);
      const range = await store.get(k, { range: { start: 5_000_000, end: 5_300_000 } });
      expect(range!.range).toEqual({ start: 5_000_000, end: 5_300_000 });
      expect((await readAll(range!.body)).equals(whole.subarray(5_000_000, 5_300_001))).toBe(true);
    });

    it('round-trips an empty blob', async () => {
      const k = key('public', 'empty');
      expect((await store.put(k, Buffer.alloc(0), png)).size).toBe(0);
      const read = await store.get(k);
      expect((await readAll(read!.body)).length).toBe(0);
      expect(read!.info.size).toBe(0);
      await expect(store.get(k, { range: { start: 0 } })).rejects.toBeInstanceOf(BlobRangeError);
    });

    it('heads a blob without reading it, and misses with null', async () => {
      const k = key('public', 'a.png');
      const put = await store.put(k, text('12345'), png);
      const info = await store.head(k);
      expect(info).toMatchObject({ key: k, size: 5, contentType: 'image/png' });
      expect(info!.etag).toMatch(/^(W\/)?"[^"]+"$/);
      expect(info!.etag).toBe(put.etag);
      expect(info!.lastModified).toBeInstanceOf(Date);
      expect(await store.head(key('public', 'missing.png'))).toBeNull();
      expect(await store.get(key('public', 'missing.png'))).toBeNull();
    });

    it('reads byte ranges, end inclusive and clamped, size always of the whole blob', async () => {
      const k = key('public', 'digits.txt');
      await store.put(k, text('0123456789'), { contentType: 'text/plain', visibility: 'public' });
      const cases = [
        { range: { start: 2, end: 4 }, bytes: '234', served: { start: 2, end: 4 } },
        { range: { start: 7 }, bytes: '789', served: { start: 7, end: 9 } },
        { range: { start: 8, end: 100 }, bytes: '89', served: { start: 8, end: 9 } },
        { range: { start: 0, end: 0 }, bytes: '0', served: { start: 0, end: 0 } },
      ];
      for (const { range, bytes, served } of cases) {
        const read = await store.get(k, { range });
        expect((await readAll(read!.body)).toString()).toBe(bytes);
        expect(read!.range).toEqual(served);
        expect(read!.info.size).toBe(10);
        expect(read!.info.contentType).toBe('text/plain');
      }
      const past = await store.get(k, { range: { start: 10 } }).catch((error: unknown) => error);
      expect(past).toBeInstanceOf(BlobRangeError);
      expect((past as BlobRangeError).size).toBe(10);
      await expect(store.get(k, { range: { start: 5, end: 2 } })).rejects.toBeInstanceOf(RangeError);
      expect(await store.get(key('public', 'missing'), { range: { start: 0 } })).toBeNull();
    });

    it('overwrites a blob with new bytes and a new content type', async () => {
      const k = key('public', 'over');
      const first = await store.put(k, text('first version'), png);
      const second = await store.put(k, text('second'), { contentType: 'image/webp', visibility: 'public' });
      expect(second.etag).not.toBe(first.etag);
      const read = await store.get(k);
      expect((await readAll(read!.body)).toString()).toBe('second');
      expect(read!.info).toMatchObject({ size: 6, contentType: 'image/webp', etag: second.etag });
      expect(await store.head(k)).toMatchObject({ size: 6, contentType: 'image/webp' });
    });

    it('keeps the old blob when a streamed write fails half-way', async () => {
      const k = key('private', 'atomic');
      await store.put(k, text('old'), { contentType: 'text/plain', visibility: 'private' });
      const failing = Readable.from(
        (async function* () {
          yield randomBytes(1024);
          throw new Error('source broke');
        })(),
      );
      await expect(
        store.put(k, failing, { contentType: 'text/plain', visibility: 'private' }),
      ).rejects.toThrow();
      expect((await readAll((await store.get(k))!.body)).toString()).toBe('old');
      const fresh = key('private', 'never');
      const failing2 = Readable.from(
        (async function* () {
          yield randomBytes(1024);
          throw new Error('source broke');
        })(),
      );
      await expect(
        store.put(fresh, failing2, { contentType: 'text/plain', visibility: 'private' }),
      ).rejects.toThrow();
      expect(await store.head(fresh)).toBeNull();
    });

    it('deletes, and deleting a missing key is not an error', async () => {
      const k = key('private', 'gone');
      await store.put(k, text('x'), { contentType: 'text/plain', visibility: 'private' });
      await store.delete(k);
      expect(await store.head(k)).toBeNull();
      expect(await store.get(k)).toBeNull();
      await expect(store.delete(k)).resolves.toBeUndefined();
      await expect(store.delete(key('public', 'never-there'))).resolves.toBeUndefined();
    });

    it('keeps public and private blobs apart', async () => {
      const path = `contract/${randomUUID()}/same.txt`;
      await store.put(`public/${path}`, text('for everyone'), {
        contentType: 'text/plain',
        visibility: 'public',
      });
      await store.put(`private/${path}`, text('for me'), {
        contentType: 'text/plain',
        visibility: 'private',
      });
      expect((await readAll((await store.get(`public/${path}`))!.body)).toString()).toBe('for everyone');
      expect((await readAll((await store.get(`private/${path}`))!.body)).toString()).toBe('for me');
      await store.delete(`private/${path}`);
      expect(await store.head(`public/${path}`)).not.toBeNull();
    });

    it('rejects invalid keys on every operation', async () => {
      const invalid = [
        '',
        '/public/a.png',
        'public/../private/a.png',
        'public/..',
        'public/a..b',
        'public\\a.png',
        'public/a b.png',
        'public/é.png',
        'public/a.png?x=1',
        'public/a//b.png',
        'public/./a.png',
        'public/',
        'other/a.png',
        'a.png',
        `public/${'a'.repeat(201)}`,
        `public/${'a/'.repeat(252)}bc`,
      ];
      for (const bad of invalid) {
        await expect(store.put(bad, text('x'), png), bad).rejects.toBeInstanceOf(BlobKeyError);
        await expect(store.get(bad), bad).rejects.toBeInstanceOf(BlobKeyError);
        await expect(store.head(bad), bad).rejects.toBeInstanceOf(BlobKeyError);
        await expect(store.delete(bad), bad).rejects.toBeInstanceOf(BlobKeyError);
      }
      const longest = `public/${'a'.repeat(200)}/${'b/'.repeat(151)}cd`;
      expect(longest).toHaveLength(512);
      await expect(store.put(longest, text('x'), png)).resolves.toMatchObject({ key: longest });
    });

    it('rejects a visibility that does not match the key, and a bad content type', async () => {
      await expect(
        store.put(key('public', 'a'), text('x'), { ...png, visibility: 'private' }),
      ).rejects.toBeInstanceOf(BlobKeyError);
      await expect(store.put(key('private', 'a'), text('x'), png)).rejects.toBeInstanceOf(BlobKeyError);
      await expect(
        store.put(key('public', 'a'), text('x'), {
          contentType: 'text/html\r\nSet-Cookie: a=b',
          visibility: 'public',
        }),
      ).rejects.toBeInstanceOf(TypeError);
      await expect(
        store.put(key('public', 'a'), text('x'), { contentType: '', visibility: 'public' }),
      ).rejects.toBeInstanceOf(TypeError);
    });

    it('pings when healthy', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
      await expect(store.ping()).resolves.toBeUndefined();
    });

    if (options.makeUnreachable) {
      const makeUnreachable = options.makeUnreachable;
      it('fails ping when the backend is unreachable or not writable', async () => {
        const broken = await makeUnreachable();
        await expect(broken.ping()).rejects.toThrow();
      });
    }
  });
}

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
