/** The pages the router loads on demand. */
export { VideoPage } from './components/VideoPage';
