import { describe, expect, it } from 'vitest';
import { initialPoll, nextPoll, type PollState } from './gift-poll';

describe('waiting for a gift card payment (§4, §8, §9)', () => {
  it('stops as soon as the amount is set, 0 included (a streak reward card)', () => {
    expect(nextPoll(initialPoll(), { amount: null })).toEqual({ tries: 1, status: 'waiting' });
    expect(nextPoll(initialPoll(), { amount: 2000 })).toEqual({ tries: 1, status: 'paid' });
    expect(nextPoll(initialPoll(), { amount: 0 })).toEqual({ tries: 1, status: 'paid' });
  });

  it('ignores failed reads, which only use up a try', () => {
    const after = nextPoll(nextPoll(initialPoll(), 'error'), 'error');
    expect(after).toEqual({ tries: 2, status: 'waiting' });
    expect(nextPoll(after, { amount: 500 }).status).toBe('paid');
  });

  it('gives up after 600 tries', () => {
    let state: PollState = initialPoll();
    for (let i = 0; i < 599; i++) state = nextPoll(state, { amount: null });
    expect(state).toEqual({ tries: 599, status: 'waiting' });
    state = nextPoll(state, 'error');
    expect(state).toEqual({ tries: 600, status: 'gave-up' });
    // Nothing moves once settled.
    expect(nextPoll(state, { amount: 500 })).toBe(state);
  });
});
