/**
 * The image editor (issue #17): uploads (a saved edit becomes a new item linked to its source; masks and
 * working pictures for the AI tools) and runs of the offline AI tools (remove background, upscale, area
 * edit, expand, variation) on the engine pool's edit threads, charged once and refunded on failure; and
 * the photo wizard's transformations (POST /images/ with videoImages), run the same way into a new item.
 */
export { createEditorModule, type EditorModuleDeps } from './editor.module';
export { editorRoutes } from './editor.routes';
export { applyEditJob, scheduleEdit, sweepEditorJob, type EditorJobServices } from './editor.jobs';
export type { EditorService } from './editor.service';
export type { EditorRunner } from './editor.runner';
export type { PhotoWizard } from './editor.wizard';
