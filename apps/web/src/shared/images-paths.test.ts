import { describe, expect, it } from 'vitest';
import { imagePath, imagesRoot } from './images-paths';

describe('images paths', () => {
  it('keeps the app variant under /images/app', () => {
    expect(imagesRoot('/images/app')).toBe('/images/app');
    expect(imagesRoot('/images/app/sunset-1')).toBe('/images/app');
    expect(imagePath('/images/app', 'a b')).toBe('/images/app/a%20b');
  });
  it('uses /images everywhere else', () => {
    expect(imagesRoot('/images')).toBe('/images');
    expect(imagesRoot('/images/apple-1')).toBe('/images');
    expect(imagesRoot('/categories')).toBe('/images');
    expect(imagePath('/images/sunset-1', 'x')).toBe('/images/x');
  });
});
