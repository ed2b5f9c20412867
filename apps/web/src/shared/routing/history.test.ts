import { describe, expect, it } from 'vitest';
import { hrefOf } from './history';

describe('the address a link or navigate() goes to', () => {
  it('keeps a path as written', () => {
    expect(hrefOf('/images/a.png?tab=mine#top')).toBe('/images/a.png?tab=mine#top');
  });

  it('joins the parts, adding the ? and # a part leaves out', () => {
    expect(hrefOf({ pathname: '/images/a.png', search: '?tab=mine' })).toBe('/images/a.png?tab=mine');
    expect(hrefOf({ pathname: '/music', search: 'q=1', hash: 'list' })).toBe('/music?q=1#list');
    expect(hrefOf({ pathname: '/account', search: '', hash: '' })).toBe('/account');
  });
});
