import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import chardet from 'chardet';
import iconv from 'iconv-lite';
import { FileTextError, messages } from './errors';

const SAMPLE_BYTES = 64 * 1024;
const CHUNK_BYTES = 1024 * 1024;

/**
 * Decodes a plain-text file. A byte-order mark decides (UTF-8, UTF-16 LE/BE, UTF-32 LE/BE); else UTF-16
 * without a mark is recognised by its zero bytes; else the file is tried as strict UTF-8; else chardet
 * guesses a legacy encoding from a sample. The file is read in chunks, never held whole as bytes, and
 * reading stops (`truncated`) once `maxChars` characters are decoded.
 */
export async function readPlainText(
  path: string,
  maxChars = Infinity,
): Promise<{ text: string; encoding: string; truncated: boolean }> {
  const head = await readHead(path, SAMPLE_BYTES);
  const known = bomEncoding(head) ?? utf16ByZeros(head);
  const utf8 = known ? undefined : await decodeStrictUtf8(path, maxChars);
  const encoding = known ?? (utf8 !== undefined ? 'utf-8' : guessLegacyEncoding(head));
  const { text, truncated } = utf8 ?? (await decodeFile(path, encoding, maxChars));
  if (looksBinary(text)) throw new FileTextError('unsupported_type', messages.notText);
  return { text, encoding, truncated };
}

/** The encoding a byte-order mark announces. UTF-32 LE is checked before UTF-16 LE, whose mark it starts with. */
export function bomEncoding(head: Uint8Array): string | undefined {
  const [a, b, c, d] = head;
  if (a === 0xef && b === 0xbb && c === 0xbf) return 'utf-8';
  if (a === 0xff && b === 0xfe && c === 0 && d === 0) return 'utf-32le';
  if (a === 0 && b === 0 && c === 0xfe && d === 0xff) return 'utf-32be';
  if (a === 0xff && b === 0xfe) return 'utf-16le';
  if (a === 0xfe && b === 0xff) return 'utf-16be';
  return undefined;
}

/** UTF-16 without a mark: text of mostly Latin letters has a zero in every other byte. */
export function utf16ByZeros(head: Uint8Array): string | undefined {
  const pairs = Math.floor(head.length / 2);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (head[i] === 0) evenZeros++;
    if (head[i + 1] === 0) oddZeros++;
  }
  if (pairs < 8) return undefined;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be';
  return undefined;
}

/** Neither Unicode form: chardet's guess from a sample, mapped to an encoding iconv-lite decodes. */
export function guessLegacyEncoding(head: Uint8Array): string {
  const guess = chardet.detect(head)?.toLowerCase();
  // As in browsers (WHATWG Encoding), text labelled ISO-8859-1 or ASCII is read as windows-1252, its
  // superset: the bytes 0x80–0x9F are then curly quotes and dashes instead of invisible control codes.
  if (!guess || guess === 'iso-8859-1' || guess === 'ascii' || !iconv.encodingExists(guess)) {
    return 'windows-1252';
  }
  return guess;
}

/**
 * The file as strict UTF-8, chunk by chunk (a character may straddle two chunks), up to about maxChars
 * characters; undefined if it isn't UTF-8 (as far as it was read).
 */
async function decodeStrictUtf8(path: string, maxChars: number): Promise<Decoded | undefined> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    return await decodeChunks(path, maxChars, {
      write: (chunk) => decoder.decode(chunk, { stream: true }),
      end: () => decoder.decode(),
    });
  } catch (error) {
    if (error instanceof TypeError) return undefined;
    throw error;
  }
}

function decodeFile(path: string, encoding: string, maxChars: number): Promise<Decoded> {
  // iconv-lite strips a leading byte-order mark.
  const decoder = iconv.getDecoder(encoding);
  return decodeChunks(path, maxChars, {
    write: (chunk) => decoder.write(chunk),
    end: () => decoder.end() ?? '',
  });
}

interface Decoded {
  text: string;
  truncated: boolean;
}

/** Decodes the file chunk by chunk until its end or until maxChars characters (then a chunk's end). */
async function decodeChunks(
  path: string,
  maxChars: number,
  decoder: { write(chunk: Buffer): string; end(): string },
): Promise<Decoded> {
  const parts: string[] = [];
  let chars = 0;
  const stream = createReadStream(path, { highWaterMark: CHUNK_BYTES });
  try {
    for await (const chunk of stream) {
      const part = decoder.write(chunk as Buffer);
      parts.push(part);
      chars += part.length;
      // Stopped early, the decoder is not ended: a character cut at the chunk's end is simply dropped.
      if (chars >= maxChars) return { text: parts.join(''), truncated: true };
    }
  } finally {
    stream.destroy();
  }
  parts.push(decoder.end());
  return { text: parts.join(''), truncated: false };
}

/**
 * Whether the first bytes look like text rather than binary data: a Unicode byte-order mark, UTF-16's zero
 * pattern, or no NUL bytes and almost no other control codes. Used to overrule file-type's short "magic
 * numbers" that ordinary text can start with ("BM…" is a bitmap's, "MZ…" a program's).
 */
export function looksLikeTextBytes(head: Uint8Array): boolean {
  if (bomEncoding(head) || utf16ByZeros(head)) return true;
  let controls = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0b && byte !== 0x0c && byte !== 0x0d) {
      controls++;
    }
  }
  return controls <= head.length * 0.01;
}

export async function readHead(path: string, bytes: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Text has no NUL characters and almost no other control codes; binary data decoded as text has many. */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, SAMPLE_BYTES);
  if (sample.includes('\u0000')) return true;
  // eslint-disable-next-line no-control-regex -- control characters are what is counted
  const controls = sample.match(/[\u0001-\u0008\u000e-\u001f\u007f]/g)?.length ?? 0;
  return controls > sample.length * 0.01;
}
