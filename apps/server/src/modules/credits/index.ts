/** Credits: the ledger through which every balance change in Muse goes. */
export { CreditsService, insufficientCredits, type LedgerResult } from './credits.service';
export type { LedgerRow } from './credits.repository';
export { creditsErasure } from './credits.erasure';
