import { HttpError } from '../http/errors';
import { FILE_FORMATS, uploadMessage } from './formats';

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

/** Messages for the situations users meet most, so every part of the module words them the same way. */
export const messages = {
  passwordProtectedPdf: 'This PDF is password-protected. Remove the password and upload it again.',
  passwordProtectedWord: 'This document is password-protected. Remove the password and upload it again.',
  damagedPdf: "This PDF is damaged and can't be read.",
  damagedWord: "This Word document is damaged and can't be read.",
  oldWord:
    "This Word document is in a format older than Word 97 and can't be read. Save it as DOCX and upload it again.",
  tooComplex: 'This file is too large or complex to read.',
  tooSlow: 'Reading this file took too long.',
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
