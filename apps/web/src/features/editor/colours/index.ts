/** The editor's colour chooser: palette, picture colours, schemes, hex entry and saved colours. */
export { ColourChooser, type ColourChooserProps } from './ColourChooser';
export { colourUnder } from './picture-pixels';
export { withAlpha, hexToRgb, type Rgb } from './pixels';
