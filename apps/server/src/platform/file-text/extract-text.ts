import { stat } from 'node:fs/promises';
import { detectFormat } from './detect-format';
import { FileTextError, messages } from './errors';
import { FILE_FORMATS, uploadMessage, type FileFormat } from './formats';
import { MAX_TEXT_CHARS, MAX_UPLOAD_BYTES } from './limits';
import { parseInChild, type ParserLimits } from './run-parser';

export interface UploadedFile {
  /** Where the file is on disk; it is only read. */
  path: string;
  /** The name the client gave, for the extension cross-check. */
  filename: string;
  /** The media type the client gave; used only when the name has no extension. */
  mimeType?: string;
}

export interface ExtractedText {
  text: string;
  /** The text was cut at `maxChars` (or a PDF's page limit): only the beginning of the file is here. */
  truncated: boolean;
  format: FileFormat;
  /** PDFs only. */
  pages?: number;
}

export interface ExtractOptions extends ParserLimits {
  /** Largest file read (default MAX_UPLOAD_BYTES). */
  maxBytes?: number;
  /** The formats this caller takes (default all four), e.g. ['pdf'] for POST /api/ai/read-pdf. */
  formats?: readonly FileFormat[];
  /** Most characters of text returned (default MAX_TEXT_CHARS); the parser cuts longer texts itself. */
  maxChars?: number;
}

/**
 * The text of an uploaded PDF, DOC, DOCX or TXT file, tidied (see normalizeText). The format is settled
 * here from the content and the name (see detectFormat); the reading happens in a child process (see
 * parseInChild), which cuts the text at `maxChars`. Throws FileTextError: unsupported_type (415),
 * too_large (413), unreadable (422), empty (422); and a 503 HttpError when too many files wait for a parser.
 */
export async function extractText(file: UploadedFile, opts: ExtractOptions = {}): Promise<ExtractedText> {
  const { size } = await stat(file.path);
  if (size > (opts.maxBytes ?? MAX_UPLOAD_BYTES)) throw new FileTextError('too_large');
  if (size === 0) throw new FileTextError('empty', messages.emptyFile);

  const formats = opts.formats ?? FILE_FORMATS;
  const format = await detectFormat(file, formats);
  const maxChars = opts.maxChars ?? MAX_TEXT_CHARS;
  const outcome = await parseInChild({ format, path: file.path, maxChars }, opts);
  if (!outcome.ok) {
    const refused = outcome.code === 'unsupported_type';
    throw new FileTextError(
      outcome.code,
      refused ? `${outcome.message} ${uploadMessage(formats)}` : outcome.message,
    );
  }
  const { text, truncated, pages } = outcome;
  return pages === undefined ? { text, truncated, format } : { text, truncated, format, pages };
}
