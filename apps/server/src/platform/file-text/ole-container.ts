import type { Readable } from 'node:stream';
import FileReader from 'word-extractor/lib/file-reader.js';
import OleCompoundDoc from 'word-extractor/lib/ole-compound-doc.js';

/**
 * The start of each named root stream of an OLE2 container (empty when the stream is absent), read with
 * word-extractor's own OLE reader, which reads sectors from the file on demand instead of loading it whole.
 */
export async function readOleStreamHeads(
  path: string,
  names: readonly string[],
  bytes: number,
): Promise<Map<string, Buffer>> {
  const reader = new FileReader(path);
  await reader.open();
  try {
    const doc = await new OleCompoundDoc(reader).read();
    const heads = new Map<string, Buffer>();
    for (const name of names) heads.set(name, await readHead(doc.stream(name), bytes));
    return heads;
  } finally {
    await reader.close();
  }
}

async function readHead(stream: Readable, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    chunks.push(buffer);
    length += buffer.length;
    if (length >= bytes) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, bytes);
}
