import { PAGE_SIZE, isLastPage } from '@muse/domain';

/** Similar search starts at 3 or more characters, after a 1 s delay. */
export const SIMILAR_MIN_CHARS = 3;
export const SIMILAR_DEBOUNCE_MS = 1000;
/** POST /images/similar takes keywords of at most 500 characters (the contract's bound). */
export const SIMILAR_MAX_CHARS = 500;

export const QUICK_SEARCH_HINT = `Type at least ${SIMILAR_MIN_CHARS} characters in the box above to find similar images.`;
export const QUICK_SEARCH_EMPTY = 'No images match your search';

/** The keywords a quick search sends for what the user typed: trimmed, spaces collapsed, within bounds. */
export function searchKeywords(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, SIMILAR_MAX_CHARS).trim();
}

export function canSearch(keywords: string): boolean {
  return keywords.length >= SIMILAR_MIN_CHARS;
}

/**
 * The `index` of the next similar page, or undefined when paging ends: after a short page, or when the
 * last page brought nothing new (a server that ignores `index` would otherwise be asked forever).
 */
export function nextSimilarIndex(
  pages: readonly (readonly { _id: string }[])[],
  pageSize: number = PAGE_SIZE,
): number | undefined {
  const last = pages[pages.length - 1];
  if (!last || isLastPage(last.length, pageSize)) return undefined;
  const seen = new Set(pages.slice(0, -1).flatMap((p) => p.map((i) => i._id)));
  if (pages.length > 1 && last.every((i) => seen.has(i._id))) return undefined;
  return pages.length;
}

/** The pages' items in order, each once (pages of a changing ranking may overlap). */
export function uniqueItems<T extends { _id: string }>(pages: readonly (readonly T[])[] | undefined): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages ?? [])
    for (const item of page)
      if (!seen.has(item._id)) {
        seen.add(item._id);
        items.push(item);
      }
  return items;
}
