import type { Database, Transaction } from '@muse/db';

/** Forgets the dev outbox's copies of mail sent to an address (an account being erased). */
export async function forgetOutboxMail(trx: Transaction<Database>, email: string): Promise<void> {
  await trx.deleteFrom('mailOutbox').where('to', '=', email.toLowerCase()).execute();
}
