import type { ErasureStep } from '../users';

/**
 * Erasing an account's interviews: those it submitted (as an account or as a guest merged into it), those
 * whose result was sent to its address, and every interview of the offices it owns. Interviews whose office
 * is gone (the offices step may have run first) go with it.
 */
export const interviewsErasure: ErasureStep = {
  name: 'interviews',
  async erase({ trx, userIds, email }) {
    await trx.deleteFrom('interviews').where('userId', 'in', userIds).execute();
    if (email) await trx.deleteFrom('interviews').where('email', '=', email.toLowerCase()).execute();
    const owned = trx.selectFrom('offices').select('id').where('userId', 'in', userIds);
    await trx.deleteFrom('interviews').where('officeId', 'in', owned).execute();
    await trx
      .deleteFrom('interviews')
      .where('officeId', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('offices').select('id').whereRef('offices.id', '=', 'interviews.officeId'))),
      )
      .execute();
  },
};
