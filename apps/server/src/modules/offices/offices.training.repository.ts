import type {
  Database,
  Kysely,
  OfficeQuestionsTable,
  OfficeTopicsTable,
  Selectable,
  Transaction,
} from '@muse/db';

export type TopicRow = Selectable<OfficeTopicsTable>;
export type QuestionRow = Selectable<OfficeQuestionsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** The `office_topics` and `office_questions` tables. Only the training and answers services call this. */
export class TrainingRepository {
  constructor(readonly db: Kysely<Database>) {}

  topics(officeId: string): Promise<TopicRow[]> {
    return this.db
      .selectFrom('officeTopics')
      .selectAll()
      .where('officeId', '=', officeId)
      .orderBy('createdAt')
      .orderBy('topic')
      .execute();
  }

  topic(officeId: string, topic: string, db: Db = this.db): Promise<TopicRow | undefined> {
    return db
      .selectFrom('officeTopics')
      .selectAll()
      .where('officeId', '=', officeId)
      .where('topic', '=', topic)
      .executeTakeFirst();
  }

  async insertTopic(row: TopicRow, db: Db = this.db): Promise<void> {
    await db.insertInto('officeTopics').values(row).execute();
  }

  /** Changes a topic's text (and name: its questions follow through the foreign key's ON UPDATE CASCADE). */
  async updateTopic(
    officeId: string,
    topic: string,
    patch: Partial<Pick<TopicRow, 'topic' | 'text' | 'pageUrl' | 'extraFields' | 'updatedAt'>>,
    db: Db = this.db,
  ): Promise<void> {
    await db
      .updateTable('officeTopics')
      .set(patch)
      .where('officeId', '=', officeId)
      .where('topic', '=', topic)
      .execute();
  }

  async deleteTopic(officeId: string, topic: string, db: Db = this.db): Promise<boolean> {
    // Questions first: SQLite tables made before foreign keys were on would not cascade.
    await db
      .deleteFrom('officeQuestions')
      .where('officeId', '=', officeId)
      .where('topic', '=', topic)
      .execute();
    const res = await db
      .deleteFrom('officeTopics')
      .where('officeId', '=', officeId)
      .where('topic', '=', topic)
      .executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }

  questions(officeId: string, topic: string, db: Db = this.db): Promise<QuestionRow[]> {
    return db
      .selectFrom('officeQuestions')
      .selectAll()
      .where('officeId', '=', officeId)
      .where('topic', '=', topic)
      .orderBy('value')
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  }

  /** Every trained pair of the office (all topics), for the answer index. */
  allQuestions(officeId: string): Promise<QuestionRow[]> {
    return this.db
      .selectFrom('officeQuestions')
      .selectAll()
      .where('officeId', '=', officeId)
      .orderBy('topic')
      .orderBy('value')
      .orderBy('id')
      .execute();
  }

  /** Replaces a topic's list with `rows` (ids kept where given). */
  async replaceQuestions(
    officeId: string,
    topic: string,
    rows: QuestionRow[],
    db: Db = this.db,
  ): Promise<void> {
    await db
      .deleteFrom('officeQuestions')
      .where('officeId', '=', officeId)
      .where('topic', '=', topic)
      .execute();
    // Chunks keep each INSERT under SQLite's bound-parameter limit.
    for (let i = 0; i < rows.length; i += 100) {
      await db
        .insertInto('officeQuestions')
        .values(rows.slice(i, i + 100))
        .execute();
    }
  }
}
