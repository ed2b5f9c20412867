import type { ErasureStep } from '../users';

/**
 * Erasing an account from the audit log: what admins did stays on record (grants, plan changes), with the
 * account, as actor or as target, replaced by its anonymous stand-in.
 */
export const adminErasure: ErasureStep = {
  name: 'admin',
  async erase({ trx, userIds, tombstone }) {
    const any = await trx
      .selectFrom('auditLog')
      .select('id')
      .where((eb) => eb.or([eb('actorUserId', 'in', userIds), eb('targetUserId', 'in', userIds)]))
      .executeTakeFirst();
    if (!any) return;
    const to = await tombstone();
    await trx.updateTable('auditLog').set({ actorUserId: to }).where('actorUserId', 'in', userIds).execute();
    await trx
      .updateTable('auditLog')
      .set({ targetUserId: to })
      .where('targetUserId', 'in', userIds)
      .execute();
  },
};
