/** Credits: the header's credits button and balance formatting (the credits dialog comes in a later issue). */
export { CreditsButton } from './components/CreditsButton';
export { creditsPhrase, formatCredits } from './format-credits';
