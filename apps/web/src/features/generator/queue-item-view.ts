import type { ImageItem, ImageProgressEvent } from '@muse/contracts';
import { itemOutcome, itemState, noCreditsAction, toTier } from '@muse/domain';

export type QueueItemStatus = 'queued' | 'creating' | 'ready' | 'no-credits' | 'blocked' | 'failed';

export interface QueueItemView {
  status: QueueItemStatus;
  label: string;
  /** 0–100 while creating, null otherwise. */
  progress: number | null;
  /** Whose filter blocked a blocked item: ours ('internal-filter') or the model provider's ('external-filter'). */
  block?: 'internal' | 'external';
}

export const QUEUE_TEXTS = {
  queued: 'In the queue',
  creating: 'Creating...',
  ready: 'Ready',
  noCredits: 'Not enough credits to create this image.',
  blockedInternal: 'This image was blocked by our content filter.',
  blockedExternal: 'This image was blocked by the model provider.',
  blockedFreeTier: "Blocked by the model's filter on the free tier.",
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
      return { status: 'blocked', label: QUEUE_TEXTS.blockedInternal, progress: null, block: 'internal' };
    case 'blocked-external':
      return { status: 'blocked', label: QUEUE_TEXTS.blockedExternal, progress: null, block: 'external' };
    default:
      return { status: 'failed', label: item.message || QUEUE_TEXTS.failed, progress: null };
  }
}

/** What a tray card offers: Cancel while queued, Retry, Get more credits or Subscribe. */
export type QueueItemAction = 'cancel' | 'retry' | 'buy-credits' | 'subscribe';

/** The signed-in user as the tray card needs them: null while signed out or unknown. */
export interface QueueViewer {
  /** The session's subscription value (falsy is Free). */
  subscription: unknown;
  /** Credits plus subscription credits. */
  balance: number;
}

export interface QueueItemCardView extends QueueItemView {
  actions: readonly QueueItemAction[];
}

/**
 * The card's text and buttons for the viewer. No-credits offers a retry when the balance covers the cost,
 * otherwise credit purchase. An item finished with no image and the internal-filter marker shows a block
 * message; other blocks show an external block message, or a free-tier message with a Subscribe button. The
 * free-tier message is for Free users (no subscription at all); trial and paid tiers see the external block
 * message. A blocked item cannot be retried (the same prompt would be blocked again).
 */
export function queueItemCardView(
  view: QueueItemView,
  item: Pick<ImageItem, 'credits'>,
  viewer: QueueViewer | null,
): QueueItemCardView {
  switch (view.status) {
    case 'queued':
      return { ...view, actions: ['cancel'] };
    case 'failed':
      return { ...view, actions: ['retry'] };
    case 'no-credits': {
      const action = viewer ? noCreditsAction(viewer.balance, Math.max(1, item.credits)) : 'buy-credits';
      return { ...view, actions: [action] };
    }
    case 'blocked':
      if (view.block === 'external' && viewer && toTier(viewer.subscription) === '')
        return { ...view, label: QUEUE_TEXTS.blockedFreeTier, actions: ['subscribe'] };
      return { ...view, actions: [] };
    default:
      return { ...view, actions: [] };
  }
}
