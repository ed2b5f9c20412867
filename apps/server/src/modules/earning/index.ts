/**
 * Earning: the credits summary, the daily claim, one-time items, referrals and streak rewards. Every reward
 * is a claim row that exists once and pays once through the credits ledger; `Claims` is the games' way in.
 */
export { createEarningModule, type EarningModuleDeps } from './earning.module';
export { earningRoutes } from './earning.routes';
export { registerActivityHook } from './earning.activity';
export type { EarningService } from './earning.service';
export type { Referrals } from './earning.referrals';
export type { Streaks, StreakUser, IssueGiftCard } from './earning.streaks';
export type { Claims, Payment } from './earning.claims';
export { REFERRAL_COOKIE } from './earning.referrals';
