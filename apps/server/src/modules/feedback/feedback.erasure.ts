import type { ErasureStep } from '../users';

/**
 * Erasing an account's feedback and forms: what it sent (as an account or a guest merged into it), feedback
 * that names its email as typed (a demo request or a review sent signed out, in any case of the address),
 * and everything the offices it owns received. Rows whose office is gone (the offices step may have run
 * first) go with it.
 */
export const feedbackErasure: ErasureStep = {
  name: 'feedback',
  async erase({ trx, userIds, email }) {
    const owned = trx.selectFrom('offices').select('id').where('userId', 'in', userIds);
    await trx
      .deleteFrom('feedback')
      .where((eb) =>
        eb.or([
          eb('userId', 'in', userIds),
          eb('officeId', 'in', owned),
          ...(email ? [eb(eb.fn<string>('lower', ['email']), '=', email)] : []),
        ]),
      )
      .execute();
    await trx
      .deleteFrom('feedback')
      .where('officeId', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('offices').select('id').whereRef('offices.id', '=', 'feedback.officeId'))),
      )
      .execute();
    await trx
      .deleteFrom('formSubmissions')
      .where((eb) => eb.or([eb('userId', 'in', userIds), eb('officeId', 'in', owned)]))
      .execute();
    await trx
      .deleteFrom('formSubmissions')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('offices').select('id').whereRef('offices.id', '=', 'formSubmissions.officeId')),
        ),
      )
      .execute();
  },
};
