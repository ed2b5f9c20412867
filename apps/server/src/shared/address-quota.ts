import type { Database, Kysely } from '@muse/db';
import { HttpError, tooManyRequests } from '../platform/http/errors';
import { newId } from './ids';

export interface QuotaRule {
  /** what is counted, e.g. 'guest' */
  kind: string;
  max: number;
  windowSeconds: number;
  /** the 429's message; `minutes` is how long until the oldest counted action leaves the window */
  message(minutes: number): string;
  /** how long its events are kept (default the window): longer where `addressOf` must still find them */
  keepSeconds?: number;
}

/**
 * Per-address quotas kept in `address_events` (one row per action), so they hold across processes and
 * restarts. `take` inserts first and counts after: of concurrent requests some may be refused that could
 * have passed, but never more pass than the quota allows.
 */
export class AddressQuota {
  constructor(private readonly db: Kysely<Database>) {}

  /** Counts one action of `address` or throws a 429 with Retry-After. Returns the event's id. */
  async take(rule: QuotaRule, address: string, subject: string | null = null): Promise<string> {
    const id = newId();
    const now = Date.now();
    const createdAt = new Date(now).toISOString();
    const since = new Date(now - rule.windowSeconds * 1000).toISOString();
    const kept = new Date(now - (rule.keepSeconds ?? rule.windowSeconds) * 1000).toISOString();
    // Events past their keeping time count for nothing: each take clears its kind's, so the table stays small.
    await this.db
      .deleteFrom('addressEvents')
      .where('kind', '=', rule.kind)
      .where('createdAt', '<', kept)
      .execute();
    await this.db
      .insertInto('addressEvents')
      .values({ id, kind: rule.kind, address, subject, createdAt })
      .execute();
    const recent = await this.db
      .selectFrom('addressEvents')
      .select('createdAt')
      .where('kind', '=', rule.kind)
      .where('address', '=', address)
      .where('createdAt', '>=', since)
      .orderBy('createdAt', 'desc')
      .limit(rule.max + 1)
      .execute();
    if (recent.length <= rule.max) return id;
    await this.release(id);
    // The action that frees a place is the max-th newest before ours.
    const freeing = recent[rule.max]!.createdAt;
    const seconds = Math.max(1, Math.ceil((Date.parse(freeing) + rule.windowSeconds * 1000 - now) / 1000));
    throw tooManyRequests(rule.message(Math.ceil(seconds / 60)), seconds);
  }

  /** Like `take`, but answers false instead of throwing when the quota is used up. */
  async tryTake(rule: QuotaRule, address: string, subject: string | null = null): Promise<boolean> {
    try {
      await this.take(rule, address, subject);
      return true;
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 429) return false;
      throw err;
    }
  }

  /** Gives back a counted action (it did not happen after all). */
  async release(eventId: string): Promise<void> {
    await this.db.deleteFrom('addressEvents').where('id', '=', eventId).execute();
  }

  /** Names what a counted action made (e.g. the guest account), once it exists. */
  async label(eventId: string, subject: string): Promise<void> {
    await this.db.updateTable('addressEvents').set({ subject }).where('id', '=', eventId).execute();
  }

  /** The address that made `subject` by an action of `kind` (e.g. the address a guest was created from). */
  async addressOf(kind: string, subject: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('addressEvents')
      .select('address')
      .where('kind', '=', kind)
      .where('subject', '=', subject)
      .executeTakeFirst();
    return row?.address;
  }
}
