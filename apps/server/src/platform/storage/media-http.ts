/** The HTTP header rules the media routes need, as RFC 9110 gives them: Range and entity-tag matching. */

export type RangeRequest = { start: number; end?: number } | { suffix: number };

/**
 * One byte range from a Range header, or undefined when there is none to honour: absent, another unit,
 * malformed or several ranges (RFC 9110 lets a server ignore those and answer 200 with the whole blob).
 */
export function parseRangeHeader(header: string | undefined): RangeRequest | undefined {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.replace(/\s+/g, '') ?? '');
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  return end >= start ? { start, end } : undefined;
}

/** If-None-Match: true when any listed tag (or `*`) weakly matches `etag`. */
export function ifNoneMatchHits(header: string | undefined, etag: string | undefined): boolean {
  if (!header || !etag) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag.trim()) === wanted);
}

/** If-Range: the range applies only while the strong validator is unchanged (dates are not honoured). */
export function ifRangeHolds(header: string | undefined, etag: string | undefined): boolean {
  if (header === undefined) return true;
  return !!etag && !etag.startsWith('W/') && header.trim() === etag;
}

function opaque(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
