import type { Database, Dialect, Insertable, ItemsTable, Kysely, Selectable, Transaction } from '@muse/db';
import { sql } from '@muse/db';
import { newId, nowIso } from '../../shared/ids';
import { finishRun, setRunProgress, startRun, updateRun } from '../../shared/runs';
import { ERROR_IMAGE } from './music.media-keys';
import { musicFtsQuery } from './music.search';

export type TrackRow = Selectable<ItemsTable>;
export type NewTrack = Insertable<ItemsTable>;
export type TrackChanges = Partial<Omit<NewTrack, 'id' | 'kind'>>;

export const KIND = 'music';

/** What a user has going when a song is to start: the limits are judged on these, under a lock. */
export interface StartCounts {
  /** tracks requested and not finished */
  unfinished: number;
  /** songs started (created or regenerated) since the start of the UTC day */
  today: number;
}

/** Why a start was refused, or null to go ahead. */
export type StartJudge = (counts: StartCounts) => string | null;

/**
 * The SQL of music tracks (rows of `items` with kind 'music'). Starting a song (create, regenerate) happens
 * in one transaction that locks the user's row first (PostgreSQL: FOR UPDATE; SQLite runs one write
 * transaction at a time), so the parallel and daily limits hold under concurrent requests. Run-bound
 * updates name the run (`requested_on`), so a job of an older run never writes over a newer one.
 */
export class MusicRepository {
  constructor(
    protected readonly db: Kysely<Database>,
    protected readonly dialect: Dialect,
  ) {}

  findById(id: string) {
    return this.db
      .selectFrom('items')
      .selectAll()
      .where('id', '=', id)
      .where('kind', '=', KIND)
      .executeTakeFirst();
  }

  /** Tracks made on this server (finished with their audio): the statistics banner. */
  async countMade(): Promise<number> {
    const row = await this.db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('kind', '=', KIND)
      .where('finishedOn', 'is not', null)
      .where('audioKey', 'is not', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Tracks by id, in no order (ids that are not one are left out). */
  findByIds(ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('items').selectAll().where('id', 'in', ids).where('kind', '=', KIND).execute();
  }

  findByFilename(filename: string) {
    return this.db
      .selectFrom('items')
      .selectAll()
      .where('filename', '=', filename)
      .where('kind', '=', KIND)
      .executeTakeFirst();
  }

  /** Inserts a track if `judge` allows it; returns the refusal otherwise. */
  createWithinLimits(track: NewTrack, dayStart: string, judge: StartJudge): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      const refusal = judge(await this.lockAndCount(trx, track.userId, dayStart));
      if (refusal) return refusal;
      await trx.insertInto('items').values(track).execute();
      await this.recordRun(trx, track.userId, track.id, track.requestedOn ?? nowIso());
      return null;
    });
  }

  /**
   * Starts a finished track again with `changes` if `judge` allows it. 'not_finished' when the track is
   * not (or no longer) finished; otherwise the refusal, or null with the row as it was before.
   */
  restartWithinLimits(
    track: TrackRow,
    changes: TrackChanges & { requestedOn: string },
    dayStart: string,
    judge: StartJudge,
  ): Promise<{ refusal: string } | { before: TrackRow }> {
    return this.db.transaction().execute(async (trx) => {
      const refusal = judge(await this.lockAndCount(trx, track.userId, dayStart));
      if (refusal) return { refusal };
      const before = await trx.selectFrom('items').selectAll().where('id', '=', track.id).executeTakeFirst();
      const res = await trx
        .updateTable('items')
        .set({ ...changes, updatedAt: nowIso() })
        .where('id', '=', track.id)
        .where('finishedOn', 'is not', null)
        .executeTakeFirst();
      if (!before || Number(res.numUpdatedRows) === 0) return { refusal: 'not_finished' };
      await this.recordRun(trx, track.userId, track.id, changes.requestedOn);
      return { before };
    });
  }

  /** Marks the run started (once); false when the run is no longer the track's current, unfinished one. */
  startRun(id: string, run: string): Promise<boolean> {
    return startRun(this.db, 'items', id, run);
  }

  setProgress(id: string, run: string, progress: number): Promise<void> {
    return setRunProgress(this.db, 'items', id, run, progress);
  }

  /** Records what happened to the track's words before composing (JSON), while it is still this run. */
  setPromptTranslation(id: string, run: string, json: string): Promise<boolean> {
    return updateRun(this.db, 'items', id, run, { promptTranslation: json });
  }

  /** Finishes the run with `changes`; false when it was deleted, regenerated or finished meanwhile. */
  finishRun(id: string, run: string, changes: TrackChanges): Promise<boolean> {
    return finishRun(this.db, 'items', id, run, changes);
  }

  /** "I'm done editing": private → public with the files' new keys, only from the run the copies were made of. */
  async publish(track: TrackRow, keys: TrackChanges): Promise<boolean> {
    let q = this.db
      .updateTable('items')
      .set({ ...keys, private: 0, updatedAt: nowIso() })
      .where('id', '=', track.id)
      .where('private', '=', 1)
      .where('finishedOn', 'is not', null);
    q = track.requestedOn ? q.where('requestedOn', '=', track.requestedOn) : q;
    const res = await q.executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Records the track's music video: the newest one asked for, and when. */
  async requestVideo(id: string, videoFilename: string): Promise<void> {
    await this.db
      .updateTable('items')
      .set({ videoRequestedOn: nowIso(), musicVideo: videoFilename, updatedAt: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** Deletes the track; its reactions and extensions go with it (ON DELETE CASCADE). */
  async remove(id: string): Promise<boolean> {
    const res = await this.db.deleteFrom('items').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** The user's tracks, newest first, unfinished ones included and failed ones left out. */
  listMine(userId: string, limit: number, offset: number): Promise<TrackRow[]> {
    return this.db
      .selectFrom('items')
      .selectAll()
      .where('userId', '=', userId)
      .where('kind', '=', KIND)
      .where((eb) => eb.or([eb('imageKey', 'is', null), eb('imageKey', '!=', ERROR_IMAGE)]))
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** The user's tracks in the queue or being made, oldest first (the order they are made in). */
  listInProgress(userId: string): Promise<TrackRow[]> {
    return this.db
      .selectFrom('items')
      .selectAll()
      .where('userId', '=', userId)
      .where('finishedOn', 'is', null)
      .where('requestedOn', 'is not', null)
      .where('kind', '=', KIND)
      .orderBy('requestedOn')
      .orderBy('id')
      .execute();
  }

  /** Shared tracks of one type, most likes first. */
  listPopular(musicType: 'song' | 'music', limit: number): Promise<TrackRow[]> {
    return this.shared()
      .where('musicType', '=', musicType)
      .orderBy('likes', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** The admin's Recent: everyone's finished tracks, shared or not, failed ones left out, newest first. */
  listRecent(limit: number): Promise<TrackRow[]> {
    return this.db
      .selectFrom('items')
      .selectAll()
      .where('kind', '=', KIND)
      .where('finishedOn', 'is not', null)
      .where('audioKey', 'is not', null)
      .where((eb) => eb.or([eb('imageKey', 'is', null), eb('imageKey', '!=', ERROR_IMAGE)]))
      .orderBy('finishedOn', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * Up to `limit` shared tracks starting at a random id, wrapping to the start: ids are random hex, so this
   * is a fair-enough sample read by primary-key range, without sorting the table.
   */
  async randomShared(pivot: string, limit: number): Promise<TrackRow[]> {
    const after = await this.shared().where('id', '>=', pivot).orderBy('id').limit(limit).execute();
    if (after.length >= limit) return after;
    const before = await this.shared()
      .where('id', '<', pivot)
      .orderBy('id')
      .limit(limit - after.length)
      .execute();
    return [...after, ...before];
  }

  /**
   * Shared tracks matching the words, best first: SQLite FTS5 bm25 (name, description, tags, keywords
   * weighted 10, 5, 2, 1) or PostgreSQL ts_rank. Only the newest SEARCH_WINDOW matches are ranked, which
   * bounds the cost of a search at any library size (the images' Similar search does the same).
   */
  async search(words: string, limit: number): Promise<TrackRow[]> {
    const query = musicFtsQuery(words);
    if (!query) return [];
    if (this.dialect === 'postgres') {
      const tsquery = sql`to_tsquery('english', ${query.postgres})`;
      return this.db
        .with(
          (cte) => cte('matches').materialized(),
          () =>
            this.shared()
              .clearSelect()
              .select(['items.id', sql<number>`ts_rank(items.search, ${tsquery})`.as('score')])
              .where(sql<boolean>`items.search @@ ${tsquery}`)
              .orderBy('items.finishedOn', 'desc')
              .limit(SEARCH_WINDOW),
        )
        .selectFrom('matches')
        .innerJoin('items', 'items.id', 'matches.id')
        .selectAll('items')
        .orderBy(sql`matches.score`, 'desc')
        .orderBy('items.id')
        .limit(limit)
        .execute();
    }
    return this.db
      .with(
        (cte) => cte('candidates').materialized(),
        () =>
          this.shared()
            .clearSelect()
            .innerJoin(sql<{ rowid: number }>`items_fts`.as('fts'), (j) =>
              j.on(sql`fts.rowid`, '=', sql`items.rowid`),
            )
            .select([
              sql<number>`fts.rowid`.as('rid'),
              sql<number>`bm25(items_fts, 10.0, 5.0, 2.0, 1.0)`.as('score'),
            ])
            .where(sql<boolean>`items_fts match ${query.sqlite}`)
            .orderBy(sql`fts.rowid`, 'desc')
            .limit(SEARCH_WINDOW),
      )
      .selectFrom('candidates')
      .innerJoin('items', (j) => j.on(sql`items.rowid`, '=', sql`candidates.rid`))
      .selectAll('items')
      .orderBy(sql`candidates.score`)
      .orderBy('items.id')
      .limit(limit)
      .execute();
  }

  /** The viewer's reactions among `ids`: item id → 1 (like) or -1 (dislike). */
  async reactionsAmong(userId: string, ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('itemReactions')
      .select(['itemId', 'value'])
      .where('userId', '=', userId)
      .where('itemId', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [r.itemId, r.value]));
  }

  /** Locks the user's row for the rest of the transaction and counts what the limits look at. */
  async lockAndCount(trx: Transaction<Database>, userId: string, dayStart: string): Promise<StartCounts> {
    const lock = trx.selectFrom('users').select('id').where('id', '=', userId);
    await (this.dialect === 'postgres' ? lock.forUpdate() : lock).executeTakeFirst();
    const unfinished = await trx
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where('finishedOn', 'is', null)
      .where('requestedOn', 'is not', null)
      .where('kind', '=', KIND)
      .executeTakeFirstOrThrow();
    const today = await trx
      .selectFrom('musicRuns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where('createdAt', '>=', dayStart)
      .executeTakeFirstOrThrow();
    return { unfinished: Number(unfinished.n), today: Number(today.n) };
  }

  private async recordRun(trx: Transaction<Database>, userId: string, itemId: string, at: string) {
    await trx.insertInto('musicRuns').values({ id: newId(), userId, itemId, createdAt: at }).execute();
  }

  /** Shared tracks: done editing (public), finished with audio, not failed. */
  private shared() {
    return this.db
      .selectFrom('items')
      .selectAll('items')
      .where('items.kind', '=', KIND)
      .where('items.private', '=', 0)
      .where('items.ownerBanned', '=', 0)
      .where('items.finishedOn', 'is not', null)
      .where('items.audioKey', 'is not', null)
      .where((eb) => eb.or([eb('items.imageKey', 'is', null), eb('items.imageKey', '!=', ERROR_IMAGE)]));
  }
}

/** How many of the newest matches a search ranks (100 pages of 20 would be far more than Similar shows). */
export const SEARCH_WINDOW = 2_000;
