import type { Database, Kysely } from '@muse/db';
import { nowIso } from './ids';

export type Reaction = 'like' | 'dislike';

export interface ReactionState {
  /** 1 liked, -1 disliked, 0 neither */
  value: -1 | 0 | 1;
  likes: number;
}

/** A reactions table: who reacted to which row (`target`), and the table whose `likes` counter moves. */
interface ReactionTable {
  reactions: 'itemReactions' | 'musicExtensionReactions';
  target: 'itemId' | 'extensionId';
  counter: 'items' | 'musicExtensions';
}

/** Likes and dislikes of items (images and tracks). */
export const ITEM_REACTIONS = {
  reactions: 'itemReactions',
  target: 'itemId',
  counter: 'items',
} as const satisfies ReactionTable;

/** Likes and dislikes of music extensions. */
export const EXTENSION_REACTIONS = {
  reactions: 'musicExtensionReactions',
  target: 'extensionId',
  counter: 'musicExtensions',
} as const satisfies ReactionTable;

/**
 * Toggles `userId`'s reaction to `targetId`: the same reaction again removes it, the other one replaces it
 * (the spec's like toggle). The likes counter moves only by `+ delta` in SQL, in the transaction of the row
 * change that caused it, and each step's affected-row count says which transition happened: no
 * read-modify-write, so concurrent reactions never lose a count.
 */
export function toggleReaction(
  db: Kysely<Database>,
  table: ReactionTable,
  targetId: string,
  userId: string,
  reaction: Reaction,
): Promise<ReactionState> {
  const { reactions, target, counter } = table;
  const want = reaction === 'like' ? 1 : -1;
  return db.transaction().execute(async (trx) => {
    let delta = 0;
    const removed = await trx
      .deleteFrom(reactions)
      .where(target, '=', targetId)
      .where('userId', '=', userId)
      .where('value', '=', want)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) {
      delta = want === 1 ? -1 : 0;
    } else {
      const swapped = await trx
        .updateTable(reactions)
        .set({ value: want, createdAt: nowIso() })
        .where(target, '=', targetId)
        .where('userId', '=', userId)
        .where('value', '=', -want)
        .executeTakeFirst();
      if (Number(swapped.numUpdatedRows) > 0) {
        delta = want; // dislike → like +1, like → dislike −1
      } else {
        // No reaction yet. A concurrent call of the same user may have inserted first: then its reaction
        // stands and nothing is counted twice.
        const added = await trx
          .insertInto(reactions)
          .values({ [target]: targetId, userId, value: want, createdAt: nowIso() })
          .onConflict((oc) => oc.columns([target, 'userId']).doNothing())
          .executeTakeFirst();
        if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0 && want === 1) delta = 1;
      }
    }
    if (delta !== 0) {
      await trx
        .updateTable(counter)
        .set((eb) => ({ likes: eb('likes', '+', delta) }))
        .where('id', '=', targetId)
        .execute();
    }
    const mine = await trx
      .selectFrom(reactions)
      .select('value')
      .where(target, '=', targetId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    const row = await trx.selectFrom(counter).select('likes').where('id', '=', targetId).executeTakeFirst();
    const value = mine?.value === 1 ? 1 : mine?.value === -1 ? -1 : 0;
    return { value, likes: row?.likes ?? 0 };
  });
}
