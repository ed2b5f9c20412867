import type { Database, Insertable, Kysely, Selectable, Transaction } from '@muse/db';

export type PollRow = Selectable<Database['polls']>;
export type NewPollRow = Insertable<Database['polls']>;

/** The SQL of polls and their votes. Only the polls service calls it. */
export class PollsRepository {
  constructor(readonly db: Kysely<Database>) {}

  find(id: string): Promise<PollRow | undefined> {
    return this.db.selectFrom('polls').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findDialogPoll(officeId: string, dialogKey: string): Promise<PollRow | undefined> {
    return this.db
      .selectFrom('polls')
      .selectAll()
      .where('officeId', '=', officeId)
      .where('dialogKey', '=', dialogKey)
      .executeTakeFirst();
  }

  /** The office's live polls not yet closed, newest first (at most one, unless two owners raced). */
  unclosedLive(officeId: string): Promise<PollRow[]> {
    return this.db
      .selectFrom('polls')
      .selectAll()
      .where('officeId', '=', officeId)
      .where('source', '=', 'live')
      .where('closedAt', 'is', null)
      .orderBy('startedAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async insert(row: NewPollRow): Promise<void> {
    await this.db.insertInto('polls').values(row).execute();
  }

  /** A dialog poll, made by its first vote; a second maker at the same time finds the first one's row. */
  async insertDialogPoll(row: NewPollRow): Promise<void> {
    await this.db
      .insertInto('polls')
      .values(row)
      .onConflict((oc) => oc.columns(['officeId', 'dialogKey']).doNothing())
      .execute();
  }

  async updateDefinition(
    id: string,
    def: Pick<PollRow, 'pollType' | 'question' | 'choices' | 'answer'>,
  ): Promise<void> {
    await this.db.updateTable('polls').set(def).where('id', '=', id).execute();
  }

  /** Closes a poll that is still open; false when it already was closed. */
  async close(id: string, at: string): Promise<boolean> {
    const res = await this.db
      .updateTable('polls')
      .set({ closedAt: at })
      .where('id', '=', id)
      .where('closedAt', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** A page of an office's polls, newest first, after the poll `after` (keyset on startedAt, id). */
  async page(officeId: string, after: PollRow | undefined, limit: number): Promise<PollRow[]> {
    let q = this.db
      .selectFrom('polls')
      .selectAll()
      .where('officeId', '=', officeId)
      .orderBy('startedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit);
    if (after)
      q = q.where((eb) =>
        eb.or([
          eb('startedAt', '<', after.startedAt),
          eb.and([eb('startedAt', '=', after.startedAt), eb('id', '<', after.id)]),
        ]),
      );
    return q.execute();
  }

  /** Adds a vote; false when this person already voted on the poll (the primary key refuses a second). */
  async addVote(pollId: string, userId: string, value: string, at: string): Promise<boolean> {
    const res = await this.db
      .insertInto('pollVotes')
      .values({ pollId, userId, value, createdAt: at })
      .onConflict((oc) => oc.columns(['pollId', 'userId']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async voteOf(pollId: string, userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('pollVotes')
      .select('value')
      .where('pollId', '=', pollId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row?.value ?? null;
  }

  async votesOf(pollIds: readonly string[], userId: string): Promise<Map<string, string>> {
    if (pollIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('pollVotes')
      .select(['pollId', 'value'])
      .where('pollId', 'in', pollIds)
      .where('userId', '=', userId)
      .execute();
    return new Map(rows.map((r) => [r.pollId, r.value]));
  }

  /** Vote counts per poll and value. */
  async counts(pollIds: readonly string[]): Promise<Map<string, Record<string, number>>> {
    const out = new Map<string, Record<string, number>>(pollIds.map((id) => [id, {}]));
    if (pollIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('pollVotes')
      .select((eb) => ['pollId', 'value', eb.fn.countAll<number | string>().as('n')])
      .where('pollId', 'in', pollIds)
      .groupBy(['pollId', 'value'])
      .execute();
    for (const r of rows) out.get(r.pollId)![r.value] = Number(r.n);
    return out;
  }

  /** A guest's votes become its account's; where both voted on one poll, the account's vote stands. */
  async moveVoter(trx: Transaction<Database>, from: string, to: string): Promise<void> {
    const both = trx.selectFrom('pollVotes').select('pollId').where('userId', '=', to);
    await trx.deleteFrom('pollVotes').where('userId', '=', from).where('pollId', 'in', both).execute();
    await trx.updateTable('pollVotes').set({ userId: to }).where('userId', '=', from).execute();
    await trx.updateTable('polls').set({ startedByUserId: to }).where('startedByUserId', '=', from).execute();
  }
}
