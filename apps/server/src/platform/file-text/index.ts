/**
 * Reads the text of an uploaded file for assistant training (POST /api/ai/read-pdf and /api/ai/read-file).
 * receiveUpload streams the one multipart file to a temp file; extractText decides the format by content
 * (checked against the name) and reads it in a child process with a deadline and a heap limit: PDF (pdf.js),
 * DOCX (mammoth), DOC (word-extractor), TXT in any common encoding; then tidies the whitespace, and cuts it
 * at a topic's limit. Failures are FileTextError (an HttpError): unsupported_type 415, too_large 413,
 * unreadable 422, empty 422; a full waiting line is a 503 with retryAfterSeconds. readUploadedText does both
 * and deletes the temp file; oneAtATime keeps an account to one upload at once. Every limit is in limits.ts.
 */
export { extractText, type UploadedFile, type ExtractedText, type ExtractOptions } from './extract-text';
export {
  receiveUpload,
  removeStaleUploads,
  type ReceiveUploadOptions,
  type ReceivedUpload,
} from './receive-upload';
export { readUploadedText, type UploadedText } from './read-upload';
export {
  FileTextError,
  FILE_TEXT_STATUS,
  fileTextMessages,
  ALLOWED_TYPES_MESSAGE,
  type FileTextErrorCode,
} from './errors';
export {
  MAX_UPLOAD_BYTES,
  MAX_TEXT_CHARS,
  UPLOAD_FIELD,
  PARSER_LIMITS,
  DOCX_LIMITS,
  PDF_LIMITS,
} from './limits';
export { oneAtATime } from './one-at-a-time';
export { FILE_FORMATS, type FileFormat } from './formats';
export type { ParserLimits } from './run-parser';
export { normalizeText } from './normalize-text';
