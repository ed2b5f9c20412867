import { KNOWN_DIALOG_ACTIONS, type DialogActionName } from '@muse/domain';

/** The dialog actions in words, for the editor's list (the spec's names stay in the saved dialog). */
export const ACTION_LABELS: Readonly<Record<DialogActionName, string>> & Readonly<Record<string, string>> = {
  ChooseAvatar: 'Choose an avatar',
  OpenMusicSelection: 'Open the music selection',
  OpenAIMusic: 'Open AI music',
  OpenUrl: 'Open a web page',
  PlayAudio: 'Play a sound',
  PlayVideo: 'Play a video',
  LoadImage: 'Show an image',
  ShowPoll: 'Show a poll',
  ShowBadge: 'Show a badge',
  HideBadge: 'Hide the badge',
  CloseDialog: 'Close the dialog',
  ShowCloseButton: 'Show the close button',
  HideCloseButton: 'Hide the close button',
  WaitForVideoEnd: 'Wait for the video to end',
  StartGame: 'Start a game',
  WaitForGameEnd: 'Wait for the game to end',
  ResetVisitorToInitialPosition: 'Move the visitor back to the start',
  WaitForLogin: 'Wait for sign-in',
  FormStart: 'Start recording the answers',
  FormSubmit: 'Send the recorded answers',
  UpdateState: 'Remember values',
  StartTranscript: 'Start the transcript',
  EndTranscript: 'End the transcript',
  SetDefaultText: 'Set the default text',
  AskAI: 'Switch to the AI chat',
};

/** The action select's entries: none, the known actions in the spec's order, and an unknown one kept. */
export function actionChoices(current: string): { value: string; label: string }[] {
  const known = KNOWN_DIALOG_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] }));
  const extra =
    current !== '' && !(current in ACTION_LABELS)
      ? [{ value: current, label: `${current} (not known)` }]
      : [];
  return [{ value: '', label: 'No action' }, ...known, ...extra];
}
