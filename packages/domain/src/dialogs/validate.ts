/**
 * What a dialog tree must be for the dialog panel to run it, checked before it is saved (server) and while it
 * is edited (the Assistant Setup's Dialog tab). Errors name the field by its dotted path
 * (`dialog.options.1.options.0.parameters`), the path the API's field errors use.
 *
 * - Actions: the spec's names (KNOWN_DIALOG_ACTIONS, any case). An unknown action is a warning, not an error: the
 *   runtime skips it.
 * - Parameters, per action: PlayVideo `url|volume` (volume 0 to 1), PlayAudio a URL, LoadImage `target|url`,
 *   ShowPoll a poll as JSON (pollType yesno, choice or quiz; a question; choices; a quiz's answer among them),
 *   StartGame blank or a game's name (piano), WaitForGameEnd a score, OpenUrl an http(s) address, FormSubmit
 *   a path on this server's API (`/forms/submit`, `/openai/submitInterview?jobTitle=…`).
 * - Answers: a bracketed answer must be one of the answer tokens; a button needs a label; one answer box per
 *   question.
 * - minLength: a whole number, at most the answer box's maximum.
 * - Size: at most 10 levels of answers below the first question and 500 answers in all.
 */

import { dialogGame, isHttpUrl, isMediaAddress, knownDialogAction } from './actions';
import { ANSWER_TOKENS, DIALOG_TEXT_MAX, DIALOG_VOICE_INPUT_MAX, answerTokenOf } from './runtime';

/** A dialog node as the editor and the API hold it (structurally the contracts' DialogOption). */
export interface DialogNodeInput {
  question?: string;
  answer?: string;
  action?: string;
  parameters?: string;
  minLength?: number;
  actions?: string[];
  questionVoiceId?: string;
  options?: DialogNodeInput[];
}

export interface DialogIssue {
  /** dotted path of the field, e.g. `dialog.options.1.parameters` */
  field: string;
  message: string;
}

export interface DialogValidation {
  errors: DialogIssue[];
  /** allowed, but probably not what was meant (an unknown action is skipped when the dialog runs) */
  warnings: DialogIssue[];
}

export const DIALOG_LIMITS = {
  /** levels of answers below the first question */
  maxDepth: 10,
  /** answers (nodes below the root) in one dialog */
  maxNodes: 500,
} as const;

/** The longest answer an answer token accepts (undefined: the token takes no typed text). */
export function answerMaxLength(answer: string): number | undefined {
  switch (answerTokenOf(answer)) {
    case '[INPUT]':
    case '[TEXT]':
    case '[AUDIOTEXT]':
      return DIALOG_TEXT_MAX;
    case '[AUDIOINPUT]':
      return DIALOG_VOICE_INPUT_MAX;
    default:
      return undefined;
  }
}

/** What each action's parameters must be, in the editor's words (also the error message). */
export const ACTION_PARAMETER_HINTS: Readonly<Record<string, string>> = {
  PlayVideo: 'PlayVideo needs a URL and an optional volume: url|volume',
  PlayAudio: 'PlayAudio needs the URL of the sound to play',
  LoadImage: 'LoadImage needs where to show the image and its URL: target|url',
  ShowPoll:
    'ShowPoll needs a poll: {"pollType": "yesno", "choice" or "quiz", "question", "choices", and for a quiz the "answer"}',
  WaitForGameEnd: 'WaitForGameEnd needs the score to reach, a number',
  StartGame:
    'StartGame takes which game: leave it blank for Guess the Best, or write piano for the Piano Challenge',
  OpenUrl: 'OpenUrl needs a web address starting with http:// or https://',
  FormSubmit: 'FormSubmit needs where to send the answers, a path such as /forms/submit',
};

/**
 * A FormSubmit target: a path under this server's /api, written without it (`/forms/submit`); "/api/…" is
 * accepted too. No other host, no "..", no backslashes or spaces.
 */
export function isFormSubmitPath(value: string): boolean {
  if (!/^\/(?!\/)[A-Za-z0-9\-._~/%?&=+,:@!$'()*;#]*$/.test(value)) return false;
  const path = value.split(/[?#]/, 1)[0]!;
  return !path.split('/').some((segment) => segment === '..' || segment === '.') && path !== '/';
}

const POLL_TYPES = ['yesno', 'choice', 'quiz'] as const;

/** Why a ShowPoll parameter is not a poll, or undefined when it is one. */
export function pollProblem(json: string): string | undefined {
  let poll: unknown;
  try {
    poll = JSON.parse(json);
  } catch {
    return 'ShowPoll needs the poll written as JSON';
  }
  if (typeof poll !== 'object' || poll === null || Array.isArray(poll)) {
    return 'ShowPoll needs the poll written as JSON';
  }
  const p = poll as Record<string, unknown>;
  if (typeof p.pollType !== 'string' || !(POLL_TYPES as readonly string[]).includes(p.pollType)) {
    return 'The poll needs a pollType: yesno, choice or quiz';
  }
  const question = typeof p.question === 'string' ? p.question : p.name;
  if (typeof question !== 'string' || question.trim() === '') return 'The poll needs a question';
  if (p.choices === undefined && p.pollType === 'yesno') return undefined;
  if (!Array.isArray(p.choices)) return 'The poll needs its choices as a list';
  const values: string[] = [];
  for (const choice of p.choices as unknown[]) {
    if (typeof choice === 'string' && choice.trim() !== '') values.push(choice);
    else if (typeof choice === 'object' && choice !== null) {
      const c = choice as Record<string, unknown>;
      const text = c.text ?? c.value;
      if (typeof text !== 'string' && typeof text !== 'number') return 'Each choice of the poll needs a text';
      values.push(String(text));
      if (c.value !== undefined) values.push(String(c.value));
    } else return 'Each choice of the poll needs a text';
  }
  if (p.choices.length < 2) return 'The poll needs at least 2 choices';
  if (p.pollType === 'quiz') {
    if (p.answer === undefined || p.answer === null || p.answer === '') return 'A quiz needs its answer';
    if (!values.includes(String(p.answer))) return 'The answer of the quiz must be one of its choices';
  }
  return undefined;
}

/** Why an action's parameters are wrong, or undefined when they suit it (or the action takes none). */
export function actionParameterProblem(action: string, parameters: string | undefined): string | undefined {
  const value = (parameters ?? '').trim();
  const hint = ACTION_PARAMETER_HINTS[action];
  switch (action) {
    case 'PlayVideo': {
      const [url = '', volume, ...rest] = value.split('|').map((s) => s.trim());
      if (!isMediaAddress(url) || rest.length > 0) return hint;
      if (volume !== undefined && volume !== '') {
        const v = Number(volume);
        if (!Number.isFinite(v) || v < 0 || v > 1) return 'The volume is a number from 0 to 1: url|volume';
      }
      return undefined;
    }
    case 'PlayAudio':
      return isMediaAddress(value) ? undefined : hint;
    case 'LoadImage': {
      const parts = value.split('|').map((s) => s.trim());
      return parts.length === 2 && parts[0] !== '' && isMediaAddress(parts[1]!) ? undefined : hint;
    }
    case 'ShowPoll':
      return pollProblem(value);
    case 'StartGame':
      return dialogGame(value) ? undefined : hint;
    case 'WaitForGameEnd':
      return value !== '' && Number.isFinite(Number(value)) && Number(value) >= 0 ? undefined : hint;
    case 'OpenUrl':
      return isHttpUrl(value) ? undefined : hint;
    case 'FormSubmit':
      return isFormSubmitPath(value) ? undefined : hint;
    default:
      return undefined;
  }
}

/** A node's `actions` entry: the action's name, then its parameters after the first ":" (chosen form). */
export function splitNodeAction(entry: string): { name: string; parameters?: string } {
  const at = entry.indexOf(':');
  if (at < 0) return { name: entry.trim() };
  return { name: entry.slice(0, at).trim(), parameters: entry.slice(at + 1) };
}

function checkAction(
  name: string,
  parameters: string | undefined,
  field: string,
  parametersField: string,
  out: DialogValidation,
): void {
  if (name === '') return;
  const known = knownDialogAction(name);
  if (!known) {
    out.warnings.push({ field, message: `${name} is not an action the dialog knows; it will be skipped` });
    return;
  }
  const problem = actionParameterProblem(known, parameters);
  if (problem) out.errors.push({ field: parametersField, message: problem });
}

/**
 * Checks a dialog tree. `root` is the path of the tree itself (default `dialog`, as in the API's body
 * `{ dialog }`).
 */
export function validateDialog(dialog: DialogNodeInput, root = 'dialog'): DialogValidation {
  const out: DialogValidation = { errors: [], warnings: [] };
  let nodes = 0;
  let tooMany = false;

  const visitNode = (node: DialogNodeInput, path: string, depth: number): void => {
    (node.actions ?? []).forEach((entry, k) => {
      const { name, parameters } = splitNodeAction(entry);
      checkAction(name, parameters, `${path}.actions.${k}`, `${path}.actions.${k}`, out);
    });
    const options = node.options ?? [];
    if (options.length === 0) return;
    if (depth >= DIALOG_LIMITS.maxDepth) {
      out.errors.push({
        field: `${path}.options`,
        message: `A dialog can go at most ${DIALOG_LIMITS.maxDepth} answers deep`,
      });
      return;
    }
    if ((node.question ?? '').trim() === '') {
      out.warnings.push({ field: `${path}.question`, message: 'Write the question these answers reply to' });
    }
    const tokens = options.filter((o) => answerTokenOf(o.answer) !== undefined).length;
    if (tokens > 1) {
      out.errors.push({
        field: `${path}.options`,
        message: 'A question can have one answer box; the other answers must be buttons',
      });
    }
    options.forEach((option, i) => {
      nodes += 1;
      if (nodes > DIALOG_LIMITS.maxNodes) {
        if (!tooMany) {
          out.errors.push({
            field: root,
            message: `A dialog can have at most ${DIALOG_LIMITS.maxNodes} answers`,
          });
        }
        tooMany = true;
        return;
      }
      visitOption(option, `${path}.options.${i}`, depth + 1);
    });
  };

  const visitOption = (option: DialogNodeInput, path: string, depth: number): void => {
    const answer = (option.answer ?? '').trim();
    if (answer === '') {
      out.errors.push({ field: `${path}.answer`, message: 'A button needs a label' });
    } else if (/^\[[A-Za-z_]+\]$/.test(answer) && answerTokenOf(answer) === undefined) {
      out.errors.push({
        field: `${path}.answer`,
        message: `${answer} is not a kind of answer; use one of ${ANSWER_TOKENS.join(' ')}`,
      });
    }
    if (option.minLength !== undefined) {
      const max = answerMaxLength(answer);
      if (!Number.isInteger(option.minLength) || option.minLength < 0) {
        out.errors.push({
          field: `${path}.minLength`,
          message: 'The minimum length is a whole number, 0 or more',
        });
      } else if (max === undefined) {
        out.warnings.push({
          field: `${path}.minLength`,
          message: 'A minimum length counts only for typed or spoken answers',
        });
      } else if (option.minLength > max) {
        out.errors.push({
          field: `${path}.minLength`,
          message: `The minimum length can be at most ${max} characters`,
        });
      }
    }
    const action = (option.action ?? '').trim();
    checkAction(action, option.parameters, `${path}.action`, `${path}.parameters`, out);
    visitNode(option, path, depth);
  };

  visitNode(dialog, root, 0);
  return out;
}

/** The number of answers (nodes below the root) in a dialog. */
export function countDialogNodes(dialog: DialogNodeInput): number {
  return (dialog.options ?? []).reduce((n, o) => n + 1 + countDialogNodes(o), 0);
}
