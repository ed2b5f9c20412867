import { describe, expect, it } from 'vitest';
import { MINE_EMPTY, listTexts } from './list-texts';

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
