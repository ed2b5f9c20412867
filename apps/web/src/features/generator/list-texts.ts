import { canMakePrivate, generationPriority, tierLabel } from '@muse/domain';
import type { ImageListKind } from './generator.api';

/** What each creations list says when it is empty or failed (the spec gives no wording). */
export interface ListTexts {
  empty: string;
  emptyDescription: string;
  error: string;
  signedOut: string;
}

export const MINE_EMPTY = 'Your images will appear here';

/** The Organizer tab seen by a visitor. */
export const ORGANIZER_SIGNED_OUT = {
  empty: 'Your categories will appear here',
  signedOut: 'Sign in to sort your images into categories.',
};

export function listTexts(kind: ImageListKind, tier: unknown): ListTexts {
  switch (kind) {
    case 'mine':
      return {
        empty: MINE_EMPTY,
        emptyDescription: 'Type keywords above and create your first image.',
        error: "Couldn't load your images",
        signedOut: 'Sign in to create and keep your images.',
      };
    case 'favorites':
      return {
        empty: 'Images you like will appear here',
        emptyDescription: 'Open an image and press Like to keep it here.',
        error: "Couldn't load your favorites",
        signedOut: 'Sign in to keep the images you like.',
      };
    case 'popular':
      return {
        empty: 'No popular images yet',
        emptyDescription: 'Public images with the most likes show here.',
        error: "Couldn't load the popular images",
        signedOut: '',
      };
    case 'private':
      return {
        empty: 'Your private images will appear here',
        emptyDescription: canMakePrivate(tier)
          ? 'Make an image private from its viewer: only you can see it.'
          : 'Private images come with Premium and Ultimate.',
        error: "Couldn't load your private images",
        signedOut: 'Sign in to see your private images.',
      };
  }
}

/**
 * What the queue says while requests wait (spec: Premium and Ultimate are generated first; the server queues
 * by `generationPriority`).
 */
export function queueOrderNote(tier: unknown): string {
  return generationPriority(tier) < 3
    ? `Your ${tierLabel(tier)} plan puts your requests ahead of the free queue.`
    : 'Premium and Ultimate requests are created first.';
}
