/**
 * The asset library for office and meeting scenes: the dialog with type filters, tags on selections, deletes
 * after a confirmation, pictures and music from the user's creations or uploads, and saved polls shown live in
 * an office (socket `save-poll` and `show-poll`).
 */
export { AssetLibraryDialog, type AssetLibraryDialogProps } from './components/AssetLibraryDialog';
