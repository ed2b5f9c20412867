import type { Database, Kysely } from '@muse/db';
import { newId, nowIso } from '../../shared/ids';

export class AuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(entry: { actorUserId: string; action: string; targetUserId: string | null; details: object }) {
    await this.db
      .insertInto('auditLog')
      .values({ id: newId(), ...entry, details: JSON.stringify(entry.details), createdAt: nowIso() })
      .execute();
  }

  list(limit: number, before?: string) {
    let q = this.db.selectFrom('auditLog').selectAll();
    if (before) q = q.where('createdAt', '<', before);
    return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }
}
