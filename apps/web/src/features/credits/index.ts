/**
 * Credits: the header's credits button (balance, dot when something can be claimed), the credits dialog
 * (plan, balance, renewal line, earn table; sign-in when signed out), the share rules and streak dialogs,
 * and "Extra credits required", which any 402 insufficient_credits reply opens.
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
export { useDailyClaim } from './hooks/use-daily-claim';
export { creditsPhrase, formatCredits } from './format-credits';
