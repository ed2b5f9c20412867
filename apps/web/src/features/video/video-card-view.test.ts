import { describe, expect, it } from 'vitest';
import type { ImageItem } from '@muse/contracts';
import { videoCardView } from './video-card-view';

const item = (patch: Partial<ImageItem>) =>
  ({
    requestedOn: '2026-11-29T10:00:00Z',
    startedOn: null,
    finishedOn: null,
    url: null,
    imageUrl: null,
    message: null,
    ...patch,
  }) as ImageItem;

describe('video card', () => {
  it('waits in the queue, then shows the progress the socket reports', () => {
    expect(videoCardView(item({}), undefined)).toEqual({
      kind: 'waiting',
      text: 'Waiting in the queue…',
      progress: null,
    });
    expect(videoCardView(item({ startedOn: '2026-11-29T10:00:01Z' }), 42)).toEqual({
      kind: 'waiting',
      text: 'Making your video…',
      progress: 42,
    });
  });

  it('opens a finished video, and says why one has none', () => {
    const done = { startedOn: '2026-11-29T10:00:01Z', finishedOn: '2026-11-29T10:00:09Z' };
    expect(videoCardView(item({ ...done, url: '/media/v.mp4', imageUrl: '/media/p.png' }), 100)).toEqual({
      kind: 'ready',
    });
    expect(videoCardView(item({ ...done, message: 'no-credits' }), 100)).toMatchObject({
      kind: 'failed',
      canRetry: true,
    });
    expect(videoCardView(item({ ...done, message: 'internal-filter: violence' }), 100)).toMatchObject({
      kind: 'failed',
      canRetry: false,
    });
    expect(
      videoCardView(item({ ...done, message: 'The video could not be made: FFmpeg stopped' }), 100),
    ).toEqual({
      kind: 'failed',
      text: 'Could not be made: FFmpeg stopped',
      canRetry: true,
    });
  });
});
