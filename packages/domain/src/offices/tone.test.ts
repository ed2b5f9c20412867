import { describe, expect, it } from 'vitest';
import { phraseInTone } from './tone';

const answer = 'We open at 9 am.';

describe('phraseInTone (chosen phrasing of the personality tone)', () => {
  it('leaves the answer as trained without a tone or with a tone it does not know', () => {
    expect(phraseInTone(answer, '', 'When do you open?')).toBe(answer);
    expect(phraseInTone(answer, 'mysterious', 'When do you open?')).toBe(answer);
  });

  it('opens warmly for a friendly tone and courteously for a formal one', () => {
    const friendly = phraseInTone(answer, 'Friendly and upbeat', 'When do you open?');
    expect(friendly.endsWith(answer)).toBe(true);
    expect(friendly).toMatch(/^(Sure!|Happy to help!|Great question!|Of course!) /);
    const formal = phraseInTone(answer, 'formal', 'When do you open?');
    expect(formal).toMatch(/^(Certainly\.|Thank you for your question\.|Of course\.) /);
  });

  it('phrases one question the same way every time, and varies across questions', () => {
    const once = phraseInTone(answer, 'cheerful', 'When do you open?');
    expect(phraseInTone(answer, 'cheerful', '  when do you OPEN? ')).toBe(once);
    const openers = new Set(
      ['a?', 'b?', 'c?', 'd?', 'e?', 'f?', 'g?', 'h?'].map((q) => phraseInTone(answer, 'cheerful', q)),
    );
    expect(openers.size).toBeGreaterThan(1);
  });
});
