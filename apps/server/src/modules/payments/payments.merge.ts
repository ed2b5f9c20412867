import type { Database, Transaction } from '@muse/db';

/** A guest that signs in keeps its orders (an app-store purchase made as a guest, its gift cards' orders). */
export async function moveGuestOrders(trx: Transaction<Database>, from: string, to: string): Promise<void> {
  await trx.updateTable('orders').set({ userId: to }).where('userId', '=', from).execute();
}
