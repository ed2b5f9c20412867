import type { Database, Dialect, Kysely, Selectable, SubscriptionsTable, Transaction } from '@muse/db';

export type SubscriptionRow = Selectable<SubscriptionsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** The users columns this module keeps (the effective state) and reads (the subscription bucket). */
export interface UserSubscriptionState {
  id: string;
  isGuest: number;
  credits: number;
  subscriptionCredits: number;
  subscriptionCreditsExpireOn: string | null;
  subscription: string;
  subscriptionUntil: string | null;
  musicPro: string;
  musicProUntil: string | null;
  hadTrial: number;
  musicOnboardedAt: string | null;
}

const STATE_COLUMNS = [
  'id',
  'isGuest',
  'credits',
  'subscriptionCredits',
  'subscriptionCreditsExpireOn',
  'subscription',
  'subscriptionUntil',
  'musicPro',
  'musicProUntil',
  'hadTrial',
  'musicOnboardedAt',
] as const;

/** How many rows one sweep step takes; the next sweep (10 minutes later) goes on with the rest. */
export const SWEEP_BATCH = 1000;

export class SubscriptionsRepository {
  constructor(
    readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  get(id: string, trx: Db = this.db): Promise<SubscriptionRow | undefined> {
    return trx.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByExternal(type: string, externalId: string, trx: Db = this.db): Promise<SubscriptionRow | undefined> {
    return trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('type', '=', type)
      .where('externalId', '=', externalId)
      .executeTakeFirst();
  }

  async insert(row: SubscriptionRow, trx: Db = this.db): Promise<void> {
    await trx.insertInto('subscriptions').values(row).execute();
  }

  /** The user's state; on PostgreSQL the row stays locked until the transaction ends (SQLite serialises). */
  lockUser(trx: Transaction<Database>, userId: string): Promise<UserSubscriptionState | undefined> {
    const q = trx.selectFrom('users').select(STATE_COLUMNS).where('id', '=', userId);
    return (this.dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
  }

  userState(userId: string, trx: Db = this.db): Promise<UserSubscriptionState | undefined> {
    return trx.selectFrom('users').select(STATE_COLUMNS).where('id', '=', userId).executeTakeFirst();
  }

  active(userId: string, trx: Db = this.db, product?: string): Promise<SubscriptionRow[]> {
    let q = trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('userId', '=', userId)
      .where('status', '=', 'active');
    if (product) q = q.where('product', '=', product);
    return q.orderBy('startedOn').orderBy('id').execute();
  }

  forUser(userId: string, product?: string): Promise<SubscriptionRow[]> {
    let q = this.db.selectFrom('subscriptions').selectAll().where('userId', '=', userId);
    if (product) q = q.where('product', '=', product);
    return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  }

  /** Active records whose period has ended. */
  ended(now: string): Promise<SubscriptionRow[]> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('status', '=', 'active')
      .where('currentPeriodEnd', '<=', now)
      .orderBy('currentPeriodEnd')
      .limit(SWEEP_BATCH)
      .execute();
  }

  /** Ends the user's active image records now (an admin setting the tier): status 'cancelled'. */
  async cancelActiveImages(userId: string, now: string, trx: Db = this.db): Promise<void> {
    await trx
      .updateTable('subscriptions')
      .set({ status: 'cancelled', currentPeriodEnd: now, updatedAt: now })
      .where('userId', '=', userId)
      .where('product', '=', 'images')
      .where('status', '=', 'active')
      .execute();
  }

  /** Marks a record expired; false when another sweep did it first. */
  async expire(id: string, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('subscriptions')
      .set({ status: 'expired', updatedAt: now })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Running records whose current monthly credit period has not been paid yet. */
  creditsDue(now: string, userId?: string): Promise<SubscriptionRow[]> {
    let q = this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('status', '=', 'active')
      .where('startedOn', '<=', now)
      .where('currentPeriodEnd', '>', now)
      .where((eb) => eb.or([eb('creditsGrantedUntil', 'is', null), eb('creditsGrantedUntil', '<=', now)]));
    if (userId) q = q.where('userId', '=', userId);
    return q.orderBy('startedOn').limit(SWEEP_BATCH).execute();
  }

  async markCreditsGranted(id: string, until: string, now: string): Promise<void> {
    await this.db
      .updateTable('subscriptions')
      .set({ creditsGrantedUntil: until, updatedAt: now })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('creditsGrantedUntil', 'is', null), eb('creditsGrantedUntil', '<', until)]))
      .execute();
  }

  /** Users whose recorded tier or music pro has an end that has passed. */
  async usersWithEndedState(now: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('subscription', '<>', ''), eb('subscriptionUntil', '<=', now)]),
          eb.and([eb('musicPro', '<>', ''), eb('musicProUntil', '<=', now)]),
        ]),
      )
      .limit(SWEEP_BATCH)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Users whose subscription credits have reached their expiry date. */
  async usersWithExpiredCredits(now: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where('subscriptionCreditsExpireOn', '<=', now)
      .limit(SWEEP_BATCH)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Moves the expiry date of the subscription bucket later, never earlier. */
  async raiseCreditsExpiry(userId: string, until: string, trx: Db = this.db): Promise<void> {
    await trx
      .updateTable('users')
      .set({ subscriptionCreditsExpireOn: until })
      .where('id', '=', userId)
      .where((eb) =>
        eb.or([eb('subscriptionCreditsExpireOn', 'is', null), eb('subscriptionCreditsExpireOn', '<', until)]),
      )
      .execute();
  }

  /** Clears the expiry date once its credits are gone, unless a new grant has moved it since. */
  async clearCreditsExpiry(userId: string, expected: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ subscriptionCreditsExpireOn: null })
      .where('id', '=', userId)
      .where('subscriptionCreditsExpireOn', '=', expected)
      .execute();
  }

  async writeState(
    trx: Transaction<Database>,
    userId: string,
    state: {
      subscription: string;
      subscriptionUntil: string | null;
      musicPro: string;
      musicProUntil: string | null;
    },
    now: string,
  ): Promise<void> {
    if (state.musicPro === 'paid') {
      // It becomes paid now (it was not before): the next musicpro poll reports it once.
      await trx
        .updateTable('users')
        .set({ musicProEventPending: 1 })
        .where('id', '=', userId)
        .where('musicPro', '<>', 'paid')
        .execute();
    }
    await trx
      .updateTable('users')
      .set({ ...state, updatedAt: now })
      .where('id', '=', userId)
      .execute();
  }

  /** Records the account's one trial; false when it already had one. */
  async markHadTrial(trx: Transaction<Database>, userId: string): Promise<boolean> {
    const res = await trx
      .updateTable('users')
      .set({ hadTrial: 1 })
      .where('id', '=', userId)
      .where('hadTrial', '=', 0)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Takes the "became paid" flag: true for exactly one caller. */
  async takeMusicProEvent(userId: string): Promise<boolean> {
    const res = await this.db
      .updateTable('users')
      .set({ musicProEventPending: 0 })
      .where('id', '=', userId)
      .where('musicProEventPending', '=', 1)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async dismissMusicOnboarding(userId: string, now: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ musicOnboardedAt: now })
      .where('id', '=', userId)
      .where('musicOnboardedAt', 'is', null)
      .execute();
  }

  /** A guest signing in: its records go to the account, with its pending event and its credits' date. */
  async moveToUser(trx: Transaction<Database>, from: string, to: string): Promise<void> {
    await trx.updateTable('subscriptions').set({ userId: to }).where('userId', '=', from).execute();
    const guest = await trx
      .selectFrom('users')
      .select(['musicProEventPending', 'subscriptionCreditsExpireOn'])
      .where('id', '=', from)
      .executeTakeFirst();
    if (guest?.musicProEventPending) {
      await trx.updateTable('users').set({ musicProEventPending: 1 }).where('id', '=', to).execute();
    }
    if (guest?.subscriptionCreditsExpireOn) {
      await this.raiseCreditsExpiry(to, guest.subscriptionCreditsExpireOn, trx);
      await trx
        .updateTable('users')
        .set({ subscriptionCreditsExpireOn: null })
        .where('id', '=', from)
        .execute();
    }
  }
}
