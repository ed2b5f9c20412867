import type { Expression } from 'kysely';
import type { ErasureStep } from '../users';

/**
 * Erasing an account's credits. Its ledger entries are the operator's accounts of what was bought and spent,
 * so they stay, amounts and all, moved to the account's anonymous stand-in: the ids of the account (and its
 * guests) in their reasons are replaced, and the idempotency keys, which named it too, become the entry's
 * own id (no operation can be replayed for an account that is gone).
 */
export const creditsErasure: ErasureStep = {
  name: 'credits',
  async erase({ trx, userIds, tombstone }) {
    const any = await trx
      .selectFrom('creditLedger')
      .select('id')
      .where('userId', 'in', userIds)
      .executeTakeFirst();
    if (!any) return;
    const to = await tombstone();
    await trx
      .updateTable('creditLedger')
      .set((eb) => ({
        userId: to,
        idempotencyKey: eb.ref('id'),
        reason: userIds.reduce<Expression<string>>(
          (reason, id) => eb.fn<string>('replace', [reason, eb.val(id), eb.val('a deleted account')]),
          eb.ref('reason'),
        ),
      }))
      .where('userId', 'in', userIds)
      .execute();
  },
};
