import type { Database, Kysely, OrdersTable, Selectable, Transaction } from '@muse/db';
import { nowIso } from '../../shared/ids';

export type OrderRow = Selectable<OrdersTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** What an order remembers besides its columns (the `meta` JSON). */
export interface OrderMeta {
  /** the gift card a gift order pays for */
  giftCardId?: string;
  /** the path to come back to after the checkout */
  returnTo?: string;
  /** the provider's subscription (Stripe sub_…), for renewals */
  subscriptionRef?: string;
  /** when the provider said the subscription will not renew */
  subscriptionEndedOn?: string;
  /** the Apple store the app named (ios-transaction `store`) */
  store?: string;
  /** a store's test purchase (sandbox store, Play test card, App Store sandbox) */
  test?: boolean;
  /** not delivered: its promo code was already redeemed by another order of the account */
  promoRefused?: boolean;
}

export function metaOf(order: Pick<OrderRow, 'meta'>): OrderMeta {
  try {
    const value: unknown = JSON.parse(order.meta);
    return typeof value === 'object' && value !== null ? (value as OrderMeta) : {};
  } catch {
    return {};
  }
}

/** How many plans one renewals sweep takes; the next sweep goes on with the rest. */
export const RENEWALS_BATCH = 500;

/** Ledger reasons of purchases start with this (downloads read it too: images.downloads.repository). */
export const PURCHASE_REASON_PREFIX = 'purchase';

/** Orders and handled provider events. Only the payments module calls this. */
export class PaymentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertOrder(
    row: Omit<
      OrderRow,
      'paidOn' | 'fulfilledOn' | 'currency' | 'periodEnd' | 'renews' | 'cancelledOn' | 'remindedFor'
    >,
  ): Promise<void> {
    await this.db
      .insertInto('orders')
      .values({ ...row, currency: 'usd', paidOn: null, fulfilledOn: null })
      .execute();
  }

  findOrder(id: string, trx: Db = this.db): Promise<OrderRow | undefined> {
    return trx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByProviderRef(provider: string, ref: string): Promise<OrderRow | undefined> {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('provider', '=', provider)
      .where('providerRef', '=', ref)
      .executeTakeFirst();
  }

  async setProviderRef(id: string, ref: string): Promise<void> {
    await this.db.updateTable('orders').set({ providerRef: ref }).where('id', '=', id).execute();
  }

  /**
   * open (or cancelled: the buyer paid in another tab after all) → paid, once. The one conditional UPDATE
   * is the claim: of any number of concurrent deliveries, exactly one sees a changed row.
   */
  async markPaid(id: string): Promise<boolean> {
    const res = await this.db
      .updateTable('orders')
      .set({ status: 'paid', paidOn: nowIso() })
      .where('id', '=', id)
      .where('status', 'in', ['open', 'cancelled'])
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Gives a claim back when the effects failed, so a redelivery starts again. */
  async unmarkPaid(id: string, previousStatus: string): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({ status: previousStatus, paidOn: null })
      .where('id', '=', id)
      .where('status', '=', 'paid')
      .where('fulfilledOn', 'is', null)
      .execute();
  }

  async markFulfilled(id: string): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({ fulfilledOn: nowIso() })
      .where('id', '=', id)
      .where('fulfilledOn', 'is', null)
      .execute();
  }

  /** open → cancelled or failed; a paid order never goes back. */
  async closeOpen(id: string, status: 'cancelled' | 'failed'): Promise<boolean> {
    const res = await this.db
      .updateTable('orders')
      .set({ status })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async setMeta(id: string, meta: OrderMeta): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({ meta: JSON.stringify(meta) })
      .where('id', '=', id)
      .execute();
  }

  async eventSeen(provider: string, eventId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('paymentEvents')
      .select('eventId')
      .where('provider', '=', provider)
      .where('eventId', '=', eventId)
      .executeTakeFirst();
    return !!row;
  }

  /** Records a handled event; a concurrent delivery that recorded it first is fine. */
  async recordEvent(provider: string, eventId: string): Promise<void> {
    await this.db
      .insertInto('paymentEvents')
      .values({ provider, eventId, receivedAt: nowIso() })
      .onConflict((oc) => oc.columns(['provider', 'eventId']).doNothing())
      .execute();
  }

  /** The once-per-account promo codes this user has redeemed. */
  async redeemedPromoCodes(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('promoRedemptions')
      .select('code')
      .where('userId', '=', userId)
      .execute();
    return rows.map((r) => r.code);
  }

  /**
   * Records that `orderId` redeemed `code` for its user. True when the redemption is this order's (new, or
   * kept from an earlier delivery of it); false when another order of the user redeemed the code first. The
   * primary key (user_id, code) decides between concurrent deliveries.
   */
  async redeemPromo(input: { userId: string; code: string; orderId: string }): Promise<boolean> {
    await this.db
      .insertInto('promoRedemptions')
      .values({ ...input, redeemedAt: nowIso() })
      .onConflict((oc) => oc.columns(['userId', 'code']).doNothing())
      .execute();
    const row = await this.db
      .selectFrom('promoRedemptions')
      .select('orderId')
      .where('userId', '=', input.userId)
      .where('code', '=', input.code)
      .executeTakeFirst();
    return row?.orderId === input.orderId;
  }

  /** Gives a redemption back with its order's claim, when the order's effects failed. */
  async releasePromo(orderId: string): Promise<void> {
    await this.db.deleteFrom('promoRedemptions').where('orderId', '=', orderId).execute();
  }

  /** paid (claimed, nothing delivered) → failed: the order's promo code had been redeemed by another. */
  async failClaimed(id: string, meta: OrderMeta): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({ status: 'failed', meta: JSON.stringify(meta) })
      .where('id', '=', id)
      .where('status', '=', 'paid')
      .where('fulfilledOn', 'is', null)
      .execute();
  }

  /** A monthly plan was paid: the end of its period, and whether it renews there. */
  async startPlan(id: string, periodEnd: string, renews: boolean): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({ periodEnd, renews: renews ? 1 : 0 })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('periodEnd', 'is', null), eb('periodEnd', '<', periodEnd)]))
      .execute();
  }

  /** A renewal paid another period: the plan's end moves later, never earlier. */
  /** Moves the plan's end later (never earlier); true when this call moved it (a replay or a race does not). */
  async extendPlan(id: string, periodEnd: string): Promise<boolean> {
    const res = await this.db
      .updateTable('orders')
      .set({ periodEnd })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('periodEnd', 'is', null), eb('periodEnd', '<', periodEnd)]))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Renews or not (the provider said so, or the buyer cancelled or took it back). */
  async setRenews(id: string, renews: boolean, cancelledOn?: string | null): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({ renews: renews ? 1 : 0, ...(cancelledOn !== undefined ? { cancelledOn } : {}) })
      .where('id', '=', id)
      .execute();
  }

  /** The user's monthly plans (paid orders with a period), newest first. */
  plansOf(userId: string): Promise<OrderRow[]> {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('userId', '=', userId)
      .where('status', '=', 'paid')
      .where('periodEnd', 'is not', null)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Renewing plans whose end is before `until` (oldest end first), for the renewals sweep. */
  renewingBefore(until: string, provider?: string): Promise<OrderRow[]> {
    let q = this.db
      .selectFrom('orders')
      .selectAll()
      .where('renews', '=', 1)
      .where('status', '=', 'paid')
      .where('periodEnd', '<=', until);
    if (provider) q = q.where('provider', '=', provider);
    return q.orderBy('periodEnd').limit(RENEWALS_BATCH).execute();
  }

  /** Notes the reminder of a period as sent; false when another sweep noted it first. */
  async markReminded(id: string, periodEnd: string): Promise<boolean> {
    const res = await this.db
      .updateTable('orders')
      .set({ remindedFor: periodEnd })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('remindedFor', 'is', null), eb('remindedFor', '<>', periodEnd)]))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /**
   * "Has this user bought credits?": any ledger entry whose reason starts with `purchase`. A read-only query
   * of the credits ledger, like the downloads module's (the credits service has no such question yet).
   */
  async hasPurchaseEntry(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('creditLedger')
      .select('id')
      .where('userId', '=', userId)
      .where('reason', 'like', `${PURCHASE_REASON_PREFIX}%`)
      .limit(1)
      .executeTakeFirst();
    return !!row;
  }
}
