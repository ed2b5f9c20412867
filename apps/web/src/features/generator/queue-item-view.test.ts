import { describe, expect, it } from 'vitest';
import type { ImageItem } from '@muse/contracts';
import { buildImageItem } from '../../shared/image-item.fixtures';
import { QUEUE_TEXTS, queueItemCardView, queueItemView } from './queue-item-view';
import type { QueueViewer } from './queue-item-view';

const item = (over: Partial<ImageItem> = {}): ImageItem => buildImageItem(over);

describe('queueItemView (§4)', () => {
  it('goes from queued to creating with the socket progress', () => {
    expect(queueItemView(item()).label).toBe('In the queue');
    expect(queueItemView(item(), { _id: 'i1', filename: 'f1', state: 'started', progress: 40 })).toEqual({
      status: 'creating',
      label: 'Creating...',
      progress: 40,
    });
  });
  it('shows finished outcomes', () => {
    const done = { startedOn: 'x', finishedOn: 'y' };
    expect(queueItemView(item({ ...done, imageUrl: '/a.png' })).status).toBe('ready');
    expect(queueItemView(item({ ...done, message: 'no-credits' })).label).toBe(
      'Not enough credits to create this image.',
    );
    expect(queueItemView(item({ ...done, message: 'internal-filter: x' }))).toMatchObject({
      status: 'blocked',
      block: 'internal',
    });
    expect(queueItemView(item({ ...done, message: 'external-filter' }))).toMatchObject({
      status: 'blocked',
      block: 'external',
      label: 'This image was blocked by the model provider.',
    });
    expect(queueItemView(item({ ...done, message: 'engine broke' })).label).toBe('engine broke');
  });
  it('keeps creating when the socket says finished before the item is re-read', () => {
    expect(
      queueItemView(item(), { _id: 'i1', filename: 'f1', state: 'finished', progress: 100 }).status,
    ).toBe('creating');
  });
});

describe('queueItemCardView: what the card offers (§4, §8)', () => {
  const done = { startedOn: 'x', finishedOn: 'y' };
  const free: QueueViewer = { subscription: '', balance: 10 };
  const card = (over: Partial<ImageItem>, viewer: QueueViewer | null = free) => {
    const it = item(over);
    return queueItemCardView(queueItemView(it), it, viewer);
  };

  it('offers Cancel while queued, nothing while creating or when ready', () => {
    expect(card({}).actions).toEqual(['cancel']);
    expect(card({ startedOn: 'x' }).actions).toEqual([]);
    expect(card({ ...done, imageUrl: '/a.png' }).actions).toEqual([]);
  });

  it('offers Retry for a failure', () => {
    expect(card({ ...done, message: 'engine broke' })).toMatchObject({
      status: 'failed',
      label: 'engine broke',
      actions: ['retry'],
    });
  });

  it('offers a retry for no-credits when the balance covers the cost, otherwise more credits', () => {
    const noCredits = { ...done, message: 'no-credits', credits: 4 };
    expect(card(noCredits, { subscription: '', balance: 4 }).actions).toEqual(['retry']);
    expect(card(noCredits, { subscription: '', balance: 3 }).actions).toEqual(['buy-credits']);
    expect(card({ ...noCredits, credits: 0 }, { subscription: '', balance: 0 }).actions).toEqual([
      'buy-credits',
    ]);
    expect(card(noCredits, null).actions).toEqual(['buy-credits']);
  });

  it('shows the block message for our own filter, to every tier, with nothing to click', () => {
    for (const subscription of ['', true, 'premium'])
      expect(card({ ...done, message: 'internal-filter: violence' }, { subscription, balance: 0 })).toEqual({
        status: 'blocked',
        block: 'internal',
        label: QUEUE_TEXTS.blockedInternal,
        progress: null,
        actions: [],
      });
  });

  it('shows Free users the free-tier message with Subscribe for a provider block', () => {
    const blocked = { ...done, message: 'external-filter: moderation' };
    for (const subscription of ['', null, undefined, false])
      expect(card(blocked, { subscription, balance: 100 })).toMatchObject({
        status: 'blocked',
        block: 'external',
        label: QUEUE_TEXTS.blockedFreeTier,
        actions: ['subscribe'],
      });
  });

  it('shows subscribers (trial and paid) the external block message', () => {
    const blocked = { ...done, message: 'external-filter' };
    for (const subscription of [true, 'true', 'premium', 'ultimate', 'trialpro', 'trialpremium'])
      expect(card(blocked, { subscription, balance: 0 })).toMatchObject({
        label: QUEUE_TEXTS.blockedExternal,
        actions: [],
      });
    expect(card(blocked, null)).toMatchObject({ label: QUEUE_TEXTS.blockedExternal, actions: [] });
  });
});
