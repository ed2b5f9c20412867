// Turning what a user typed into clean keywords and tags. Shared by the image (and later music) ideas.

export const MAX_KEYWORDS_CHARS = 500;
export const MAX_TAGS = 12;
const MAX_TAG_CHARS = 40;

/** Trims, drops control characters and markup-ish symbols, collapses spaces; empty when nothing is left. */
function cleanPhrase(text: string): string {
  return (
    text
      .replace(/[^\p{L}\p{N}\p{M}\s'’&.\-/+:]/gu, ' ')
      // A colon stays only inside a clock time ("3:15 am").
      .replace(/(?<!\d):|:(?!\d)/g, ' ')
      // Runs of punctuation ("...", "--", "&&") are noise, not part of a word.
      .replace(/[\s'’&.\-/+]*[.'’&\-/+]{2,}[\s'’&.\-/+]*/gu, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s'’&.\-/+]+|[\s'’&.\-/+]+$/gu, '')
  );
}

function hasContent(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * "red fox, snow ;  moon" → ["red fox", "snow", "moon"]. Keywords are separated by commas, semicolons,
 * pipes or new lines; a multi-word keyword stays one phrase. Input past 500 characters is cut at a word.
 */
export function parseKeywords(raw: unknown): string[] {
  if (typeof raw !== 'string') return [];
  let text = raw.trim();
  if (text.length > MAX_KEYWORDS_CHARS) {
    const cut = text.slice(0, MAX_KEYWORDS_CHARS);
    const atWord = /[\p{L}\p{N}]/u.test(text.charAt(MAX_KEYWORDS_CHARS)) ? cut.replace(/\S+$/u, '') : cut;
    text = atWord.trim() || cut;
  }
  return dedupe(
    text
      .split(/[,;|\n\r\t]+/)
      .map(cleanPhrase)
      .filter(hasContent),
  );
}

/** Tags lower-cased and cleaned; non-strings and empties dropped, at most MAX_TAGS. */
export function parseTags(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const tags = raw
    .filter((t): t is string => typeof t === 'string')
    .map((t) => cleanPhrase(t.toLowerCase().slice(0, MAX_TAG_CHARS)))
    .filter(hasContent);
  return dedupe(tags).slice(0, MAX_TAGS);
}
