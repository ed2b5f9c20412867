import type { Database, Insertable, Kysely, Selectable, Transaction } from '@muse/db';

export type MathTopicRow = Selectable<Database['mathTopics']>;
export type MathProblemRow = Selectable<Database['mathProblems']>;
export type NewMathProblemRow = Insertable<Database['mathProblems']>;
export type MathProgressRow = Selectable<Database['mathProgress']>;

export interface LessonKey {
  officeId: string;
  section: string;
  lesson: number;
}

/** The SQL of SAT math lessons, problems and progress. Only the math services call it. */
export class MathRepository {
  constructor(readonly db: Kysely<Database>) {}

  topic(key: LessonKey): Promise<MathTopicRow | undefined> {
    return this.db
      .selectFrom('mathTopics')
      .selectAll()
      .where('officeId', '=', key.officeId)
      .where('section', '=', key.section)
      .where('lesson', '=', key.lesson)
      .executeTakeFirst();
  }

  topicsOfSection(officeId: string, section: string): Promise<MathTopicRow[]> {
    return this.db
      .selectFrom('mathTopics')
      .selectAll()
      .where('officeId', '=', officeId)
      .where('section', '=', section)
      .orderBy('lesson')
      .execute();
  }

  async insertTopic(row: MathTopicRow, trx: Kysely<Database> = this.db): Promise<void> {
    await trx.insertInto('mathTopics').values(row).execute();
  }

  async updateTopic(
    id: string,
    set: Partial<Pick<MathTopicRow, 'topic' | 'videoId' | 'lessonText' | 'concepts' | 'updatedAt'>>,
  ): Promise<void> {
    await this.db.updateTable('mathTopics').set(set).where('id', '=', id).execute();
  }

  /** How many problems each lesson of a section has. */
  async problemCounts(officeId: string, section: string): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('mathProblems')
      .select(['lesson', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('officeId', '=', officeId)
      .where('section', '=', section)
      .groupBy('lesson')
      .execute();
    return new Map(rows.map((r) => [Number(r.lesson), Number(r.n)]));
  }

  async problemCount(key: LessonKey): Promise<number> {
    const row = await this.db
      .selectFrom('mathProblems')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('officeId', '=', key.officeId)
      .where('section', '=', key.section)
      .where('lesson', '=', key.lesson)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  problems(key: LessonKey): Promise<MathProblemRow[]> {
    return this.db
      .selectFrom('mathProblems')
      .selectAll()
      .where('officeId', '=', key.officeId)
      .where('section', '=', key.section)
      .where('lesson', '=', key.lesson)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  problem(id: string): Promise<MathProblemRow | undefined> {
    return this.db.selectFrom('mathProblems').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async nextPosition(key: LessonKey, trx: Kysely<Database> = this.db): Promise<number> {
    const row = await trx
      .selectFrom('mathProblems')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('officeId', '=', key.officeId)
      .where('section', '=', key.section)
      .where('lesson', '=', key.lesson)
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  async insertProblems(rows: NewMathProblemRow[], trx: Kysely<Database> = this.db): Promise<void> {
    // SQLite caps bound parameters per statement: a few rows at a time.
    for (let i = 0; i < rows.length; i += 20)
      await trx
        .insertInto('mathProblems')
        .values(rows.slice(i, i + 20))
        .execute();
  }

  async updateProblem(id: string, set: Partial<Omit<MathProblemRow, 'id' | 'officeId'>>): Promise<void> {
    await this.db.updateTable('mathProblems').set(set).where('id', '=', id).execute();
  }

  async deleteProblem(id: string): Promise<void> {
    await this.db.deleteFrom('mathProblems').where('id', '=', id).execute();
  }

  async hasAnyTopic(officeId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('mathTopics')
      .select('id')
      .where('officeId', '=', officeId)
      .executeTakeFirst();
    return Boolean(row);
  }

  progress(userId: string, officeId: string, section: string): Promise<MathProgressRow[]> {
    return this.db
      .selectFrom('mathProgress')
      .selectAll()
      .where('userId', '=', userId)
      .where('officeId', '=', officeId)
      .where('section', '=', section)
      .execute();
  }

  progressOf(
    userId: string,
    key: LessonKey,
    trx: Kysely<Database> = this.db,
  ): Promise<MathProgressRow | undefined> {
    return trx
      .selectFrom('mathProgress')
      .selectAll()
      .where('userId', '=', userId)
      .where('officeId', '=', key.officeId)
      .where('section', '=', key.section)
      .where('lesson', '=', key.lesson)
      .executeTakeFirst();
  }

  async upsertProgress(row: MathProgressRow, trx: Kysely<Database> = this.db): Promise<void> {
    await trx
      .insertInto('mathProgress')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['userId', 'officeId', 'section', 'lesson']).doUpdateSet({
          bestScore: row.bestScore,
          bestTimeSpent: row.bestTimeSpent,
          attempts: row.attempts,
          lastScore: row.lastScore,
          updatedAt: row.updatedAt,
        }),
      )
      .execute();
  }

  /**
   * A guest's progress becomes the account's: where both practised a lesson, the better best stays (a higher
   * score, or the same score sooner) and the attempts add up.
   */
  async moveLearner(trx: Transaction<Database>, from: string, to: string): Promise<void> {
    const rows = await trx.selectFrom('mathProgress').selectAll().where('userId', '=', from).execute();
    for (const row of rows) {
      const theirs = await this.progressOf(to, row, trx);
      const better =
        !theirs ||
        row.bestScore > theirs.bestScore ||
        (row.bestScore === theirs.bestScore && row.bestTimeSpent < theirs.bestTimeSpent);
      const base = better ? row : theirs;
      await this.upsertProgress(
        { ...base, userId: to, attempts: row.attempts + (theirs?.attempts ?? 0), updatedAt: row.updatedAt },
        trx,
      );
    }
    await trx.deleteFrom('mathProgress').where('userId', '=', from).execute();
  }
}
