import type { Database, Kysely, Transaction } from '@muse/db';
import { takeGuestReaction } from '../../shared/guest-quotas';
import { nowIso } from '../../shared/ids';

export type Reaction = 'like' | 'dislike';

export interface ReactionState {
  /** 1 liked, -1 disliked, 0 neither */
  value: -1 | 0 | 1;
  likes: number;
}

/** The steps of a toggle on one reactions table; each returns how many rows it changed. */
interface ToggleSteps {
  remove(value: number): Promise<number>;
  swap(value: number): Promise<number>;
  add(value: number): Promise<number>;
  bump(delta: number): Promise<void>;
  state(): Promise<ReactionState>;
}

/**
 * Likes and dislikes of tracks (`item_reactions`, shared with images) and of extensions
 * (`music_extension_reactions`). The same reaction again removes it, the other one replaces it (§4 "like
 * toggles"). The likes counter moves only by `+ delta` in SQL, in the transaction of the row change that
 * caused it, and each step's affected-row count says which transition happened: no read-modify-write.
 */
export class MusicReactionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Counts a guest's like or dislike against its address's hourly quota, or throws a 429. */
  takeGuestReaction(guestId: string): Promise<void> {
    return takeGuestReaction(this.db, guestId);
  }

  reactToTrack(itemId: string, userId: string, reaction: Reaction): Promise<ReactionState> {
    return this.db.transaction().execute((trx) =>
      toggle(reaction, {
        remove: async (value) =>
          Number(
            (
              await trx
                .deleteFrom('itemReactions')
                .where('itemId', '=', itemId)
                .where('userId', '=', userId)
                .where('value', '=', value)
                .executeTakeFirst()
            ).numDeletedRows,
          ),
        swap: async (value) =>
          Number(
            (
              await trx
                .updateTable('itemReactions')
                .set({ value, createdAt: nowIso() })
                .where('itemId', '=', itemId)
                .where('userId', '=', userId)
                .where('value', '=', -value)
                .executeTakeFirst()
            ).numUpdatedRows,
          ),
        add: async (value) =>
          Number(
            (
              await trx
                .insertInto('itemReactions')
                .values({ itemId, userId, value, createdAt: nowIso() })
                .onConflict((oc) => oc.columns(['itemId', 'userId']).doNothing())
                .executeTakeFirst()
            ).numInsertedOrUpdatedRows ?? 0,
          ),
        bump: async (delta) => {
          await trx
            .updateTable('items')
            .set((eb) => ({ likes: eb('likes', '+', delta) }))
            .where('id', '=', itemId)
            .execute();
        },
        state: () => trackState(trx, itemId, userId),
      }),
    );
  }

  reactToExtension(extensionId: string, userId: string, reaction: Reaction): Promise<ReactionState> {
    return this.db.transaction().execute((trx) =>
      toggle(reaction, {
        remove: async (value) =>
          Number(
            (
              await trx
                .deleteFrom('musicExtensionReactions')
                .where('extensionId', '=', extensionId)
                .where('userId', '=', userId)
                .where('value', '=', value)
                .executeTakeFirst()
            ).numDeletedRows,
          ),
        swap: async (value) =>
          Number(
            (
              await trx
                .updateTable('musicExtensionReactions')
                .set({ value, createdAt: nowIso() })
                .where('extensionId', '=', extensionId)
                .where('userId', '=', userId)
                .where('value', '=', -value)
                .executeTakeFirst()
            ).numUpdatedRows,
          ),
        add: async (value) =>
          Number(
            (
              await trx
                .insertInto('musicExtensionReactions')
                .values({ extensionId, userId, value, createdAt: nowIso() })
                .onConflict((oc) => oc.columns(['extensionId', 'userId']).doNothing())
                .executeTakeFirst()
            ).numInsertedOrUpdatedRows ?? 0,
          ),
        bump: async (delta) => {
          await trx
            .updateTable('musicExtensions')
            .set((eb) => ({ likes: eb('likes', '+', delta) }))
            .where('id', '=', extensionId)
            .execute();
        },
        state: async () => {
          const mine = await trx
            .selectFrom('musicExtensionReactions')
            .select('value')
            .where('extensionId', '=', extensionId)
            .where('userId', '=', userId)
            .executeTakeFirst();
          const row = await trx
            .selectFrom('musicExtensions')
            .select('likes')
            .where('id', '=', extensionId)
            .executeTakeFirst();
          return { value: asValue(mine?.value), likes: row?.likes ?? 0 };
        },
      }),
    );
  }
}

async function toggle(reaction: Reaction, steps: ToggleSteps): Promise<ReactionState> {
  const want = reaction === 'like' ? 1 : -1;
  let delta = 0;
  if ((await steps.remove(want)) > 0) {
    delta = want === 1 ? -1 : 0;
  } else if ((await steps.swap(want)) > 0) {
    delta = want; // dislike → like +1, like → dislike −1
  } else if ((await steps.add(want)) > 0 && want === 1) {
    // A concurrent call of the same user may have inserted first: then its reaction stands, counted once.
    delta = 1;
  }
  if (delta !== 0) await steps.bump(delta);
  return steps.state();
}

async function trackState(trx: Transaction<Database>, itemId: string, userId: string) {
  const mine = await trx
    .selectFrom('itemReactions')
    .select('value')
    .where('itemId', '=', itemId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  const item = await trx.selectFrom('items').select('likes').where('id', '=', itemId).executeTakeFirst();
  return { value: asValue(mine?.value), likes: item?.likes ?? 0 };
}

function asValue(value: number | undefined): -1 | 0 | 1 {
  return value === 1 ? 1 : value === -1 ? -1 : 0;
}
