/**
 * Dialogs: the scripted conversations of an assistant. The runtime (`createDialogRun`) walks a dialog tree and
 * keeps what the dialog panel shows (question, buttons, answer box, action queue, state, transcript recording);
 * `parseDialogAction` types an action with its parameters. Validation and templates are for the editor.
 */
export * from './actions';
export * from './runtime';
export * from './templates';
export * from './validate';
