import { describe, expect, it } from 'vitest';
import { autoSortStatus, canRequestSort, countHint, initialCount } from './auto-sort';

describe('auto-sort count (media-generation.md §5)', () => {
  it('starts at 5 within the tier bounds', () => {
    expect(initialCount('')).toBe(5);
    expect(initialCount(true)).toBe(5);
    expect(initialCount('premium')).toBe(5);
  });

  it('says the bounds of the tier', () => {
    expect(countHint(true)).toBe('1 to 5 for your plan');
    expect(countHint('premium')).toBe('0 to 20 for your plan');
    expect(countHint('ultimate')).toBe('0 to 100 for your plan');
    expect(countHint('')).toBe('0 to 100 for your plan');
  });
});

describe('auto-sort status (§4)', () => {
  it('runs while created and not finished', () => {
    expect(autoSortStatus(null)).toEqual({ state: 'idle' });
    expect(autoSortStatus({ createdOn: 't1', finishedOn: null })).toEqual({ state: 'running' });
    expect(autoSortStatus({ createdOn: 't1', finishedOn: 't2', message: 'Nothing to sort.' })).toEqual({
      state: 'done',
      finishedOn: 't2',
      message: 'Nothing to sort.',
    });
  });

  it('lets a sort start with a positive count when none is running', () => {
    expect(canRequestSort(3, { state: 'idle' })).toBe(true);
    expect(canRequestSort(0, { state: 'idle' })).toBe(false);
    expect(canRequestSort(3, { state: 'running' })).toBe(false);
    expect(canRequestSort(3, { state: 'done', finishedOn: 't', message: null })).toBe(true);
  });
});
