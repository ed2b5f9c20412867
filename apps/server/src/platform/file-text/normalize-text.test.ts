import { describe, expect, it } from 'vitest';
import { hasText, normalizeText } from './normalize-text';

describe('normalizeText', () => {
  it('keeps paragraphs, collapses blank-line runs and spaces, trims lines and the text', () => {
    const raw =
      '  Title \r\n\r\n\r\n\r\nFirst\tline   here.  \r\nSecond line.\n\n\n\n\nNext\u00a0paragraph. \n\n';
    expect(normalizeText(raw)).toBe('Title\n\nFirst line here.\nSecond line.\n\nNext paragraph.');
  });

  it('makes form feeds and paragraph separators paragraph breaks, vertical tabs line breaks', () => {
    expect(normalizeText('Page one.\fPage two.\u2029Three.\vFour.')).toBe(
      'Page one.\n\nPage two.\n\nThree.\nFour.',
    );
  });

  it('drops control characters, zero-width characters and stray byte-order marks', () => {
    expect(normalizeText('\ufeffBees\u0000 make\u200b hon\u0007ey.')).toBe('Bees make honey.');
  });

  it('joins words hyphenated across lines only when asked (PDFs)', () => {
    const raw = 'where the flow-\ners are';
    expect(normalizeText(raw, { joinHyphenatedLines: true })).toBe('where the flowers are');
    expect(normalizeText(raw)).toBe('where the flow-\ners are');
  });

  it('does not join a hyphen before a capital, a number or a new paragraph', () => {
    const raw = 'Anglo-\nSaxon bees, pages 10-\n12, a dash-\n\nthen more';
    expect(normalizeText(raw, { joinHyphenatedLines: true })).toBe(raw);
  });

  it('joins soft hyphens at line ends and removes the others', () => {
    expect(normalizeText('pol\u00adlen hon\u00ad\ney', { joinHyphenatedLines: true })).toBe('pollen honey');
  });

  it('composes accents (NFC)', () => {
    expect(normalizeText('Cafe\u0301')).toBe('Caf\u00e9');
  });
});

describe('hasText', () => {
  it('needs a letter or a digit in any script', () => {
    expect(hasText(' - * \n . ')).toBe(false);
    expect(hasText('… 7')).toBe(true);
    expect(hasText('蜜蜂')).toBe(true);
  });
});
