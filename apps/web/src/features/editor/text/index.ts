/**
 * The editor's text tool: the layers drawn on the canvas (select, drag with snapping, resize, turn, edit in
 * place, Ctrl+D, Delete, Escape) and the panel that adds and styles them.
 */
export { TextPanel } from './TextPanel';
export { TextLayersOverlay } from './TextLayersOverlay';
export { textFontsReady } from './fonts-ready';
