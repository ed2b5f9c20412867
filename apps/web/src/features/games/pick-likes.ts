import type { ReactionReply } from '@muse/contracts';

/** Sends POST /images/{filename}/like; the endpoint toggles the user's like. */
export type SendLike = (filename: string) => Promise<Pick<ReactionReply, 'liked'>>;

/**
 * Picking an image in Guess the Best records a like. The like endpoint toggles, so liking an image the player
 * had already liked takes the like back. Sets repeat images (a small gallery serves the same few again and
 * again), and the game used to send a like and then a second one to undo the take-back on every such pick.
 * This remembers, per player and for the page's life, the images whose like a pick has recorded (or is
 * recording): a later pick of one sends nothing, as its like stands already.
 *
 * An image liked before this page (in the viewer, on another day) cannot be told apart from the game's
 * images, which carry no `liked`: its first pick still takes the like back and gives it again.
 */
export function createPickLikes(send: SendLike): (userId: string, filename: string) => Promise<void> {
  const recorded = new Map<string, Promise<void>>();
  return (userId, filename) => {
    const key = `${userId}\n${filename}`;
    const known = recorded.get(key);
    if (known) return known;
    const done = (async () => {
      if (!(await send(filename)).liked) await send(filename);
    })();
    recorded.set(key, done);
    // A failed like is not remembered: the next pick of the image tries again.
    done.catch(() => recorded.delete(key));
    return done;
  };
}
