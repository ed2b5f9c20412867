/**
 * The image editor and the photo wizard (issue #17): adjustments, crop and resize, text layers and snapping,
 * the AI tools' settings and bounds, colours, fonts, the wizard's presets and charge, the layout rules.
 */
export * from './adjustments';
export * from './geometry';
export * from './text-layers';
export * from './snapping';
export * from './ai-tools';
export * from './colours';
export * from './fonts';
export * from './wizard';
export * from './layout';
