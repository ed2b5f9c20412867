import type { ClaimReply, CreditsSummaryReply, DailyStatusReply, OnetimeItems } from '@muse/contracts';
import type { Database, Transaction } from '@muse/db';
import {
  DAILY_CLAIM_CREDITS,
  DAILY_CLAIM_DONE_TEXT,
  ONETIME_ITEMS,
  ONETIME_ITEM_IDS,
  canSeeDailyClaim,
  dayKey,
  shownOnetimeItems,
  type OnetimeItemId,
} from '@muse/domain';
import { conflict, forbidden } from '../../platform/http/errors';
import type { UserRow, UsersService } from '../users';
import type { Claims } from './earning.claims';

const isOnetimeId = (item: string): item is OnetimeItemId => (ONETIME_ITEM_IDS as string[]).includes(item);

/**
 * The credits summary, the daily claim and the one-time items. When each one-time item becomes claimable:
 * - `email`: a guest added its email, i.e. signed in by email (or a provider) and its belongings moved to
 *   the account — the users.onMerge handler calls `earnOnetime(account, 'email')`. Once per account.
 * - `emailReview`: the user sent a review (POST /feedback with source images and a review); the feedback
 *   module, when it exists, calls `earnOnetime(user, 'emailReview')`. Until then it is listed, not claimable.
 * - `canvaSignin`: a sign-in from the Canva embed; there is no such embed, so it is never claimable.
 */
export class EarningService {
  constructor(
    private readonly claims: Claims,
    private readonly users: UsersService,
  ) {}

  async summary(userId: string, now = new Date()): Promise<CreditsSummaryReply> {
    const user = await this.users.require(userId);
    const isGuest = Boolean(user.isGuest);
    const rows = isGuest ? [] : await this.claims.list(userId, 'onetime');
    const earned = new Map(rows.filter((r) => isOnetimeId(r.item)).map((r) => [r.item as OnetimeItemId, r]));
    const waiting = [...earned.values()].filter((r) => !r.claimedOn).map((r) => r.item as OnetimeItemId);
    const onetime: OnetimeItems = {};
    for (const item of shownOnetimeItems(isGuest, waiting)) {
      const row = earned.get(item);
      if (row?.claimedOn) continue; // "Claiming an item removes it from the list"
      onetime[item] = row ? { credits: row.credits, _id: row.id } : { credits: ONETIME_ITEMS[item].credits };
    }
    return {
      daily: isGuest ? 0 : await this.dailyAmount(user, now),
      onetime,
      subscriptionCreditsExpireOn: user.subscriptionCreditsExpireOn,
    };
  }

  async dailyStatus(userId: string, now = new Date()): Promise<DailyStatusReply> {
    const user = await this.users.require(userId);
    const claimedToday = Boolean((await this.claims.find(userId, 'daily', dayKey(now)))?.claimedOn);
    const daily = user.isGuest ? 0 : await this.dailyAmount(user, now);
    return { daily, claimedToday, ...(daily === 0 ? { message: DAILY_CLAIM_DONE_TEXT } : {}) };
  }

  /** Once per UTC day, for accounts younger than 30 days. */
  async claimDaily(userId: string, now = new Date()): Promise<ClaimReply> {
    const user = await this.users.require(userId);
    if (!canSeeDailyClaim(user.createdAt, now))
      throw forbidden('The daily claim is for accounts younger than 30 days.');
    const row = await this.claims.ensure(userId, 'daily', dayKey(now), DAILY_CLAIM_CREDITS);
    const paid = row.claimedOn ? null : await this.claims.pay(row);
    if (!paid?.applied) throw conflict('already_claimed', DAILY_CLAIM_DONE_TEXT);
    return { claimed: paid.claimed, credits: paid.credits, subscriptionCredits: paid.subscriptionCredits };
  }

  /** POST /user/credits/claim: a one-time item or an Insight win, by its `_id`. */
  claim(userId: string, id: string): Promise<ClaimReply> {
    return this.claims.claim(userId, id, ['onetime', 'insight']);
  }

  /** Makes a one-time item claimable for the user (once ever; see the class comment for who calls it). */
  earnOnetime(userId: string, item: OnetimeItemId, trx?: Transaction<Database>) {
    return this.claims.ensure(userId, 'onetime', item, ONETIME_ITEMS[item].credits, trx);
  }

  private async dailyAmount(user: UserRow, now: Date): Promise<number> {
    if (!canSeeDailyClaim(user.createdAt, now)) return 0;
    const today = await this.claims.find(user.id, 'daily', dayKey(now));
    return today?.claimedOn ? 0 : DAILY_CLAIM_CREDITS;
  }
}
