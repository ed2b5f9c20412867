import { describe, expect, it } from 'vitest';
import { MAX_STEP_MS, songTimeAt, startClock, tickClock } from './round-clock';

describe('the round clock', () => {
  it('follows the wall clock while frames come on time', () => {
    let clock = startClock(1000, -2);
    for (let wall = 1016; wall <= 2000; wall += 16) clock = tickClock(clock, wall);
    expect(clock.wall).toBe(1992);
    expect(clock.song).toBeCloseTo(-2 + 0.992, 6);
    expect(songTimeAt(clock, clock.wall + 10)).toBeCloseTo(clock.song + 0.01, 6);
  });

  it('waits through a stall instead of jumping: a 3 s freeze moves the song by one step only', () => {
    const before = tickClock(startClock(0, 0), 16);
    const after = tickClock(before, 3016);
    expect(after.song - before.song).toBeCloseTo(MAX_STEP_MS / 1000, 6);
    expect(tickClock(after, 3032).song - after.song).toBeCloseTo(0.016, 6);
  });

  it('judges an input event stamped just before the last frame at its own moment', () => {
    const clock = tickClock(startClock(0, 5), 50);
    expect(songTimeAt(clock, 40)).toBeCloseTo(5.04, 6);
    expect(songTimeAt(clock, -1000)).toBeCloseTo(clock.song - MAX_STEP_MS / 1000, 6);
  });
});
