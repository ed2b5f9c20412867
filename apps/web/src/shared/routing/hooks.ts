import { useCallback, useContext, useMemo } from 'react';
import { useParams as useRouteParams, useRoute } from 'wouter';
import { useHistoryState, useLocationProperty } from 'wouter/use-browser-location';
import { hrefOf, type NavigateOptions, type To } from './history';
import { NavigateContext } from './navigation';

export interface AppLocation {
  /** as in the address bar (percent-encoded) */
  pathname: string;
  search: string;
  hash: string;
  /** what the navigation here passed along, null if nothing */
  state: unknown;
}

const currentPathname = () => window.location.pathname;
const currentSearch = () => window.location.search;
const currentHash = () => window.location.hash;

/** The address shown, re-rendering the caller when it changes. */
export function useLocation(): AppLocation {
  const pathname = useLocationProperty(currentPathname);
  const search = useLocationProperty(currentSearch);
  const hash = useLocationProperty(currentHash);
  // Passed along by the navigation that made the entry (`writeHistory` keeps it under `usr`).
  const state = useHistoryState<{ usr?: unknown } | null>()?.usr ?? null;
  return useMemo(() => ({ pathname, search, hash, state }), [pathname, search, hash, state]);
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** Navigates to `to`, or moves `delta` entries through the history (`navigate(-1)` is Back). */
export function useNavigate(): NavigateFunction {
  const navigate = useContext(NavigateContext);
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? window.history.go(to) : navigate(hrefOf(to), options),
    [navigate],
  );
}

/** The parameters of the route shown (`:filename` of `/images/:filename`), decoded. */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return useRouteParams();
}

/** The parameters of `pattern` when the address matches it, else null. */
export function useMatch(pattern: string): Readonly<Record<string, string | undefined>> | null {
  const [matches, params] = useRoute(pattern);
  return matches ? params : null;
}

type SearchInit = URLSearchParams | string | Record<string, string>;
export type SetSearchParams = (
  next: SearchInit | ((current: URLSearchParams) => SearchInit),
  options?: NavigateOptions,
) => void;

/**
 * The address's query, and a setter that navigates to the same path with a new one (the hash is dropped).
 * The setter is stable and reads the query when called, so two calls in a row build on each other.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const search = useLocationProperty(currentSearch);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const navigate = useContext(NavigateContext);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
      const query = new URLSearchParams(init).toString();
      navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate],
  );
  return [params, setParams];
}
