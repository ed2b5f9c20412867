import type { ImageItem } from '@muse/contracts';
import { itemOutcome, itemState } from '@muse/domain';

/** What a video card shows: the poster to open, a wait with progress, or why it has no video. */
export type VideoCardView =
  | { kind: 'ready' }
  | { kind: 'waiting'; text: string; progress: number | null }
  | { kind: 'failed'; text: string; canRetry: boolean };

export function videoCardView(item: ImageItem, progress: number | undefined): VideoCardView {
  const outcome = itemOutcome({ ...item, imageUrl: item.url ?? null });
  if (outcome === 'ready') return { kind: 'ready' };
  if (outcome === null) {
    return itemState(item) === 'started'
      ? { kind: 'waiting', text: 'Making your video…', progress: progress ?? 0 }
      : { kind: 'waiting', text: 'Waiting in the queue…', progress: null };
  }
  switch (outcome) {
    case 'no-credits':
      return { kind: 'failed', text: 'Not enough credits to make this video.', canRetry: true };
    case 'blocked-internal':
    case 'blocked-external':
      return { kind: 'failed', text: 'This video was blocked by the content filter.', canRetry: false };
    default:
      return {
        kind: 'failed',
        text:
          item.message?.replace(/^The video could not be made: /, 'Could not be made: ') ??
          'This video could not be made.',
        canRetry: true,
      };
  }
}
