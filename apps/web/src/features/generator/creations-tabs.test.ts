import { describe, expect, it } from 'vitest';
import {
  CREATIONS_TABS,
  TAB_LABELS,
  initialTab,
  listKindOf,
  needsSignIn,
  parseTab,
  searchParamFor,
  syncedParams,
} from './creations-tabs';

const q = (s: string) => new URLSearchParams(s);

describe('creations tabs (music-and-extras.md §2)', () => {
  it('lists the tabs in the spec order', () => {
    expect(CREATIONS_TABS).toEqual([
      'organizer',
      'quick-results',
      'mine',
      'my-favorites',
      'most-popular',
      'private',
    ]);
    expect(CREATIONS_TABS.map((t) => TAB_LABELS[t])).toEqual([
      'Organizer',
      'Quick results',
      'My creations',
      'Favorites',
      'Most popular',
      'Private',
    ]);
  });

  it('maps the list tabs to their endpoints', () => {
    expect(CREATIONS_TABS.map(listKindOf)).toEqual([null, null, 'mine', 'favorites', 'popular', 'private']);
  });

  it('asks visitors to sign in for their own lists only', () => {
    expect(CREATIONS_TABS.filter(needsSignIn)).toEqual(['organizer', 'mine', 'my-favorites', 'private']);
  });
});

describe('the tab in the URL', () => {
  it('reads ?tab=, defaulting to My creations, or Quick results when ?s= is set', () => {
    expect(initialTab(q(''))).toBe('mine');
    expect(initialTab(q('tab=private'))).toBe('private');
    expect(initialTab(q('tab=nope'))).toBe('mine');
    expect(initialTab(q('s=fox'))).toBe('quick-results');
    expect(initialTab(q('s=fox&tab=mine'))).toBe('mine');
    expect(parseTab(undefined)).toBeNull();
  });

  it('writes the tab unless it is the default', () => {
    expect(syncedParams(q(''), { tab: 'mine', search: null })).toBeNull();
    expect(syncedParams(q(''), { tab: 'private', search: null })?.toString()).toBe('tab=private');
    expect(syncedParams(q('tab=private'), { tab: 'mine', search: null })?.toString()).toBe('');
    expect(syncedParams(q('tab=private'), { tab: 'private', search: null })).toBeNull();
  });

  it('sets or removes the search and keeps the tab explicit when the default changes with it', () => {
    expect(syncedParams(q(''), { tab: 'quick-results', search: 'fox' })?.toString()).toBe('s=fox');
    expect(syncedParams(q('s=fox'), { tab: 'quick-results', search: '' })?.toString()).toBe(
      'tab=quick-results',
    );
    expect(syncedParams(q('s=fox'), { tab: 'mine', search: null })?.toString()).toBe('s=fox&tab=mine');
    expect(
      syncedParams(q('s=fox&tab=quick-results'), { tab: 'quick-results', search: 'fox' })?.toString(),
    ).toBe('s=fox');
  });

  it('keeps the other parameters', () => {
    expect(syncedParams(q('onboarding=1'), { tab: 'organizer', search: null })?.toString()).toBe(
      'onboarding=1&tab=organizer',
    );
  });
});

describe('searchParamFor', () => {
  it('mirrors the searched keywords on Quick results only', () => {
    expect(searchParamFor('quick-results', 'fox')).toBe('fox');
    expect(searchParamFor('quick-results', 'fo')).toBe('');
    expect(searchParamFor('mine', 'fox')).toBeNull();
  });
});
