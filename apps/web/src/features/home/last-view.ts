/**
 * Where a signed-in person was last, so `/` takes them back there: the top-level view of their last page
 * (/images, /music, /app, /gift-cards), kept in this browser only.
 */
const KEY = 'muse-last-view';
const VIEWS = ['/images', '/music', '/app', '/gift-cards'] as const;
export const DEFAULT_VIEW = '/images';

/** The view a path belongs to, or null when it is none of those worth returning to. */
export function viewOf(pathname: string): string | null {
  return VIEWS.find((view) => pathname === view || pathname.startsWith(`${view}/`)) ?? null;
}

export function rememberView(
  pathname: string,
  storage: Pick<Storage, 'setItem'> | null = safeStorage(),
): void {
  const view = viewOf(pathname);
  if (view && storage) storage.setItem(KEY, view);
}

export function lastView(storage: Pick<Storage, 'getItem'> | null = safeStorage()): string {
  const saved = storage?.getItem(KEY) ?? null;
  return saved && viewOf(saved) === saved ? saved : DEFAULT_VIEW;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
