import type { ImageItem, ImageProgressEvent } from '@muse/contracts';
import { itemOutcome, itemState } from '@muse/domain';

export type QueueItemStatus = 'queued' | 'creating' | 'ready' | 'no-credits' | 'blocked' | 'failed';

export interface QueueItemView {
  status: QueueItemStatus;
  label: string;
  /** 0–100 while creating, null otherwise. */
  progress: number | null;
}

export const QUEUE_TEXTS = {
  queued: 'In the queue',
  creating: 'Creating...',
  ready: 'Ready',
  noCredits: 'no-credits',
  blockedInternal: 'This image was blocked by our content filter.',
  blockedExternal: 'This image was blocked by the model provider.',
  failed: "This image couldn't be created.",
} as const;

/**
 * What a queue tray card shows for an item, from the item as last read and the newest socket event (which
 * may be ahead of the item until the next read).
 */
export function queueItemView(item: ImageItem, event?: ImageProgressEvent): QueueItemView {
  const state =
    event?.state === 'finished' || item.finishedOn ? 'finished' : (event?.state ?? itemState(item));
  if (state === 'requested' || state === 'draft')
    return { status: 'queued', label: QUEUE_TEXTS.queued, progress: null };
  if (state === 'started' || !item.finishedOn)
    return { status: 'creating', label: QUEUE_TEXTS.creating, progress: event?.progress ?? 0 };
  switch (itemOutcome(item)) {
    case 'ready':
      return { status: 'ready', label: QUEUE_TEXTS.ready, progress: null };
    case 'no-credits':
      return { status: 'no-credits', label: QUEUE_TEXTS.noCredits, progress: null };
    case 'blocked-internal':
      return { status: 'blocked', label: QUEUE_TEXTS.blockedInternal, progress: null };
    case 'blocked-external':
      return { status: 'blocked', label: QUEUE_TEXTS.blockedExternal, progress: null };
    default:
      return { status: 'failed', label: item.message || QUEUE_TEXTS.failed, progress: null };
  }
}
