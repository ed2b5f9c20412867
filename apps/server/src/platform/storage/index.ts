/**
 * Media storage: the BlobStore port with a local-files driver (embedded mode, DATA_DIR/media) and an
 * S3 driver (any S3-compatible store, scaled mode), chosen by configuration only. Keys start with
 * `public/` or `private/`; public blobs are served by mediaRoutes with a short cache (a year for
 * content-addressed folders, media-cache.ts), private ones only through expiring signed URLs
 * (signMediaUrl); `mediaUrl` is the one rule replies use to link a stored key. Values come in from the
 * config module.
 */
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './local-blob-store';
import type { LocalBlobStoreConfig } from './local-blob-store';
import { S3BlobStore } from './s3-blob-store';
import type { S3BlobStoreConfig } from './s3-blob-store';

export type BlobStoreConfig =
  ({ driver: 'local' } & LocalBlobStoreConfig) | ({ driver: 's3' } & S3BlobStoreConfig);

export function createBlobStore(config: BlobStoreConfig): BlobStore {
  switch (config.driver) {
    case 'local':
      return new LocalBlobStore(config);
    case 's3':
      return new S3BlobStore(config);
  }
}

export type { BlobInfo, BlobReadResult, BlobStore, ByteRange, Visibility } from './blob-store';
export {
  BlobKeyError,
  BlobRangeError,
  MAX_KEY_LENGTH,
  MAX_SEGMENT_LENGTH,
  assertValidKey,
  blobKey,
  visibilityOf,
} from './blob-store';
export { LocalBlobStore } from './local-blob-store';
export type { LocalBlobStoreConfig } from './local-blob-store';
export { S3BlobStore } from './s3-blob-store';
export type { S3BlobStoreConfig } from './s3-blob-store';
export {
  MEDIA_URL_PREFIX,
  mediaUrl,
  publicMediaUrl,
  signMediaUrl,
  verifyMediaSignature,
} from './signed-urls';
export type { SignOptions } from './signed-urls';
export { mediaRoutes } from './media.routes';
export type { MediaRoutesOptions } from './media.routes';
export { removeBlobs } from './remove-blobs';
export { readBlob } from './read-blob';
