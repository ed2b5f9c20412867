import type { ErasureStep } from '../users';

/**
 * Erasing an account's sign-in data: its sessions end everywhere, and its sign-in and email-confirmation
 * codes, its wrong-code record and the addresses its guests were made from are forgotten.
 */
export const authErasure: ErasureStep = {
  name: 'auth',
  async erase({ trx, userIds, email }) {
    await trx.deleteFrom('sessions').where('userId', 'in', userIds).execute();
    await trx.deleteFrom('addressEvents').where('subject', 'in', userIds).execute();
    await trx
      .deleteFrom('emailVerifications')
      .where((eb) => eb.or([eb('userId', 'in', userIds), ...(email ? [eb('email', '=', email)] : [])]))
      .execute();
    if (!email) return;
    await trx.deleteFrom('loginCodes').where('email', '=', email).execute();
    await trx.deleteFrom('signInFailures').where('email', '=', email).execute();
  },
};
