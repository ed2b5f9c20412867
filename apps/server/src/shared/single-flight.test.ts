import { describe, expect, it } from 'vitest';
import { SingleFlight } from './single-flight';

describe('SingleFlight', () => {
  it('runs the work once for concurrent callers of one key, and again once it has settled', async () => {
    const flight = new SingleFlight<number>();
    let runs = 0;
    const work = async () => ++runs;
    const [a, b] = await Promise.all([flight.run('k', work), flight.run('k', work)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    expect(await flight.run('other', work)).toBe(2);
    expect(await flight.run('k', work)).toBe(3);
  });

  it('forgets a key whose work failed', async () => {
    const flight = new SingleFlight<string>();
    await expect(flight.run('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await flight.run('k', async () => 'up')).toBe('up');
  });
});
