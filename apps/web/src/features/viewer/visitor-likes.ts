/**
 * What a signed-out visitor liked, kept in this browser (the spec: visitors' likes are kept per browser).
 * The server counts a visitor's like once per browser by its visitor cookie; this list lets the viewer show
 * the heart filled again when the visitor comes back. The newest VISITOR_LIKES_KEPT are kept.
 */
export const VISITOR_LIKES_KEY = 'museVisitorLikes';
export const VISITOR_LIKES_KEPT = 500;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function visitorLikes(storage: Store): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(VISITOR_LIKES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((f): f is string => typeof f === 'string') : [];
  } catch {
    return [];
  }
}

/** Records the server's answer to a visitor's like or dislike of `filename`. */
export function rememberVisitorLike(storage: Store, filename: string, liked: boolean): void {
  const rest = visitorLikes(storage).filter((f) => f !== filename);
  const next = liked ? [...rest, filename].slice(-VISITOR_LIKES_KEPT) : rest;
  try {
    storage.setItem(VISITOR_LIKES_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the server still counted the like.
  }
}
