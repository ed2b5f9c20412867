// Every limit of reading uploaded files, in one place. Refusal messages quote these numbers.

/** The upload limit: one file, at most 200,000,000 bytes. */
export const MAX_UPLOAD_BYTES = 200_000_000;

/** The multipart field the file is sent in. */
export const UPLOAD_FIELD = 'file';

/**
 * Most characters of text a parser sends back: a topic's limit (OFFICE_LIMITS.topicText, kept equal by
 * limits.test.ts; not imported, so the parser process does not load the contracts). Longer texts are cut
 * in the parser process, so no more than this ever crosses to the server.
 */
export const MAX_TEXT_CHARS = 2_000_000;

/**
 * Raw text gathered before tidying, as a multiple of the cap: tidying removes blank runs and spaces, so a
 * little more than the cap is read, but never the whole of a huge file.
 */
export const RAW_TEXT_FACTOR = 2;

/** The parser processes. */
export const PARSER_LIMITS = {
  /** JavaScript heap of one parser process; a file needing more is refused. */
  heapMb: 512,
  /** Wall-clock deadline for one file; the parser is killed when it passes. */
  timeoutMs: 30_000,
  /** Files parsed at once per server process. */
  parallel: 2,
  /** Files waiting for a parser; one more is refused with 503 and Retry-After. */
  waiting: 4,
  /** Retry-After of that 503. */
  retryAfterSeconds: 30,
  /** Retry-After of the 429 for a second upload by the same account while one is read. */
  perUserRetryAfterSeconds: 10,
} as const;

/**
 * DOCX: a zip whose parts are inflated and parsed into a DOM by mammoth, which needs about 20× the XML's
 * size in heap (a 24 MB document.xml of Word-like markup fits in 512 MB). Checked on the zip's central
 * directory before anything is inflated, and again on the bytes actually inflated.
 */
export const DOCX_LIMITS = {
  /** Unpacked size of one XML part (word/document.xml is the big one). */
  partBytes: 20_000_000,
  /** Unpacked size of all XML parts together. */
  totalBytes: 40_000_000,
  /** Unpacked size over packed size of a part; text XML packs about 5–20 to 1, deflate's best is ~1,030. */
  ratio: 200,
  /** Parts smaller than this unpacked are not held to the ratio. */
  ratioFloorBytes: 1_000_000,
  /** Entries in the zip (a Word document has tens, a few thousand with many pictures). */
  entries: 10_000,
} as const;

/**
 * PDF: a file of more pages is refused as soon as it is opened (clearer than a silent cut, and a crafted
 * file of 200,000 tiny pages frees its parser at once); a long book under the limit is still cut at the
 * topic's text limit, and says so.
 */
export const PDF_LIMITS = {
  pages: 2_000,
  /** One page's text must come in this time, or the file is refused. */
  pageMs: 5_000,
} as const;
