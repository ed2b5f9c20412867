import type { Database, Kysely } from '@muse/db';
import { takeGuestReaction, takeVisitorView } from '../../shared/guest-quotas';
import { nowIso } from '../../shared/ids';
import { ITEM_REACTIONS, toggleReaction, type Reaction, type ReactionState } from '../../shared/reactions';

/**
 * The SQL of views, likes and reports. The `likes` and `views` counters move only by `+ delta` in SQL,
 * in the same transaction as the row whose insert, update or delete caused them, so concurrent reactions
 * never lose a count (no read-modify-write).
 */
export class ImageReactionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Counts a view once per (item, viewer); returns the item's views after. */
  addView(itemId: string, viewer: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const res = await trx
        .insertInto('itemViews')
        .values({ itemId, viewer, createdAt: nowIso() })
        .onConflict((oc) => oc.columns(['itemId', 'viewer']).doNothing())
        .executeTakeFirst();
      if (Number(res.numInsertedOrUpdatedRows ?? 0) > 0) {
        await trx
          .updateTable('items')
          .set((eb) => ({ views: eb('views', '+', 1) }))
          .where('id', '=', itemId)
          .execute();
      }
      const row = await trx.selectFrom('items').select('views').where('id', '=', itemId).executeTakeFirst();
      return row?.views ?? 0;
    });
  }

  /** Toggles the user's like or dislike (see toggleReaction). */
  react(itemId: string, userId: string, reaction: Reaction): Promise<ReactionState> {
    return toggleReaction(this.db, ITEM_REACTIONS, itemId, userId, reaction);
  }

  /** Counts a visitor's view against its address's quota; false when the quota is spent. */
  takeVisitorView(address: string): Promise<boolean> {
    return takeVisitorView(this.db, address);
  }

  /** Counts a guest's like or dislike against its address's hourly quota, or throws a 429. */
  takeGuestReaction(guestId: string): Promise<void> {
    return takeGuestReaction(this.db, guestId);
  }

  /** Records a report; false when this user already reported this item. */
  async report(itemId: string, userId: string, type: string): Promise<boolean> {
    const res = await this.db
      .insertInto('itemReports')
      .values({ itemId, userId, type, createdAt: nowIso() })
      .onConflict((oc) => oc.columns(['itemId', 'userId']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
