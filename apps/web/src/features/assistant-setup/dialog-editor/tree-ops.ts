import type { AssistantDialog, DialogOption } from '@muse/contracts';
import { answerMaxLength, answerTokenOf } from '@muse/domain';

/**
 * The Dialog tab's tree, as pure functions. The editor holds the dialog as EditorNodes: every field a string
 * (blank = absent), and a `key` per node that stays with it when it moves, so React keeps each row's focus and
 * open state. A node is found by its path: the indexes of the answers from the first question down (`[]` is
 * the first question, `[1, 0]` the first answer under the second answer). Every edit returns a new tree.
 */
export interface EditorNode {
  key: string;
  /** the answer that leads here: a button's label or an answer token ([INPUT] …); unused at the root */
  answer: string;
  /** the question asked next (at the root: the welcome message) */
  question: string;
  action: string;
  parameters: string;
  /** blank: the answer box's default */
  minLength: string;
  questionVoiceId: string;
  /** a node's own actions list, kept as it came (the editor does not change it) */
  actions?: string[];
  options: EditorNode[];
}

export type NodePath = readonly number[];
export type EditableField = 'answer' | 'question' | 'action' | 'parameters' | 'minLength' | 'questionVoiceId';

let nextKey = 0;
export function newKey(): string {
  nextKey += 1;
  return `n${nextKey}`;
}

export function blankNode(answer = ''): EditorNode {
  return {
    key: newKey(),
    answer,
    question: '',
    action: '',
    parameters: '',
    minLength: '',
    questionVoiceId: '',
    options: [],
  };
}

/** A saved dialog (or template) as the editor's tree. */
export function toEditorTree(node: DialogOption): EditorNode {
  return {
    key: newKey(),
    answer: node.answer ?? '',
    question: node.question ?? '',
    action: node.action ?? '',
    parameters: node.parameters ?? '',
    minLength: node.minLength === undefined ? '' : String(node.minLength),
    questionVoiceId: node.questionVoiceId ?? '',
    ...(node.actions && node.actions.length > 0 ? { actions: [...node.actions] } : {}),
    options: (node.options ?? []).map(toEditorTree),
  };
}

/**
 * The editor's tree as the API's dialog node: blank fields left out, minLength a number when it is one
 * (anything else is kept as NaN so validation names it), no `answer` at the root.
 */
export function fromEditorTree(node: EditorNode, isRoot = true): DialogOption {
  const out: DialogOption = {};
  if (!isRoot && node.answer.trim() !== '') out.answer = node.answer.trim();
  if (node.question.trim() !== '') out.question = node.question;
  if (node.action.trim() !== '') out.action = node.action.trim();
  if (node.parameters.trim() !== '') out.parameters = node.parameters.trim();
  if (node.minLength.trim() !== '') out.minLength = Number(node.minLength.trim());
  if (node.questionVoiceId.trim() !== '') out.questionVoiceId = node.questionVoiceId.trim();
  if (node.actions && node.actions.length > 0) out.actions = [...node.actions];
  if (node.options.length > 0) out.options = node.options.map((o) => fromEditorTree(o, false));
  return out;
}

/**
 * The body of updateAssistantDialog: the saved dialog's other fields (voices, pitch, distance) kept, its
 * question, its voice, actions and options from the editor; the personality left out, so the server keeps it.
 */
export function dialogToSave(saved: AssistantDialog, tree: EditorNode): AssistantDialog {
  const {
    personality: _personality,
    question: _q,
    options: _o,
    actions: _a,
    questionVoiceId: _v,
    ...rest
  } = saved;
  const edited = fromEditorTree(tree);
  return {
    ...rest,
    ...(edited.question !== undefined ? { question: edited.question } : {}),
    ...(edited.questionVoiceId !== undefined ? { questionVoiceId: edited.questionVoiceId } : {}),
    ...(edited.actions ? { actions: edited.actions } : {}),
    ...(edited.options ? { options: edited.options } : {}),
  };
}

/** Whether two trees save the same dialog (keys do not count). */
export function sameTree(a: EditorNode, b: EditorNode): boolean {
  return JSON.stringify(fromEditorTree(a)) === JSON.stringify(fromEditorTree(b));
}

export function getNode(root: EditorNode, path: NodePath): EditorNode | undefined {
  let node: EditorNode | undefined = root;
  for (const i of path) node = node?.options[i];
  return node;
}

/** The tree with the node at `path` replaced by `change(node)`; the same tree when there is no such node. */
export function updateNode(
  root: EditorNode,
  path: NodePath,
  change: (node: EditorNode) => EditorNode,
): EditorNode {
  if (path.length === 0) return change(root);
  const [first, ...rest] = path;
  const child = root.options[first!];
  if (!child) return root;
  const options = [...root.options];
  options[first!] = updateNode(child, rest, change);
  return { ...root, options };
}

export function setField(root: EditorNode, path: NodePath, field: EditableField, value: string): EditorNode {
  return updateNode(root, path, (node) => ({ ...node, [field]: value }));
}

/** Sets the action and clears parameters that were for another action. */
export function setAction(root: EditorNode, path: NodePath, action: string): EditorNode {
  return updateNode(root, path, (node) =>
    node.action === action ? node : { ...node, action, parameters: '' },
  );
}

/** Removes entry `index` of a node's own actions list (the actions run when its question is shown). */
export function removeNodeAction(root: EditorNode, path: NodePath, index: number): EditorNode {
  return updateNode(root, path, (node) => {
    const actions = (node.actions ?? []).filter((_, i) => i !== index);
    const { actions: _old, ...rest } = node;
    return actions.length > 0 ? { ...rest, actions } : rest;
  });
}

/** Adds an answer (a blank one unless given) at the end of the node at `path`; the new tree and its path. */
export function addOption(
  root: EditorNode,
  path: NodePath,
  answer = '',
  added: EditorNode = blankNode(answer),
): { tree: EditorNode; path: number[] } {
  const parent = getNode(root, path);
  if (!parent) return { tree: root, path: [...path] };
  return {
    tree: updateNode(root, path, (node) => ({ ...node, options: [...node.options, added] })),
    path: [...path, parent.options.length],
  };
}

/** Removes the answer at `path` (with everything under it). The root cannot be removed. */
export function removeOption(root: EditorNode, path: NodePath): EditorNode {
  if (path.length === 0) return root;
  const parentPath = path.slice(0, -1);
  const index = path[path.length - 1]!;
  return updateNode(root, parentPath, (node) => ({
    ...node,
    options: node.options.filter((_, i) => i !== index),
  }));
}

/** Moves the answer at `path` up (-1) or down (+1) among its siblings; at either end nothing changes. */
export function moveOption(root: EditorNode, path: NodePath, by: -1 | 1): EditorNode {
  if (path.length === 0) return root;
  const parentPath = path.slice(0, -1);
  const index = path[path.length - 1]!;
  return updateNode(root, parentPath, (node) => {
    const target = index + by;
    if (target < 0 || target >= node.options.length || index >= node.options.length) return node;
    const options = [...node.options];
    [options[index], options[target]] = [options[target]!, options[index]!];
    return { ...node, options };
  });
}

/** The API's field path of a node's field: `dialog.options.1.options.0.parameters`. */
export function fieldPath(path: NodePath, field?: string, root = 'dialog'): string {
  const node = [root, ...path.map((i) => `options.${i}`)].join('.');
  return field ? `${node}.${field}` : node;
}

/** The kinds of answer the editor offers: a button, or one of the answer tokens. */
export const ANSWER_KINDS = [
  { value: 'button', token: '', label: 'Button' },
  { value: 'input', token: '[INPUT]', label: 'Text' },
  { value: 'text', token: '[TEXT]', label: 'Long text' },
  { value: 'audioinput', token: '[AUDIOINPUT]', label: 'Voice' },
  { value: 'audiotext', token: '[AUDIOTEXT]', label: 'Voice, long text' },
  { value: 'pdf', token: '[PDFUPLOAD]', label: 'PDF' },
  { value: 'satmath', token: '[SAT_MATH]', label: 'SAT math' },
  { value: 'registration', token: '[REGISTRATION]', label: 'Demo form' },
] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number]['value'];

export function answerKindOf(answer: string): AnswerKind {
  const trimmed = answer.trim();
  return ANSWER_KINDS.find((k) => k.token !== '' && k.token === trimmed)?.value ?? 'button';
}

/** The answer for a kind: its token, or for a button the label it had (blank when it was a token). */
export function answerForKind(kind: AnswerKind, previous: string): string {
  const entry = ANSWER_KINDS.find((k) => k.value === kind);
  if (entry && entry.token !== '') return entry.token;
  return answerTokenOf(previous) ? '' : previous;
}

/** Whether a kind takes typed or spoken text (and so a minimum length). */
export function takesText(answer: string): boolean {
  return answerMaxLength(answer.trim()) !== undefined;
}

/** How an action's parameters are edited: fields joined by "|", one free text, or none. */
export type ParameterShape =
  | { kind: 'none' }
  | { kind: 'fields'; fields: { label: string; placeholder: string }[] }
  | { kind: 'text'; label: string; placeholder: string; multiline?: boolean };

export function parameterShape(action: string): ParameterShape {
  switch (action) {
    case 'PlayVideo':
      return {
        kind: 'fields',
        fields: [
          { label: 'Video address', placeholder: 'https://…/video.mp4' },
          { label: 'Volume (0 to 1)', placeholder: '1' },
        ],
      };
    case 'LoadImage':
      return {
        kind: 'fields',
        fields: [
          { label: 'Where to show it', placeholder: 'panel' },
          { label: 'Image address', placeholder: 'https://…/image.png' },
        ],
      };
    case 'PlayAudio':
      return { kind: 'text', label: 'Sound address', placeholder: 'https://…/sound.mp3' };
    case 'OpenUrl':
      return { kind: 'text', label: 'Web address', placeholder: 'https://…' };
    case 'ShowPoll':
      return {
        kind: 'text',
        label: 'Poll',
        placeholder: '{"pollType": "yesno", "question": "Did you enjoy it?"}',
        multiline: true,
      };
    case 'StartGame':
      return {
        kind: 'text',
        label: 'Which game: leave blank for Guess the Best, or write piano for the Piano Challenge',
        placeholder: 'piano',
      };
    case 'WaitForGameEnd':
      return { kind: 'text', label: 'Score to reach', placeholder: '100' };
    case 'FormSubmit':
      return { kind: 'text', label: 'Send the answers to', placeholder: '/forms/submit' };
    case 'ShowBadge':
      return { kind: 'text', label: 'Badge text', placeholder: 'Level 1' };
    case 'SetDefaultText':
      return {
        kind: 'text',
        label: 'Text (#NAME# becomes the first member’s name)',
        placeholder: 'Hello #NAME#',
      };
    case 'UpdateState':
      return { kind: 'text', label: 'Values to set', placeholder: 'step=2' };
    default:
      return { kind: 'none' };
  }
}

/** "url|volume" split into as many parts as the shape has fields. */
export function splitParameters(parameters: string, count: number): string[] {
  const parts = parameters.split('|');
  const head = parts.slice(0, count - 1);
  const tail = parts.slice(count - 1).join('|');
  const out = [...head, tail];
  while (out.length < count) out.push('');
  return out;
}

/** Parts joined by "|", trailing blank parts dropped ("url|" → "url"). */
export function joinParameters(parts: readonly string[]): string {
  const out = [...parts];
  while (out.length > 1 && out[out.length - 1]!.trim() === '') out.pop();
  return out.join('|');
}

/** The issues of one node's field, by the API's path. */
export function issueAt(
  issues: Readonly<Record<string, string>>,
  path: NodePath,
  field: string,
): string | undefined {
  return issues[fieldPath(path, field)];
}

/** Whether any issue lies at or under the node (to open a collapsed node that hides one). */
export function hasIssueUnder(issues: Readonly<Record<string, string>>, path: NodePath): boolean {
  const prefix = fieldPath(path);
  return Object.keys(issues).some((f) => f === prefix || f.startsWith(`${prefix}.`));
}

/** Issues as a map by field (the first message per field). */
export function issuesByField(list: readonly { field: string; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, message } of list) if (!(field in out)) out[field] = message;
  return out;
}

/** A short label of a node for its collapsed row and for screen readers. */
export function nodeSummary(node: EditorNode): string {
  const kind = ANSWER_KINDS.find((k) => k.value === answerKindOf(node.answer));
  const answer = kind && kind.token !== '' ? kind.label : node.answer.trim() || 'Untitled button';
  return answer;
}
