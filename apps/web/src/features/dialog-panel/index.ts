/**
 * The dialog panel: runs an assistant's guided conversation (its dialog tree, through @muse/domain's
 * `createDialogRun`) on the office page: questions with links and videos, answer buttons, text, voice and PDF
 * answers, the actions the dialog asks for, transcript entries while it records. `preview` runs it without
 * sending anything (the setup's dialog editor).
 */
export { DialogPanel } from './components/DialogPanel';
export type { DialogPanelProps } from './components/DialogPanel';
export { hasDialogOptions } from './panel-helpers';
