import { describe, expect, it } from 'vitest';
import { inBatches, moveBodies, pictureOf } from './category-updates';

describe('moving images between categories', () => {
  it('names the source category and moves each image into the target', () => {
    expect(moveBodies('new', 'c1', ['a', 'b'])).toEqual([
      {
        categoryId: 'new',
        categoryUpdates: [
          { categoryId: 'c1', _id: 'a' },
          { categoryId: 'c1', _id: 'b' },
        ],
      },
    ]);
  });

  it('sends at most 500 images a request', () => {
    const ids = Array.from({ length: 1201 }, (_, i) => `i${i}`);
    const bodies = moveBodies('c1', 'new', ids);
    expect(bodies.map((b) => b.categoryUpdates?.length)).toEqual([500, 500, 201]);
    expect(inBatches([])).toEqual([]);
  });

  it('takes a category picture from the thumbnail, else the image', () => {
    expect(pictureOf({ imageThumbUrl: '/t.webp', imageUrl: '/i.png' })).toBe('/t.webp');
    expect(pictureOf({ imageThumbUrl: null, imageUrl: '/i.png' })).toBe('/i.png');
    expect(pictureOf({ imageThumbUrl: null, imageUrl: null })).toBeNull();
    expect(pictureOf(undefined)).toBeNull();
  });
});
