/**
 * Stacking of app-wide dialogs. The full-screen viewer sits at 250 (ViewerPage.module.css); dialogs that can
 * open from anywhere (credits, buying, games, the viewer's own dialogs) go above it.
 */
export const GLOBAL_DIALOG_Z_INDEX = 400;

/** The question before a delete is asked from any of them, so it goes above them all (toasts stay on top). */
export const CONFIRM_Z_INDEX = 500;
