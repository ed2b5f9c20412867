/** Viewer: /images/:filename full screen — zoom and pan, like, download, share, report, privacy, delete, info. */
export { ViewerPage } from './components/ViewerPage';
