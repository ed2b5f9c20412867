import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { FileTextError, messages } from './errors';
import { DOCX_LIMITS } from './limits';

/**
 * The parts of a DOCX as mammoth reads them: its zip interface (mammoth/lib/zipfile.js), which mammoth
 * takes as `{ file }` instead of a path and then never inflates anything itself.
 */
export interface DocxParts {
  exists(name: string): boolean;
  read(name: string, encoding?: string): Promise<string | Uint8Array>;
}

/**
 * Opens a DOCX for reading without trusting its sizes. Before anything is inflated, the zip's central
 * directory is checked: at most DOCX_LIMITS.entries entries; each XML part at most `partBytes` unpacked
 * and packed at most `ratio` to 1; all XML parts together at most `totalBytes`. Then each part mammoth
 * reads is inflated as a stream, stopped at its limit, and yauzl checks the inflated bytes against the
 * declared size, so a zip whose directory lies is refused too. Call `close` when done.
 */
export async function openDocx(path: string): Promise<{ parts: DocxParts; close(): void }> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  } catch {
    throw damaged();
  }
  try {
    const entries = await checkedEntries(zip);
    let left: number = DOCX_LIMITS.totalBytes;
    const parts: DocxParts = {
      exists: (name) => entries.has(name),
      async read(name, encoding) {
        const entry = entries.get(name);
        if (!entry) throw damaged();
        const bytes = await inflate(zip, entry, Math.min(DOCX_LIMITS.partBytes, left));
        left -= bytes.length;
        if (encoding === 'base64') return bytes.toString('base64');
        return encoding ? new TextDecoder(encoding).decode(bytes) : bytes;
      },
    };
    return { parts, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error instanceof FileTextError ? error : damaged();
  }
}

async function checkedEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  if (zip.entryCount > DOCX_LIMITS.entries) throw new FileTextError('too_large', messages.docxEntries);
  const entries = new Map<string, Entry>();
  let total = 0;
  for await (const entry of zip.eachEntry()) {
    // Two entries of one name would let the one checked differ from the one read.
    if (entries.has(entry.fileName)) throw damaged();
    entries.set(entry.fileName, entry);
    if (!isXmlPart(entry.fileName)) continue;
    const { uncompressedSize: size, compressedSize: packed } = entry;
    if (size > DOCX_LIMITS.partBytes) throw new FileTextError('too_large', messages.docxPartTooLarge);
    if (size > DOCX_LIMITS.ratioFloorBytes && size > packed * DOCX_LIMITS.ratio) {
      throw new FileTextError('too_large', messages.docxRatio);
    }
    total += size;
    if (total > DOCX_LIMITS.totalBytes) throw new FileTextError('too_large', messages.docxTooLarge);
  }
  return entries;
}

/** The parts mammoth parses; pictures and other media are never inflated for text. */
function isXmlPart(name: string): boolean {
  return /\.(xml|rels)$/i.test(name);
}

/** The entry's bytes, inflated as a stream and refused as soon as they pass `max`. */
async function inflate(zip: ZipFile, entry: Entry, max: number): Promise<Buffer> {
  if (entry.uncompressedSize > max) throw tooLarge(max);
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw damaged();
  }
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    // yauzl fails the stream ("too many bytes") as soon as it passes the declared size.
    for await (const chunk of stream) {
      length += (chunk as Buffer).length;
      if (length > max) throw tooLarge(max);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    stream.destroy();
    throw error instanceof FileTextError ? error : damaged();
  }
  return Buffer.concat(chunks, length);
}

const tooLarge = (max: number) =>
  new FileTextError(
    'too_large',
    max < DOCX_LIMITS.partBytes ? messages.docxTooLarge : messages.docxPartTooLarge,
  );

const damaged = () => new FileTextError('unreadable', messages.damagedWord);
