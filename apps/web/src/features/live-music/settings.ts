import { LIVE_MUSIC_MAX_PROMPTS, type LiveMusicPrompt, type LiveMusicSettings } from '@muse/contracts';

/** A prompt as the page edits it (an id to key its row; its text may still be empty). */
export interface DraftPrompt {
  id: string;
  text: string;
  weight: number;
}

export interface LiveControls {
  tempo: number;
  density: number;
  brightness: number;
  key: string;
}

export const DEFAULT_CONTROLS: LiveControls = { tempo: 100, density: 0.5, brightness: 0.5, key: 'C major' };
export const FIRST_PROMPTS: DraftPrompt[] = [{ id: 'p1', text: 'calm piano with soft strings', weight: 1 }];
/** Ideas the page suggests for a new prompt row. */
export const PROMPT_IDEAS = ['upbeat funk bass and brass', 'dreamy ambient pad', 'energetic rock guitar'];

let nextId = 2;

export function addPrompt(list: readonly DraftPrompt[]): DraftPrompt[] {
  if (list.length >= LIVE_MUSIC_MAX_PROMPTS) return [...list];
  return [
    ...list,
    { id: `p${nextId++}`, text: PROMPT_IDEAS[list.length % PROMPT_IDEAS.length]!, weight: 0.5 },
  ];
}

export function removePrompt(list: readonly DraftPrompt[], id: string): DraftPrompt[] {
  return list.filter((p) => p.id !== id);
}

export function changePrompt(
  list: readonly DraftPrompt[],
  id: string,
  change: Partial<Pick<DraftPrompt, 'text' | 'weight'>>,
): DraftPrompt[] {
  return list.map((p) => (p.id === id ? { ...p, ...change } : p));
}

/** The prompts that have words, as the server takes them. */
export function promptsToSend(list: readonly DraftPrompt[]): LiveMusicPrompt[] {
  return list
    .map((p) => ({ text: p.text.trim(), weight: p.weight }))
    .filter((p) => p.text !== '')
    .map((p) => ({ ...p, text: p.text.slice(0, 200) }));
}

export function settingsOf(list: readonly DraftPrompt[], controls: LiveControls): LiveMusicSettings {
  return { prompts: promptsToSend(list), ...controls };
}

/** Why Play is not possible yet (null when it is). */
export function cannotPlay(list: readonly DraftPrompt[]): string | null {
  return promptsToSend(list).length === 0 ? 'Add a prompt to play.' : null;
}
