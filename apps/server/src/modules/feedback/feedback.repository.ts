import type {
  Database,
  FeedbackTable,
  FormSubmissionsTable,
  Insertable,
  Kysely,
  Selectable,
  Transaction,
} from '@muse/db';
import type { PageCursor } from '../../shared/page-cursor';

export type FeedbackRow = Selectable<FeedbackTable>;
export type FormSubmissionRow = Selectable<FormSubmissionsTable>;

/** Feedback (demo requests, ratings, reviews, skips) and dialog form submissions, kept as sent. */
export class FeedbackRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<FeedbackTable>): Promise<void> {
    await this.db.insertInto('feedback').values(row).execute();
  }

  /** Whether the sender stored a review (or a suggestion) of this source, and whether it skipped the popup. */
  async mine(userId: string, source: string): Promise<{ reviewed: boolean; skipped: boolean }> {
    const rows = await this.db
      .selectFrom('feedback')
      .select(['skipped', 'review', 'feedback'])
      .where('userId', '=', userId)
      .where('source', '=', source)
      .where((eb) =>
        eb.or([eb('skipped', '=', 1), eb('review', 'is not', null), eb('feedback', 'is not', null)]),
      )
      .limit(20)
      .execute();
    return {
      reviewed: rows.some((r) => r.review !== null || r.feedback !== null),
      skipped: rows.some((r) => r.skipped === 1),
    };
  }

  /** Whether the account already sent a review of this source (before the one being stored). */
  async hasReview(userId: string, source: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('feedback')
      .select('id')
      .where('userId', '=', userId)
      .where('source', '=', source)
      .where('review', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Published reviews (client reviews), newest first; of one language when given. */
  published(lang: string | undefined, limit: number, offset: number): Promise<FeedbackRow[]> {
    let q = this.db
      .selectFrom('feedback')
      .selectAll()
      .where('publish', '=', 1)
      .where('review', 'is not', null);
    if (lang) q = q.where('lang', '=', lang);
    return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  }

  /** What an office received, newest first. */
  ofOffice(officeId: string, limit: number, before?: PageCursor): Promise<FeedbackRow[]> {
    let q = this.db.selectFrom('feedback').selectAll().where('officeId', '=', officeId);
    if (before)
      q = q.where((eb) =>
        eb.or([
          eb('createdAt', '<', before.at),
          eb.and([eb('createdAt', '=', before.at), eb('id', '<', before.id)]),
        ]),
      );
    return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  async insertForm(row: Insertable<FormSubmissionsTable>): Promise<void> {
    await this.db.insertInto('formSubmissions').values(row).execute();
  }

  formsOfOffice(officeId: string, limit: number, before?: PageCursor): Promise<FormSubmissionRow[]> {
    let q = this.db.selectFrom('formSubmissions').selectAll().where('officeId', '=', officeId);
    if (before)
      q = q.where((eb) =>
        eb.or([
          eb('createdAt', '<', before.at),
          eb.and([eb('createdAt', '=', before.at), eb('id', '<', before.id)]),
        ]),
      );
    return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  /** A guest that signs in keeps what it sent (inside the merge transaction). */
  async moveSender(trx: Transaction<Database>, from: string, to: string): Promise<void> {
    await trx.updateTable('feedback').set({ userId: to }).where('userId', '=', from).execute();
    await trx.updateTable('formSubmissions').set({ userId: to }).where('userId', '=', from).execute();
  }
}
