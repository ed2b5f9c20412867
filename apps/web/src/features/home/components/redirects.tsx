import { lazy } from 'react';
import { Navigate } from '../../../shared/routing';
import { LoadingState } from '../../../shared/LoadingState';
import { useSession } from '../../auth';
import { lastView } from '../last-view';

// A page of its own like the others: every other address would otherwise carry it in the first chunk.
const LandingPage = lazy(() => import('./LandingPage').then((m) => ({ default: m.LandingPage })));

/** `/`: visitors see what Muse is (the landing page); signed-in people go back to their last view. */
export function HomeRedirect() {
  const { session, isLoading } = useSession();
  if (isLoading) return <LoadingState label="Loading…" minHeight="60vh" />;
  if (!session) return <LandingPage />;
  return <Navigate to={lastView()} replace />;
}

/** "/spaces leads to /app?trial=1" (spec). */
export function SpacesRedirect() {
  return <Navigate to="/app?trial=1" replace />;
}
