import type { Database, Dialect, Insertable, Kysely, MusicExtensionsTable, Selectable } from '@muse/db';
import { finishRun, setRunProgress, startRun } from '../../shared/runs';
import type { StartJudge } from './music.repository';

export type ExtensionRow = Selectable<MusicExtensionsTable>;
export type NewExtension = Insertable<MusicExtensionsTable>;

/** The SQL of track extensions. Run-bound updates name the run, like the tracks'. */
export class MusicExtensionsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  findById(id: string) {
    return this.db.selectFrom('musicExtensions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Inserts an extension if `judge` allows it, judged on the user's unfinished extensions under a lock of
   * the user's row (so concurrent requests cannot both slip under the limit).
   */
  createWithinLimits(row: NewExtension, judge: StartJudge): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      const lock = trx.selectFrom('users').select('id').where('id', '=', row.userId);
      await (this.dialect === 'postgres' ? lock.forUpdate() : lock).executeTakeFirst();
      const open = await trx
        .selectFrom('musicExtensions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', row.userId)
        .where('finishedOn', 'is', null)
        .executeTakeFirstOrThrow();
      const refusal = judge({ unfinished: Number(open.n), today: 0 });
      if (refusal) return refusal;
      await trx.insertInto('musicExtensions').values(row).execute();
      return null;
    });
  }

  /**
   * A track's extensions that `viewerId` may see, oldest first: everyone's public finished ones and the
   * viewer's own in any state (`all` for admins).
   */
  listVisible(itemId: string, viewerId: string | null, all: boolean): Promise<ExtensionRow[]> {
    let q = this.db.selectFrom('musicExtensions').selectAll().where('itemId', '=', itemId);
    if (!all) {
      q = q.where((eb) =>
        eb.or([
          eb.and([eb('public', '=', 1), eb('finishedOn', 'is not', null), eb('audioKey', 'is not', null)]),
          ...(viewerId ? [eb('userId', '=', viewerId)] : []),
        ]),
      );
    }
    return q.orderBy('createdAt').orderBy('id').execute();
  }

  /** Every extension of a track (to delete their files with it). */
  listAll(itemId: string): Promise<ExtensionRow[]> {
    return this.db.selectFrom('musicExtensions').selectAll().where('itemId', '=', itemId).execute();
  }

  startRun(id: string, run: string): Promise<boolean> {
    return startRun(this.db, 'musicExtensions', id, run);
  }

  setProgress(id: string, run: string, progress: number): Promise<void> {
    return setRunProgress(this.db, 'musicExtensions', id, run, progress);
  }

  /** Finishes the run; false when the extension was deleted or finished meanwhile. */
  finishRun(
    id: string,
    run: string,
    changes: Partial<Pick<ExtensionRow, 'audioKey' | 'stateKey' | 'lengthSeconds' | 'message'>>,
  ): Promise<boolean> {
    return finishRun(this.db, 'musicExtensions', id, run, changes);
  }

  async remove(id: string): Promise<boolean> {
    const res = await this.db.deleteFrom('musicExtensions').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** The viewer's reactions among `ids`: extension id → 1 (like) or -1 (dislike). */
  async reactionsAmong(userId: string, ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('musicExtensionReactions')
      .select(['extensionId', 'value'])
      .where('userId', '=', userId)
      .where('extensionId', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [r.extensionId, r.value]));
  }
}
