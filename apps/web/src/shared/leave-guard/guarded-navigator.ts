import type { Navigator, To } from 'react-router';

/** A page's "are you sure you want to leave?" (the editor with unsaved changes). */
export interface LeaveGuard {
  /** Asks; true to leave. */
  ask(): Promise<boolean>;
}

/** The guards of the pages now shown; the first one asks. */
export type LeaveGuards = ReadonlySet<LeaveGuard>;

/** The path a navigation goes to; undefined when it keeps the current one (a new query or hash only). */
export function pathnameOf(to: To): string | undefined {
  if (typeof to !== 'string') return to.pathname || undefined;
  const path = to.split(/[?#]/, 1)[0];
  return path || undefined;
}

/**
 * The router's navigator with its links and `navigate()` calls held while a guard is set: a push or replace
 * to another page goes ahead only once the guard's question is answered "leave"; one that stays on the page
 * (`currentPathname()`) goes at once. Moving through the history (`go`, the browser's Back) is guarded where
 * the history changes (the `popstate` handler of `LeaveGuardProvider`), since the browser moves first.
 */
export function guardedNavigator(
  navigator: Navigator,
  guards: LeaveGuards,
  currentPathname: () => string,
): Navigator {
  const hold = (to: To, go: () => void) => {
    const guard = guards.values().next().value;
    const target = pathnameOf(to);
    if (!guard || target === undefined || target === currentPathname()) return go();
    void guard.ask().then((leave) => {
      if (leave) go();
    });
  };
  return {
    createHref: (to) => navigator.createHref(to),
    ...(navigator.createURL && { createURL: navigator.createURL.bind(navigator) }),
    ...(navigator.encodeLocation && { encodeLocation: navigator.encodeLocation.bind(navigator) }),
    go: (delta) => navigator.go(delta),
    push: (to, state, opts) => hold(to, () => navigator.push(to, state, opts)),
    replace: (to, state, opts) => hold(to, () => navigator.replace(to, state, opts)),
  };
}
