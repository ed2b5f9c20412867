import type { ErasureStep } from '../users';

/**
 * Erasing an account's rewards: its claims (the credits they paid stay in the anonymised ledger), its
 * active days, and every referral it is part of, as sharer or as friend (which also forgets the friend's
 * email key: the person may come back as a new account).
 */
export const earningErasure: ErasureStep = {
  name: 'earning',
  async erase({ trx, userIds }) {
    await trx.deleteFrom('creditClaims').where('userId', 'in', userIds).execute();
    await trx.deleteFrom('activityDays').where('userId', 'in', userIds).execute();
    await trx
      .deleteFrom('referrals')
      .where((eb) => eb.or([eb('sharerId', 'in', userIds), eb('friendId', 'in', userIds)]))
      .execute();
  },
};
