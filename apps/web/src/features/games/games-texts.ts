import { DAILY_CLAIM_DONE_TEXT, GAME_WRAP_UP_TEXT } from '@muse/domain';

/** The games' words. Quoted from the spec where it gives them ("That's a wrap for today!"). */
export const GAME_TEXTS = {
  guessTitle: 'Guess the Best',
  guessIntro: 'Which image did people like most? Pick it to score.',
  insightTitle: 'The Insight',
  insightIntro: 'Answer the question right to win credits.',
  wrapUp: GAME_WRAP_UP_TEXT,
  comeBack: DAILY_CLAIM_DONE_TEXT,
  notEnough: 'Not enough images to play yet',
  notEnoughDetail:
    'Guess the Best plays with images the community made public, and there are too few yet. Come back soon!',
  loadFailed: "Couldn't start the game",
  continue: 'Continue',
  tryAgain: 'Try Again',
  close: 'Close',
  answerLabel: 'Your answer',
  submit: 'Submit',
  signInTitle: 'Sign in to play',
  signInDetail: 'The games are for accounts with an email: sign in to play and keep what you win.',
  signIn: 'Sign in',
  smallWin: 'A small win: claim it, or try a new question instead.',
  claimFailed: "Couldn't claim your credits",
} as const;

/** "1 credit", "5 credits" (kept here: the credits feature opens the games, so games must not import it). */
export function creditsWord(credits: number): string {
  return `${credits.toLocaleString('en-US')} ${credits === 1 ? 'credit' : 'credits'}`;
}

export function claimLabel(credits: number): string {
  return `Claim ${creditsWord(credits)}`;
}

export function earnedLine(credits: number): string {
  return `You won ${creditsWord(credits)} today.`;
}

/**
 * What the live region says after a pick: the tick or cross in words, with the likes that decided it.
 * `tied`: more than one image has the most likes (then any of them is right).
 */
export function pickAnnouncement(
  right: boolean,
  picked: { name: string; likes: number },
  best: { name: string; likes: number },
  tied = false,
): string {
  if (right && tied) return `Right! “${picked.name}” is tied for the most likes: ${likesPhrase(best.likes)}.`;
  if (right) return `Right! “${picked.name}” has the most likes: ${likesPhrase(best.likes)}.`;
  return `Not this one: “${picked.name}” has ${likesPhrase(picked.likes)}, “${best.name}” has ${likesPhrase(best.likes)}.`;
}

export function likesPhrase(likes: number): string {
  return `${likes} ${likes === 1 ? 'like' : 'likes'}`;
}

/** An image's name for buttons and announcements ("Image 2" when it has none). */
export function imageName(name: string, index: number): string {
  return name.trim() || `Image ${index + 1}`;
}
