import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { historyIndex, NavigateContext, useLocation } from '../routing';
import { guardedNavigate, type LeaveGuard } from './guarded-navigator';

/** The guards of the pages shown (set by `useLeaveGuard`), read when a navigation starts. */
export const LeaveGuardsContext = createContext<Set<LeaveGuard> | null>(null);

/**
 * Lets a page ask before the app leaves it (`useLeaveGuard`). It sits inside the router and gives everything
 * below a navigate function that waits for the page's question (links, `navigate()`, the header and the menu
 * all go through it). The browser's Back
 * and Forward move the history before anyone hears of it: while a guard is set, the `popstate` is kept from
 * the router (this listener is added before the router's), the entry shown before is put back,
 * and the move is made again only if the answer is "leave". Leaving the site or closing the tab is the
 * browser's own question (`beforeunload`).
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const navigate = useContext(NavigateContext);
  const { pathname } = useLocation();
  const [guards] = useState(() => new Set<LeaveGuard>());
  const here = useRef<{ pathname: string; index: number | null }>({ pathname, index: null });

  useEffect(() => {
    here.current = { pathname, index: historyIndex() };
  });

  // The page shown is the address's (the app has no base path).
  const value = useMemo(
    () => guardedNavigate(navigate, guards, () => window.location.pathname),
    [navigate, guards],
  );

  // A layout effect, so this listener is added before the router's (which subscribes in passive effects),
  // and a window runs its popstate listeners in the order they were added (capturing or not;
  // Chromium 156 measured), so stopping the event here keeps it from the router.
  useLayoutEffect(() => {
    /** popstates this provider caused by putting the shown entry back: nobody else hears them */
    let restoring = 0;
    /** the next popstate is a move the user chose to make: the router takes it */
    let leaving = false;
    const onPopState = (event: PopStateEvent) => {
      if (restoring > 0) {
        restoring--;
        event.stopImmediatePropagation();
        return;
      }
      if (leaving) {
        leaving = false;
        return;
      }
      const guard = guards.values().next().value;
      const from = here.current;
      const to = historyIndex();
      if (!guard || from.index === null || to === null || to === from.index) return;
      if (window.location.pathname === from.pathname) return;
      event.stopImmediatePropagation();
      const delta = to - from.index;
      restoring++;
      window.history.go(-delta);
      void guard.ask().then((leave) => {
        if (!leave) return;
        leaving = true;
        window.history.go(delta);
      });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [guards]);

  return (
    <LeaveGuardsContext.Provider value={guards}>
      <NavigateContext.Provider value={value}>{children}</NavigateContext.Provider>
    </LeaveGuardsContext.Provider>
  );
}
