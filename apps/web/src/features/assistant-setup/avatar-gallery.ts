import { shuffleLooksOnce, type AvatarLook } from '@muse/domain';

/**
 * The avatar gallery's order (the combined list is shuffled randomly once when loaded): the domain's
 * shuffleLooksOnce, with one seed per page load, orders the served looks.
 */
const pageLooks = shuffleLooksOnce(Math.floor(Math.random() * 2 ** 31));

/** The served looks in the order of `looks` (the page's shuffle by default); unknown ids go last, as served. */
export function galleryOrder<T extends { id: string }>(
  served: readonly T[],
  looks: readonly Pick<AvatarLook, 'id'>[] = pageLooks(),
): T[] {
  const rank = new Map(looks.map((look, i) => [look.id, i]));
  return served
    .map((item, i) => ({ item, i, r: rank.get(item.id) ?? looks.length + i }))
    .sort((a, b) => a.r - b.r)
    .map(({ item }) => item);
}
