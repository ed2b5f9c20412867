import { describe, expect, it } from 'vitest';
import { pageLanguage, statisticsLine } from './community-texts';

describe('statisticsLine', () => {
  it("says this server's real counts", () => {
    expect(statisticsLine({ images: 1234, songs: 56, users: 78 })).toBe(
      '1,234 images and 56 songs made here · 78 members',
    );
    expect(statisticsLine({ images: 1, songs: 0, users: 1 })).toBe('1 image made here · 1 member');
    expect(statisticsLine({ images: 0, songs: 2, users: 0 })).toBe('2 songs made here');
  });

  it('invites the first creators on a new server instead of inventing figures', () => {
    expect(statisticsLine({ images: 0, songs: 0, users: 5 })).toBe('Be among the first to create here.');
  });
});

describe('pageLanguage', () => {
  it('takes the page language, then the browser one, by its first part', () => {
    expect(pageLanguage('pt-BR', 'en-US')).toBe('pt');
    expect(pageLanguage('', 'de-AT')).toBe('de');
    expect(pageLanguage('', undefined)).toBe('en');
  });
});
