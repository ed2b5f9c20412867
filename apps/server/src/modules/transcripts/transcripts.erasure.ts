import type { ErasureStep } from '../users';

/**
 * Erasing an account's transcripts: the entries it sent (as an account or as a guest merged into it), and
 * every entry of the offices it owns. Entries whose office is gone (the offices step may have run first)
 * go with it.
 */
export const transcriptsErasure: ErasureStep = {
  name: 'transcripts',
  async erase({ trx, userIds }) {
    await trx.deleteFrom('transcripts').where('userId', 'in', userIds).execute();
    const owned = trx.selectFrom('offices').select('id').where('userId', 'in', userIds);
    await trx.deleteFrom('transcripts').where('officeId', 'in', owned).execute();
    await trx
      .deleteFrom('transcripts')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('offices').select('id').whereRef('offices.id', '=', 'transcripts.officeId'))),
      )
      .execute();
  },
};
