/** The page the router loads on demand: nothing eager imports it, so the editor and Konva stay out of the first load. */
export { EditorPage } from './components/EditorPage';
