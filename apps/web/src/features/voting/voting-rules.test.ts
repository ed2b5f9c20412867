import { describe, expect, it } from 'vitest';
import type { ImageItem } from '@muse/contracts';
import { buildImageItem } from '../../shared/image-item.fixtures';
import {
  VOTING_SHOWN_KEY,
  afterCloseRequest,
  isVotable,
  markVotingSeen,
  shouldFetchRandom,
  shouldShowVoting,
  voteStands,
  votingSeen,
} from './voting-rules';
import type { FlagStore, VotingConditions } from './voting-rules';

const item = (over: Partial<ImageItem> = {}): ImageItem =>
  buildImageItem({
    imageUrl: '/api/media/public/f1.png',
    imageThumbUrl: '/api/media/public/f1.webp',
    userId: 'someone',
    startedOn: '2026-01-01T00:00:01Z',
    finishedOn: '2026-01-01T00:00:05Z',
    ...over,
  });

function memoryStore(): FlagStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const throwing: FlagStore = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
};

describe('voting screen: once per browser (§2)', () => {
  it('is unseen until the flag is set, then seen for good', () => {
    const store = memoryStore();
    expect(votingSeen(store)).toBe(false);
    markVotingSeen(store, new Date('2026-02-03T04:05:06Z'));
    expect(store.data.get(VOTING_SHOWN_KEY)).toBe('2026-02-03T04:05:06.000Z');
    expect(votingSeen(store)).toBe(true);
  });
  it('counts unusable storage as seen, so it never shows on every visit', () => {
    expect(votingSeen(null)).toBe(true);
    expect(votingSeen(throwing)).toBe(true);
    expect(() => markVotingSeen(throwing)).not.toThrow();
  });
});

describe('which image can be voted on', () => {
  it("takes a finished public image with a picture, not the user's own", () => {
    expect(isVotable(item(), 'me')).toBe(true);
    expect(isVotable(item({ userId: 'me' }), 'me')).toBe(false);
    expect(isVotable(item({ private: true, public: false }), 'me')).toBe(false);
    expect(isVotable(item({ imageUrl: null, message: 'internal-filter: x' }), 'me')).toBe(false);
    expect(isVotable(item({ finishedOn: null }), 'me')).toBe(false);
  });
});

describe('casting a vote on toggling endpoints', () => {
  it('stands when the reply shows it, and must be cast again when it was taken back', () => {
    expect(voteStands('like', { liked: true, disliked: false })).toBe(true);
    expect(voteStands('like', { liked: false, disliked: false })).toBe(false);
    expect(voteStands('dislike', { liked: false, disliked: true })).toBe(true);
    expect(voteStands('dislike', { liked: false, disliked: false })).toBe(false);
  });
});

describe('closing prompt', () => {
  it('asks whether the user likes the image before closing, then closes', () => {
    expect(afterCloseRequest('vote')).toBe('closing');
    expect(afterCloseRequest('closing')).toBe('closed');
  });
});

describe('when the screen shows', () => {
  const ready: VotingConditions = {
    seen: false,
    signedIn: true,
    due: true,
    hasImage: true,
    dismissed: false,
    viewerOpen: false,
    loginOpen: false,
    gameOpen: false,
  };
  it('fetches an image only when due for a signed-in user who never saw it', () => {
    expect(shouldFetchRandom(ready)).toBe(true);
    expect(shouldFetchRandom({ ...ready, due: false })).toBe(false);
    expect(shouldFetchRandom({ ...ready, signedIn: false })).toBe(false);
    expect(shouldFetchRandom({ ...ready, seen: true })).toBe(false);
  });
  it('shows only with an image and nothing else in front', () => {
    expect(shouldShowVoting(ready)).toBe(true);
    expect(shouldShowVoting({ ...ready, hasImage: false })).toBe(false);
    expect(shouldShowVoting({ ...ready, dismissed: true })).toBe(false);
    expect(shouldShowVoting({ ...ready, viewerOpen: true })).toBe(false);
    expect(shouldShowVoting({ ...ready, loginOpen: true })).toBe(false);
    // Issue #13: it opened on top of a game; it waits for the game to close.
    expect(shouldShowVoting({ ...ready, gameOpen: true })).toBe(false);
    expect(shouldShowVoting({ ...ready, seen: true })).toBe(false);
  });
});
