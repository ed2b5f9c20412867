/** Home: where `/` and `/spaces` lead (to /images and /app?trial=1). */
export { HomeRedirect, SpacesRedirect } from './components/redirects';
