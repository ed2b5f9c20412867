import { isFormSubmitPath, splitNodeAction } from './validate';

/**
 * The dialog actions the spec names, and how an action with its parameters becomes one typed step for the
 * dialog panel to carry out. Parsing is lenient where a default is obvious (a missing volume is 1) and gives
 * `invalid` where the step cannot be carried out (an OpenUrl that is not http/https); the caller logs and skips
 * `invalid` and `unknown` steps.
 */

export const KNOWN_DIALOG_ACTIONS = [
  'ChooseAvatar',
  'OpenMusicSelection',
  'OpenAIMusic',
  'OpenUrl',
  'PlayAudio',
  'PlayVideo',
  'LoadImage',
  'ShowPoll',
  'ShowBadge',
  'HideBadge',
  'CloseDialog',
  'ShowCloseButton',
  'HideCloseButton',
  'WaitForVideoEnd',
  'StartGame',
  'WaitForGameEnd',
  'ResetVisitorToInitialPosition',
  'WaitForLogin',
  'FormStart',
  'FormSubmit',
  'UpdateState',
  'StartTranscript',
  'EndTranscript',
  'SetDefaultText',
  'AskAI',
] as const;
export type DialogActionName = (typeof KNOWN_DIALOG_ACTIONS)[number];

/** One question answered while recording: what goes to POST /api/transcripts and into a form. */
export interface DialogAnswerEntry {
  question: string;
  answer: string;
  parameters?: string;
  audioUrl?: string;
}

type Plain<K extends DialogActionName> = { kind: K };

/**
 * The games a dialog's StartGame can open: its parameter names one (`StartGame:piano`); without one it is
 * Guess the Best, as it was before the Piano Challenge. WaitForGameEnd waits for the game last started.
 */
export type DialogGame = 'guessTheBest' | 'pianoChallenge';
export const DEFAULT_DIALOG_GAME: DialogGame = 'guessTheBest';
const DIALOG_GAMES: Readonly<Record<string, DialogGame>> = {
  '': 'guessTheBest',
  guess: 'guessTheBest',
  guessthebest: 'guessTheBest',
  piano: 'pianoChallenge',
  pianochallenge: 'pianoChallenge',
};

/** The game a StartGame parameter names (blank: Guess the Best; any case, spaces ignored), or undefined. */
export function dialogGame(parameters: string): DialogGame | undefined {
  return DIALOG_GAMES[parameters.replace(/[\s_-]+/g, '').toLowerCase()];
}

/** One step of the action queue, typed by its kind (`unknown`/`invalid`: log and skip). */
export type DialogAction =
  | Plain<'ChooseAvatar'>
  | Plain<'OpenMusicSelection'>
  | Plain<'OpenAIMusic'>
  | { kind: 'OpenUrl'; url: string }
  | { kind: 'PlayAudio'; url: string }
  | { kind: 'PlayVideo'; url: string; volume: number }
  | { kind: 'LoadImage'; target: string; url: string }
  | { kind: 'ShowPoll'; poll: Record<string, unknown>; json: string }
  | { kind: 'ShowBadge'; text: string }
  | Plain<'HideBadge'>
  | Plain<'CloseDialog'>
  | Plain<'ShowCloseButton'>
  | Plain<'HideCloseButton'>
  | Plain<'WaitForVideoEnd'>
  | { kind: 'StartGame'; game: DialogGame }
  | { kind: 'WaitForGameEnd'; scoreTarget: number }
  | Plain<'ResetVisitorToInitialPosition'>
  | Plain<'WaitForLogin'>
  | Plain<'FormStart'>
  /** `path` is under /api (`/api/forms/submit`); `answers` are those given since FormStart */
  | { kind: 'FormSubmit'; path: string; answers: DialogAnswerEntry[] }
  | { kind: 'UpdateState'; values: Record<string, string> }
  | Plain<'StartTranscript'>
  | Plain<'EndTranscript'>
  | { kind: 'SetDefaultText'; text: string }
  | Plain<'AskAI'>
  | { kind: 'unknown'; name: string }
  | { kind: 'invalid'; name: DialogActionName; parameters: string; reason: string };

const byLowerName: ReadonlyMap<string, DialogActionName> = new Map(
  KNOWN_DIALOG_ACTIONS.map((name) => [name.toLowerCase(), name]),
);

/** The spec's spelling of an action name (matched without regard to case), or undefined. */
export function knownDialogAction(name: string): DialogActionName | undefined {
  return byLowerName.get(name.trim().toLowerCase());
}

/** http:// or https:// with a host. */
export function isHttpUrl(value: string): boolean {
  // no URL class here: the domain package runs without DOM or Node types
  return /^https?:\/\/[^\s/?#@\\]+(?::\d+)?(?:[/?#][^\s\\]*)?$/i.test(value.trim()) && value.trim() === value;
}

/** A media address: http(s), or a path on this site ("/api/media/…"; not "//host"). */
export function isMediaAddress(value: string): boolean {
  return isHttpUrl(value) || /^\/(?!\/)[^\s\\]*$/.test(value);
}

/** A FormSubmit target as a path under /api (`/forms/submit` → `/api/forms/submit`), or undefined. */
export function formSubmitPath(parameters: string): string | undefined {
  const value = parameters.trim();
  if (!isFormSubmitPath(value)) return undefined;
  return value === '/api' || value.startsWith('/api/') ? value : `/api${value}`;
}

/** `key=value` pairs separated by `;` or `&`, or a JSON object; a bare word is set to "true". */
export function parseStateUpdate(parameters: string): Record<string, string> | undefined {
  const value = parameters.trim();
  if (value === '') return undefined;
  if (value.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
      return Object.fromEntries(
        Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      );
    } catch {
      return undefined;
    }
  }
  const out: Record<string, string> = {};
  for (const pair of value.split(/[;&]/)) {
    const at = pair.indexOf('=');
    const key = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (key === '') continue;
    out[key] = at < 0 ? 'true' : pair.slice(at + 1).trim();
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Replaces `#NAME#` with the name given (the office's first member), or removes it when there is none. */
export function fillNamePlaceholder(text: string, memberName: string | undefined): string {
  const name = (memberName ?? '').trim();
  const filled = text.replace(/#NAME#/g, name);
  return name === ''
    ? filled
        .replace(/ {2,}/g, ' ')
        .replace(/ ([,.!?])/g, '$1')
        .trim()
    : filled;
}

export interface ParseContext {
  memberName?: string;
  /** for FormSubmit */
  answers?: readonly DialogAnswerEntry[];
}

/** One action with its parameters as a typed step. */
export function parseDialogAction(
  rawName: string,
  rawParameters: string | undefined,
  ctx: ParseContext = {},
): DialogAction {
  const name = knownDialogAction(rawName);
  if (!name) return { kind: 'unknown', name: rawName.trim() };
  const parameters = (rawParameters ?? '').trim();
  const invalid = (reason: string): DialogAction => ({ kind: 'invalid', name, parameters, reason });
  switch (name) {
    case 'OpenUrl':
      return isHttpUrl(parameters) ? { kind: name, url: parameters } : invalid('not an http(s) address');
    case 'PlayAudio':
      return isMediaAddress(parameters) ? { kind: name, url: parameters } : invalid('no sound address');
    case 'PlayVideo': {
      const [url = '', volumeText = ''] = parameters.split('|').map((s) => s.trim());
      if (!isMediaAddress(url)) return invalid('no video address');
      const volume = volumeText === '' ? 1 : Number(volumeText);
      return { kind: name, url, volume: Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 1 };
    }
    case 'LoadImage': {
      const at = parameters.indexOf('|');
      const target = at < 0 ? '' : parameters.slice(0, at).trim();
      const url = at < 0 ? parameters : parameters.slice(at + 1).trim();
      if (!isMediaAddress(url)) return invalid('no image address');
      return { kind: name, target: target || 'panel', url };
    }
    case 'ShowPoll': {
      try {
        const poll: unknown = JSON.parse(parameters);
        if (typeof poll !== 'object' || poll === null || Array.isArray(poll)) return invalid('not a poll');
        return { kind: name, poll: poll as Record<string, unknown>, json: parameters };
      } catch {
        return invalid('the poll is not JSON');
      }
    }
    case 'ShowBadge':
      return { kind: name, text: parameters };
    case 'StartGame':
      // Lenient: a name it does not know (the editor flags it) opens the game it always opened.
      return { kind: name, game: dialogGame(parameters) ?? DEFAULT_DIALOG_GAME };
    case 'WaitForGameEnd': {
      const target = parameters === '' ? 0 : Number(parameters);
      return Number.isFinite(target) && target >= 0
        ? { kind: name, scoreTarget: target }
        : invalid('the score is not a number');
    }
    case 'FormSubmit': {
      const path = formSubmitPath(parameters);
      return path
        ? { kind: name, path, answers: [...(ctx.answers ?? [])] }
        : invalid('not a path of this API');
    }
    case 'UpdateState': {
      const values = parseStateUpdate(parameters);
      return values ? { kind: name, values } : invalid('nothing to set');
    }
    case 'SetDefaultText':
      return { kind: name, text: fillNamePlaceholder(parameters, ctx.memberName) };
    default:
      return { kind: name };
  }
}

/** A node's `actions` entry (`Name` or `Name:parameters`) split into name and parameters. */
export function splitActionEntry(entry: string): { name: string; parameters?: string } {
  return splitNodeAction(entry);
}
