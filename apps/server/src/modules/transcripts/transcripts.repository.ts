import type { Database, Insertable, Kysely, Selectable, Transaction, TranscriptsTable } from '@muse/db';
import type { PageCursor } from '../../shared/page-cursor';

export type TranscriptRow = Selectable<TranscriptsTable>;
export interface SessionRow {
  sessionId: string;
  lastAt: string;
}

/** The most entries one page of sessions returns (chosen): a long session is cut, never the server. */
export const ENTRIES_PER_PAGE = 5000;

/** Dialog transcripts: entries of recorded dialog runs, by office and session. */
export class TranscriptsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<TranscriptsTable>): Promise<void> {
    await this.db.insertInto('transcripts').values(row).execute();
  }

  /** `limit` sessions of an office, newest first by their latest entry, older than `before`. */
  async sessions(officeId: string, limit: number, before?: PageCursor): Promise<SessionRow[]> {
    let q = this.db
      .selectFrom('transcripts')
      .select((eb) => ['sessionId', eb.fn.max('createdAt').as('lastAt')])
      .where('officeId', '=', officeId)
      .groupBy('sessionId');
    if (before)
      q = q.having((eb) =>
        eb.or([
          eb(eb.fn.max('createdAt'), '<', before.at),
          eb.and([eb(eb.fn.max('createdAt'), '=', before.at), eb('sessionId', '<', before.id)]),
        ]),
      );
    const rows = await q.orderBy('lastAt', 'desc').orderBy('sessionId', 'desc').limit(limit).execute();
    return rows.map((r) => ({ sessionId: r.sessionId, lastAt: String(r.lastAt) }));
  }

  /** The entries of these sessions of an office, each session's in the order they were answered. */
  entries(officeId: string, sessionIds: readonly string[]): Promise<TranscriptRow[]> {
    if (sessionIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('transcripts')
      .selectAll()
      .where('officeId', '=', officeId)
      .where('sessionId', 'in', sessionIds)
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc')
      .limit(ENTRIES_PER_PAGE)
      .execute();
  }

  /** A guest that signs in keeps the entries it sent (inside the merge transaction). */
  async moveSender(trx: Transaction<Database>, from: string, to: string): Promise<void> {
    await trx.updateTable('transcripts').set({ userId: to }).where('userId', '=', from).execute();
  }
}
