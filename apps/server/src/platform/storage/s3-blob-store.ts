import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { BlobRangeError, assertPutArgs, assertRange, assertValidKey, clampRange } from './blob-store';
import type { BlobInfo, BlobReadResult, BlobStore, ByteRange, Visibility } from './blob-store';

/** Any S3-compatible store: AWS S3, MinIO, Cloudflare R2, Backblaze B2, Ceph, Garage … */
export interface S3BlobStoreConfig {
  bucket: string;
  /** Omit for AWS S3; set for any other S3-compatible service. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`; most self-hosted stores need it. */
  forcePathStyle?: boolean;
}

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';
/** Written by ping(); outside public/ and private/, so no blob key can collide with it. */
const PING_KEY = '.muse/ping';
/** ping() proves writability at most this often and only checks the bucket in between (readiness probes
 * run every few seconds, and each write is a billed request and a new version in versioned buckets). */
const WRITE_PROBE_INTERVAL_MS = 5 * 60_000;

export class S3BlobStore implements BlobStore {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private lastWriteProbe = Number.NEGATIVE_INFINITY;

  constructor(config: S3BlobStoreConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Fail fast when the endpoint is down instead of waiting for the OS's TCP timeout.
      requestHandler: { connectionTimeout: 5_000 },
      // Many S3-compatible stores reject the checksum headers newer SDKs send by default; only AWS gets them.
      ...(config.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
    });
  }

  async put(
    key: string,
    body: Buffer | Readable,
    opts: { contentType: string; visibility: Visibility },
  ): Promise<BlobInfo> {
    try {
      assertPutArgs(key, opts);
      if (Buffer.isBuffer(body)) {
        const out = await this.client.send(
          new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: opts.contentType }),
        );
        return { key, size: body.length, contentType: opts.contentType, etag: out.ETag };
      }
      // A stream has no known length, which PutObject needs: Upload sends one PutObject for small bodies
      // and a multipart upload (aborted on failure, so nothing half-written is visible) for large ones.
      let size = 0;
      const counted = Readable.from(
        (async function* () {
          for await (const chunk of body as AsyncIterable<Buffer | string>) {
            const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
            size += bytes.length;
            yield bytes;
          }
        })(),
      );
      const out = await new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: opts.contentType },
      }).done();
      return { key, size, contentType: opts.contentType, etag: out.ETag };
    } catch (error) {
      if (!Buffer.isBuffer(body) && !body.destroyed) body.destroy();
      throw error;
    }
  }

  async get(key: string, opts?: { range?: ByteRange }): Promise<BlobReadResult | null> {
    assertValidKey(key);
    const asked = opts?.range;
    if (asked) assertRange(asked);
    let out;
    try {
      out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: asked ? `bytes=${asked.start}-${asked.end ?? ''}` : undefined,
        }),
      );
    } catch (error) {
      if (status(error) === 404) return null;
      if (status(error) === 416) {
        // The error body's size is not exposed by the SDK; the caller needs it for `Content-Range: */size`.
        const info = await this.head(key);
        if (!info) return null;
        throw new BlobRangeError(key, info.size);
      }
      throw error;
    }
    const body = out.Body;
    if (!(body instanceof Readable)) throw new Error('S3 GetObject returned no Node.js stream');
    const served = out.ContentRange ? parseContentRange(out.ContentRange) : null;
    const info: BlobInfo = {
      key,
      size: served?.size ?? out.ContentLength ?? 0,
      contentType: out.ContentType ?? FALLBACK_CONTENT_TYPE,
      etag: out.ETag,
      lastModified: out.LastModified,
    };
    if (!asked) return { body, info };
    // Not every S3-compatible server gets ranges right (some answer an empty object, or `bytes=0-0`, with
    // more than asked): check what came back against what was asked and trim any excess.
    const range = clampRange(asked, info.size);
    const first = served?.start ?? 0;
    const last = served?.end ?? info.size - 1;
    if (!range || first !== range.start || last < range.end) {
      body.destroy();
      if (!range) throw new BlobRangeError(key, info.size);
      throw new Error(
        `The S3 endpoint answered bytes ${first}-${last} of ${key} for ${range.start}-${range.end}`,
      );
    }
    const length = range.end - range.start + 1;
    return { body: last > range.end ? takeBytes(body, length) : body, info, range };
  }

  async head(key: string): Promise<BlobInfo | null> {
    assertValidKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? FALLBACK_CONTENT_TYPE,
        etag: out.ETag,
        lastModified: out.LastModified,
      };
    } catch (error) {
      if (status(error) === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    // S3 answers 204 for a missing key too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async ping(): Promise<void> {
    const now = Date.now();
    if (now - this.lastWriteProbe < WRITE_PROBE_INTERVAL_MS) {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    }
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: PING_KEY, Body: Buffer.alloc(0) }),
    );
    this.lastWriteProbe = now;
  }

  /** Closes the client's sockets (tests, shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}

function status(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** The first `length` bytes of `source`, which is then closed. */
function takeBytes(source: Readable, length: number): Readable {
  return Readable.from(
    (async function* () {
      let left = length;
      try {
        for await (const chunk of source as AsyncIterable<Buffer>) {
          if (chunk.length >= left) {
            yield chunk.subarray(0, left);
            return;
          }
          left -= chunk.length;
          yield chunk;
        }
      } finally {
        source.destroy();
      }
    })(),
  );
}

function parseContentRange(header: string): { start: number; end: number; size: number } {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim());
  if (!match) throw new Error(`Unexpected Content-Range from S3: ${header}`);
  return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}
