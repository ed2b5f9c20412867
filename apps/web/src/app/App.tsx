import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { LeaveGuardProvider } from '../shared/leave-guard';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import { Providers } from './providers';
import { routes } from './router';

/**
 * The declarative router (`BrowserRouter` + `useRoutes`) rather than `createBrowserRouter`: the app uses no
 * loaders, actions or fetchers, and the data router would add ~17 kB gzipped to every first load.
 */
export function App() {
  return (
    <Providers>
      <BrowserRouter>
        {/* Pages with unsaved work (the editor) ask before the app leaves them: no `useBlocker` here. */}
        <LeaveGuardProvider>
          <AppRoutes />
        </LeaveGuardProvider>
      </BrowserRouter>
    </Providers>
  );
}

function AppRoutes() {
  const { pathname } = useLocation();
  return <RouteErrorBoundary path={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}
