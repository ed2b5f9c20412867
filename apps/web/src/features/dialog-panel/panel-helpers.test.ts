import { describe, expect, it, vi } from 'vitest';
import {
  ONBOARDED_KEY,
  gameWaitState,
  gameWaitText,
  hasDialogOptions,
  isApiPath,
  isVoiceClipUrl,
  newSessionId,
  pdfAnswer,
  readAnswered,
  readFlag,
  remembersAnswers,
  safeExternalUrl,
  waitUntil,
  writeAnswered,
  writeFlag,
} from './panel-helpers';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('dialog panel helpers', () => {
  it('shows the panel only for a dialog with options', () => {
    expect(hasDialogOptions({ question: 'Hi' })).toBe(false);
    expect(hasDialogOptions({ question: 'Hi', options: [] })).toBe(false);
    expect(hasDialogOptions({ question: 'Hi', options: [{ answer: 'Yes' }] })).toBe(true);
    expect(hasDialogOptions(undefined)).toBe(false);
  });

  it('remembers flags (the first-time sparkle, mute)', () => {
    const storage = memoryStorage();
    expect(readFlag(ONBOARDED_KEY, storage)).toBe(false);
    writeFlag(ONBOARDED_KEY, true, storage);
    expect(readFlag(ONBOARDED_KEY, storage)).toBe(true);
    writeFlag(ONBOARDED_KEY, false, storage);
    expect(readFlag(ONBOARDED_KEY, storage)).toBe(false);
    expect(readFlag(ONBOARDED_KEY, null)).toBe(false);
  });

  it('remembers the answered questions of interview offices', () => {
    const storage = memoryStorage();
    expect(remembersAnswers('interview-abc')).toBe(true);
    expect(remembersAnswers('office-1')).toBe(false);
    writeAnswered('interview-abc', ['Q1', 'Q2', 'Q1'], storage);
    expect(readAnswered('interview-abc', storage)).toEqual(['Q1', 'Q2']);
    storage.setItem('muse.dialog.answered.interview-x', '{bad');
    expect(readAnswered('interview-x', storage)).toEqual([]);
    writeAnswered('interview-abc', [], storage);
    expect(readAnswered('interview-abc', storage)).toEqual([]);
  });

  it('makes transcript session ids of the allowed characters', () => {
    expect(newSessionId(() => '1b4e28ba-2fa1-11d2-883f-0016d3cca427')).toBe(
      '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    );
    expect(newSessionId(() => 'a b/c')).toBe('abc');
    expect(newSessionId(() => '///')).toMatch(/^s[a-z0-9]+$/);
  });

  it('sends only our own voice clips', () => {
    expect(isVoiceClipUrl('/api/ai/voice-clips/abc_1-2')).toBe(true);
    expect(isVoiceClipUrl('https://evil.org/api/ai/voice-clips/abc')).toBe(false);
    expect(isVoiceClipUrl('/api/ai/voice-clips/../x')).toBe(false);
    expect(isVoiceClipUrl(undefined)).toBe(false);
  });

  it('posts forms only under /api', () => {
    expect(isApiPath('/api/forms/submit')).toBe(true);
    expect(isApiPath('/api/openai/submitInterview?jobTitle=Dev&email=a@b.org')).toBe(true);
    expect(isApiPath('/api//evil.org')).toBe(false);
    expect(isApiPath('/api/../auth/logout')).toBe(false);
    expect(isApiPath('https://evil.org/api/x')).toBe(false);
    expect(isApiPath('/forms/submit')).toBe(false);
  });

  it('opens only http and https addresses', () => {
    expect(safeExternalUrl('https://a.org/x')).toBe('https://a.org/x');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
  });

  it('keeps a PDF’s text within the answer limit', () => {
    expect(pdfAnswer('  a\n\n b  ', 5000)).toBe('a b');
    expect(pdfAnswer('x'.repeat(6000), 5000)).toHaveLength(5000);
  });

  it('waits, checking every second, until done or aborted', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      const controller = new AbortController();
      const waited = waitUntil(() => done, controller.signal);
      await vi.advanceTimersByTimeAsync(1000);
      done = true;
      await vi.advanceTimersByTimeAsync(1000);
      await expect(waited).resolves.toBeUndefined();
      const aborted = waitUntil(() => false, controller.signal);
      controller.abort();
      await expect(aborted).rejects.toThrow('Aborted');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('waiting for the game', () => {
  it('waits while the game is open, then asks for the score target', () => {
    expect(gameWaitState(true, 500, 100)).toBe('playing');
    expect(gameWaitState(false, 100, 100)).toBe('done');
    expect(gameWaitState(false, 40, 100)).toBe('short');
    // Without a target, a game played and closed is enough.
    expect(gameWaitState(false, 0, 0)).toBe('done');
  });
  it('says what is needed in plain words', () => {
    expect(gameWaitText('short', 40, 100)).toBe('You scored 40. Reach 100 to go on.');
    expect(gameWaitText('playing', 0, 100)).toBe(
      'Score 100 points in Guess the Best, then close the game to go on.',
    );
    expect(gameWaitText('playing', 0, 0)).toBe('Play Guess the Best, then close the game to go on.');
    expect(gameWaitText('playing', 0, 500, 'pianoChallenge')).toBe(
      'Score 500 points in the Piano Challenge, then close the game to go on.',
    );
  });
});
