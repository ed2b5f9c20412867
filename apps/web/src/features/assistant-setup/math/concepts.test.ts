import { describe, expect, it } from 'vitest';
import { formatConcepts, parseConcepts } from './concepts';

describe('concepts as a comma list', () => {
  it('trims each concept and drops blanks', () => {
    expect(parseConcepts(' slope,  y-intercept ,, ,linear  equations ')).toEqual([
      'slope',
      'y-intercept',
      'linear equations',
    ]);
  });
  it('gives an empty list for an empty or blank field', () => {
    expect(parseConcepts('')).toEqual([]);
    expect(parseConcepts(' , ,')).toEqual([]);
  });
  it('drops a concept typed twice, keeping the first spelling', () => {
    expect(parseConcepts('Slope, slope, area')).toEqual(['Slope', 'area']);
  });
  it('writes a list back as the field shows it', () => {
    expect(formatConcepts(['slope', 'area'])).toBe('slope, area');
    expect(parseConcepts(formatConcepts(['a b', 'c']))).toEqual(['a b', 'c']);
  });
});
