import { sql, type Database, type InsightRoundsTable, type Kysely, type Selectable } from '@muse/db';

export type InsightRoundRow = Selectable<InsightRoundsTable>;

/** The games' SQL: high scores and The Insight's served questions. */
export class GamesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async highscore(userId: string, game: string, level: number): Promise<number> {
    const row = await this.db
      .selectFrom('gameHighscores')
      .select('highscore')
      .where('userId', '=', userId)
      .where('game', '=', game)
      .where('level', '=', level)
      .executeTakeFirst();
    return row?.highscore ?? 0;
  }

  /** Keeps the higher of the stored and the new score, in one statement (concurrent posts cannot lower it). */
  async recordScore(userId: string, game: string, level: number, score: number, at: string): Promise<void> {
    await this.db
      .insertInto('gameHighscores')
      .values({ userId, game, level, highscore: score, updatedOn: at })
      .onConflict((oc) =>
        oc.columns(['userId', 'game', 'level']).doUpdateSet({
          highscore: sql<number>`case when excluded.highscore > game_highscores.highscore then excluded.highscore else game_highscores.highscore end`,
          updatedOn: at,
        }),
      )
      .execute();
  }

  roundsOn(userId: string, day: string): Promise<InsightRoundRow[]> {
    return this.db
      .selectFrom('insightRounds')
      .selectAll()
      .where('userId', '=', userId)
      .where('day', '=', day)
      .orderBy('askedOn')
      .orderBy('id')
      .execute();
  }

  /** Question ids served to the user since `day` (so questions do not repeat soon). */
  async questionsSince(userId: string, day: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('insightRounds')
      .select('questionId')
      .where('userId', '=', userId)
      .where('day', '>=', day)
      .execute();
    return new Set(rows.map((r) => r.questionId));
  }

  async insertRound(row: InsightRoundRow): Promise<void> {
    await this.db.insertInto('insightRounds').values(row).execute();
  }

  /** Marks the round answered; true only for the one call that did (a round is judged once). */
  async markAnswered(id: string, at: string): Promise<boolean> {
    const res = await this.db
      .updateTable('insightRounds')
      .set({ answeredOn: at })
      .where('id', '=', id)
      .where('answeredOn', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async setVerdict(id: string, correct: boolean): Promise<void> {
    await this.db
      .updateTable('insightRounds')
      .set({ correct: correct ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  }
}
