import type { FileFormat } from './formats';
import type { FileTextErrorCode } from './errors';

/** What the parser process is asked to read: a file whose format detectFormat has settled. */
export interface ParseJob {
  format: FileFormat;
  path: string;
}

/** The parser process's one message back: the tidied text, or why there is none. */
export type ParseOutcome =
  { ok: true; text: string; pages?: number } | { ok: false; code: FileTextErrorCode; message: string };
