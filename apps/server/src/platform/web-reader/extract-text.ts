import { createRequire } from 'node:module';
import { Readability } from '@mozilla/readability';
import type * as Linkedom from 'linkedom';

// linkedom is loaded when a first page is read, not at every server start (its ESM entry is 123 modules).
let linkedom: typeof Linkedom | undefined;
const parseHTML = (html: string) =>
  (linkedom ??= createRequire(import.meta.url)('linkedom') as typeof Linkedom).parseHTML(html);

type ReadabilityDocument = ConstructorParameters<typeof Readability>[0];

export interface ExtractedText {
  title: string;
  text: string;
}

/** Collapses runs of spaces and keeps paragraph breaks (at most one blank line). */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The article's readable text and title, by Mozilla Readability (Firefox Reader View) on a linkedom DOM. */
export function extractFromHtml(html: string): ExtractedText {
  const { document } = parseHTML(html);
  const documentTitle = document.title ?? '';
  // linkedom's Document is DOM-compatible for Readability; the cast bridges linkedom's typings to the DOM's.
  const article = new Readability(document as unknown as ReadabilityDocument).parse();
  const text = tidyText(blockText(article?.content ?? ''));
  return { title: (article?.title ?? documentTitle).trim(), text };
}

/** Readability's textContent runs paragraphs together; re-parse its cleaned HTML and end each block with a newline. */
function blockText(contentHtml: string): string {
  if (!contentHtml) return '';
  const { document } = parseHTML(`<!doctype html><html><body>${contentHtml}</body></html>`);
  for (const element of document.body.querySelectorAll(blockSelector)) {
    element.append(document.createTextNode('\n'));
  }
  return document.body.textContent ?? '';
}

const blockSelector = 'p, div, h1, h2, h3, h4, h5, h6, li, blockquote, pre, tr, section, article, br';
