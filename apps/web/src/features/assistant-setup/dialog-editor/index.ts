/**
 * The Assistant Setup's Dialog tab: the guided conversation's editor (questions, answers, actions, templates,
 * live checks and a preview).
 */
export { DialogTab } from './DialogTab';
