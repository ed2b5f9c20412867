import { describe, expect, it } from 'vitest';
import { CREATE_TEXTS, formatSeconds, lengthCapText, missingGroupsText } from './create-texts';

describe('creation texts (§2, §5, §8)', () => {
  it("uses the spec's words", () => {
    expect(CREATE_TEXTS).toMatchObject({
      question: 'What would you like to create?',
      song: 'Song with Lyrics',
      music: 'Music',
      back: 'Back',
      tagsHint: 'Choose at least 1 option from each group',
      choosePreset: 'Choose preset',
      showQueue: 'Show Queue',
      hideQueue: 'Hide Queue',
      wrongCode: "The code didn't work. Try again, please.",
    });
  });

  it('explains the free length cap with the real limits', () => {
    expect(lengthCapText()).toBe(
      'Without Music Pro, tracks are up to 30 seconds long. Music Pro makes full-length tracks of up to 5 minutes.',
    );
  });

  it('formats seconds as m:ss and names missing groups', () => {
    expect(formatSeconds(10)).toBe('0:10');
    expect(formatSeconds(65)).toBe('1:05');
    expect(formatSeconds(300)).toBe('5:00');
    expect(missingGroupsText([])).toBeNull();
    expect(missingGroupsText(['Mood', 'Vocal'])).toBe(
      'Choose at least 1 option from each group (still needed: Mood, Vocal)',
    );
  });
});
