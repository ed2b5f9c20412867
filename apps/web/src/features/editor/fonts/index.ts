/** The editor's font chooser over the fonts API, and the loader that brings fonts into the page. */
export { FontChooser } from './FontChooser';
export { FontPicker } from './FontPicker';
export { fontLoader, type FontStatus } from './font-loader';
export { useFont, useFontStatuses, useLayerFonts, type LayerFontState } from './use-fonts';
