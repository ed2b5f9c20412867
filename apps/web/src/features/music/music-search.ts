/**
 * The home page's keyword search: similar search starts at 3 or more characters after a 1 s delay, and
 * shows at most 20 items.
 */
export const SEARCH_PLACEHOLDER = 'Enter keywords to find music ...';
export const SIMILAR_MIN_CHARS = 3;
export const SIMILAR_DEBOUNCE_MS = 1_000;
export const SIMILAR_MAX = 20;
/** POST /music/similar takes keywords of at most 500 characters (the contract's bound). */
export const SEARCH_MAX_CHARS = 500;

export const SEARCH_HINT = `Type at least ${SIMILAR_MIN_CHARS} characters to find similar music.`;
export const SEARCH_EMPTY = 'No music matches your search';

/** The keywords sent for what was typed: trimmed, spaces collapsed, within bounds. */
export function searchKeywords(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_CHARS).trim();
}

export function canSearch(keywords: string): boolean {
  return keywords.length >= SIMILAR_MIN_CHARS;
}

/** An empty box shows the galleries; anything typed shows the search instead. */
export function isSearching(text: string): boolean {
  return searchKeywords(text) !== '';
}
