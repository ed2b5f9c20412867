import { describe, expect, it } from 'vitest';
import { AUTOPLAY_KEY, autoplayAtTrackEnd, readAutoplay, startAutoplay, stopAutoplay } from './autoplay';
import { memoryStore } from './memory-store.test-helper';

describe('autoplay-N (§4, §9 default 10)', () => {
  it('"Play 10" stores a counter of 10', () => {
    const store = memoryStore();
    expect(readAutoplay(store)).toBeNull();
    expect(startAutoplay(store)).toBe(10);
    expect(store.map.get(AUTOPLAY_KEY)).toBe('10');
  });

  it('counts down at each track end, moving on, and is removed at 0', () => {
    const store = memoryStore();
    startAutoplay(store);
    const ends = [];
    for (let i = 0; i < 10; i++) ends.push(autoplayAtTrackEnd(store, null));
    // Ten tracks in all: nine moves to the next track, and the tenth end stops.
    expect(ends.filter((e) => e.advance)).toHaveLength(9);
    expect(ends[0]).toEqual({ count: 9, advance: true });
    expect(ends[9]).toEqual({ count: null, advance: false });
    expect(store.map.has(AUTOPLAY_KEY)).toBe(false);
    expect(autoplayAtTrackEnd(store, null)).toEqual({ count: null, advance: false });
  });

  it('ignores a counter edited by hand and can be stopped', () => {
    const store = memoryStore();
    store.setItem(AUTOPLAY_KEY, 'lots');
    expect(readAutoplay(store)).toBeNull();
    store.setItem(AUTOPLAY_KEY, '99');
    expect(readAutoplay(store)).toBeNull();
    startAutoplay(store);
    stopAutoplay(store);
    expect(readAutoplay(store)).toBeNull();
  });

  it("falls back on the page's count without storage", () => {
    expect(autoplayAtTrackEnd(null, 3)).toEqual({ count: 2, advance: true });
    expect(autoplayAtTrackEnd(null, 1)).toEqual({ count: null, advance: false });
  });
});
