import { describe, expect, it } from 'vitest';
import { followUpChoices, mergeTranscript, sendableQuestion, type ChatEntry } from './transcript';

const user = (id: string, content: string): ChatEntry => ({ id, role: 'user', content });
const bot = (id: string, content: string): ChatEntry => ({ id, role: 'assistant', content });

describe('mergeTranscript', () => {
  it('shows the restored messages first, then this visit’s, in order', () => {
    const merged = mergeTranscript(
      [user('a', 'hi'), bot('b', 'hello')],
      [user('local-1', 'price?'), bot('local-2', '5 €')],
    );
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'local-1', 'local-2']);
  });

  it('keeps each message once and leaves blank ones out', () => {
    const merged = mergeTranscript([user('a', 'hi'), bot('b', '  ')], [user('a', 'hi'), user('c', 'more')]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'c']);
  });
});

describe('followUpChoices', () => {
  it('drops blanks, repeats and the question just asked, and keeps at most four', () => {
    const choices = followUpChoices(
      ['How much?', ' how   much? ', '', 'When do you open?', 'Where are you?', 'Who are you?', 'Why?'],
      'WHEN do you open?',
    );
    expect(choices).toEqual(['How much?', 'Where are you?', 'Who are you?', 'Why?']);
  });

  it('gives nothing without follow-ups', () => {
    expect(followUpChoices([], null)).toEqual([]);
  });
});

describe('sendableQuestion', () => {
  it('is disabled while empty and over the limit, and trims', () => {
    expect(sendableQuestion('   ', 5000)).toBeNull();
    expect(sendableQuestion('x'.repeat(5001), 5000)).toBeNull();
    expect(sendableQuestion('  When?  ', 5000)).toBe('When?');
    expect(sendableQuestion('x'.repeat(5000), 5000)).toHaveLength(5000);
  });
});
