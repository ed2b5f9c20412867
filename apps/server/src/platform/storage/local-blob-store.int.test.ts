import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBlobStoreContract, readAll } from './blob-store.contract';
import { BlobKeyError } from './blob-store';
import { LocalBlobStore } from './local-blob-store';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'muse-media-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

runBlobStoreContract('local', () => new LocalBlobStore({ root: join(root, 'contract') }), {
  // A root below a regular file can never be created.
  makeUnreachable: async () => {
    await writeFile(join(root, 'a-file'), '');
    return new LocalBlobStore({ root: join(root, 'a-file', 'media') });
  },
});

describe('LocalBlobStore on disk', () => {
  const store = () => new LocalBlobStore({ root: join(root, 'disk') });

  it('lays blobs out as plain files under public/ and private/', async () => {
    await store().put('public/images/a.png', Buffer.from('png'), {
      contentType: 'image/png',
      visibility: 'public',
    });
    await store().put('private/docs/b.pdf', Buffer.from('pdf'), {
      contentType: 'application/pdf',
      visibility: 'private',
    });
    expect(await readFile(join(root, 'disk', 'public', 'images', 'a.png'), 'utf8')).toBe('png');
    expect(await readFile(join(root, 'disk', 'private', 'docs', 'b.pdf'), 'utf8')).toBe('pdf');
  });

  it('leaves no temp files behind, after success or failure', async () => {
    const s = store();
    await s.put('public/t/ok', Readable.from([Buffer.from('ok')]), {
      contentType: 'text/plain',
      visibility: 'public',
    });
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('half');
        throw new Error('broken');
      })(),
    );
    await expect(
      s.put('public/t/bad', failing, { contentType: 'text/plain', visibility: 'public' }),
    ).rejects.toThrow('broken');
    await s.ping();
    expect(await readdir(join(root, 'disk', '.tmp'))).toEqual([]);
  });

  it('does not trust a sidecar that belongs to another version of the file', async () => {
    const s = store();
    await s.put('public/s/x.svg', Buffer.from('<svg/>'), {
      contentType: 'image/svg+xml',
      visibility: 'public',
    });
    // Someone replaces the file behind the store's back.
    await writeFile(join(root, 'disk', 'public', 's', 'x.svg'), '<html>changed</html>');
    const read = await s.get('public/s/x.svg');
    expect((await readAll(read!.body)).toString()).toBe('<html>changed</html>');
    expect(read!.info.contentType).toBe('application/octet-stream');
    expect(read!.info.etag).toMatch(/^W\/"/);
  });

  it('explains when a key would need a blob to also be a folder', async () => {
    const s = store();
    await s.put('public/c/a', Buffer.from('a'), { contentType: 'text/plain', visibility: 'public' });
    await expect(
      s.put('public/c/a/b', Buffer.from('b'), { contentType: 'text/plain', visibility: 'public' }),
    ).rejects.toBeInstanceOf(BlobKeyError);
    await expect(
      s.put('public/c', Buffer.from('c'), { contentType: 'text/plain', visibility: 'public' }),
    ).rejects.toBeInstanceOf(BlobKeyError);
    // A folder is not a blob.
    expect(await s.get('public/c')).toBeNull();
    expect(await s.head('public/c')).toBeNull();
    await expect(s.delete('public/c')).resolves.toBeUndefined();
  });

  it('keeps media readable by the server user only: folders 0700, files 0600', async () => {
    const base = join(root, 'modes');
    const s = new LocalBlobStore({ root: join(base, 'media') });
    await s.put('public/images/u/a.png', Buffer.from('png'), {
      contentType: 'image/png',
      visibility: 'public',
    });
    await s.put('private/docs/b.pdf', Readable.from([Buffer.from('pdf')]), {
      contentType: 'application/pdf',
      visibility: 'private',
    });
    const mode = async (...parts: string[]) => (await stat(join(base, ...parts))).mode & 0o777;
    for (const dir of [
      ['media'],
      ['media', 'public'],
      ['media', 'public', 'images', 'u'],
      ['media', 'private', 'docs'],
      ['media', '.meta', 'public', 'images', 'u'],
      ['media', '.tmp'],
    ]) {
      expect({ dir, mode: await mode(...dir) }).toEqual({ dir, mode: 0o700 });
    }
    for (const file of [
      ['media', 'public', 'images', 'u', 'a.png'],
      ['media', 'private', 'docs', 'b.pdf'],
      ['media', '.meta', 'public', 'images', 'u', 'a.png.json'],
    ]) {
      expect({ file, mode: await mode(...file) }).toEqual({ file, mode: 0o600 });
    }
  });

  it('closes an existing media root that others could read', async () => {
    const media = join(root, 'loose', 'media');
    await mkdir(media, { recursive: true });
    await chmod(media, 0o755);
    await new LocalBlobStore({ root: media }).put('public/x', Buffer.from('x'), {
      contentType: 'text/plain',
      visibility: 'public',
    });
    expect((await stat(media)).mode & 0o777).toBe(0o700);
  });
});
