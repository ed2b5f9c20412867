import { describe, expect, it } from 'vitest';
import { ONBOARDING_KEY, markOnboardingDone, onboardingDone, shouldShowOnboarding } from './onboarding';
import type { MarkStore } from './onboarding';

const memory = (): MarkStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};
const broken: MarkStore = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
};

describe('onboarding genre picker memory (§2 first-time users)', () => {
  it('is remembered once marked', () => {
    const store = memory();
    expect(onboardingDone(store)).toBe(false);
    markOnboardingDone(store);
    expect(store.data.get(ONBOARDING_KEY)).toBe('1');
    expect(onboardingDone(store)).toBe(true);
  });

  it('never throws with blocked storage, and then does not nag', () => {
    expect(onboardingDone(broken)).toBe(true);
    expect(() => markOnboardingDone(broken)).not.toThrow();
    expect(onboardingDone(null)).toBe(false);
  });

  it('shows only to users without tracks who have not seen it, once the count is known', () => {
    expect(shouldShowOnboarding({ done: false, trackCount: 0 })).toBe(true);
    expect(shouldShowOnboarding({ done: false, trackCount: 2 })).toBe(false);
    expect(shouldShowOnboarding({ done: false, trackCount: null })).toBe(false);
    expect(shouldShowOnboarding({ done: true, trackCount: 0 })).toBe(false);
  });
});
