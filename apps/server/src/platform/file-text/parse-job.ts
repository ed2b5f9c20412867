import type { FileFormat } from './formats';
import type { FileTextErrorCode } from './errors';

/** What the parser process is asked to read: a file whose format detectFormat has settled. */
export interface ParseJob {
  format: FileFormat;
  path: string;
  /** Most characters of text to send back; a longer text is cut (at a paragraph break) and `truncated`. */
  maxChars: number;
}

/** The parser process's one message back: the tidied text, or why there is none. */
export type ParseOutcome =
  | { ok: true; text: string; truncated: boolean; pages?: number }
  | { ok: false; code: FileTextErrorCode; message: string };
