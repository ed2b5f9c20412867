import { MUSIC_PAGE_SIZE } from '@muse/contracts';

/**
 * GET /music/mine?index=N gives page N of 20, newest first. The next index while pages are full; none after
 * a short page, or when a page brought nothing new (a server ignoring `index` would be asked forever).
 */
export function nextMineIndex(
  pages: readonly { data: readonly { _id: string }[] }[],
  pageSize: number = MUSIC_PAGE_SIZE,
): number | undefined {
  const last = pages[pages.length - 1];
  if (!last || last.data.length < pageSize) return undefined;
  const seen = new Set(pages.slice(0, -1).flatMap((p) => p.data.map((t) => t._id)));
  if (pages.length > 1 && last.data.every((t) => seen.has(t._id))) return undefined;
  return pages.length;
}

/** The pages' tracks in order, each once (a new track shifts the pages while the user scrolls). */
export function uniqueTracks<T extends { _id: string }>(
  pages: readonly { data: readonly T[] }[] | undefined,
): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages ?? [])
    for (const track of page.data)
      if (!seen.has(track._id)) {
        seen.add(track._id);
        out.push(track);
      }
  return out;
}
