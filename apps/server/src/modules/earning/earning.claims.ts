import type { ClaimReply } from '@muse/contracts';
import type { Database, Transaction } from '@muse/db';
import { conflict, notFound } from '../../platform/http/errors';
import { newId, nowIso } from '../../shared/ids';
import type { CreditsService } from '../credits';
import type { ClaimRow, ClaimSource, EarningRepository } from './earning.repository';

export const alreadyClaimed = () => conflict('already_claimed', 'This reward has been claimed already.');

/** What paying a claim did: `applied` is false when another call had paid it (nothing changed). */
export interface Payment {
  applied: boolean;
  claimed: number;
  credits: number;
  subscriptionCredits: number;
}

/**
 * Claimable rewards: every reward is one `credit_claims` row, unique per (user, source, item), so it can
 * exist once; paying it is a ledger grant with the idempotency key `claim:<id>`, so it pays once however
 * many requests race for it. The grant comes before the row is marked claimed: a crash in between leaves a
 * paid reward that looks unclaimed, and claiming it again replays the grant (nothing paid) and marks it.
 */
export class Claims {
  constructor(
    private readonly repo: EarningRepository,
    private readonly credits: CreditsService,
  ) {}

  /** The reward, created unless it exists (the first creation's amount stands). */
  async ensure(
    userId: string,
    source: ClaimSource,
    item: string,
    credits: number,
    trx?: Transaction<Database>,
  ): Promise<ClaimRow> {
    await this.repo.insertClaim(
      { id: newId(), userId, source, item, credits, createdOn: nowIso(), claimedOn: null },
      trx,
    );
    const row = await this.repo.findClaim(userId, source, item, trx);
    if (!row) throw new Error(`claim ${source}:${item} vanished after insert`);
    return row;
  }

  find(userId: string, source: ClaimSource, item: string) {
    return this.repo.findClaim(userId, source, item);
  }

  byId(userId: string, id: string) {
    return this.repo.claimById(userId, id);
  }

  list(userId: string, source: ClaimSource) {
    return this.repo.claimsOf(userId, source);
  }

  /** Pays a credits reward once. A reward worth 0 credits is only marked. */
  async pay(row: ClaimRow): Promise<Payment> {
    if (row.claimedOn || row.credits <= 0) {
      const marked = !row.claimedOn && (await this.repo.markClaimed(row.id, nowIso()));
      return { applied: marked, claimed: 0, ...(await this.credits.balance(row.userId)) };
    }
    const result = await this.credits.grant(row.userId, row.credits, {
      reason: `earn:${row.source}:${row.item}`,
      idempotencyKey: `claim:${row.id}`,
    });
    await this.repo.markClaimed(row.id, nowIso());
    return {
      applied: result.applied,
      claimed: result.applied ? row.credits : 0,
      credits: result.credits,
      subscriptionCredits: result.subscriptionCredits,
    };
  }

  /** Pays a reward the caller names, refusing one paid before (409) or not theirs (404). */
  async claim(userId: string, id: string, sources: readonly ClaimSource[]): Promise<ClaimReply> {
    const row = await this.repo.claimById(userId, id);
    if (!row || !sources.includes(row.source as ClaimSource)) throw notFound('No such reward to claim.');
    if (row.claimedOn) throw alreadyClaimed();
    const paid = await this.pay(row);
    if (!paid.applied) throw alreadyClaimed();
    return { claimed: paid.claimed, credits: paid.credits, subscriptionCredits: paid.subscriptionCredits };
  }

  /**
   * Reserves a reward that is not credits (a gift card, a badge) for the one call that hands it over;
   * `release` gives it back when handing over failed.
   */
  async reserve(row: ClaimRow): Promise<{ release(): Promise<void> } | null> {
    const at = nowIso();
    if (row.claimedOn || !(await this.repo.markClaimed(row.id, at))) return null;
    return { release: () => this.repo.unmarkClaimed(row.id, at) };
  }

  forfeitUnclaimed(userId: string, source: ClaimSource, below: number): Promise<void> {
    return this.repo.forfeitUnclaimed(userId, source, below);
  }

  balance(userId: string) {
    return this.credits.balance(userId);
  }
}
