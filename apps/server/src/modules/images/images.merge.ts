import type { Database, Transaction } from '@muse/db';

/**
 * Moves what a guest made and did to the account it signs in to (run inside the merge transaction):
 * its items, its likes and dislikes, and its reports. Where both already reacted to or reported the same
 * item, the account's own stands and the guest's is dropped, taking its like off the item's counter so
 * `likes` stays the number of liking users.
 */
export async function moveGuestImages(trx: Transaction<Database>, from: string, to: string): Promise<void> {
  await trx.updateTable('items').set({ userId: to }).where('userId', '=', from).execute();

  const both = trx.selectFrom('itemReactions').select('itemId').where('userId', '=', to);
  const doubleLikes = await trx
    .selectFrom('itemReactions')
    .select('itemId')
    .where('userId', '=', from)
    .where('value', '=', 1)
    .where('itemId', 'in', both)
    .execute();
  if (doubleLikes.length > 0) {
    await trx
      .updateTable('items')
      .set((eb) => ({ likes: eb('likes', '-', 1) }))
      .where(
        'id',
        'in',
        doubleLikes.map((r) => r.itemId),
      )
      .execute();
  }
  await trx.deleteFrom('itemReactions').where('userId', '=', from).where('itemId', 'in', both).execute();
  await trx.updateTable('itemReactions').set({ userId: to }).where('userId', '=', from).execute();

  const reported = trx.selectFrom('itemReports').select('itemId').where('userId', '=', to);
  await trx.deleteFrom('itemReports').where('userId', '=', from).where('itemId', 'in', reported).execute();
  await trx.updateTable('itemReports').set({ userId: to }).where('userId', '=', from).execute();
}
