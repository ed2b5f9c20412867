import { HttpError } from '../http/errors';
import { FILE_FORMATS, uploadMessage } from './formats';
import { DOCX_LIMITS, PARSER_LIMITS, PDF_LIMITS } from './limits';

/** Why an uploaded file gave no text. Callers may branch on `code`; `message` is shown to users. */
export type FileTextErrorCode = 'unsupported_type' | 'too_large' | 'unreadable' | 'empty';

/** The HTTP status each code is answered with. */
export const FILE_TEXT_STATUS: Record<FileTextErrorCode, number> = {
  unsupported_type: 415,
  too_large: 413,
  unreadable: 422,
  empty: 422,
};

export const ALLOWED_TYPES_MESSAGE = uploadMessage(FILE_FORMATS);

export const fileTextMessages: Record<FileTextErrorCode, string> = {
  unsupported_type: ALLOWED_TYPES_MESSAGE,
  too_large: 'The file is larger than 200,000,000 bytes.',
  unreadable: "This file is damaged and can't be read.",
  empty: 'This file has no text to read.',
};

/**
 * An HttpError, so a route can let it through and the app's error handler answers
 * { error: { code, message } } with the code's status (415, 413 or 422).
 */
export class FileTextError extends HttpError {
  declare readonly code: FileTextErrorCode;

  constructor(code: FileTextErrorCode, message: string = fileTextMessages[code]) {
    super(FILE_TEXT_STATUS[code], code, message);
    this.name = 'FileTextError';
  }
}

// Numbers as the messages quote them: 2,000 pages, 20 MB, 5 seconds.
const count = (n: number) => n.toLocaleString('en-US');
const megabytes = (bytes: number) => `${count(bytes / 1_000_000)} MB`;
const duration = (ms: number) =>
  ms < 1000 ? `${count(ms)} ms` : `${count(ms / 1000)} ${ms === 1000 ? 'second' : 'seconds'}`;

/** Messages for the situations users meet most, so every part of the module words them the same way. */
export const messages = {
  passwordProtectedPdf: 'This PDF is password-protected. Remove the password and upload it again.',
  passwordProtectedWord: 'This document is password-protected. Remove the password and upload it again.',
  damagedPdf: "This PDF is damaged and can't be read.",
  damagedWord: "This Word document is damaged and can't be read.",
  oldWord:
    "This Word document is in a format older than Word 97 and can't be read. Save it as DOCX and upload it again.",
  tooComplex: (heapMb: number) =>
    `This file is too large or complex to read: it needs more than ${heapMb} MB of memory.`,
  tooSlow: (ms: number) => `Reading this file took more than ${duration(ms)}.`,
  pdfPages: `This PDF has more than ${count(PDF_LIMITS.pages)} pages. Split it and upload at most ${count(PDF_LIMITS.pages)} pages at a time.`,
  slowPdfPage: (page: number) =>
    `Page ${count(page)} of this PDF took more than ${duration(PDF_LIMITS.pageMs)} to read.`,
  docxPartTooLarge: `This Word document is too large once unpacked: at most ${megabytes(DOCX_LIMITS.partBytes)} of text.`,
  docxTooLarge: `This Word document is too large once unpacked: at most ${megabytes(DOCX_LIMITS.totalBytes)} in all.`,
  docxRatio: `This Word document unpacks to more than ${count(DOCX_LIMITS.ratio)} times its packed size, which real documents never do.`,
  docxEntries: `This Word document has more than ${count(DOCX_LIMITS.entries)} parts.`,
  oneAtATime: 'You can upload one file at a time: wait until your other file has been read.',
  parsersBusy: `The server is reading as many files as it can (${PARSER_LIMITS.parallel} at once, ${PARSER_LIMITS.waiting} waiting). Try again in ${PARSER_LIMITS.retryAfterSeconds} seconds.`,
  scannedPdf:
    'This PDF has no text to read. Scanned documents (pictures of pages) are not read: upload a PDF with selectable text.',
  emptyFile: 'This file is empty.',
  // The parser process's refusals; extractText adds which formats may be uploaded.
  notText: "This file doesn't look like plain text.",
  notWord: "This file isn't a Word document.",
  /** claim: how the client described the file, e.g. "named .pdf" or "sent as application/pdf". */
  mismatch: (claim: string, actual: string, allowed: string) =>
    `This file is ${claim} but is ${actual}. ${allowed}`,
} as const;
