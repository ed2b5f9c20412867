/** Likes and views of an item. */
export interface LikeState {
  liked: boolean;
  likes: number;
}

/** "toggles on like and dislike, adjusting the likes count" (never below 0). */
export function toggleLike(state: LikeState): LikeState {
  return state.liked
    ? { liked: false, likes: Math.max(0, state.likes - 1) }
    : { liked: true, likes: state.likes + 1 };
}

/** Every nth like shows the share reminder again. */
export const SHARE_REMINDER_EVERY = 5;

/**
 * "A share reminder shows on the first like and then every 5th like": `likeCount` is the user's running
 * count including this like (1-based). We read "every 5th" as the 5th, 10th, 15th … like.
 */
export function shouldShowShareReminder(likeCount: number): boolean {
  return likeCount === 1 || (likeCount > 0 && likeCount % SHARE_REMINDER_EVERY === 0);
}

/** "Views: counted once per session per item." */
export function shouldCountView(viewedThisSession: ReadonlySet<string>, filename: string): boolean {
  return !viewedThisSession.has(filename);
}
