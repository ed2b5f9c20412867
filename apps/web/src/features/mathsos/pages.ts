/** The page the router loads on demand: apart from index.ts, which eager code imports, so it stays out of the first load. */
export { MathSosPage } from './components/MathSosPage';
