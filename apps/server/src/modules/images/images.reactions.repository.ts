import type { Database, Kysely } from '@muse/db';
import {
  releaseQuota,
  takeGuestReaction,
  takeVisitorLike,
  takeVisitorReport,
  takeVisitorView,
} from '../../shared/guest-quotas';
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

  /**
   * Toggles a signed-out visitor's like: a second like takes it back. A new like is counted against the
   * address first (a 429 past the quota) and given back when a concurrent request of the same browser won.
   */
  async toggleVisitorLike(itemId: string, visitor: string, address: string): Promise<ReactionState> {
    const removed = await this.removeVisitorLike(itemId, visitor);
    if (removed) return removed;
    const event = await takeVisitorLike(this.db, address, visitor);
    return this.db.transaction().execute(async (trx) => {
      const res = await trx
        .insertInto('itemVisitorLikes')
        .values({ itemId, visitor, createdAt: nowIso() })
        .onConflict((oc) => oc.columns(['itemId', 'visitor']).doNothing())
        .executeTakeFirst();
      if (Number(res.numInsertedOrUpdatedRows ?? 0) > 0) {
        await trx
          .updateTable('items')
          .set((eb) => ({ likes: eb('likes', '+', 1) }))
          .where('id', '=', itemId)
          .execute();
      } else {
        await releaseQuota(trx, event);
      }
      const row = await trx.selectFrom('items').select('likes').where('id', '=', itemId).executeTakeFirst();
      return { value: 1, likes: row?.likes ?? 0 };
    });
  }

  /** Takes back a visitor's like; undefined when there was none. */
  removeVisitorLike(itemId: string, visitor: string): Promise<ReactionState | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const res = await trx
        .deleteFrom('itemVisitorLikes')
        .where('itemId', '=', itemId)
        .where('visitor', '=', visitor)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) return undefined;
      await trx
        .updateTable('items')
        .set((eb) => ({ likes: eb('likes', '-', 1) }))
        .where('id', '=', itemId)
        .execute();
      const row = await trx.selectFrom('items').select('likes').where('id', '=', itemId).executeTakeFirst();
      return { value: 0, likes: row?.likes ?? 0 };
    });
  }

  /** The item's likes count (a visitor's dislike of something it never liked changes nothing). */
  async likesOf(itemId: string): Promise<number> {
    const row = await this.db.selectFrom('items').select('likes').where('id', '=', itemId).executeTakeFirst();
    return row?.likes ?? 0;
  }

  /** Records a visitor's report (quota'd per address); false when this browser already reported the item. */
  async visitorReport(itemId: string, visitor: string, type: string, address: string): Promise<boolean> {
    const event = await takeVisitorReport(this.db, address, visitor);
    const res = await this.db
      .insertInto('itemVisitorReports')
      .values({ itemId, visitor, type, createdAt: nowIso() })
      .onConflict((oc) => oc.columns(['itemId', 'visitor']).doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0) > 0) return true;
    await releaseQuota(this.db, event);
    return false;
  }
}
