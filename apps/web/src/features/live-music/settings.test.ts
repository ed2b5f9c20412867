import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONTROLS,
  FIRST_PROMPTS,
  addPrompt,
  cannotPlay,
  changePrompt,
  promptsToSend,
  removePrompt,
  settingsOf,
} from './settings';

describe('live music settings', () => {
  it('adds prompts up to four, each with its own id and a middle weight', () => {
    let list = FIRST_PROMPTS;
    for (let i = 0; i < 5; i++) list = addPrompt(list);
    expect(list).toHaveLength(4);
    expect(new Set(list.map((p) => p.id)).size).toBe(4);
    expect(list[1]!.weight).toBe(0.5);
    expect(removePrompt(list, list[1]!.id)).toHaveLength(3);
  });

  it('sends only prompts with words, trimmed', () => {
    const list = changePrompt(addPrompt(FIRST_PROMPTS), FIRST_PROMPTS[0]!.id, {
      text: '  jazz  ',
      weight: 0.3,
    });
    const blank = changePrompt(list, list[1]!.id, { text: '   ' });
    expect(promptsToSend(blank)).toEqual([{ text: 'jazz', weight: 0.3 }]);
    expect(settingsOf(blank, DEFAULT_CONTROLS)).toEqual({
      prompts: [{ text: 'jazz', weight: 0.3 }],
      ...DEFAULT_CONTROLS,
    });
  });

  it('asks for a prompt before playing', () => {
    expect(cannotPlay(FIRST_PROMPTS)).toBeNull();
    expect(cannotPlay([])).toBe('Add a prompt to play.');
    expect(cannotPlay(changePrompt(FIRST_PROMPTS, 'p1', { text: '' }))).toBe('Add a prompt to play.');
  });
});
