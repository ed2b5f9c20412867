/**
 * Credits: the header's credits button (balance, dot when something can be claimed), the credits dialog
 * (plan, balance, renewal line, earn table; sign-in when signed out), the share rules and streak dialogs,
 * "Extra credits required", which any 402 insufficient_credits reply opens, and the claim offered where a
 * Create's price shows (`DailyClaimOffer`). What only a signed-in user sees (the balance, the claim) loads
 * only then.
 */
export { CreditsButton } from './components/CreditsButton';
export { CreditsHost } from './components/CreditsHost';
export {
  closeCreditsDialogs,
  openCreditsDialog,
  openInsufficientCredits,
  openShareRules,
  openStreakDialog,
} from './dialogs-store';
export { isInsufficientCredits } from './insufficient-credits';
export { DailyClaimOffer } from './components/DailyClaimOffer';
export { creditsPhrase, formatCredits } from './format-credits';
