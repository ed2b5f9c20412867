import { parseDialogAction, splitActionEntry, type DialogAction, type DialogAnswerEntry } from './actions';

/**
 * The dialog runtime: walks an assistant's dialog tree (the welcome question at the root, each option a button
 * or an answer box leading to its own question and options) and keeps what the dialog panel shows: the current
 * question, its buttons and answer box, the action queue, state, transcript recording, the close button and
 * the badge. Pure: the panel performs the actions (media, navigation, requests) and sends the transcript
 * entries this returns.
 *
 * Order when an option is chosen (or its answer box submitted): the answer is recorded (a transcript entry
 * while recording), then the option's `action` with its `parameters` is queued, then its `actions` (the new
 * question's actions; an entry is `Name` or `Name:parameters`). The root's `actions` are queued at the start.
 * State changes (close button, badge, recording, UpdateState, SetDefaultText, CloseDialog) take effect when
 * the panel takes the action from the queue, so they happen in order with the waits before them.
 */

/** A dialog node as stored (structurally `DialogOption` of @muse/contracts). */
export interface DialogNodeShape {
  question?: string;
  answer?: string;
  action?: string;
  parameters?: string;
  minLength?: number;
  actions?: readonly string[];
  questionVoiceId?: string;
  options?: readonly DialogNodeShape[];
}

/** An assistant's dialog (structurally `AssistantDialog` of @muse/contracts). */
export interface DialogTreeShape extends DialogNodeShape {
  questionVoicePitch?: number;
  answerVoiceId?: string;
  answerVoicePitch?: number;
  distanceToStartConversation?: number;
}

/** The answer tokens: an option whose answer is one of these asks for that kind of answer, not a click. */
export const ANSWER_TOKENS = [
  '[INPUT]',
  '[TEXT]',
  '[AUDIOINPUT]',
  '[AUDIOTEXT]',
  '[PDFUPLOAD]',
  '[SAT_MATH]',
  '[REGISTRATION]',
] as const;
export type AnswerToken = (typeof ANSWER_TOKENS)[number];

export function answerTokenOf(answer: string | undefined): AnswerToken | undefined {
  const value = (answer ?? '').trim().toUpperCase();
  return (ANSWER_TOKENS as readonly string[]).includes(value) ? (value as AnswerToken) : undefined;
}

export type AnswerKind = 'text' | 'voice' | 'pdf' | 'sat-math' | 'registration';

/** The answer box a token asks for, with the spec's limits. */
export interface AnswerBox {
  token: AnswerToken;
  optionIndex: number;
  kind: AnswerKind;
  /** single-line input or a longer text (voice: the recogniser's mode) */
  mode: 'input' | 'text';
  minLength: number;
  maxLength: number;
}

export const DIALOG_TEXT_MAX = 5000;
export const DIALOG_VOICE_INPUT_MAX = 2000;
/** the spec's default minimum: 1 for single-line input, 50 for longer answers */
export const DIALOG_MIN_INPUT = 1;
export const DIALOG_MIN_TEXT = 50;

/** The answer box of a token option: kind, mode and limits (the option's minLength overrides the default). */
export function answerBox(token: AnswerToken, optionIndex: number, minLength?: number): AnswerBox {
  const box = (kind: AnswerKind, mode: 'input' | 'text', min: number, max: number): AnswerBox => ({
    token,
    optionIndex,
    kind,
    mode,
    minLength:
      minLength !== undefined && Number.isInteger(minLength) && minLength >= 0
        ? Math.min(minLength, max)
        : min,
    maxLength: max,
  });
  switch (token) {
    case '[INPUT]':
      return box('text', 'input', DIALOG_MIN_INPUT, DIALOG_TEXT_MAX);
    case '[TEXT]':
      return box('text', 'text', DIALOG_MIN_TEXT, DIALOG_TEXT_MAX);
    case '[AUDIOINPUT]':
      return box('voice', 'input', DIALOG_MIN_INPUT, DIALOG_VOICE_INPUT_MAX);
    case '[AUDIOTEXT]':
      return box('voice', 'text', DIALOG_MIN_TEXT, DIALOG_TEXT_MAX);
    case '[PDFUPLOAD]':
      return box('pdf', 'text', DIALOG_MIN_INPUT, DIALOG_TEXT_MAX);
    case '[SAT_MATH]':
      return {
        token,
        optionIndex,
        kind: 'sat-math',
        mode: 'input',
        minLength: 0,
        maxLength: DIALOG_TEXT_MAX,
      };
    case '[REGISTRATION]':
      return {
        token,
        optionIndex,
        kind: 'registration',
        mode: 'text',
        minLength: 0,
        maxLength: DIALOG_TEXT_MAX,
      };
  }
}

/** The spec's message for a short answer. */
export const minLengthMessage = (n: number): string => `Please enter at least ${n} characters`;
export const maxLengthMessage = (n: number): string => `Please keep your answer to ${n} characters or fewer`;

/** Why an answer does not fit its box, or undefined. Lengths count the trimmed text. */
export function answerProblem(
  text: string,
  box: Pick<AnswerBox, 'minLength' | 'maxLength'>,
): string | undefined {
  const length = text.trim().length;
  if (length < box.minLength) return minLengthMessage(box.minLength);
  if (length > box.maxLength) return maxLengthMessage(box.maxLength);
  return undefined;
}

/** What the panel shows for the current question. */
export interface DialogStep {
  /** path of option indexes from the root ([] = the welcome question) */
  path: readonly number[];
  question: string;
  questionVoiceId?: string;
  /** the options that are buttons */
  buttons: readonly { optionIndex: number; label: string }[];
  /** the answer box, when an option is an answer token */
  answerBox?: AnswerBox;
  /** no options: the dialog has reached its end */
  ended: boolean;
}

export interface DialogBadge {
  visible: boolean;
  text: string;
}

export interface DialogRunState {
  step: DialogStep;
  closed: boolean;
  closeButtonVisible: boolean;
  badge: DialogBadge;
  state: Readonly<Record<string, string>>;
  recording: boolean;
  /** the text the next answer box starts with (SetDefaultText) */
  defaultText: string;
  /** the last option chosen or answer given: its text, for the answer voice */
  lastAnswer?: string;
  /** ResetVisitorToInitialPosition: recorded, no effect (3D only) */
  visitorResets: number;
  /** distanceToStartConversation: recorded, no effect (3D only) */
  startDistance?: number;
  /** questions skipped on restart because they were answered already */
  skipped: readonly string[];
}

export type AnswerResult = { ok: true; transcript?: DialogAnswerEntry } | { ok: false; error: string };

export interface DialogRun {
  readonly dialog: DialogTreeShape;
  /** the current state (a new object after every change) */
  getState(): DialogRunState;
  /** the actions waiting, in order */
  pendingActions(): number;
  /** takes the next action and applies its effect on the state; undefined when none is waiting */
  takeAction(): DialogAction | undefined;
  /** clicks a button (an option that is not an answer token) */
  choose(optionIndex: number): AnswerResult;
  /** answers the current answer box (text, a voice transcript, a PDF's text, a finished form) */
  submitAnswer(text: string, extra?: { audioUrl?: string }): AnswerResult;
  /** the questions answered in this run, in order */
  answeredQuestions(): readonly string[];
}

export interface DialogRunOptions {
  /** questions answered before (an interview restarted): their nodes are skipped */
  answeredQuestions?: readonly string[];
  /** the office's first member's name, for SetDefaultText's #NAME# */
  memberName?: string;
}

/** Actions carried out even while skipping already-answered questions: they change state only. */
const SILENT_ACTIONS: ReadonlySet<string> = new Set([
  'formstart',
  'starttranscript',
  'endtranscript',
  'updatestate',
  'showclosebutton',
  'hideclosebutton',
  'showbadge',
  'hidebadge',
  'setdefaulttext',
]);

interface QueuedAction {
  name: string;
  parameters?: string;
}

function stepAt(dialog: DialogTreeShape, node: DialogNodeShape, path: readonly number[]): DialogStep {
  const options = node.options ?? [];
  const buttons: { optionIndex: number; label: string }[] = [];
  let box: AnswerBox | undefined;
  options.forEach((option, optionIndex) => {
    const token = answerTokenOf(option.answer);
    if (token) {
      box ??= answerBox(token, optionIndex, option.minLength);
      return;
    }
    buttons.push({ optionIndex, label: (option.answer ?? '').trim() || `Option ${optionIndex + 1}` });
  });
  const questionVoiceId = node.questionVoiceId ?? dialog.questionVoiceId;
  return {
    path,
    question: node.question ?? '',
    ...(questionVoiceId ? { questionVoiceId } : {}),
    buttons,
    ...(box ? { answerBox: box } : {}),
    ended: options.length === 0,
  };
}

/** Starts a run of a dialog at its welcome question, with the root's actions queued. */
export function createDialogRun(dialog: DialogTreeShape, options: DialogRunOptions = {}): DialogRun {
  const previouslyAnswered = new Set((options.answeredQuestions ?? []).map((q) => q.trim()).filter(Boolean));
  let node: DialogNodeShape = dialog;
  let state: DialogRunState = {
    step: stepAt(dialog, dialog, []),
    closed: false,
    closeButtonVisible: true,
    badge: { visible: false, text: '' },
    state: {},
    recording: false,
    defaultText: '',
    visitorResets: 0,
    ...(dialog.distanceToStartConversation !== undefined
      ? { startDistance: dialog.distanceToStartConversation }
      : {}),
    skipped: [],
  };
  const queue: QueuedAction[] = [];
  const answered: string[] = [];
  let formAnswers: DialogAnswerEntry[] | null = null;

  const update = (patch: Partial<DialogRunState>) => {
    state = { ...state, ...patch };
  };

  const queueOf = (n: DialogNodeShape, withOwnAction: boolean): QueuedAction[] => {
    const out: QueuedAction[] = [];
    const own = (n.action ?? '').trim();
    if (withOwnAction && own !== '') out.push({ name: own, parameters: n.parameters });
    for (const entry of n.actions ?? []) {
      const { name, parameters } = splitActionEntry(entry);
      if (name === '') continue;
      // a bare name takes the node's parameters when the node has no action of its own
      out.push({ name, parameters: parameters ?? (own === '' ? n.parameters : undefined) });
    }
    return out;
  };

  // Applies an action's effect on the state; returns the typed action.
  const apply = (queued: QueuedAction): DialogAction => {
    const action = parseDialogAction(queued.name, queued.parameters, {
      memberName: options.memberName,
      answers: formAnswers ?? [],
    });
    switch (action.kind) {
      case 'CloseDialog':
        update({ closed: true });
        queue.length = 0;
        break;
      case 'ShowCloseButton':
        update({ closeButtonVisible: true });
        break;
      case 'HideCloseButton':
        update({ closeButtonVisible: false });
        break;
      case 'ShowBadge':
        update({ badge: { visible: true, text: action.text || state.badge.text } });
        break;
      case 'HideBadge':
        update({ badge: { ...state.badge, visible: false } });
        break;
      case 'FormStart':
        formAnswers = [];
        update({ recording: true });
        break;
      case 'StartTranscript':
        update({ recording: true });
        break;
      case 'FormSubmit':
        formAnswers = null;
        update({ recording: false });
        break;
      case 'EndTranscript':
        update({ recording: false });
        break;
      case 'UpdateState':
        update({ state: { ...state.state, ...action.values } });
        break;
      case 'SetDefaultText':
        update({ defaultText: action.text });
        break;
      case 'ResetVisitorToInitialPosition':
        update({ visitorResets: state.visitorResets + 1 });
        break;
      default:
        break;
    }
    return action;
  };

  // Shows the current node, first skipping nodes whose question was answered in an earlier run (an interview
  // restarted): through their answer box, else their first option.
  const skipAnswered = (path: readonly number[]) => {
    const skipped: string[] = [];
    for (;;) {
      const question = (node.question ?? '').trim();
      const opts = node.options ?? [];
      if (question === '' || !previouslyAnswered.has(question) || opts.length === 0) break;
      const index = Math.max(
        0,
        opts.findIndex((o) => answerTokenOf(o.answer) !== undefined),
      );
      skipped.push(question);
      previouslyAnswered.delete(question);
      node = opts[index]!;
      path = [...path, index];
      // while skipping, only actions that change state are carried out
      queue.push(...queueOf(node, true).filter((a) => SILENT_ACTIONS.has(a.name.trim().toLowerCase())));
    }
    update({
      step: stepAt(dialog, node, path),
      defaultText: '',
      ...(skipped.length > 0 ? { skipped: [...state.skipped, ...skipped] } : {}),
    });
  };

  const enter = (next: DialogNodeShape, path: readonly number[]) => {
    node = next;
    queue.push(...queueOf(next, true));
    skipAnswered(path);
  };

  const record = (
    answer: string,
    parameters: string | undefined,
    audioUrl?: string,
  ): DialogAnswerEntry | undefined => {
    const question = state.step.question.trim();
    if (question !== '') answered.push(question);
    if (!state.recording) return undefined;
    const entry: DialogAnswerEntry = {
      question: state.step.question,
      answer,
      ...(parameters ? { parameters } : {}),
      ...(audioUrl ? { audioUrl } : {}),
    };
    formAnswers?.push(entry);
    return entry;
  };

  const advance = (optionIndex: number, answer: string, audioUrl?: string): AnswerResult => {
    const option = node.options?.[optionIndex];
    if (!option) return { ok: false, error: 'There is no such answer' };
    const transcript = record(answer, option.parameters, audioUrl);
    update({ lastAnswer: answer });
    enter(option, [...state.step.path, optionIndex]);
    return transcript ? { ok: true, transcript } : { ok: true };
  };

  // The root's actions, then skipping of answered questions from the root.
  queue.push(...queueOf(dialog, false));
  skipAnswered([]);

  return {
    dialog,
    getState: () => state,
    pendingActions: () => queue.length,
    takeAction: () => {
      const next = queue.shift();
      return next ? apply(next) : undefined;
    },
    choose: (optionIndex) => {
      if (state.closed) return { ok: false, error: 'The dialog is closed' };
      const option = node.options?.[optionIndex];
      if (!option) return { ok: false, error: 'There is no such answer' };
      if (answerTokenOf(option.answer)) return { ok: false, error: 'This answer needs to be written' };
      return advance(optionIndex, (option.answer ?? '').trim());
    },
    submitAnswer: (text, extra = {}) => {
      if (state.closed) return { ok: false, error: 'The dialog is closed' };
      const box = state.step.answerBox;
      if (!box) return { ok: false, error: 'This question has no answer box' };
      const problem = answerProblem(text, box);
      if (problem) return { ok: false, error: problem };
      return advance(box.optionIndex, text.trim(), extra.audioUrl);
    },
    answeredQuestions: () => [...answered],
  };
}
