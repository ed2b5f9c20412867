import { describe, expect, it } from 'vitest';
import { creditsPhrase, formatCredits } from './format-credits';

describe('formatCredits', () => {
  it('shows whole numbers with thousands separators up to 9,999', () => {
    expect(formatCredits(0)).toBe('0');
    expect(formatCredits(42)).toBe('42');
    expect(formatCredits(9_999)).toBe('9,999');
  });
  it('shortens large balances without rounding up', () => {
    expect(formatCredits(10_000)).toBe('10k');
    expect(formatCredits(12_345)).toBe('12.3k');
    expect(formatCredits(999_999)).toBe('999.9k');
    expect(formatCredits(1_250_000)).toBe('1.2M');
  });
  it('never shows a negative or fractional balance', () => {
    expect(formatCredits(-5)).toBe('0');
    expect(formatCredits(3.9)).toBe('3');
  });
});

describe('creditsPhrase', () => {
  it('agrees in number', () => {
    expect(creditsPhrase(1)).toBe('1 credit');
    expect(creditsPhrase(1500)).toBe('1,500 credits');
  });
});
