/**
 * Home: `/` (the landing page for visitors, the last view for signed-in people) and `/spaces`
 * (to /app?trial=1); the layout remembers the last view.
 */
export { HomeRedirect, SpacesRedirect } from './components/redirects';
export { rememberView } from './last-view';
