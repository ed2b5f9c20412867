import { createContext, useContext } from 'react';
import { usePathname } from 'wouter/use-browser-location';
import { writeHistory, type NavigateOptions } from './history';

/** Goes to an address (a path with its query and hash). */
export type Navigate = (href: string, options?: NavigateOptions) => void;

/**
 * How the app navigates: straight to the history, unless a provider wraps it (the leave guard holds a
 * navigation until the page's question is answered). Links, `useNavigate()`, redirects and query changes
 * all go through it.
 */
export const NavigateContext = createContext<Navigate>(writeHistory);

/**
 * The router's location hook (wouter's `Router hook`): the address's path, and the navigate function in
 * context. It runs as a hook of whichever component reads the location, so it sees that component's context.
 */
export function useAppLocation(): [string, Navigate] {
  return [usePathname(), useContext(NavigateContext)];
}
