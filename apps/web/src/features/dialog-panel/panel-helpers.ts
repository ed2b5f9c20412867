import type { DialogGame, DialogTreeShape } from '@muse/domain';

/** Pure helpers of the dialog panel: what it shows, what it remembers locally, where it may send things. */

/** Whether a dialog has something to run: options under its welcome question. */
export function hasDialogOptions(dialog: DialogTreeShape | undefined | null): boolean {
  return (dialog?.options?.length ?? 0) > 0;
}

/** localStorage keys. */
export const ONBOARDED_KEY = 'muse.dialog.onboarded';
export const MUTED_KEY = 'muse.dialog.muted';
export const answeredKey = (officeId: string): string => `muse.dialog.answered.${officeId}`;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function safeStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readFlag(key: string, storage: StorageLike | null = safeStorage()): boolean {
  try {
    return storage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function writeFlag(key: string, value: boolean, storage: StorageLike | null = safeStorage()): void {
  try {
    if (value) storage?.setItem(key, '1');
    else storage?.removeItem(key);
  } catch {
    // private mode or full storage: the flag lasts for this page only
  }
}

/** An interview office (id `interview-…`) skips the questions answered in this browser when restarted. */
export const remembersAnswers = (officeId: string): boolean => officeId.startsWith('interview-');

export function readAnswered(officeId: string, storage: StorageLike | null = safeStorage()): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(answeredKey(officeId)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((q): q is string => typeof q === 'string').slice(0, 500)
      : [];
  } catch {
    return [];
  }
}

export function writeAnswered(
  officeId: string,
  questions: readonly string[],
  storage: StorageLike | null = safeStorage(),
): void {
  try {
    if (questions.length === 0) storage?.removeItem(answeredKey(officeId));
    else storage?.setItem(answeredKey(officeId), JSON.stringify([...new Set(questions)].slice(0, 500)));
  } catch {
    // not remembered: a restart asks again
  }
}

/** A session id for one run of a dialog (the transcripts' `sessionId`: letters, digits, `_`, `-`). */
export function newSessionId(random: () => string = () => crypto.randomUUID()): string {
  return (
    random()
      .replace(/[^A-Za-z0-9_-]/g, '')
      .slice(0, 64) || `s${Date.now().toString(36)}`
  );
}

/** Only our own voice clips go with a transcript entry. */
export const isVoiceClipUrl = (url: string | undefined): url is string =>
  url !== undefined && /^\/api\/ai\/voice-clips\/[A-Za-z0-9_-]+$/.test(url);

/** A FormSubmit target as the runtime gives it must stay under this site's /api. */
export function isApiPath(path: string): boolean {
  return /^\/api\/(?!\/)/.test(path) && !/[\\\s]/.test(path) && !/(^|\/)\.\.?(\/|$|\?)/.test(path);
}

/** A PDF's text as an answer: the dialog keeps at most `max` characters. */
export function pdfAnswer(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? clean.slice(0, max) : clean;
}

/** Opens only http and https addresses (OpenUrl). */
export function safeExternalUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** Waits until `done()` is true, checking every `everyMs` (the spec's 1 s), or until aborted. */
export function waitUntil(done: () => boolean, signal: AbortSignal, everyMs = 1_000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    if (done()) return resolve();
    const timer = setInterval(() => {
      if (done()) {
        clearInterval(timer);
        resolve();
      }
    }, everyMs);
    signal.addEventListener(
      'abort',
      () => {
        clearInterval(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
  });
}

/**
 * Where a WaitForGameEnd stands: `playing` while the game is open; once closed, `done` when the points
 * scored since it opened reach the target (a target of 0 asks only for a game played), else `short`.
 */
export function gameWaitState(open: boolean, score: number, target: number): 'playing' | 'done' | 'short' {
  if (open) return 'playing';
  return score >= target ? 'done' : 'short';
}

/** The games a dialog can start, by the names players see. */
export const DIALOG_GAME_TITLES: Readonly<Record<DialogGame, string>> = {
  guessTheBest: 'Guess the Best',
  pianoChallenge: 'the Piano Challenge',
};

/** The panel's line while it waits for the game. */
export function gameWaitText(
  state: 'playing' | 'done' | 'short',
  score: number,
  target: number,
  game: DialogGame = 'guessTheBest',
): string {
  if (state === 'short') return `You scored ${score}. Reach ${target} to go on.`;
  const title = DIALOG_GAME_TITLES[game];
  return target > 0
    ? `Score ${target} points in ${title}, then close the game to go on.`
    : `Play ${title}, then close the game to go on.`;
}
