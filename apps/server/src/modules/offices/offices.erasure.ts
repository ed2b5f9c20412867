import type { ErasureStep } from '../users';

/**
 * Erasing an account's offices. Offices it owns go whole: members, assistants, training (topics, Q&A,
 * vectors), every conversation in them and their invitations. In others' offices it stops being a member,
 * its conversations go (the assistant's replies too: they repeat what was asked), and invitations it sent
 * or that were sent to its email go. Cached speech is shared by text and voice, and ages out by itself.
 */
export const officesErasure: ErasureStep = {
  name: 'offices',
  async erase({ trx, userIds, email }) {
    const owned = trx.selectFrom('offices').select('id').where('userId', 'in', userIds);
    // Children first and by name, rather than trusting every table to cascade.
    await trx.deleteFrom('officeVectors').where('officeId', 'in', owned).execute();
    await trx.deleteFrom('officeVectorState').where('officeId', 'in', owned).execute();
    await trx.deleteFrom('officeQuestions').where('officeId', 'in', owned).execute();
    await trx.deleteFrom('officeTopics').where('officeId', 'in', owned).execute();
    await trx.deleteFrom('officeAssistants').where('officeId', 'in', owned).execute();
    await trx.deleteFrom('officeMessages').where('officeId', 'in', owned).execute();
    await trx.deleteFrom('officeInvitations').where('officeId', 'in', owned).execute();
    await trx.deleteFrom('officeMembers').where('officeId', 'in', owned).execute();
    await trx.deleteFrom('offices').where('userId', 'in', userIds).execute();

    await trx.deleteFrom('officeMembers').where('userId', 'in', userIds).execute();
    await trx.deleteFrom('officeMessages').where('userId', 'in', userIds).execute();
    await trx
      .deleteFrom('officeInvitations')
      .where((eb) => eb.or([eb('invitedBy', 'in', userIds), ...(email ? [eb('email', '=', email)] : [])]))
      .execute();
  },
};
