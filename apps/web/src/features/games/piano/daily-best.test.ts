import { describe, expect, it } from 'vitest';
import { DAILY_BEST_KEY, localDay, readDailyBest, recordDailyBest, type BestStore } from './daily-best';

function memory(): BestStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('the daily best', () => {
  const morning = new Date(2026, 2, 14, 8, 0);
  const evening = new Date(2026, 2, 14, 23, 30);
  const tomorrow = new Date(2026, 2, 15, 0, 5);

  it('keeps the best score of the local day and starts again the next day', () => {
    const store = memory();
    expect(localDay(morning)).toBe('2026-03-14');
    expect(readDailyBest(store, morning)).toBe(0);
    expect(recordDailyBest(store, 1200, morning)).toEqual({ best: 1200, isNew: true });
    expect(recordDailyBest(store, 800, evening)).toEqual({ best: 1200, isNew: false });
    expect(recordDailyBest(store, 1200, evening)).toEqual({ best: 1200, isNew: false });
    expect(readDailyBest(store, evening)).toBe(1200);
    expect(readDailyBest(store, tomorrow)).toBe(0);
    expect(recordDailyBest(store, 300, tomorrow)).toEqual({ best: 300, isNew: true });
    expect(JSON.parse(store.data.get(DAILY_BEST_KEY)!)).toEqual({ day: '2026-03-15', score: 300 });
  });

  it('a score of 0 is never a best; unreadable or blocked storage gives 0 and breaks nothing', () => {
    const store = memory();
    expect(recordDailyBest(store, 0, morning)).toEqual({ best: 0, isNew: false });
    store.data.set(DAILY_BEST_KEY, '{broken');
    expect(readDailyBest(store, morning)).toBe(0);
    store.data.set(DAILY_BEST_KEY, JSON.stringify({ day: '2026-03-14', score: 'lots' }));
    expect(readDailyBest(store, morning)).toBe(0);
    const blocked: BestStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readDailyBest(blocked, morning)).toBe(0);
    expect(recordDailyBest(blocked, 50, morning)).toEqual({ best: 50, isNew: true });
    expect(readDailyBest(null, morning)).toBe(0);
  });
});
