/**
 * Polls: an office's live polls and quizzes over the socket (`OfficePolls`: the visitors' poll popup, the
 * owner's "Start a poll", live results and past polls) and the polls of dialogs (`showDialogPoll`).
 */
export { OfficePolls, type OfficePollsProps } from './components/OfficePolls';
export { showDialogPoll } from './dialog-polls';
export { PollChoicesField } from './components/PollChoicesField';
