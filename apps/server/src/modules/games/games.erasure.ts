import type { ErasureStep } from '../users';

/** Erasing an account's games: its high scores and the Insight questions it was served. */
export const gamesErasure: ErasureStep = {
  name: 'games',
  async erase({ trx, userIds }) {
    await trx.deleteFrom('gameHighscores').where('userId', 'in', userIds).execute();
    await trx.deleteFrom('insightRounds').where('userId', 'in', userIds).execute();
  },
};
