/** Not found: the 404 page of unknown routes, with a link home. */
export { NotFoundPage } from './components/NotFoundPage';
