import { describe, expect, it } from 'vitest';
import { MINE_EMPTY, listTexts, queueOrderNote } from './list-texts';

describe('listTexts', () => {
  it('says where the images will appear, list by list', () => {
    expect(listTexts('mine', '').empty).toBe(MINE_EMPTY);
    expect(listTexts('favorites', '').empty).toBe('Images you like will appear here');
    expect(listTexts('popular', '').empty).toBe('No popular images yet');
    expect(listTexts('private', '').empty).toBe('Your private images will appear here');
  });

  it('tells tiers without private images where they come from', () => {
    expect(listTexts('private', '').emptyDescription).toMatch(/Premium and Ultimate/);
    expect(listTexts('private', true).emptyDescription).toMatch(/Premium and Ultimate/);
    expect(listTexts('private', 'premium').emptyDescription).toMatch(/from its viewer/);
    expect(listTexts('private', 'ultimate').emptyDescription).toMatch(/from its viewer/);
  });
});

describe('queueOrderNote', () => {
  it('tells Premium and Ultimate they go first, and everyone else who does', () => {
    expect(queueOrderNote('ultimate')).toBe('Your Ultimate plan puts your requests ahead of the free queue.');
    expect(queueOrderNote('premium')).toBe('Your Premium plan puts your requests ahead of the free queue.');
    expect(queueOrderNote(true)).toBe('Premium and Ultimate requests are created first.');
    expect(queueOrderNote(undefined)).toBe('Premium and Ultimate requests are created first.');
  });
});
