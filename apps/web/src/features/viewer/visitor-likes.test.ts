import { describe, expect, it } from 'vitest';
import { VISITOR_LIKES_KEPT, VISITOR_LIKES_KEY, rememberVisitorLike, visitorLikes } from './visitor-likes';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

describe('visitor likes kept per browser', () => {
  it('remembers a like and forgets it when taken back', () => {
    const s = memory();
    rememberVisitorLike(s, 'a', true);
    rememberVisitorLike(s, 'b', true);
    rememberVisitorLike(s, 'a', true);
    expect(visitorLikes(s)).toEqual(['b', 'a']);
    rememberVisitorLike(s, 'b', false);
    expect(visitorLikes(s)).toEqual(['a']);
  });

  it('keeps the newest ones only, and reads a damaged entry as none', () => {
    const s = memory();
    for (let i = 0; i < VISITOR_LIKES_KEPT + 3; i++) rememberVisitorLike(s, `f${i}`, true);
    const kept = visitorLikes(s);
    expect(kept).toHaveLength(VISITOR_LIKES_KEPT);
    expect(kept[0]).toBe('f3');
    s.setItem(VISITOR_LIKES_KEY, '{oops');
    expect(visitorLikes(s)).toEqual([]);
    s.setItem(VISITOR_LIKES_KEY, '[1,"x"]');
    expect(visitorLikes(s)).toEqual(['x']);
  });
});
