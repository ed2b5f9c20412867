import { extname } from 'node:path';
import { fileTypeFromFile, type FileTypeResult } from 'file-type';
import { FileTextError, messages } from './errors';
import { FILE_FORMATS, uploadMessage, type FileFormat } from './formats';
import { bomEncoding, looksLikeTextBytes, readHead } from './txt-text';

/** Media types browsers send for the allowed formats, for files whose name has no extension. */
const MIME_FORMATS: Record<string, FileFormat> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
};

const NAMES: Record<FileFormat, string> = {
  pdf: 'a PDF',
  doc: 'a Word document',
  docx: 'a Word document',
  txt: 'a text file',
};

/** Text formats file-type recognises by their first characters; as a .txt they are read as plain text. */
const TEXT_LIKE = new Set(['xml', 'ics', 'vtt', 'srt']);

/**
 * The file's format, decided by its content and checked against its name. The content says what it is: a
 * PDF by its header, a DOCX by the zip's Word parts, a DOC by its OLE2 container (its Word stream is
 * checked when it is read), text when no binary format is recognised. The name must be one of the allowed
 * extensions (or, without an extension, the media type one of theirs) and agree with the content: a .pdf
 * must be a PDF and a .txt text, while .doc and .docx may be swapped, as Word itself opens either.
 * Finally the format must be one of `formats`, the ones this caller takes; refusals name those.
 */
export async function detectFormat(
  file: { path: string; filename: string; mimeType?: string },
  formats: readonly FileFormat[] = FILE_FORMATS,
): Promise<FileFormat> {
  const allowed = uploadMessage(formats);
  const refuse = (message: string) => new FileTextError('unsupported_type', message);
  const claimed = claimedFormat(file.filename, file.mimeType);
  const found = await contentFormat(file.path);
  if (!found.format) {
    throw refuse(claimed.format ? messages.mismatch(claimed.claim, describe(found.type), allowed) : allowed);
  }
  if (claimed.format === undefined && claimed.claim) throw refuse(allowed);
  if (claimed.format && family(claimed.format) !== family(found.format)) {
    throw refuse(messages.mismatch(claimed.claim, NAMES[found.format], allowed));
  }
  if (!formats.includes(found.format)) throw refuse(allowed);
  return found.format;
}

/**
 * What the client says the file is: an allowed format, an extension that is not allowed (claim set,
 * format not), or nothing (no extension and no known media type). `claim` words it for messages.
 */
function claimedFormat(filename: string, mimeType?: string): { format?: FileFormat; claim: string } {
  const extension = extname(filename).slice(1).toLowerCase();
  if (extension) {
    const format = FILE_FORMATS.find((f) => f === extension);
    return format ? { format, claim: `named .${extension}` } : { claim: `named .${extension}` };
  }
  const mime = (mimeType ?? '').split(';')[0]!.trim().toLowerCase();
  const fromMime = MIME_FORMATS[mime];
  return fromMime ? { format: fromMime, claim: `sent as ${mime}` } : { claim: '' };
}

async function contentFormat(path: string): Promise<{ format?: FileFormat; type?: FileTypeResult }> {
  const head = await readHead(path, HEAD_BYTES);
  // A Unicode byte-order mark settles it (file-type takes UTF-16's FF FE for MPEG audio).
  if (bomEncoding(head)) return { format: 'txt' };
  const type = await fileTypeFromFile(path);
  if (!type) return { format: hasPdfHeader(head) ? 'pdf' : 'txt' };
  if (type.ext === 'pdf') return { format: 'pdf', type };
  if (type.ext === 'docx') return { format: 'docx', type };
  if (type.ext === 'cfb') return { format: 'doc', type };
  if (type.mime.startsWith('text/') || TEXT_LIKE.has(type.ext) || looksLikeTextBytes(head)) {
    return { format: 'txt', type };
  }
  return { type };
}

const HEAD_BYTES = 4096;

/** pdf.js, like PDF readers, accepts a header preceded by up to 1 KB of junk; file-type only looks at byte 0. */
function hasPdfHeader(head: Buffer): boolean {
  return head.subarray(0, 1024 + 8).includes('%PDF-');
}

function family(format: FileFormat): 'pdf' | 'word' | 'txt' {
  return format === 'doc' || format === 'docx' ? 'word' : format;
}

function describe(type: FileTypeResult | undefined): string {
  return type ? `a .${type.ext} file` : 'another kind of file';
}
