import { Navigate } from 'react-router';

/** `/` opens the image view, the product's first view. */
export function HomeRedirect() {
  return <Navigate to="/images" replace />;
}

/** "/spaces leads to /app?trial=1" (spec). */
export function SpacesRedirect() {
  return <Navigate to="/app?trial=1" replace />;
}
