import type { ErasureStep } from '../users';

/** Erasing an account's math: its progress goes (lessons of offices it owns go with the offices). */
export const mathErasure: ErasureStep = {
  name: 'math',
  async erase({ trx, userIds }) {
    await trx.deleteFrom('mathProgress').where('userId', 'in', userIds).execute();
    const owned = trx.selectFrom('offices').select('id').where('userId', 'in', userIds);
    await trx.deleteFrom('mathProgress').where('officeId', 'in', owned).execute();
    await trx.deleteFrom('mathProblems').where('officeId', 'in', owned).execute();
    await trx.deleteFrom('mathTopics').where('officeId', 'in', owned).execute();
  },
};
