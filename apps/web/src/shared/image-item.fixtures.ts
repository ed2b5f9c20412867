import type { ImageItem } from '@muse/contracts';

/**
 * An image item as the API returns it, for tests: u1's public image, still waiting in the queue, which a
 * signed-in stranger sees (may report it, not manage it). `over` replaces any field.
 */
export function buildImageItem(over: Partial<ImageItem> = {}): ImageItem {
  return {
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
    access: { canManage: false, canSwitchPrivacy: false, canReport: true },
    ...over,
  };
}
