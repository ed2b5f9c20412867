import { describe, expect, it } from 'vitest';
import { SAFETY_BLOCKED_FALLBACK, needsSafetyCheck, safetyBlockText } from './safety-gate';

describe('needsSafetyCheck (§5)', () => {
  it('checks in-app users without a subscription, signed out included', () => {
    expect(needsSafetyCheck({ inApp: true, subscription: '' })).toBe(true);
    expect(needsSafetyCheck({ inApp: true, subscription: undefined })).toBe(true);
    expect(needsSafetyCheck({ inApp: true, subscription: null })).toBe(true);
  });

  it('never checks outside the app', () => {
    expect(needsSafetyCheck({ inApp: false, subscription: '' })).toBe(false);
  });

  it('does not check subscribers, trials included', () => {
    for (const subscription of [true, 'true', 'premium', 'ultimate', 'trialpro', 'trialpremium'])
      expect(needsSafetyCheck({ inApp: true, subscription })).toBe(false);
  });
});

describe('safetyBlockText', () => {
  it('lets the text through without an error', () => {
    expect(safetyBlockText({})).toBeNull();
    expect(safetyBlockText(undefined)).toBeNull();
  });

  it("shows the server's reason, or a fallback when it gave none", () => {
    expect(safetyBlockText({ error: 'Blocked.' })).toBe('Blocked.');
    expect(safetyBlockText({ error: '' })).toBe(SAFETY_BLOCKED_FALLBACK);
  });
});
