import type {
  Database,
  Kysely,
  OfficeVectorStateTable,
  OfficeVectorsTable,
  Selectable,
  Transaction,
} from '@muse/db';
import type { StoredVectorKey, VectorKey } from './offices.vectors.items';

export type VectorRow = Selectable<OfficeVectorsTable>;
export type VectorStateRow = Selectable<OfficeVectorStateTable>;

/** Rows per INSERT or IN list: far under SQLite's bound-parameter limit. */
const CHUNK = 100;

/**
 * The `office_vectors` and `office_vector_state` tables (and the pairs' answers for retrieved questions).
 * Writes happen only while the office's training mark is the one the caller embedded for: a job working
 * from older training must not overwrite what a newer one wrote.
 */
export class VectorsRepository {
  constructor(readonly db: Kysely<Database>) {}

  storedKeys(officeId: string): Promise<StoredVectorKey[]> {
    return this.db
      .selectFrom('officeVectors')
      .select(['kind', 'sourceId', 'position', 'textHash', 'model'])
      .where('officeId', '=', officeId)
      .execute();
  }

  state(officeId: string): Promise<VectorStateRow | undefined> {
    return this.db
      .selectFrom('officeVectorState')
      .selectAll()
      .where('officeId', '=', officeId)
      .executeTakeFirst();
  }

  /** Every vector of the office, in a stable order (the engine thread keeps them in this order). */
  vectors(officeId: string): Promise<Pick<VectorRow, 'kind' | 'sourceId' | 'text' | 'model' | 'vector'>[]> {
    return this.db
      .selectFrom('officeVectors')
      .select(['kind', 'sourceId', 'text', 'model', 'vector'])
      .where('officeId', '=', officeId)
      .orderBy('kind')
      .orderBy('sourceId')
      .orderBy('position')
      .execute();
  }

  /** The answers of the office's pairs with these ids. */
  async pairAnswers(officeId: string, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('officeQuestions')
      .select(['id', 'answer'])
      .where('officeId', '=', officeId)
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [r.id, r.answer]));
  }

  /** Deletes these vectors if `mark` is still the office's training mark; false when it is not. */
  removeIfCurrent(officeId: string, mark: string, keys: readonly VectorKey[]): Promise<boolean> {
    return this.whileCurrent(officeId, mark, async (tx) => {
      const qa = keys.filter((k) => k.kind === 'qa').map((k) => k.sourceId);
      for (let i = 0; i < qa.length; i += CHUNK) {
        await tx
          .deleteFrom('officeVectors')
          .where('officeId', '=', officeId)
          .where('kind', '=', 'qa')
          .where('sourceId', 'in', qa.slice(i, i + CHUNK))
          .execute();
      }
      // Passages: per topic, the positions to remove.
      const groups = new Map<string, { kind: string; sourceId: string; positions: number[] }>();
      for (const k of keys) {
        if (k.kind === 'qa') continue;
        const id = `${k.kind}\n${k.sourceId}`;
        const group = groups.get(id) ?? { kind: k.kind, sourceId: k.sourceId, positions: [] };
        group.positions.push(k.position);
        groups.set(id, group);
      }
      for (const { kind, sourceId, positions } of groups.values()) {
        for (let i = 0; i < positions.length; i += CHUNK) {
          await tx
            .deleteFrom('officeVectors')
            .where('officeId', '=', officeId)
            .where('kind', '=', kind)
            .where('sourceId', '=', sourceId)
            .where('position', 'in', positions.slice(i, i + CHUNK))
            .execute();
        }
      }
    });
  }

  /** Stores these vectors (replacing any of the same key) if `mark` is still current; false when not. */
  saveIfCurrent(officeId: string, mark: string, rows: readonly VectorRow[]): Promise<boolean> {
    return this.whileCurrent(officeId, mark, async (tx) => {
      for (let i = 0; i < rows.length; i += CHUNK) {
        await tx
          .insertInto('officeVectors')
          .values(rows.slice(i, i + CHUNK))
          .onConflict((oc) =>
            oc.columns(['officeId', 'kind', 'sourceId', 'position']).doUpdateSet((eb) => ({
              text: eb.ref('excluded.text'),
              textHash: eb.ref('excluded.textHash'),
              model: eb.ref('excluded.model'),
              dimensions: eb.ref('excluded.dimensions'),
              vector: eb.ref('excluded.vector'),
              createdAt: eb.ref('excluded.createdAt'),
            })),
          )
          .execute();
      }
    });
  }

  /** Records that the office's vectors are complete for `mark` and `model`, if `mark` is still current. */
  completeIfCurrent(
    officeId: string,
    mark: string,
    model: string,
    items: number,
    now: string,
  ): Promise<boolean> {
    return this.whileCurrent(officeId, mark, async (tx) => {
      await tx
        .insertInto('officeVectorState')
        .values({ officeId, trainedAt: mark, model, items, updatedAt: now })
        .onConflict((oc) =>
          oc.column('officeId').doUpdateSet({ trainedAt: mark, model, items, updatedAt: now }),
        )
        .execute();
    });
  }

  /**
   * Runs `work` in a transaction that first confirms the office's training mark is `mark`. The confirming
   * UPDATE (to the same value) locks the office row on PostgreSQL and takes SQLite's write lock, so the
   * mark cannot change (markTrained waits) until the work is committed.
   */
  private whileCurrent(
    officeId: string,
    mark: string,
    work: (tx: Transaction<Database>) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const confirmed = await tx
        .updateTable('offices')
        .set({ trainedAt: mark })
        .where('id', '=', officeId)
        .where('trainedAt', '=', mark)
        .executeTakeFirst();
      if (Number(confirmed.numUpdatedRows) !== 1) return false;
      await work(tx);
      return true;
    });
  }
}
