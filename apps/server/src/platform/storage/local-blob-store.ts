import { createHash, randomUUID } from 'node:crypto';
import type { Stats } from 'node:fs';
import { chmod, mkdir, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BlobKeyError,
  BlobRangeError,
  assertPutArgs,
  assertRange,
  assertValidKey,
  clampRange,
} from './blob-store';
import type { BlobInfo, BlobReadResult, BlobStore, ByteRange, Visibility } from './blob-store';

/**
 * Blobs as plain files: `<root>/<key>` (so `<root>/public/…` and `<root>/private/…`), a JSON sidecar per
 * blob under `<root>/.meta/` and temp files under `<root>/.tmp/`. Keys always start with public/ or
 * private/, so no key can reach the two dot folders. Only the server's own user may read them (folders 0700,
 * files 0600): private media and sign-in-free links must not leak to other accounts on the machine.
 */
export interface LocalBlobStoreConfig {
  root: string;
}

/** The sidecar; inode, size and mtime tie it to one version of the file so a stale one is never trusted. */
interface Sidecar {
  contentType: string;
  etag: string;
  ino: number;
  size: number;
  mtimeMs: number;
}

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

export class LocalBlobStore implements BlobStore {
  readonly driver = 'local' as const;
  private readonly root: string;
  private rootReady: Promise<void> | undefined;

  constructor(config: LocalBlobStoreConfig) {
    this.root = resolve(config.root);
  }

  async put(
    key: string,
    body: Buffer | Readable,
    opts: { contentType: string; visibility: Visibility },
  ): Promise<BlobInfo> {
    let tmp: string | undefined;
    try {
      assertPutArgs(key, opts);
      const target = this.pathOf(key);
      await this.mkdirFor(key, dirname(target));
      tmp = await this.tempPath();
      const { etag, stats } = await writeSynced(tmp, body);
      await rename(tmp, target).catch((error: unknown) => {
        throw code(error) === 'EISDIR' ? new BlobKeyError(key, 'it is a folder of other blobs') : error;
      });
      tmp = undefined;
      // The blob goes first: a crash before the sidecar leaves a served file with a fallback type, never a
      // sidecar describing bytes that are not there.
      const sidecar: Sidecar = {
        contentType: opts.contentType,
        etag,
        ino: stats.ino,
        size: stats.size,
        mtimeMs: stats.mtimeMs,
      };
      await this.writeSidecar(key, sidecar);
      return { key, size: stats.size, contentType: opts.contentType, etag, lastModified: stats.mtime };
    } catch (error) {
      if (!Buffer.isBuffer(body) && !body.destroyed) body.destroy();
      if (tmp) await unlink(tmp).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string, opts?: { range?: ByteRange }): Promise<BlobReadResult | null> {
    if (opts?.range) assertRange(opts.range);
    let handle: FileHandle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      // Size, mtime and bytes all come from the opened file, so a concurrent overwrite cannot mix versions.
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const info = await this.infoFrom(key, stats);
      if (!opts?.range) return { body: handle.createReadStream(), info };
      const range = clampRange(opts.range, info.size);
      if (!range) throw new BlobRangeError(key, info.size);
      return { body: handle.createReadStream({ start: range.start, end: range.end }), info, range };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<BlobInfo | null> {
    let stats: Stats;
    try {
      stats = await stat(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return stats.isFile() ? this.infoFrom(key, stats) : null;
  }

  async delete(key: string): Promise<void> {
    await unlinkIfPresent(this.pathOf(key));
    await unlinkIfPresent(this.sidecarPath(key));
  }

  async ping(): Promise<void> {
    const probe = await this.tempPath();
    await writeFile(probe, 'ok', { flag: 'wx', mode: FILE_MODE });
    await unlink(probe);
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    const path = join(this.root, ...key.split('/'));
    // Validation already rules out escaping the root; this is the second lock on the same door.
    if (!path.startsWith(this.root + sep)) throw new BlobKeyError(key, 'it leaves the storage root');
    return path;
  }

  private sidecarPath(key: string): string {
    return `${join(this.root, '.meta', ...key.split('/'))}.json`;
  }

  private async tempPath(): Promise<string> {
    const dir = join(this.root, '.tmp');
    await this.mkdir(dir);
    return join(dir, randomUUID());
  }

  /** Creates dir (and its parents) as 0700, after closing the root once if an older version left it open. */
  private async mkdir(dir: string): Promise<void> {
    this.rootReady ??= secureRoot(this.root).catch((error: unknown) => {
      this.rootReady = undefined;
      throw error;
    });
    await this.rootReady;
    await mkdir(dir, { recursive: true, mode: DIR_MODE });
  }

  private async mkdirFor(key: string, dir: string): Promise<void> {
    try {
      await this.mkdir(dir);
    } catch (error) {
      // On disk a blob cannot also be a folder: `public/a` and `public/a/b` cannot both exist.
      if (code(error) === 'ENOTDIR' || code(error) === 'EEXIST') {
        throw new BlobKeyError(key, 'one of its parent folders is already a blob');
      }
      throw error;
    }
  }

  private async writeSidecar(key: string, sidecar: Sidecar): Promise<void> {
    const path = this.sidecarPath(key);
    await this.mkdir(dirname(path));
    const tmp = await this.tempPath();
    try {
      await writeFile(tmp, JSON.stringify(sidecar), { flag: 'wx', mode: FILE_MODE });
      await rename(tmp, path);
    } catch (error) {
      await unlink(tmp).catch(() => undefined);
      throw error;
    }
  }

  private async infoFrom(key: string, stats: Stats): Promise<BlobInfo> {
    const sidecar = await this.readSidecar(key);
    const matches =
      sidecar?.ino === stats.ino && sidecar.size === stats.size && sidecar.mtimeMs === stats.mtimeMs;
    return {
      key,
      size: stats.size,
      contentType: matches ? sidecar.contentType : FALLBACK_CONTENT_TYPE,
      etag: matches
        ? sidecar.etag
        : `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      lastModified: stats.mtime,
    };
  }

  private async readSidecar(key: string): Promise<Sidecar | null> {
    try {
      const value: unknown = JSON.parse(await readFile(this.sidecarPath(key), 'utf8'));
      return isSidecar(value) ? value : null;
    } catch (error) {
      if (isMissing(error) || error instanceof SyntaxError) return null;
      throw error;
    }
  }
}

/** Writes body to a new file, flushed to disk before it can be renamed into place. */
async function writeSynced(path: string, body: Buffer | Readable): Promise<{ etag: string; stats: Stats }> {
  const hash = createHash('md5');
  const handle = await open(path, 'wx', FILE_MODE);
  try {
    if (Buffer.isBuffer(body)) {
      hash.update(body);
      await writeAll(handle, body);
    } else {
      await pipeline(body, async (source: AsyncIterable<Buffer | string>) => {
        for await (const chunk of source) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          hash.update(bytes);
          await writeAll(handle, bytes);
        }
      });
    }
    await handle.sync();
    return { etag: `"${hash.digest('hex')}"`, stats: await handle.stat() };
  } finally {
    await handle.close();
  }
}

/**
 * Makes the root 0700 even when it already existed (media written before modes were set, or a folder made by
 * hand): with the root closed, nothing below it can be reached by other users. A root owned by someone
 * else (EPERM) is the operator's choice and left as it is.
 */
async function secureRoot(root: string): Promise<void> {
  await mkdir(root, { recursive: true, mode: DIR_MODE });
  await chmod(root, DIR_MODE).catch((error: unknown) => {
    if (code(error) !== 'EPERM') throw error;
  });
}

async function writeAll(handle: FileHandle, bytes: Buffer): Promise<void> {
  let offset = 0;
  while (offset < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset);
    offset += bytesWritten;
  }
}

async function unlinkIfPresent(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    // EISDIR/EPERM: the path is a folder of other blobs, so there is no blob at this key.
    if (!isMissing(error) && code(error) !== 'EISDIR' && code(error) !== 'EPERM') throw error;
  }
}

function isSidecar(value: unknown): value is Sidecar {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.contentType === 'string' &&
    typeof v.etag === 'string' &&
    typeof v.ino === 'number' &&
    typeof v.size === 'number' &&
    typeof v.mtimeMs === 'number'
  );
}

function code(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

function isMissing(error: unknown): boolean {
  return code(error) === 'ENOENT' || code(error) === 'ENOTDIR';
}
