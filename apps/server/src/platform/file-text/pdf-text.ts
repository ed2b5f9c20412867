import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FileTextError, messages } from './errors';
import { layOutPage, type PositionedText } from './pdf-layout';

// pdf.js ships the character maps (CJK fonts) and standard font metrics it needs; point it at them on disk
// so nothing is fetched.
const pdfjsDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * The text of every page, pages separated by a blank line. pdf.js reads the file itself through its Node
 * file stream (one buffer of the file's size; no extra copies from us), runs no `eval` on font data, and
 * each page is released once its text is taken.
 */
export async function readPdfText(path: string): Promise<{ text: string; pages: number }> {
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
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const runs = content.items.filter(
        (item): item is Extract<(typeof content.items)[number], PositionedText> => 'str' in item,
      );
      pages.push(layOutPage(runs));
      page.cleanup();
    }
    return { text: pages.join('\n\n'), pages: pdf.numPages };
  } catch (error) {
    if (error instanceof FileTextError) throw error;
    throw new FileTextError('unreadable', messages.damagedPdf);
  } finally {
    await task.destroy();
  }
}
