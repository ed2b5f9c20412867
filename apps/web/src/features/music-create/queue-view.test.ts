import { describe, expect, it } from 'vitest';
import type { MusicTrack } from '@muse/contracts';
import { QUEUE_POLL_MS, finishedSince, queuePollInterval, queueView } from './queue-view';

const track = (over: Partial<MusicTrack> = {}): MusicTrack => ({
  _id: 't1',
  filename: 'f1',
  name: 'Rain',
  description: '',
  lyrics: '',
  tags: [],
  seed: 1,
  keywords: 'rain',
  musicType: 'song',
  model: 'mozart',
  url: null,
  midiUrl: null,
  imageUrl: null,
  imageThumbUrl: null,
  likes: 0,
  reaction: null,
  public: false,
  userId: 'u1',
  createdOn: '2026-01-01T00:00:00Z',
  requestedOn: '2026-01-01T00:00:00Z',
  startedOn: null,
  finishedOn: null,
  message: null,
  progress: 0,
  YouTubeId: null,
  videoRequestedOn: null,
  complexity: 250,
  length: 30,
  access: { canManage: true, canRequestVideo: true, canExtend: true, canDownload: false },
  ...over,
});

describe('queueView (§2 queue view, §4 track states, §8 busy queue)', () => {
  it("shows 'In the queue' and 'Creating...' with progress, and leaves finished tracks out", () => {
    const view = queueView(
      [
        track(),
        track({ _id: 't2', startedOn: 'x', progress: 42.4 }),
        track({ _id: 't3', startedOn: 'x', finishedOn: 'y' }),
      ],
      true,
    );
    expect(view.rows).toEqual([
      { id: 't1', name: 'Rain', musicType: 'song', state: 'In the queue', progress: null },
      { id: 't2', name: 'Rain', musicType: 'song', state: 'Creating...', progress: 42 },
    ]);
    expect(view.toggleLabel).toBe('Hide Queue');
  });

  it('says Show Queue while closed and shows the busy text only with more than one waiting', () => {
    expect(queueView([track()], false)).toMatchObject({ toggleLabel: 'Show Queue', busyText: null });
    expect(queueView([track(), track({ _id: 't2' })], false).busyText).toBe(
      "We're very busy right now, so please wait for your music!... We'll send you an email when it's done",
    );
    expect(queueView(undefined, false).rows).toEqual([]);
  });

  it('keeps progress within 0..100 and names untitled tracks', () => {
    const [row] = queueView([track({ name: '', startedOn: 'x', progress: 140 })], true).rows;
    expect(row).toMatchObject({ name: 'Untitled', progress: 100 });
  });
});

describe('polling and finishing', () => {
  it('polls every 3 s only while something is unfinished', () => {
    expect(QUEUE_POLL_MS).toBe(3000);
    expect(queuePollInterval([track()])).toBe(3000);
    expect(queuePollInterval([track({ finishedOn: 'y' })])).toBe(false);
    expect(queuePollInterval(undefined)).toBe(false);
  });

  it('finds the tracks that finished since the last read', () => {
    expect(finishedSince(['t1', 't2'], [track({ _id: 't2' })])).toEqual(['t1']);
    expect(finishedSince(['t1'], [track({ _id: 't1', finishedOn: 'y' })])).toEqual(['t1']);
    expect(finishedSince([], [track()])).toEqual([]);
  });
});
