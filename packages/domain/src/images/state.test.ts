import { describe, expect, it } from 'vitest';
import {
  HIGHEST_QUEUE_LIMIT,
  INTERNAL_FILTER_MARKER,
  NO_CREDITS_MARKER,
  QUEUE_LIMITS,
  QUEUE_LIMIT_MESSAGE,
  QUEUE_POLL_MS,
  canAddToQueue,
  canCancelItem,
  canRestartItem,
  isItemPending,
  itemOutcome,
  itemState,
  noCreditsAction,
  queueLimit,
  shouldPollQueue,
} from './index';

const at = '2026-01-01T00:00:00.000Z';

describe('item generation state (media-generation.md §4)', () => {
  it('follows requestedOn, startedOn and finishedOn', () => {
    expect(itemState({})).toBe('draft');
    expect(itemState({ requestedOn: null, startedOn: undefined, finishedOn: '' })).toBe('draft');
    expect(itemState({ requestedOn: at })).toBe('requested');
    expect(itemState({ requestedOn: at, startedOn: at })).toBe('started');
    expect(itemState({ requestedOn: at, startedOn: at, finishedOn: at })).toBe('finished');
    expect(itemState({ finishedOn: new Date(at) })).toBe('finished');
  });

  it('is pending while requested or started', () => {
    expect([{}, { requestedOn: at }, { startedOn: at }, { finishedOn: at }].map(isItemPending)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('uses the spec markers', () => {
    expect(NO_CREDITS_MARKER).toBe('no-credits');
    expect(INTERNAL_FILTER_MARKER).toBe('internal-filter');
  });

  it('has no outcome before it finishes', () => {
    expect(itemOutcome({ startedOn: at, imageUrl: 'https://x/a.png' })).toBeNull();
  });

  it.each([
    [{ imageUrl: '/api/media/public/a.png' }, 'ready'],
    [{ imageUrl: '/api/media/public/a.png', message: 'no-credits' }, 'ready'],
    [{ imageUrl: '', message: 'no-credits' }, 'no-credits'],
    [{ imageUrl: null, message: 'internal-filter' }, 'blocked-internal'],
    [{ message: 'internal-filter: violence' }, 'blocked-internal'],
    [{ message: 'external-filter' }, 'blocked-external'],
    [{ imageUrl: '  ', message: 'timeout' }, 'failed'],
    [{}, 'failed'],
  ])('a finished item with %j is %s', (result, outcome) => {
    expect(itemOutcome({ finishedOn: at, ...result })).toBe(outcome);
  });

  it('offers retry for no-credits when the balance is enough, else credit purchase', () => {
    expect(noCreditsAction(4, 4)).toBe('retry');
    expect(noCreditsAction(3, 4)).toBe('buy-credits');
  });

  it('restarts failed and no-credits items, not blocked or ready ones', () => {
    const finished = (message: string, imageUrl = '') => ({ finishedOn: at, message, imageUrl });
    expect(canRestartItem(finished('boom'))).toBe(true);
    expect(canRestartItem(finished('no-credits'))).toBe(true);
    expect(canRestartItem(finished('internal-filter'))).toBe(false);
    expect(canRestartItem(finished('external-filter'))).toBe(false);
    expect(canRestartItem(finished('', 'https://x/a.png'))).toBe(false);
  });

  it('cancels only a request that has not started', () => {
    expect(canCancelItem({ requestedOn: at })).toBe(true);
    expect(canCancelItem({ requestedOn: at, startedOn: at })).toBe(false);
    expect(canCancelItem({})).toBe(false);
  });
});

describe('queue (§4, §5, §8)', () => {
  it('polls every 3 s while the count is above 0 or any item is pending', () => {
    expect(QUEUE_POLL_MS).toBe(3000);
    expect(shouldPollQueue(1, [])).toBe(true);
    expect(shouldPollQueue(0, [{ finishedOn: at }, { requestedOn: at }])).toBe(true);
    expect(shouldPollQueue(0, [{ requestedOn: at, startedOn: at }])).toBe(true);
    expect(shouldPollQueue(0, [{ finishedOn: at }, {}])).toBe(false);
    expect(shouldPollQueue(0, [])).toBe(false);
  });

  it('limits the queue per tier and grows with the tier', () => {
    expect(QUEUE_LIMITS).toEqual({ '': 2, trialpro: 3, trialpremium: 4, true: 5, premium: 8, ultimate: 12 });
    expect(
      ['', 'trialpro', 'trialpremium', true, 'premium', 'ultimate', 'bogus'].map((t) => queueLimit(t, 0)),
    ).toEqual([2, 3, 4, 5, 8, 12, 2]);
  });

  it('rises to the highest limit when the balance is above 1000 credits (strictly)', () => {
    expect(HIGHEST_QUEUE_LIMIT).toBe(12);
    expect(queueLimit('', 1000)).toBe(2);
    expect(queueLimit('', 1001)).toBe(12);
    expect(queueLimit('premium', 1000)).toBe(8);
    expect(queueLimit('premium', 1000.5)).toBe(12);
  });

  it('refuses additions past the limit', () => {
    expect(canAddToQueue({ tier: '', balance: 0, queued: 1 })).toBe(true);
    expect(canAddToQueue({ tier: '', balance: 0, queued: 2 })).toBe(false);
    expect(canAddToQueue({ tier: '', balance: 0, queued: 1, adding: 2 })).toBe(false);
    expect(canAddToQueue({ tier: '', balance: 5000, queued: 10, adding: 2 })).toBe(true);
  });

  it('uses the spec text for the upgrade prompt', () => {
    expect(QUEUE_LIMIT_MESSAGE).toBe('Upgrade to add more generations in the queue');
  });
});
