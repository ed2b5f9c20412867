import type { NavigateTo } from '../routing';

/** A page's "are you sure you want to leave?" (the editor with unsaved changes). */
export interface LeaveGuard {
  /** Asks; true to leave. */
  ask(): Promise<boolean>;
}

/** The guards of the pages now shown; the first one asks. */
export type LeaveGuards = ReadonlySet<LeaveGuard>;

/** The path of an address; undefined when it keeps the current one (a new query or hash only). */
export function pathnameOf(href: string): string | undefined {
  const path = href.split(/[?#]/, 1)[0];
  return path || undefined;
}

/**
 * The app's navigate held while a guard is set: going to another page happens only once the guard's question
 * is answered "leave"; a navigation that stays on the page (`currentPathname()`) goes at once. Moving through
 * the history (the browser's Back) is guarded where the history changes (the `popstate` handler of
 * `LeaveGuardProvider`), since the browser moves first.
 */
export function guardedNavigate(
  navigate: NavigateTo,
  guards: LeaveGuards,
  currentPathname: () => string,
): NavigateTo {
  return (href, options) => {
    const guard = guards.values().next().value;
    const target = pathnameOf(href);
    if (!guard || target === undefined || target === currentPathname()) return navigate(href, options);
    void guard.ask().then((leave) => {
      if (leave) navigate(href, options);
    });
  };
}
