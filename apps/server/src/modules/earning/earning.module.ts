import type { Database, Kysely } from '@muse/db';
import type { CreditsService } from '../credits';
import type { UsersService } from '../users';
import { Claims } from './earning.claims';
import { earningErasure } from './earning.erasure';
import { earningMergeHandler } from './earning.merge';
import { Referrals } from './earning.referrals';
import { EarningRepository } from './earning.repository';
import { EarningService } from './earning.service';
import { Streaks, type IssueGiftCard } from './earning.streaks';

export interface EarningModuleDeps {
  db: Kysely<Database>;
  users: UsersService;
  credits: CreditsService;
  /** signs the referral landing cookie */
  secret: string;
  /**
   * Issues a gift card (the 7-day streak reward). The gift-cards module provides it; without it the reward
   * is listed and its claim answers 503 "gift cards are not available yet".
   */
  issueGiftCard?: IssueGiftCard;
}

/** The earning module's services, built once per process. `claims` is for other modules (the games). */
export function createEarningModule(deps: EarningModuleDeps) {
  const repo = new EarningRepository(deps.db);
  const claims = new Claims(repo, deps.credits);
  const earning = new EarningService(claims, deps.users);
  const referrals = new Referrals(repo, claims, deps.users, deps.secret);
  const streaks = new Streaks(repo, claims, deps.issueGiftCard);
  deps.users.onMerge('earning', earningMergeHandler(repo, earning));
  deps.users.onErase(earningErasure);
  return { services: { earning, referrals, streaks }, claims };
}
