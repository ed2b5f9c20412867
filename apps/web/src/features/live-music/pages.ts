/** The page the router loads on demand. */
export { LiveMusicPage } from './components/LiveMusicPage';
