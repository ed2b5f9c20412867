import type { Database, Kysely } from '@muse/db';

/** Ledger reasons of credit purchases start with this (the payments module writes them). */
export const PURCHASE_REASON_PREFIX = 'purchase';

/** What downloads need to know that lives outside the items table. */
export class ImageDownloadsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * "Bought credits" (trial downloads are watermarked unless the user has bought credits) is any ledger entry
   * whose reason starts with `purchase`. A read-only query of the credits ledger: the credits service has no
   * such question yet; move it there when it gets one.
   */
  async hasBoughtCredits(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('creditLedger')
      .select('id')
      .where('userId', '=', userId)
      .where('reason', 'like', `${PURCHASE_REASON_PREFIX}%`)
      .limit(1)
      .executeTakeFirst();
    return !!row;
  }
}
