import { fieldError } from '../platform/http/errors';

/**
 * An opaque page cursor of a list shown newest first: the last entry's time and id (base64url of
 * `time|id`), so entries of the same instant are neither lost nor repeated.
 */
export interface PageCursor {
  at: string;
  id: string;
}

export const encodeCursor = (cursor: PageCursor): string =>
  Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');

/** The cursor passed as `before`, or a 400 naming `querystring.before`. */
export function decodeCursor(before: string | undefined): PageCursor | undefined {
  if (before === undefined || before === '') return undefined;
  const [at, id, extra] = Buffer.from(before, 'base64url').toString('utf8').split('|');
  if (!at || !id || extra !== undefined || Number.isNaN(Date.parse(at)))
    throw fieldError('querystring.before', 'before must be the next value of a previous page');
  return { at, id };
}

/** Cuts a page read with `limit + 1` rows to `limit`, with the cursor of the next page (null on the last). */
export function pageOf<T>(
  rows: T[],
  limit: number,
  cursorOf: (row: T) => PageCursor,
): { rows: T[]; next: string | null } {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return {
    rows: page,
    next: more && page.length > 0 ? encodeCursor(cursorOf(page[page.length - 1]!)) : null,
  };
}
