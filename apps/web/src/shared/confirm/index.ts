/**
 * The app's one question before a delete: `useConfirm()` asks it and resolves with the answer, the
 * `ConfirmHost` in the app shell shows it above every other layer.
 */
export { ConfirmHost } from './ConfirmHost';
export type { ConfirmOptions } from './confirm-store';
export { useConfirm } from './use-confirm';
