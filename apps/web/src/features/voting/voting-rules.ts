import type { ImageItem, ReactionReply } from '@muse/contracts';
import { hasUsableImage, itemOutcome } from '@muse/domain';
import { flagSet, setFlag, type FlagStore } from '../../shared/browser-flag';

/**
 * Rules of the random-image voting screen (shown once per browser: like and dislike, and a closing prompt
 * asking whether the user likes the image). Choices where the spec is silent:
 * - It shows to signed-in users (guests included) only: a vote needs an account on the server, and asking a
 *   visitor to sign in before they have done anything would be a worse first impression than no screen.
 * - It waits until the user has spent 20 s with the page visible, so it never interrupts the first steps.
 * - It never shows the user's own image, nor while the viewer, the sign-in dialog or a game is open: it
 *   waits until they close (opened over a game, two dialogs would fight for the focus).
 * - "Once per browser": a local storage flag set when it shows. When no public image exists or the fetch
 *   fails, it does not show and the flag stays unset (the next visit tries again).
 */
export const VOTING_SHOWN_KEY = 'muse.voting.shown';
/** Visible time on the page before the screen shows. */
export const VOTING_DELAY_MS = 20_000;
/** How many random images to draw to find one that is not the user's own. */
export const RANDOM_TRIES = 3;

export type Vote = 'like' | 'dislike';

export const VOTING_TEXTS = {
  title: 'What do you think?',
  intro: 'An image from the community. Vote for it, or pass.',
  like: 'Like',
  dislike: 'Dislike',
  closingTitle: 'Before you go',
  closingQuestion: 'Do you like this image?',
  yes: 'Yes',
  no: 'No',
  skip: 'Close without voting',
  voteFailed: "Couldn't save your vote",
  thanks: { like: 'Thanks! You liked this image.', dislike: 'Thanks for your vote.' },
} as const;

export type { FlagStore };

/** Whether this browser has seen the screen (see flagSet: unreadable storage counts as seen). */
export function votingSeen(store: FlagStore | null): boolean {
  return flagSet(store, VOTING_SHOWN_KEY);
}

export function markVotingSeen(store: FlagStore | null, now: Date = new Date()): void {
  setFlag(store, VOTING_SHOWN_KEY, now);
}

/** An image worth voting on: a finished public image with a picture, made by someone else. */
export function isVotable(item: ImageItem, userId: string): boolean {
  return (
    item.public &&
    !item.private &&
    itemOutcome(item) === 'ready' &&
    hasUsableImage(item) &&
    item.userId !== userId
  );
}

/**
 * The like and dislike endpoints toggle: a vote the user had already cast is taken back. True when the reply
 * shows the vote in place; otherwise it must be cast once more.
 */
export function voteStands(vote: Vote, reply: Pick<ReactionReply, 'liked' | 'disliked'>): boolean {
  return vote === 'like' ? reply.liked : reply.disliked;
}

export type VotingStep = 'vote' | 'closing';

/** Closing the screen before voting asks the closing question first; closing it then closes for good. */
export function afterCloseRequest(step: VotingStep): VotingStep | 'closed' {
  return step === 'vote' ? 'closing' : 'closed';
}

export interface VotingConditions {
  seen: boolean;
  signedIn: boolean;
  /** The delay has passed. */
  due: boolean;
  hasImage: boolean;
  dismissed: boolean;
  viewerOpen: boolean;
  loginOpen: boolean;
  /** A game dialog (Guess the Best, The Insight) is open. */
  gameOpen: boolean;
}

/** When the fetch of a random image starts: once the screen is due for a signed-in user who never saw it. */
export function shouldFetchRandom(c: Pick<VotingConditions, 'seen' | 'signedIn' | 'due'>): boolean {
  return !c.seen && c.signedIn && c.due;
}

/** Whether the screen is on screen now. */
export function shouldShowVoting(c: VotingConditions): boolean {
  return shouldFetchRandom(c) && c.hasImage && !c.dismissed && !c.viewerOpen && !c.loginOpen && !c.gameOpen;
}
