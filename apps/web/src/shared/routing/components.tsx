import {
  createContext,
  useContext,
  useLayoutEffect,
  type AnchorHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { hrefOf, type To } from './history';
import { useNavigate } from './hooks';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  /** passed along to the page (`useLocation().state`) */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the app: a real `<a href>` (open in a new tab, copy the address) whose plain left click
 * navigates without reloading. A click with a modifier key, another button or a `target` of its own is left
 * to the browser.
 */
export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const navigate = useNavigate();
  const href = hrefOf(to);
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        const own = event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.button !== 0;
        const elsewhere = anchor.target !== undefined && anchor.target !== '_self';
        if (event.defaultPrevented || own || elsewhere) return;
        event.preventDefault();
        navigate(href, { replace, state });
      }}
    />
  );
}

/** Goes to `to` once shown (a redirect). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    navigate(to, { replace, state });
    // Once, as it is shown: a redirect does not follow later changes of its props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

const OutletContext = createContext<ReactNode>(null);

/** A page with a child route shown inside it (the viewer over the generator): the page renders `<Outlet />`. */
export function WithOutlet({ outlet, children }: { outlet: ReactNode; children: ReactNode }) {
  return <OutletContext.Provider value={outlet}>{children}</OutletContext.Provider>;
}

/** Where a page shows its child route (nothing when none matches). */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}
