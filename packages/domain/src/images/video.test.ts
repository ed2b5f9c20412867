import { describe, expect, it } from 'vitest';
import {
  closestVideoSize,
  defaultVideoLength,
  matchesVideoSize,
  videoCost,
  videoImagesProblem,
  videoLengthBounds,
  videoLengthProblem,
  videoLengths,
  type VideoRules,
} from './video';

const motion: VideoRules = {
  credits: 2,
  maxCredits: 20,
  requiresImages: false,
  supportsImages: 6,
  minLength: 2,
  maxLength: 10,
  lengthStep: 1,
  otherSizeMaxLength: 20,
  defaultSize: '1280x720',
  sizes: ['1280x720', '720x1280', '960x960'],
};
const animate: VideoRules = { ...motion, requiresImages: true, otherSizeMaxLength: undefined };

describe('video length', () => {
  it('keeps the model bounds at its default size, and a size change sets the maximum to 20', () => {
    expect(videoLengthBounds(motion, '1280x720')).toEqual({ min: 2, max: 10, step: 1 });
    expect(videoLengthBounds(motion, '960x960')).toEqual({ min: 2, max: 20, step: 1 });
    // Only the model that says so.
    expect(videoLengthBounds(animate, '960x960')).toEqual({ min: 2, max: 10, step: 1 });
  });

  it('offers the lengths from the minimum to the maximum on the step', () => {
    expect(videoLengths({ min: 2, max: 6, step: 2 })).toEqual([2, 4, 6]);
    expect(videoLengths({ min: 1, max: 2, step: 0.5 })).toEqual([1, 1.5, 2]);
    expect(videoLengths({ min: 5, max: 10, step: 5 })).toEqual([5, 10]);
  });

  it('starts at 5 s where the model allows it, else at the nearest length', () => {
    expect(defaultVideoLength({ min: 2, max: 10, step: 1 })).toBe(5);
    expect(defaultVideoLength({ min: 6, max: 12, step: 3 })).toBe(6);
    expect(defaultVideoLength({ min: 1, max: 4, step: 1 })).toBe(4);
  });

  it('requires a length, within the bounds, on the step', () => {
    const bounds = { min: 2, max: 10, step: 2 };
    expect(videoLengthProblem(bounds, undefined)).toBe(
      'A video needs a length: choose one from 2 to 10 seconds in steps of 2.',
    );
    expect(videoLengthProblem(bounds, 3)).toBe('The length must be from 2 to 10 seconds in steps of 2.');
    expect(videoLengthProblem(bounds, 12)).toMatch(/^The length must be/);
    expect(videoLengthProblem(bounds, 0)).toMatch(/^The length must be/);
    expect(videoLengthProblem(bounds, 4)).toBeNull();
    expect(videoLengthProblem(bounds, 10)).toBeNull();
  });
});

describe('video pictures', () => {
  it('asks a model that requires pictures for one, and caps their number', () => {
    expect(videoImagesProblem(animate, 0, 'Muse Animate')).toBe(
      'Muse Animate animates pictures: add at least one.',
    );
    expect(videoImagesProblem(motion, 0, 'Muse Motion')).toBeNull();
    expect(videoImagesProblem(motion, 6, 'Muse Motion')).toBeNull();
    expect(videoImagesProblem(motion, 7, 'Muse Motion')).toBe('Muse Motion takes at most 6 pictures.');
    expect(videoImagesProblem({ ...motion, supportsImages: 0 }, 1, 'Words')).toBe(
      'Words makes videos from words only: remove the pictures.',
    );
  });

  it('flags a picture whose shape differs from the chosen size', () => {
    expect(matchesVideoSize('1280x720', 1920, 1080)).toBe(true);
    expect(matchesVideoSize('1280x720', 1024, 576)).toBe(true);
    expect(matchesVideoSize('1280x720', 1024, 1024)).toBe(false);
    expect(matchesVideoSize('960x960', 1024, 1024)).toBe(true);
    expect(matchesVideoSize('720x1280', 1280, 720)).toBe(false);
  });

  it('animates a picture at the size closest to its shape, the default size on a tie', () => {
    expect(closestVideoSize(motion, 1024, 1024)).toBe('960x960');
    expect(closestVideoSize(motion, 768, 1024)).toBe('720x1280');
    expect(closestVideoSize(motion, 1024, 768)).toBe('1280x720');
    expect(closestVideoSize(motion, 1920, 1080)).toBe('1280x720');
  });
});

describe('video price', () => {
  it('scales the price of a 5 s square clip by area, length and audio, capped, at least 1', () => {
    // 2 × (1280·720 / 1024²) × (10 / 5) = 3.52 → 4; with audio × 1.5 = 5.27 → 6.
    expect(videoCost(motion, { width: 1280, height: 720, lengthSeconds: 10, audio: false })).toBe(4);
    expect(videoCost(motion, { width: 1280, height: 720, lengthSeconds: 10, audio: true })).toBe(6);
    expect(videoCost(motion, { width: 1920, height: 1080, lengthSeconds: 20, audio: true })).toBe(20);
    expect(videoCost({ credits: 1 }, { width: 480, height: 854, lengthSeconds: 2, audio: false })).toBe(1);
  });
});
