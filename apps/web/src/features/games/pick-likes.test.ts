import { describe, expect, it } from 'vitest';
import { createPickLikes } from './pick-likes';

/** A like endpoint that toggles, as the server's does, counting its calls per image. */
function toggler(likedBefore: string[] = []) {
  const liked = new Set(likedBefore);
  const calls: string[] = [];
  let failNext = false;
  const send = async (filename: string) => {
    calls.push(filename);
    if (failNext) {
      failNext = false;
      throw new Error('offline');
    }
    if (liked.has(filename)) liked.delete(filename);
    else liked.add(filename);
    return { liked: liked.has(filename) };
  };
  return { send, calls, liked, failOnce: () => (failNext = true) };
}

describe('the like a Guess the Best pick records', () => {
  it('sends one like for a first pick, and none when a later set repeats the image', async () => {
    const server = toggler();
    const like = createPickLikes(server.send);
    await like('u1', 'fox');
    expect(server.calls).toEqual(['fox']);
    // The same image in a later set: its like stands, so nothing is sent (it used to be two: off, then on).
    await like('u1', 'fox');
    await like('u1', 'fox');
    expect(server.calls).toEqual(['fox']);
    expect(server.liked.has('fox')).toBe(true);
    await like('u1', 'owl');
    expect(server.calls).toEqual(['fox', 'owl']);
  });

  it('sends one request for two picks of the image while the first is on its way', async () => {
    const server = toggler();
    const like = createPickLikes(server.send);
    await Promise.all([like('u1', 'fox'), like('u1', 'fox')]);
    expect(server.calls).toEqual(['fox']);
  });

  it("keeps each player's likes apart (another account signed in on this page)", async () => {
    const first = toggler();
    const second = toggler();
    let signedIn = first;
    const like = createPickLikes((filename) => signedIn.send(filename));
    await like('u1', 'fox');
    signedIn = second;
    await like('u2', 'fox');
    expect(first.calls).toEqual(['fox']);
    expect(second.calls).toEqual(['fox']);
    expect(second.liked.has('fox')).toBe(true);
  });

  it('gives back a like the first request took back (liked before this page), and then sends no more', async () => {
    const server = toggler(['fox']);
    const like = createPickLikes(server.send);
    await like('u1', 'fox');
    expect(server.calls).toEqual(['fox', 'fox']);
    expect(server.liked.has('fox')).toBe(true);
    await like('u1', 'fox');
    expect(server.calls).toHaveLength(2);
  });

  it('tries again at the next pick when a like failed', async () => {
    const server = toggler();
    const like = createPickLikes(server.send);
    server.failOnce();
    await expect(like('u1', 'fox')).rejects.toThrow('offline');
    await like('u1', 'fox');
    expect(server.calls).toEqual(['fox', 'fox']);
    expect(server.liked.has('fox')).toBe(true);
  });
});
