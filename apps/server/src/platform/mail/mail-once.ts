import type { Database, Kysely } from '@muse/db';
import { nowIso } from '../../shared/ids';
import type { MailMessage } from './mailer';

/**
 * Mail that must go once (a receipt, a reminder, "your music is ready"): the first caller to claim the key
 * (a row of `mail_keys`) queues the message; every later or concurrent one finds the key taken. Keys name
 * what the mail is about (`receipt:<orderId>`), never a person.
 */
export class MailOnce {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly queue: (message: MailMessage) => Promise<void>,
  ) {}

  /** Queues the message unless a mail of this key was queued before; true when this call queued it. */
  async send(key: string, message: MailMessage): Promise<boolean> {
    const res = await this.db
      .insertInto('mailKeys')
      .values({ key, createdAt: nowIso() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
    try {
      await this.queue(message);
    } catch (err) {
      // Not queued: give the key back so the next try sends it.
      await this.db.deleteFrom('mailKeys').where('key', '=', key).execute();
      throw err;
    }
    return true;
  }
}
