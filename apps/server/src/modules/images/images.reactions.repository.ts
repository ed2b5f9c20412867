import type { Database, Kysely, Transaction } from '@muse/db';
import { takeGuestReaction, takeVisitorView } from '../../shared/guest-quotas';
import { nowIso } from '../../shared/ids';

export type Reaction = 'like' | 'dislike';

export interface ReactionState {
  /** 1 liked, -1 disliked, 0 neither */
  value: -1 | 0 | 1;
  likes: number;
}

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

  /**
   * Toggles the user's reaction (§4): the same reaction again removes it; the other one replaces it. Each
   * step's affected-row count says which transition happened, and only that moves the likes counter.
   */
  react(itemId: string, userId: string, reaction: Reaction): Promise<ReactionState> {
    const want = reaction === 'like' ? 1 : -1;
    return this.db.transaction().execute(async (trx) => {
      let delta = 0;
      const removed = await trx
        .deleteFrom('itemReactions')
        .where('itemId', '=', itemId)
        .where('userId', '=', userId)
        .where('value', '=', want)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) {
        delta = want === 1 ? -1 : 0;
      } else {
        const swapped = await trx
          .updateTable('itemReactions')
          .set({ value: want, createdAt: nowIso() })
          .where('itemId', '=', itemId)
          .where('userId', '=', userId)
          .where('value', '=', -want)
          .executeTakeFirst();
        if (Number(swapped.numUpdatedRows) > 0) {
          delta = want; // dislike → like +1, like → dislike −1
        } else {
          // No reaction yet. A concurrent call of the same user may have inserted first: then its
          // reaction stands and nothing is counted twice.
          const added = await trx
            .insertInto('itemReactions')
            .values({ itemId, userId, value: want, createdAt: nowIso() })
            .onConflict((oc) => oc.columns(['itemId', 'userId']).doNothing())
            .executeTakeFirst();
          if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0 && want === 1) delta = 1;
        }
      }
      if (delta !== 0) {
        await trx
          .updateTable('items')
          .set((eb) => ({ likes: eb('likes', '+', delta) }))
          .where('id', '=', itemId)
          .execute();
      }
      return this.state(trx, itemId, userId);
    });
  }

  /** Counts a guest's like or dislike against its address's hourly quota, or throws a 429. */
  takeVisitorView(address: string): Promise<boolean> {
    return takeVisitorView(this.db, address);
  }

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

  private async state(trx: Transaction<Database>, itemId: string, userId: string): Promise<ReactionState> {
    const reaction = await trx
      .selectFrom('itemReactions')
      .select('value')
      .where('itemId', '=', itemId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    const item = await trx.selectFrom('items').select('likes').where('id', '=', itemId).executeTakeFirst();
    const value = reaction?.value === 1 ? 1 : reaction?.value === -1 ? -1 : 0;
    return { value, likes: item?.likes ?? 0 };
  }
}
