/**
 * The browser history as the app writes it: each entry's state is `{ idx, usr }`, the entry's position in
 * this tab's history (so a Back or Forward can be measured and undone by the leave guard) and what the
 * page that navigated there passed along (`location.state`).
 */
export interface Destination {
  pathname?: string;
  search?: string;
  hash?: string;
}
/** Where a link or `navigate()` goes: a path (with its query and hash) or its parts. */
export type To = string | Destination;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface EntryState {
  idx?: unknown;
  usr?: unknown;
}

const entry = (): EntryState | null => window.history.state as EntryState | null;

/** The shown entry's position in this tab's history; null if the app did not write it. */
export function historyIndex(): number | null {
  const idx = entry()?.idx;
  return typeof idx === 'number' ? idx : null;
}

/** The address `to` names: a missing pathname keeps the current one (a new query or hash only). */
export function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  const search = to.search && !to.search.startsWith('?') ? `?${to.search}` : (to.search ?? '');
  const hash = to.hash && !to.hash.startsWith('#') ? `#${to.hash}` : (to.hash ?? '');
  return `${to.pathname ?? window.location.pathname}${search}${hash}`;
}

/** Gives the first entry of a visit its position (0), as later entries get theirs from `writeHistory`. */
export function indexFirstEntry(): void {
  if (historyIndex() === null) window.history.replaceState({ ...entry(), idx: 0 }, '', window.location.href);
}

/** Pushes (or replaces) an entry for `href`; the router hears of it through the history events. */
export function writeHistory(href: string, { replace = false, state = null }: NavigateOptions = {}): void {
  const idx = historyIndex() ?? 0;
  const next = { idx: replace ? idx : idx + 1, usr: state };
  if (replace) window.history.replaceState(next, '', href);
  else window.history.pushState(next, '', href);
}
