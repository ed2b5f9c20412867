import type { Database, Kysely, OfficeMessagesTable, Selectable } from '@muse/db';

export type MessageRow = Selectable<OfficeMessagesTable>;

export interface ConversationRow {
  userId: string;
  date: string;
  messageCount: number;
  lastAt: string;
}

/** The `office_messages` table: every exchange with an office's assistant. Only the chat service calls this. */
export class MessagesRepository {
  constructor(readonly db: Kysely<Database>) {}

  async insert(rows: MessageRow[]): Promise<void> {
    await this.db.insertInto('officeMessages').values(rows).execute();
  }

  async hasAny(officeId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('officeMessages')
      .select('id')
      .where('officeId', '=', officeId)
      .where('userId', '=', userId)
      .limit(1)
      .executeTakeFirst();
    return !!row;
  }

  /** The user's latest `limit` messages in this office, oldest first. */
  async last(officeId: string, userId: string, limit: number): Promise<MessageRow[]> {
    const rows = await this.db
      .selectFrom('officeMessages')
      .selectAll()
      .where('officeId', '=', officeId)
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  }

  conversation(officeId: string, userId: string, date: string): Promise<MessageRow[]> {
    return this.db
      .selectFrom('officeMessages')
      .selectAll()
      .where('officeId', '=', officeId)
      .where('userId', '=', userId)
      .where('date', '=', date)
      .orderBy('createdAt')
      .orderBy('seq')
      .limit(2000)
      .execute();
  }

  /** The office's conversations (user and date), most recent first. */
  async conversations(officeId: string, limit: number): Promise<ConversationRow[]> {
    const rows = await this.db
      .selectFrom('officeMessages')
      .select((eb) => [
        'officeMessages.userId as userId',
        'officeMessages.date as date',
        eb.fn.countAll<string | number>().as('messageCount'),
        eb.fn.max('officeMessages.createdAt').as('lastAt'),
      ])
      .where('officeMessages.officeId', '=', officeId)
      .groupBy(['officeMessages.userId', 'officeMessages.date'])
      .orderBy('date', 'desc')
      .orderBy('lastAt', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      userId: r.userId,
      date: r.date,
      messageCount: Number(r.messageCount),
      lastAt: String(r.lastAt),
    }));
  }
}
