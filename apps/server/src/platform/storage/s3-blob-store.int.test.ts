import { afterAll, beforeAll } from 'vitest';
import { runBlobStoreContract } from './blob-store.contract';
import { S3BlobStore } from './s3-blob-store';
import { startS3TestServer, unreachableS3Config } from './s3-test-server';
import type { S3TestServer } from './s3-test-server';

let server: S3TestServer;
const stores: S3BlobStore[] = [];
const track = (store: S3BlobStore) => (stores.push(store), store);

beforeAll(async () => {
  server = await startS3TestServer();
});
afterAll(async () => {
  for (const store of stores) store.destroy();
  await server?.stop();
});

runBlobStoreContract('s3 (s3rver)', async () => track(new S3BlobStore(await server.bucketConfig())), {
  makeUnreachable: async () => track(new S3BlobStore(await unreachableS3Config())),
});
