import { FileTextError, messages } from './errors';
import { hasText, normalizeText } from './normalize-text';
import type { ParseJob, ParseOutcome } from './parse-job';
import { readPdfText } from './pdf-text';
import { readPlainText } from './txt-text';
import { readDocText, readDocxText } from './word-text';

/**
 * Reads the file with its format's parser and tidies the text (in the parser process, so the copies that
 * decoding and tidying make never weigh on the server). Every failure becomes a code and a message.
 */
export async function parseFile(job: ParseJob): Promise<ParseOutcome> {
  try {
    const { text: raw, pages } = await readRaw(job);
    const text = normalizeText(raw, { joinHyphenatedLines: job.format === 'pdf' });
    if (!hasText(text)) {
      throw job.format === 'pdf'
        ? new FileTextError('empty', messages.scannedPdf)
        : new FileTextError('empty');
    }
    return pages === undefined ? { ok: true, text } : { ok: true, text, pages };
  } catch (error) {
    const failure = error instanceof FileTextError ? error : new FileTextError('unreadable');
    return { ok: false, code: failure.code, message: failure.message };
  }
}

async function readRaw(job: ParseJob): Promise<{ text: string; pages?: number }> {
  switch (job.format) {
    case 'pdf':
      return readPdfText(job.path);
    case 'docx':
      return { text: await readDocxText(job.path) };
    case 'doc':
      return { text: await readDocText(job.path) };
    case 'txt':
      return { text: (await readPlainText(job.path)).text };
  }
}
