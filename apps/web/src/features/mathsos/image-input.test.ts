import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, firstImage, imageProblem } from './image-input';

const file = (type: string, size = 1000) => ({ type, size });

describe('problem pictures', () => {
  it('takes the first picture of what was dropped or pasted', () => {
    expect(firstImage([file('text/plain'), file('image/png'), file('image/jpeg')])).toEqual(
      file('image/png'),
    );
    expect(firstImage([file('text/html')])).toBeNull();
    expect(firstImage(null)).toBeNull();
  });
  it('sends PNG, JPEG and WebP pictures up to 10 MB', () => {
    expect(imageProblem(file('image/png'))).toBeNull();
    expect(imageProblem(file('image/jpeg', MAX_IMAGE_BYTES))).toBeNull();
    expect(imageProblem(file('image/webp'))).toBeNull();
  });
  it('says why other files are not read', () => {
    expect(imageProblem(file('image/gif'))).toBe('Choose a PNG, JPEG or WebP picture.');
    expect(imageProblem(file('image/png', MAX_IMAGE_BYTES + 1))).toMatch(/larger than 10 MB/);
    expect(imageProblem(null)).toBe('Choose a screenshot or photo of the problem.');
  });
});
