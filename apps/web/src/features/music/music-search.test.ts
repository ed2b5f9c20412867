import { describe, expect, it } from 'vitest';
import {
  SEARCH_MAX_CHARS,
  SEARCH_PLACEHOLDER,
  SIMILAR_DEBOUNCE_MS,
  SIMILAR_MAX,
  canSearch,
  isSearching,
  searchKeywords,
} from './music-search';

describe('music search (§2, §5, §9)', () => {
  it("uses the spec's placeholder and limits", () => {
    expect(SEARCH_PLACEHOLDER).toBe('Enter keywords to find music ...');
    expect(SIMILAR_DEBOUNCE_MS).toBe(1000);
    expect(SIMILAR_MAX).toBe(20);
  });
  it('searches from 3 characters of trimmed keywords', () => {
    expect(canSearch(searchKeywords('  ab  '))).toBe(false);
    expect(canSearch(searchKeywords('a  b'))).toBe(true);
    expect(searchKeywords('  lo   fi  ')).toBe('lo fi');
    expect(searchKeywords('x'.repeat(900))).toHaveLength(SEARCH_MAX_CHARS);
  });
  it('shows the galleries again when the box is emptied', () => {
    expect(isSearching('')).toBe(false);
    expect(isSearching('   ')).toBe(false);
    expect(isSearching('j')).toBe(true);
  });
});
