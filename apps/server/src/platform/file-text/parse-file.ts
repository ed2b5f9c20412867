import { capText } from './cap-text';
import { FileTextError, messages } from './errors';
import { RAW_TEXT_FACTOR } from './limits';
import { hasText, normalizeText } from './normalize-text';
import type { ParseJob, ParseOutcome } from './parse-job';
import { readPdfText } from './pdf-text';
import { readPlainText } from './txt-text';
import { readDocText, readDocxText } from './word-text';

/**
 * Reads the file with its format's parser, tidies the text and cuts it at job.maxChars (in the parser
 * process, so the copies that decoding and tidying make never weigh on the server, and no more than the
 * cap crosses to it). Every failure becomes a code and a message.
 */
export async function parseFile(job: ParseJob): Promise<ParseOutcome> {
  try {
    const rawChars = job.maxChars * RAW_TEXT_FACTOR;
    const raw = await readRaw(job, rawChars);
    // Parsers that cannot stop early (Word) give all their text: only a bounded slice is tidied.
    const rawCut = raw.text.length > rawChars;
    const tidy = normalizeText(rawCut ? raw.text.slice(0, rawChars) : raw.text, {
      joinHyphenatedLines: job.format === 'pdf',
    });
    const { text, truncated } = capText(tidy, job.maxChars);
    if (!hasText(text)) {
      throw job.format === 'pdf'
        ? new FileTextError('empty', messages.scannedPdf)
        : new FileTextError('empty');
    }
    const cut = truncated || rawCut || raw.truncated === true;
    return raw.pages === undefined
      ? { ok: true, text, truncated: cut }
      : { ok: true, text, truncated: cut, pages: raw.pages };
  } catch (error) {
    const failure = error instanceof FileTextError ? error : new FileTextError('unreadable');
    return { ok: false, code: failure.code, message: failure.message };
  }
}

async function readRaw(
  job: ParseJob,
  maxChars: number,
): Promise<{ text: string; pages?: number; truncated?: boolean }> {
  switch (job.format) {
    case 'pdf':
      return readPdfText(job.path, maxChars);
    case 'docx':
      return { text: await readDocxText(job.path) };
    case 'doc':
      return { text: await readDocText(job.path) };
    case 'txt':
      return readPlainText(job.path, maxChars);
  }
}
