import { describe, expect, it } from 'vitest';
import { AVATAR_LOOKS, shuffleLooksOnce } from '@muse/domain';
import { galleryOrder } from './avatar-gallery';

const served = AVATAR_LOOKS.map((look) => ({ id: look.id, imageUrl: `/p/${look.id}` }));

describe('galleryOrder', () => {
  it('orders the served looks as the domain shuffled them', () => {
    const looks = shuffleLooksOnce(42)();
    const ordered = galleryOrder(served, looks);
    expect(ordered.map((l) => l.id)).toEqual(looks.map((l) => l.id));
    expect(ordered.map((l) => l.id)).not.toEqual(served.map((l) => l.id));
  });

  it('keeps the page’s order across calls (shuffled once per load)', () => {
    expect(galleryOrder(served).map((l) => l.id)).toEqual(galleryOrder(served).map((l) => l.id));
  });

  it('puts looks the domain does not know last, as served', () => {
    const extra = [{ id: 'zz', imageUrl: '' }, ...served.slice(0, 2), { id: 'yy', imageUrl: '' }];
    expect(
      galleryOrder(extra, shuffleLooksOnce(1)())
        .map((l) => l.id)
        .slice(-2),
    ).toEqual(['zz', 'yy']);
  });
});
