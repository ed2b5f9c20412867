import { LeaveGuardProvider } from '../shared/leave-guard';
import { AppRouter, useLocation } from '../shared/routing';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** The app: its providers, the router, and the shell around the page the address names. */
export function App() {
  return (
    <Providers>
      <AppRouter>
        {/* Pages with unsaved work (the editor) ask before the app leaves them. */}
        <LeaveGuardProvider>
          <Shell />
        </LeaveGuardProvider>
      </AppRouter>
    </Providers>
  );
}

function Shell() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary path={pathname}>
      <AppLayout>
        <AppRoutes />
      </AppLayout>
    </RouteErrorBoundary>
  );
}
