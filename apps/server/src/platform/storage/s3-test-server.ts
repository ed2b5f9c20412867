import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3BlobStoreConfig } from './s3-blob-store';

/** Test support: a real S3-speaking HTTP server (s3rver) on 127.0.0.1, a random port and a temp dir. */
export interface S3TestServer {
  endpoint: string;
  /** Creates a new bucket and returns a store config for it. */
  bucketConfig(): Promise<S3BlobStoreConfig>;
  stop(): Promise<void>;
}

// s3rver accepts any signature made with these credentials.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let buckets = 0;

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'muse-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config = { endpoint, region: 'us-east-1', forcePathStyle: true, ...credentials };
  const admin = new S3Client({ ...config, credentials });
  return {
    endpoint,
    async bucketConfig() {
      const bucket = `muse-test-${process.pid}-${++buckets}`;
      await admin.send(new CreateBucketCommand({ Bucket: bucket }));
      return { bucket, ...config };
    },
    async stop() {
      admin.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A config whose endpoint refuses connections: a port that was free a moment ago. */
export async function unreachableS3Config(): Promise<S3BlobStoreConfig> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 1;
  await new Promise((resolve) => probe.close(resolve));
  return {
    bucket: 'unreachable',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    ...credentials,
  };
}
