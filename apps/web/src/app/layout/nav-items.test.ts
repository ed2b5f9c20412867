import { describe, expect, it } from 'vitest';
import { NAV_SECTIONS, isUnder } from './nav-items';

describe('navigation', () => {
  it('lists the spec views in order', () => {
    expect(NAV_SECTIONS.flatMap((s) => s.items.map((i) => i.to))).toEqual([
      '/images',
      '/video',
      '/music',
      '/chat',
      '/mock-interview',
      '/spaces',
      '/gift-cards',
    ]);
  });
  it('matches a path and the paths below it only', () => {
    expect(isUnder('/images', '/images')).toBe(true);
    expect(isUnder('/images/cat.png', '/images')).toBe(true);
    expect(isUnder('/imagesx', '/images')).toBe(false);
    expect(isUnder('/mock-interview/app', '/mock-interview')).toBe(true);
  });
});
