import type { Database, Transaction } from '@muse/db';

/**
 * Moves a guest's extension likes and feedback to the account it signs in to (inside the merge
 * transaction). Tracks and their likes are rows of `items` and `item_reactions`, which the images module's
 * merge moves for every kind. Where guest and account both reacted to an extension, the account's reaction
 * stands and a doubled like comes off the counter.
 */
export async function moveGuestMusic(trx: Transaction<Database>, from: string, to: string): Promise<void> {
  const both = trx.selectFrom('musicExtensionReactions').select('extensionId').where('userId', '=', to);
  const doubled = await trx
    .selectFrom('musicExtensionReactions')
    .select('extensionId')
    .where('userId', '=', from)
    .where('value', '=', 1)
    .where('extensionId', 'in', both)
    .execute();
  if (doubled.length > 0) {
    await trx
      .updateTable('musicExtensions')
      .set((eb) => ({ likes: eb('likes', '-', 1) }))
      .where(
        'id',
        'in',
        doubled.map((r) => r.extensionId),
      )
      .execute();
  }
  await trx
    .deleteFrom('musicExtensionReactions')
    .where('userId', '=', from)
    .where('extensionId', 'in', both)
    .execute();
  await trx.updateTable('musicExtensionReactions').set({ userId: to }).where('userId', '=', from).execute();
  await trx.updateTable('musicExtensions').set({ userId: to }).where('userId', '=', from).execute();
  await trx.updateTable('musicRuns').set({ userId: to }).where('userId', '=', from).execute();
  await trx.updateTable('musicFeedback').set({ userId: to }).where('userId', '=', from).execute();
}
