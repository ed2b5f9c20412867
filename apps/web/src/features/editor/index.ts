/**
 * The image editor (issue #17): /images/edit/:filename edits an item, /images/edit a picture from the device.
 * Tool rail, settings panel (a bottom sheet on phones), a react-konva canvas with the adjustments previewed at
 * screen size, crop, resize, effects, transform, text (text/), the AI tools (ai/), undo and redo, Save as a
 * new item and Download. The router loads `pages.ts` on demand; this file stays tiny for eager importers.
 */

/** Where the editor opens an item. */
export const editorPath = (filename: string) => `/images/edit/${encodeURIComponent(filename)}`;
