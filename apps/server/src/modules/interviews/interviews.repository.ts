import type { Database, Kysely, Selectable, Transaction } from '@muse/db';
import type { InterviewsTable } from '@muse/db';
import type { PageCursor } from '../../shared/page-cursor';

export type InterviewRow = Selectable<InterviewsTable>;

/** The interviews table: submitted interviews and, once evaluated, their results. */
export class InterviewsRepository {
  constructor(readonly db: Kysely<Database>) {}

  async insert(row: InterviewRow): Promise<void> {
    await this.db.insertInto('interviews').values(row).execute();
  }

  find(id: string): Promise<InterviewRow | undefined> {
    return this.db.selectFrom('interviews').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Records the result of a queued interview; false when it was already finished (a repeated delivery). */
  async finish(
    id: string,
    outcome: { status: 'ready'; result: string } | { status: 'failed'; error: string },
    finishedAt: string,
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('interviews')
      .set({
        status: outcome.status,
        result: outcome.status === 'ready' ? outcome.result : null,
        error: outcome.status === 'failed' ? outcome.error : null,
        finishedAt,
      })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** An office's interviews, newest first, after `cursor`. */
  listByOffice(officeId: string, limit: number, cursor?: PageCursor): Promise<InterviewRow[]> {
    let q = this.db.selectFrom('interviews').selectAll().where('officeId', '=', officeId);
    if (cursor) {
      q = q.where((eb) =>
        eb.or([
          eb('createdAt', '<', cursor.at),
          eb.and([eb('createdAt', '=', cursor.at), eb('id', '<', cursor.id)]),
        ]),
      );
    }
    return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  /** A guest that signs in keeps the interviews it submitted. */
  async moveSubmitter(trx: Transaction<Database>, from: string, to: string): Promise<void> {
    await trx.updateTable('interviews').set({ userId: to }).where('userId', '=', from).execute();
  }
}
