import type { Database, Kysely } from '@muse/db';
import { VISUAL_KINDS, type ItemRow } from './images.repository';

export interface OpenReports {
  itemId: string;
  total: number;
  lastReportedOn: string;
}

/**
 * The admin's view of reports: people's (`item_reports`) and visitors' (`item_visitor_reports`) together. A
 * report is open while it is newer than its item's `reports_handled_at`.
 */
export class ImageReportsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Open reports of every item, from accounts and visitors alike. */
  private openReports() {
    const all = this.db
      .selectFrom('itemReports')
      .select(['itemId', 'type', 'createdAt'])
      .unionAll(this.db.selectFrom('itemVisitorReports').select(['itemId', 'type', 'createdAt']));
    return this.db
      .selectFrom(all.as('r'))
      .innerJoin('items', 'items.id', 'r.itemId')
      .where('items.kind', 'in', VISUAL_KINDS)
      .where((eb) =>
        eb.or([
          eb('items.reportsHandledAt', 'is', null),
          eb('r.createdAt', '>', eb.ref('items.reportsHandledAt')),
        ]),
      );
  }

  /** The `limit` items with open reports, the most recently reported first. */
  async listOpen(limit: number): Promise<OpenReports[]> {
    const rows = await this.openReports()
      .select((eb) => [
        'r.itemId',
        eb.fn.countAll<number>().as('total'),
        eb.fn.max('r.createdAt').as('lastReportedOn'),
      ])
      .groupBy('r.itemId')
      .orderBy('lastReportedOn', 'desc')
      .orderBy('r.itemId', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ itemId: r.itemId, total: Number(r.total), lastReportedOn: r.lastReportedOn }));
  }

  /** The open reports of these items by type. */
  async countsByType(itemIds: readonly string[]) {
    if (itemIds.length === 0) return [];
    const rows = await this.openReports()
      .select((eb) => ['r.itemId', 'r.type', eb.fn.countAll<number>().as('count')])
      .where('r.itemId', 'in', itemIds)
      .groupBy(['r.itemId', 'r.type'])
      .execute();
    return rows.map((r) => ({ itemId: r.itemId, type: r.type, count: Number(r.count) }));
  }

  itemsByIds(ids: readonly string[]): Promise<ItemRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('items').selectAll().where('id', 'in', ids).execute();
  }

  /** Marks the item's reports until `at` handled; false when there is no such picture or video. */
  async markHandled(itemId: string, at: string): Promise<boolean> {
    const res = await this.db
      .updateTable('items')
      .set({ reportsHandledAt: at })
      .where('id', '=', itemId)
      .where('kind', 'in', VISUAL_KINDS)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }
}
