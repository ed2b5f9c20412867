import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backoffDelay, checkJobId, checkProgress, createRegistry, defineJob, resolveOptions } from './define';

const job = (name: string) => defineJob({ name, payload: z.object({}), run: async () => null });

describe('job definitions', () => {
  it('defaults to 3 attempts and no backoff', () => {
    expect(resolveOptions(undefined, 'j')).toEqual({ attempts: 3, backoff: null });
  });

  it('rejects bad options when the job is defined', () => {
    const bad = (options: object) => () =>
      defineJob({ name: 'j', payload: z.object({}), options, run: async () => null });
    expect(bad({ attempts: 0 })).toThrow(/attempts/);
    expect(bad({ attempts: 1.5 })).toThrow(/attempts/);
    expect(bad({ backoff: { type: 'fixed', delay: -1 } })).toThrow(/backoff/);
    expect(() => job(' ')).toThrow(/name/);
  });

  it('rejects a recurring job without a whole slot length or with an id runs cannot use', () => {
    const recurring = (everyMs: number, id: string) => () =>
      defineJob({
        name: 'j',
        payload: z.object({}),
        recurring: { id, everyMs, payload: () => ({}) },
        run: async () => null,
      });
    expect(recurring(60_000, 'upkeep')).not.toThrow();
    expect(recurring(0, 'upkeep')).toThrow(/everyMs/);
    expect(recurring(1.5, 'upkeep')).toThrow(/everyMs/);
    expect(recurring(60_000, ' ')).toThrow(/id/);
    expect(recurring(60_000, 'up:keep')).toThrow(/invalid job id/);
  });

  it('computes fixed and exponential backoff per failed try', () => {
    expect(backoffDelay(null, 2)).toBe(0);
    expect([1, 2, 3].map((a) => backoffDelay({ type: 'fixed', delay: 100 }, a))).toEqual([100, 100, 100]);
    expect([1, 2, 3].map((a) => backoffDelay({ type: 'exponential', delay: 100 }, a))).toEqual([
      100, 200, 400,
    ]);
  });

  it('refuses two jobs with one name in a queue', () => {
    expect(() => createRegistry([job('a'), job('a')])).toThrow(/registered twice/);
    expect([...createRegistry([job('a'), job('b')]).keys()]).toEqual(['a', 'b']);
  });

  it('accepts job ids BullMQ accepts, in both drivers', () => {
    expect(() => checkJobId('gen-42_x')).not.toThrow();
    for (const bad of ['', '42', 'a:b', 'x'.repeat(201)])
      expect(() => checkJobId(bad)).toThrow(/invalid job id/);
  });

  it('clamps progress to 0..100 and refuses non-numbers', () => {
    expect([-5, 42.5, 250].map(checkProgress)).toEqual([0, 42.5, 100]);
    expect(() => checkProgress(Number.NaN)).toThrow(/progress/);
  });
});
