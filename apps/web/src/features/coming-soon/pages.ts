/** The pages the router loads on demand: apart from index.ts, which eager code imports, so they stay out of the first load. */
export { ComingSoonPage } from './components/ComingSoonPage';
