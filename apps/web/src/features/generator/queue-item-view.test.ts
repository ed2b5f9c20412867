import { describe, expect, it } from 'vitest';
import type { ImageItem } from '@muse/contracts';
import { queueItemView } from './queue-item-view';

const item = (over: Partial<ImageItem> = {}): ImageItem => ({
  _id: 'i1',
  filename: 'f1',
  name: 'Fox',
  description: 'a fox',
  tags: [],
  model: 'art',
  width: 1024,
  height: 1024,
  size: 'square',
  imageUrl: null,
  imageThumbUrl: null,
  private: false,
  shareLink: null,
  userId: 'u1',
  likes: 0,
  views: 0,
  liked: false,
  featured: false,
  requestedOn: '2026-01-01T00:00:00Z',
  startedOn: null,
  finishedOn: null,
  message: null,
  credits: 1,
  steps: 25,
  categoryId: null,
  public: true,
  ...over,
});

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
    expect(queueItemView(item({ ...done, message: 'no-credits' })).label).toBe('no-credits');
    expect(queueItemView(item({ ...done, message: 'internal-filter: x' })).status).toBe('blocked');
    expect(queueItemView(item({ ...done, message: 'engine broke' })).label).toBe('engine broke');
  });
  it('keeps creating when the socket says finished before the item is re-read', () => {
    expect(
      queueItemView(item(), { _id: 'i1', filename: 'f1', state: 'finished', progress: 100 }).status,
    ).toBe('creating');
  });
});
