export interface NormalizeOptions {
  /** Join words a PDF broke across lines with a hyphen ("exam-\nple" → "example"). */
  joinHyphenatedLines?: boolean;
}

/**
 * Tidies extracted text for training: one kind of line break, no control or invisible characters, single
 * spaces, no blank-line runs. Paragraphs (text between blank lines) are kept; they are what the answer
 * engine cuts passages from.
 */
export function normalizeText(raw: string, opts: NormalizeOptions = {}): string {
  let text = raw
    .normalize('NFC')
    .replace(/\r\n?|\u2028/g, '\n')
    // Form feeds (page breaks) and paragraph separators end a paragraph; vertical tabs are Word line breaks.
    .replace(/[\f\u2029]/g, '\n\n')
    .replace(/\v/g, '\n')
    .replace(/[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/ *\n */g, '\n');
  if (opts.joinHyphenatedLines) {
    text = text
      // A soft hyphen at a line end is by definition a word broken for layout.
      .replace(/\u00ad\n/g, '')
      .replace(/(\p{Ll})[-\u2010]\n(?=\p{Ll})/gu, '$1');
  }
  return (
    text
      // Other control characters, soft hyphens, zero-width characters and stray byte-order marks.
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000e-\u001f\u007f\u00ad\u200b-\u200d\ufeff]/g, '')
      .replace(/ {2,}/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** True when there is at least one letter or digit: text made only of spaces and symbols is no text. */
export function hasText(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}
