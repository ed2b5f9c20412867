import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits, ifRangeHolds, parseRangeHeader } from './media-http';

describe('parseRangeHeader', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100 }],
    ['bytes=-500', { suffix: 500 }],
    ['bytes=5-5', { start: 5, end: 5 }],
    [' bytes = 1 - 2 ', { start: 1, end: 2 }],
  ])('%s → %o', (header, expected) => {
    expect(parseRangeHeader(header)).toEqual(expected);
  });

  it.each([
    undefined,
    '',
    'bytes=',
    'bytes=-',
    'bytes=5-2',
    'items=0-1',
    'bytes=0-1,4-5',
    'bytes=a-b',
    'bytes=1234567890123456-',
  ])('ignores %o', (header) => {
    expect(parseRangeHeader(header)).toBeUndefined();
  });
});

describe('entity tags', () => {
  it('If-None-Match compares weakly and accepts lists and *', () => {
    expect(ifNoneMatchHits('"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('W/"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('"x", "abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits('*', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('"x"', '"abc"')).toBe(false);
    expect(ifNoneMatchHits(undefined, '"abc"')).toBe(false);
    expect(ifNoneMatchHits('"abc"', undefined)).toBe(false);
  });

  it('If-Range holds only for the same strong tag', () => {
    expect(ifRangeHolds(undefined, '"abc"')).toBe(true);
    expect(ifRangeHolds('"abc"', '"abc"')).toBe(true);
    expect(ifRangeHolds('"x"', '"abc"')).toBe(false);
    expect(ifRangeHolds('W/"abc"', 'W/"abc"')).toBe(false);
    expect(ifRangeHolds('Wed, 21 Oct 2015 07:28:00 GMT', '"abc"')).toBe(false);
  });
});
