import { describe, expect, it } from 'vitest';
import type { FlagStore } from '../../shared/browser-flag';
import { GUIDE_STEPS } from './guide-steps';
import { WELCOME_SEEN_KEY, markWelcomeSeen, welcomeSeen } from './welcome';

const memory = (): FlagStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};

describe('the /images welcome', () => {
  it('shows until this browser dismisses it, then never again', () => {
    const store = memory();
    expect(welcomeSeen(store)).toBe(false);
    markWelcomeSeen(store, new Date('2026-11-29T10:00:00Z'));
    expect(store.data.get(WELCOME_SEEN_KEY)).toBe('2026-11-29T10:00:00.000Z');
    expect(welcomeSeen(store)).toBe(true);
  });

  it('is not shown where storage cannot be read (it would come back on every visit)', () => {
    const blocked: FlagStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(welcomeSeen(null)).toBe(true);
    expect(welcomeSeen(blocked)).toBe(true);
    expect(() => markWelcomeSeen(blocked)).not.toThrow();
  });

  it('guides through the page in the order a newcomer meets it', () => {
    expect(GUIDE_STEPS.map((s) => s.label)).toEqual(['Describe', 'Create', 'Adjust', 'Keep']);
    for (const step of GUIDE_STEPS) expect(step.text.length).toBeGreaterThan(40);
  });
});
