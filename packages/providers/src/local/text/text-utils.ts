// Small English helpers the grammars share: articles, capitals, tidy spacing, counting words.

export const SMALL_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'or',
  'the',
  'to',
  'under',
  'with',
  'over',
  'beneath',
  'beside',
  'among',
]);

/** "the fox in the snow" → "The Fox in the Snow". Words already capitalised (names, "USA") stay. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .filter(Boolean)
    .map((word, i, words) => {
      const lower = word.toLowerCase();
      if (i > 0 && i < words.length - 1 && SMALL_WORDS.has(lower)) return lower;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a" or "an" by the sound of the word's beginning (a heuristic: "an hour", "a unicorn"). */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const w = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(w)) return 'an';
  if (/^(uni|use|usu|uti|eu|one|once|ur[aeiou])/.test(w)) return 'a';
  if (/^[0-9]/.test(w)) return /^(8|11|18)/.test(w) ? 'an' : 'a';
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}

export function withArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}

/** Collapses spaces, removes space before punctuation and doubled punctuation left by empty parts. */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/,\s*,/g, ',')
    .replace(/,\s*\./g, '.')
    .replace(/\.\s*\./g, '.')
    .replace(/:\s*\./g, '.')
    .trim();
}

export function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

export function wordCount(text: string): number {
  return words(text).length;
}

/** Lower-cased word set, for the similarity of two texts. */
export function wordSet(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? []);
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 1 : shared / union;
}
