import type { ErasureStep } from '../users';

/**
 * Erasing an account's polls: the polls of offices it owns go with their votes (the offices go too); its
 * votes in others' offices go (the counts fall by them); a poll it started as an admin in someone else's
 * office stays, started by nobody named.
 */
export const pollsErasure: ErasureStep = {
  name: 'polls',
  async erase({ trx, userIds }) {
    const owned = trx.selectFrom('offices').select('id').where('userId', 'in', userIds);
    const ownedPolls = trx.selectFrom('polls').select('id').where('officeId', 'in', owned);
    await trx.deleteFrom('pollVotes').where('pollId', 'in', ownedPolls).execute();
    await trx.deleteFrom('polls').where('officeId', 'in', owned).execute();
    await trx.deleteFrom('pollVotes').where('userId', 'in', userIds).execute();
    await trx
      .updateTable('polls')
      .set({ startedByUserId: null })
      .where('startedByUserId', 'in', userIds)
      .execute();
  },
};
