import { describe, expect, it } from 'vitest';
import {
  MUSIC_POLL_MS,
  coverOf,
  formatDuration,
  formatLength,
  likesText,
  pollWhilePending,
  trackStatus,
  visibleTracks,
} from './track-view';

const base = { startedOn: null, finishedOn: null, progress: 0, url: null, message: null };

describe('formatDuration', () => {
  it('writes minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5.9)).toBe('0:05');
    expect(formatDuration(185)).toBe('3:05');
    expect(formatDuration(3723)).toBe('1:02:03');
  });
  it('rounds track lengths to the nearest second', () => {
    expect(formatLength(19.98)).toBe('0:20');
    expect(formatLength(30.4)).toBe('0:30');
    expect(formatLength(NaN)).toBe('0:00');
  });
  it('treats unknown lengths as 0', () => {
    expect(formatDuration(NaN)).toBe('0:00');
    expect(formatDuration(Infinity)).toBe('0:00');
    expect(formatDuration(-3)).toBe('0:00');
  });
});

describe('trackStatus (§4 track states)', () => {
  it("is 'In the queue' before it starts, without progress", () => {
    expect(trackStatus(base)).toEqual({ kind: 'pending', text: 'In the queue', progress: null });
  });
  it("is 'Creating...' with its progress once started", () => {
    expect(trackStatus({ ...base, startedOn: 't', progress: 42.4 })).toEqual({
      kind: 'pending',
      text: 'Creating...',
      progress: 42,
    });
    expect(trackStatus({ ...base, startedOn: 't', progress: 140 })).toMatchObject({ progress: 100 });
  });
  it('is ready when finished with audio, failed without', () => {
    expect(trackStatus({ ...base, startedOn: 't', finishedOn: 't', url: '/a.mp3' })).toEqual({
      kind: 'ready',
    });
    expect(trackStatus({ ...base, finishedOn: 't', message: 'engine broke' })).toEqual({
      kind: 'failed',
      text: 'engine broke',
    });
    expect(trackStatus({ ...base, finishedOn: 't' })).toMatchObject({ kind: 'failed' });
  });
});

describe('polling and galleries', () => {
  it('polls every 3 s only while something is unfinished', () => {
    expect(MUSIC_POLL_MS).toBe(3000);
    expect(pollWhilePending([{ finishedOn: 't' }, { finishedOn: null }])).toBe(3000);
    expect(pollWhilePending([{ finishedOn: 't' }])).toBe(false);
    expect(pollWhilePending([])).toBe(false);
  });
  it("hides tracks whose imageUrl is 'error' (§3)", () => {
    const tracks = [{ imageUrl: 'error' }, { imageUrl: '/a.png' }, { imageUrl: null }];
    expect(visibleTracks(tracks)).toEqual([{ imageUrl: '/a.png' }, { imageUrl: null }]);
  });
  it('prefers the thumbnail as the cover', () => {
    expect(coverOf({ imageThumbUrl: '/t.webp', imageUrl: '/i.png' })).toBe('/t.webp');
    expect(coverOf({ imageThumbUrl: null, imageUrl: '/i.png' })).toBe('/i.png');
    expect(coverOf({ imageThumbUrl: null, imageUrl: 'error' })).toBeNull();
  });
  it('counts likes in words', () => {
    expect(likesText(1)).toBe('1 like');
    expect(likesText(0)).toBe('0 likes');
  });
});
