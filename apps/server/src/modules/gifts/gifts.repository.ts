import type { Database, GiftCardsTable, Kysely, Selectable, Transaction } from '@muse/db';

export type GiftCardRow = Selectable<GiftCardsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** The `gift_cards` table. Only the gifts service calls this. */
export class GiftsRepository {
  constructor(readonly db: Kysely<Database>) {}

  async insert(row: GiftCardRow): Promise<void> {
    await this.db.insertInto('giftCards').values(row).execute();
  }

  find(id: string): Promise<GiftCardRow | undefined> {
    return this.db.selectFrom('giftCards').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByOrder(orderId: string): Promise<GiftCardRow | undefined> {
    return this.db.selectFrom('giftCards').selectAll().where('orderId', '=', orderId).executeTakeFirst();
  }

  findByReason(reason: string): Promise<GiftCardRow | undefined> {
    return this.db.selectFrom('giftCards').selectAll().where('reason', '=', reason).executeTakeFirst();
  }

  /** The buyer's cards, newest first. */
  listByBuyer(buyerId: string, limit: number): Promise<GiftCardRow[]> {
    return this.db
      .selectFrom('giftCards')
      .selectAll()
      .where('buyerId', '=', buyerId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Unpaid cards the buyer started since `since` (drafts are capped per day). */
  async countDraftsSince(buyerId: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('giftCards')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('buyerId', '=', buyerId)
      .where('amount', 'is', null)
      .where('createdAt', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Changes an unpaid card of this buyer; false when it is paid (or not theirs) by now. */
  async updateDraft(
    id: string,
    buyerId: string,
    patch: Partial<Pick<GiftCardRow, 'tier' | 'imageUrl' | 'width' | 'height'>>,
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('giftCards')
      .set(patch)
      .where('id', '=', id)
      .where('buyerId', '=', buyerId)
      .where('amount', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /**
   * unpaid → paid by this order, once: the conditional UPDATE is the claim, so of two orders racing for one
   * card exactly one pays it.
   */
  async markPaid(
    id: string,
    paid: { amount: number; orderId: string; paidOn: string; tier: string },
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('giftCards')
      .set(paid)
      .where('id', '=', id)
      .where('amount', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** paid and not redeemed → redeemed by `userId`, once: of any number of racing redeems one wins. */
  async claimRedeem(id: string, userId: string, at: string): Promise<boolean> {
    const res = await this.db
      .updateTable('giftCards')
      .set({ redeemedBy: userId, redeemedOn: at })
      .where('id', '=', id)
      .where('amount', 'is not', null)
      .where('redeemedOn', 'is', null)
      .where('buyerId', '!=', userId)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Gives a redeem claim back when the subscription could not be activated. */
  async releaseRedeem(id: string, userId: string): Promise<void> {
    await this.db
      .updateTable('giftCards')
      .set({ redeemedBy: null, redeemedOn: null })
      .where('id', '=', id)
      .where('redeemedBy', '=', userId)
      .execute();
  }

  /** A guest signing in: its cards (streak rewards) go to the account. */
  async moveBuyer(trx: Db, from: string, to: string): Promise<void> {
    await trx.updateTable('giftCards').set({ buyerId: to }).where('buyerId', '=', from).execute();
  }
}
