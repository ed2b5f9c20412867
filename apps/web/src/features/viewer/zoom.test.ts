import { describe, expect, it } from 'vitest';
import { clampZoom, listFromState, neighbours } from './zoom';

describe('viewer helpers', () => {
  it('clamp zoom to 0.5–2 (§9)', () => {
    expect(clampZoom(0.1)).toBe(0.5);
    expect(clampZoom(3)).toBe(2);
    expect(clampZoom(1.25)).toBe(1.25);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
  it('find neighbours in the opening list', () => {
    expect(neighbours(['a', 'b', 'c'], 'b')).toEqual({ prev: 'a', next: 'c' });
    expect(neighbours(['a'], 'a')).toEqual({ prev: null, next: null });
    expect(neighbours([], 'x')).toEqual({ prev: null, next: null });
  });
  it('read the list from router state', () => {
    expect(listFromState({ list: ['a', 1, 'b'] })).toEqual(['a', 'b']);
    expect(listFromState(null)).toEqual([]);
  });
});
