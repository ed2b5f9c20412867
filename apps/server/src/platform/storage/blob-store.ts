import type { Readable } from 'node:stream';

/**
 * The BlobStore port: where media bytes live (local files or any S3-compatible store).
 *
 * A key is the full storage path and always starts with its visibility: `public/…` or `private/…`.
 * The public route only ever reads `public/…`, so a private blob cannot leak through it.
 */
export type Visibility = 'public' | 'private';

export interface BlobInfo {
  key: string;
  /** Size of the whole blob in bytes (also for range reads). */
  size: number;
  contentType: string;
  /** An HTTP entity tag, quoted (`"…"` or `W/"…"`), ready for the ETag header. */
  etag?: string;
  lastModified?: Date;
}

/** A byte range; `end` is inclusive (as in HTTP) and clamped to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface BlobReadResult {
  body: Readable;
  info: BlobInfo;
  /** The inclusive byte range in `body`, present when a range was asked for. */
  range?: { start: number; end: number };
}

export interface BlobStore {
  readonly driver: 'local' | 's3';
  /** Writes the whole blob or nothing; the key's prefix must match `visibility`. */
  put(
    key: string,
    body: Buffer | Readable,
    opts: { contentType: string; visibility: Visibility },
  ): Promise<BlobInfo>;
  /** null when missing; throws BlobRangeError when the range starts at or past the end. */
  get(key: string, opts?: { range?: ByteRange }): Promise<BlobReadResult | null>;
  head(key: string): Promise<BlobInfo | null>;
  /** No error when the key is missing. */
  delete(key: string): Promise<void>;
  /** Readiness: throws when the store is unreachable or not writable. */
  ping(): Promise<void>;
}

export class BlobKeyError extends Error {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid blob key ${JSON.stringify(key.slice(0, 80))}: ${reason}`);
    this.name = 'BlobKeyError';
  }
}

/** The asked range starts at or past the end of the blob (HTTP 416). */
export class BlobRangeError extends Error {
  constructor(
    readonly key: string,
    readonly size: number,
  ) {
    super(`Range not satisfiable for ${key} (size ${size})`);
    this.name = 'BlobRangeError';
  }
}

export const MAX_KEY_LENGTH = 512;
/** File systems cap a name at 255 bytes; the rest leaves room for the local driver's sidecar suffix. */
export const MAX_SEGMENT_LENGTH = 200;
const KEY_CHARS = /^[A-Za-z0-9._/-]+$/;

/** Why `key` is not a valid blob key, or null when it is. */
export function keyProblem(key: string): string | null {
  if (typeof key !== 'string' || key.length === 0) return 'it is empty';
  if (key.length > MAX_KEY_LENGTH) return `it is longer than ${MAX_KEY_LENGTH} characters`;
  if (key.includes('\\')) return 'backslashes are not allowed';
  if (key.startsWith('/')) return 'absolute paths are not allowed';
  if (key.includes('..')) return '".." is not allowed';
  if (!KEY_CHARS.test(key)) return 'only letters, digits, ".", "_", "-" and "/" are allowed';
  // Empty or "." segments would map two keys to one file on disk.
  const segments = key.split('/');
  if (segments.some((segment) => segment === '' || segment === '.')) return 'empty or "." path segments';
  if (segments.some((segment) => segment.length > MAX_SEGMENT_LENGTH)) {
    return `a path segment is longer than ${MAX_SEGMENT_LENGTH} characters`;
  }
  if (!/^(public|private)\/./.test(key)) return 'it must start with "public/" or "private/"';
  return null;
}

export function assertValidKey(key: string): void {
  const problem = keyProblem(key);
  if (problem) throw new BlobKeyError(key, problem);
}

export function visibilityOf(key: string): Visibility {
  assertValidKey(key);
  return key.startsWith('public/') ? 'public' : 'private';
}

/** Builds a key from a visibility and a path inside it: blobKey('public', 'images/a.png'). */
export function blobKey(visibility: Visibility, path: string): string {
  const key = `${visibility}/${path}`;
  assertValidKey(key);
  return key;
}

export function assertPutArgs(key: string, opts: { contentType: string; visibility: Visibility }): void {
  if (visibilityOf(key) !== opts.visibility) {
    throw new BlobKeyError(key, `a ${opts.visibility} blob must live under "${opts.visibility}/"`);
  }
  // Stored content types become response headers later: keep them to type/subtype[; params].
  if (!/^[\w.+-]+\/[\w.+-]+(\s*;[\x20-\x7e]*)?$/.test(opts.contentType) || opts.contentType.length > 255) {
    throw new TypeError(`Invalid content type ${JSON.stringify(opts.contentType)}`);
  }
}

export function assertRange(range: ByteRange): void {
  const { start, end } = range;
  if (
    !Number.isSafeInteger(start) ||
    start < 0 ||
    (end !== undefined && (!Number.isSafeInteger(end) || end < start))
  ) {
    throw new RangeError(`Invalid byte range ${JSON.stringify(range)}`);
  }
}

/** The inclusive range actually served from a blob of `size` bytes, or null when unsatisfiable. */
export function clampRange(range: ByteRange, size: number): { start: number; end: number } | null {
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
