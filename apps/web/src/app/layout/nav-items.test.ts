import { describe, expect, it } from 'vitest';
import { NAV_SECTIONS, isUnder } from './nav-items';

describe('navigation', () => {
  it('lists the views that work today, in order, and none still to come', () => {
    expect(NAV_SECTIONS.flatMap((s) => s.items.map((i) => i.to))).toEqual([
      '/images',
      '/photo-wizard',
      '/music',
      '/chat',
      '/app',
      '/mock-interview',
      '/mathsos',
      '/gift-cards',
    ]);
  });
  it('names each item as its page is titled', () => {
    const labels = NAV_SECTIONS.flatMap((s) => s.items.map((i) => i.label));
    expect(labels).toEqual([
      'Images',
      'Photo wizard',
      'Music',
      'Chat',
      'Assistants',
      'Mock interview',
      'MathSOS',
      'Gift cards',
    ]);
  });
  it('matches a path and the paths below it only', () => {
    expect(isUnder('/images', '/images')).toBe(true);
    expect(isUnder('/images/cat.png', '/images')).toBe(true);
    expect(isUnder('/imagesx', '/images')).toBe(false);
    expect(isUnder('/mock-interview/app', '/mock-interview')).toBe(true);
    expect(isUnder('/mathsos/app', '/mathsos')).toBe(true);
  });
});
