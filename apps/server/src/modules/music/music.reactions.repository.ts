import type { Database, Kysely } from '@muse/db';
import { takeGuestReaction } from '../../shared/guest-quotas';
import {
  EXTENSION_REACTIONS,
  ITEM_REACTIONS,
  toggleReaction,
  type Reaction,
  type ReactionState,
} from '../../shared/reactions';

/**
 * Likes and dislikes of tracks (`item_reactions`, shared with images) and of extensions
 * (`music_extension_reactions`): the same reaction again removes it, the other one replaces it, and the
 * likes counter moves by SQL deltas only (toggleReaction).
 */
export class MusicReactionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Counts a guest's like or dislike against its address's hourly quota, or throws a 429. */
  takeGuestReaction(guestId: string): Promise<void> {
    return takeGuestReaction(this.db, guestId);
  }

  /** Toggles the user's like or dislike of a track (see toggleReaction). */
  reactToTrack(itemId: string, userId: string, reaction: Reaction): Promise<ReactionState> {
    return toggleReaction(this.db, ITEM_REACTIONS, itemId, userId, reaction);
  }

  /** Toggles the user's like or dislike of an extension (see toggleReaction). */
  reactToExtension(extensionId: string, userId: string, reaction: Reaction): Promise<ReactionState> {
    return toggleReaction(this.db, EXTENSION_REACTIONS, extensionId, userId, reaction);
  }
}
