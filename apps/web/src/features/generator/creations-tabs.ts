import type { ImageListKind } from './generator.api';
import { canSearch } from './quick-search';

/**
 * The /images page's vertical tabs (organizer, quick-results, my creations, my-favorites, most-popular,
 * private), in that order, and how the URL remembers them.
 */
export const CREATIONS_TABS = [
  'organizer',
  'quick-results',
  'mine',
  'my-favorites',
  'most-popular',
  'private',
] as const;
export type CreationsTab = (typeof CREATIONS_TABS)[number];

export const TAB_LABELS: Record<CreationsTab, string> = {
  organizer: 'Organizer',
  'quick-results': 'Quick results',
  mine: 'My creations',
  'my-favorites': 'Favorites',
  'most-popular': 'Most popular',
  private: 'Private',
};

/** The tabs that list the user's own things: a visitor is asked to sign in instead. */
export function needsSignIn(tab: CreationsTab): boolean {
  return tab !== 'quick-results' && tab !== 'most-popular';
}

/** The paged list behind a tab, for the tabs that are one. */
export function listKindOf(tab: CreationsTab): ImageListKind | null {
  switch (tab) {
    case 'mine':
      return 'mine';
    case 'my-favorites':
      return 'favorites';
    case 'most-popular':
      return 'popular';
    case 'private':
      return 'private';
    default:
      return null;
  }
}

export const TAB_PARAM = 'tab';
export const SEARCH_PARAM = 's';

export function parseTab(value: string | null | undefined): CreationsTab | null {
  return (CREATIONS_TABS as readonly string[]).includes(value ?? '') ? (value as CreationsTab) : null;
}

/** Without `?tab=`: a search in the URL (`?s=`) opens Quick results, anything else My creations. */
export function defaultTab(hasSearch: boolean): CreationsTab {
  return hasSearch ? 'quick-results' : 'mine';
}

export function tabFromUrl(params: URLSearchParams): CreationsTab | null {
  return parseTab(params.get(TAB_PARAM));
}

export function initialTab(params: URLSearchParams): CreationsTab {
  return tabFromUrl(params) ?? defaultTab(!!params.get(SEARCH_PARAM));
}

/**
 * The query that says which tab is shown and what is searched, or null when the URL already says so. `search`
 * null leaves `?s=` as it is, '' removes it. `?tab=` is left out when the tab is the one the URL would open
 * anyway, so a plain /images stays plain.
 */
export function syncedParams(
  current: URLSearchParams,
  state: { tab: CreationsTab; search: string | null },
): URLSearchParams | null {
  const next = new URLSearchParams(current);
  if (state.search !== null) {
    if (state.search) next.set(SEARCH_PARAM, state.search);
    else next.delete(SEARCH_PARAM);
  }
  if (state.tab === defaultTab(!!next.get(SEARCH_PARAM))) next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, state.tab);
  return next.toString() === current.toString() ? null : next;
}

/**
 * What `?s=` should say while `tab` is shown: Quick results mirror the keywords they search ('' when the text
 * is too short to search); other tabs leave it as it is (null).
 */
export function searchParamFor(tab: CreationsTab, keywords: string): string | null {
  if (tab !== 'quick-results') return null;
  return canSearch(keywords) ? keywords : '';
}
