import { openBuyCredits } from '../buy';
import { openGuessTheBest, openInsight } from '../games';

/** Dialogs of other features that the credits dialogs open: the games and the buy-credits dialog. */
export const externalDialogs = {
  guessTheBest: () => openGuessTheBest(),
  insight: () => openInsight(),
  buyCredits: () => openBuyCredits(),
};
