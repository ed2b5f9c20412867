import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FileTextError, messages } from './errors';
import { PDF_LIMITS } from './limits';
import { layOutPage, type PositionedText } from './pdf-layout';

// pdf.js ships the character maps (CJK fonts) and standard font metrics it needs; point it at them on disk
// so nothing is fetched.
const pdfjsDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * The text of the pages, pages separated by a blank line. pdf.js reads the file itself through its Node
 * file stream (one buffer of the file's size; no extra copies from us), runs no `eval` on font data, and
 * each page is released once its text is taken. A PDF of more than PDF_LIMITS.pages pages is refused as
 * soon as it is opened, and so is one whose page takes longer than PDF_LIMITS.pageMs to read. Reading
 * stops, `truncated`, once `maxChars` characters are gathered: a long book gives its beginning.
 */
export async function readPdfText(
  path: string,
  maxChars: number,
): Promise<{ text: string; pages: number; truncated: boolean }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    url: pathToFileURL(path).href,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    cMapUrl: join(pdfjsDir, 'cmaps') + '/',
    cMapPacked: true,
    standardFontDataUrl: join(pdfjsDir, 'standard_fonts') + '/',
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const pdf = await task.promise.catch((error: unknown) => {
      const name = error instanceof Error ? error.name : '';
      if (name === 'PasswordException') throw new FileTextError('unreadable', messages.passwordProtectedPdf);
      throw new FileTextError('unreadable', messages.damagedPdf);
    });
    if (pdf.numPages > PDF_LIMITS.pages) throw new FileTextError('too_large', messages.pdfPages);
    const pages: string[] = [];
    let chars = 0;
    for (let number = 1; number <= pdf.numPages && chars < maxChars; number++) {
      const text = await withinPageBudget(number, async () => {
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        const runs = content.items.filter(
          (item): item is Extract<(typeof content.items)[number], PositionedText> => 'str' in item,
        );
        page.cleanup();
        return layOutPage(runs);
      });
      pages.push(text);
      chars += text.length + 2;
    }
    const truncated = pages.length < pdf.numPages;
    return { text: pages.join('\n\n'), pages: pdf.numPages, truncated };
  } catch (error) {
    if (error instanceof FileTextError) throw error;
    throw new FileTextError('unreadable', messages.damagedPdf);
  } finally {
    await task.destroy();
  }
}

/**
 * One page's reading, refused past PDF_LIMITS.pageMs. pdf.js parses in this thread, so the timer may only
 * fire when the page yields; the elapsed time is checked afterwards too (the parent's deadline kills a
 * page that never yields).
 */
async function withinPageBudget(number: number, read: () => Promise<string>): Promise<string> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(slowPage(number)), PDF_LIMITS.pageMs);
  });
  try {
    const reading = read();
    reading.catch(() => undefined); // a page abandoned for being late may fail later: nobody waits for it
    const text = await Promise.race([reading, late]);
    if (performance.now() - started > PDF_LIMITS.pageMs) throw slowPage(number);
    return text;
  } finally {
    clearTimeout(timer);
  }
}

const slowPage = (number: number) => new FileTextError('unreadable', messages.slowPdfPage(number));
