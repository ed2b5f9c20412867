import type { BlobStore } from './blob-store';

/** A whole blob in memory (pictures the server works on), or null when it is missing. */
export async function readBlob(store: BlobStore, key: string): Promise<Buffer | null> {
  const blob = await store.get(key);
  if (!blob) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of blob.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
