import { describe, expect, it } from 'vitest';
import { NEW_TIMELINE, place, playedAt } from './schedule';

describe('bar schedule', () => {
  it('starts the first bar one second after it arrives and the next ones back to back', () => {
    const first = place(NEW_TIMELINE, 0, 10);
    expect(first.when).toBe(11);
    const second = place(first.timeline, 2, 11.5);
    expect(second.when).toBe(13);
    expect(second.timeline.gaps).toBe(0);
    expect(playedAt(second.timeline, 12.5)).toBeCloseTo(1.5);
    expect(playedAt(NEW_TIMELINE, 12.5)).toBe(0);
    expect(playedAt(second.timeline, 10.2)).toBe(0);
  });

  it('moves the stream later when a bar comes too late, counting a gap', () => {
    const first = place(NEW_TIMELINE, 0, 0);
    const late = place(first.timeline, 2, 3.5);
    expect(late.when).toBeCloseTo(3.55);
    expect(late.timeline.gaps).toBe(1);
    // The next bar follows the moved one without a gap.
    expect(place(late.timeline, 4, 4).when).toBeCloseTo(5.55);
  });
});
