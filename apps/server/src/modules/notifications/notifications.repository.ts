import type { Database, Insertable, Kysely, Selectable, Transaction, Updateable } from '@muse/db';
import type { PageCursor } from '../../shared/page-cursor';

export type NotificationRow = Selectable<Database['notifications']>;
export type NewNotificationRow = Insertable<Database['notifications']>;
export type NotificationChange = Updateable<Database['notifications']>;
export type ResponseRow = Selectable<Database['notificationResponses']>;

/** Whom a lookup is for: the user and the tier they are on now (as stored on users). */
export interface Audience {
  userId: string;
  tier: string;
}

/** The SQL of notifications and their responses. Only the notifications service calls it. */
export class NotificationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(id: string): Promise<NotificationRow | undefined> {
    return this.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * The newest notification shown to `who` at `now`: published, not expired, aimed at everyone, their tier
   * or them, and not answered by them. With `id`, only that one (whether it is still theirs to answer).
   */
  lastFor(who: Audience, now: string, id?: string): Promise<NotificationRow | undefined> {
    let q = this.db
      .selectFrom('notifications as n')
      .selectAll('n')
      .where('n.publishAt', '<=', now)
      .where((eb) => eb.or([eb('n.expiresAt', 'is', null), eb('n.expiresAt', '>', now)]))
      .where((eb) =>
        eb.or([
          eb('n.targetType', '=', 'everyone'),
          eb.and([eb('n.targetType', '=', 'tier'), eb('n.targetTier', '=', who.tier)]),
          eb.and([eb('n.targetType', '=', 'user'), eb('n.targetUserId', '=', who.userId)]),
        ]),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('notificationResponses as r')
              .select('r.userId')
              .whereRef('r.notificationId', '=', 'n.id')
              .where('r.userId', '=', who.userId),
          ),
        ),
      );
    if (id !== undefined) q = q.where('n.id', '=', id);
    return q.orderBy('n.publishAt', 'desc').orderBy('n.id', 'desc').limit(1).executeTakeFirst();
  }

  async insert(row: NewNotificationRow): Promise<void> {
    await this.db.insertInto('notifications').values(row).execute();
  }

  async update(id: string, change: NotificationChange): Promise<void> {
    await this.db.updateTable('notifications').set(change).where('id', '=', id).execute();
  }

  /** Deletes a notification and its responses; false when there was none. */
  async delete(id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('notificationResponses').where('notificationId', '=', id).execute();
      const res = await trx.deleteFrom('notifications').where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    });
  }

  /** Marks the live event as sent, once: false when another run sent it first. */
  async markPublished(id: string, publishAt: string, at: string): Promise<boolean> {
    const res = await this.db
      .updateTable('notifications')
      .set({ publishedAt: at })
      .where('id', '=', id)
      .where('publishAt', '=', publishAt)
      .where('publishedAt', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Every notification, newest written first, with its number of responses. */
  list(limit: number, before?: PageCursor): Promise<(NotificationRow & { responses: number | string })[]> {
    let q = this.db
      .selectFrom('notifications as n')
      .selectAll('n')
      .select((eb) =>
        eb
          .selectFrom('notificationResponses as r')
          .select((e) => e.fn.countAll<number>().as('c'))
          .whereRef('r.notificationId', '=', 'n.id')
          .as('responses'),
      );
    if (before)
      q = q.where((eb) =>
        eb.or([
          eb('n.createdAt', '<', before.at),
          eb.and([eb('n.createdAt', '=', before.at), eb('n.id', '<', before.id)]),
        ]),
      );
    return q.orderBy('n.createdAt', 'desc').orderBy('n.id', 'desc').limit(limit).execute() as Promise<
      (NotificationRow & { responses: number | string })[]
    >;
  }

  /** Records a response; false when this person had answered already (one response each). */
  async insertResponse(row: Insertable<Database['notificationResponses']>): Promise<boolean> {
    const res = await this.db
      .insertInto('notificationResponses')
      .values(row)
      .onConflict((oc) => oc.columns(['notificationId', 'userId']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async responseCounts(id: string): Promise<{ response: string; count: number }[]> {
    const rows = await this.db
      .selectFrom('notificationResponses')
      .select(['response', (eb) => eb.fn.countAll<number>().as('count')])
      .where('notificationId', '=', id)
      .groupBy('response')
      .orderBy('response')
      .execute();
    return rows.map((r) => ({ response: r.response, count: Number(r.count) }));
  }

  /** The responses, newest first, with the responder's email (null for a guest). */
  responses(
    id: string,
    limit: number,
    before?: PageCursor,
  ): Promise<(ResponseRow & { email: string | null; isGuest: number | boolean | null })[]> {
    let q = this.db
      .selectFrom('notificationResponses as r')
      .leftJoin('users as u', 'u.id', 'r.userId')
      .selectAll('r')
      .select(['u.email', 'u.isGuest'])
      .where('r.notificationId', '=', id);
    if (before)
      q = q.where((eb) =>
        eb.or([
          eb('r.createdAt', '<', before.at),
          eb.and([eb('r.createdAt', '=', before.at), eb('r.userId', '<', before.id)]),
        ]),
      );
    return q.orderBy('r.createdAt', 'desc').orderBy('r.userId', 'desc').limit(limit).execute();
  }

  /** A guest that signs in keeps its answers; where both answered one notification, the account's stands. */
  async moveResponder(trx: Transaction<Database>, from: string, to: string): Promise<void> {
    const answeredByAccount = trx
      .selectFrom('notificationResponses')
      .select('notificationId')
      .where('userId', '=', to);
    await trx
      .deleteFrom('notificationResponses')
      .where('userId', '=', from)
      .where('notificationId', 'in', answeredByAccount)
      .execute();
    await trx.updateTable('notificationResponses').set({ userId: to }).where('userId', '=', from).execute();
  }
}
