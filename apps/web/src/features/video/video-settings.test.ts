import { describe, expect, it } from 'vitest';
import type { ModelEntry } from '@muse/contracts';
import {
  defaultVideoSettings,
  initialVideoModel,
  lengthsFor,
  mismatchedPictures,
  picturesProblem,
  videoBody,
  videoModelsFor,
  videoRunCost,
  withSize,
  type VideoModel,
} from './video-settings';

const base = {
  group: 'Muse local',
  credits: 2,
  maxCredits: 20,
  featured: true,
  supportsImages: 6,
  minLength: 2,
  maxLength: 10,
  lengthStep: 1,
  sizes: ['1280x720', '720x1280', '960x960'],
  defaultSize: '1280x720',
  audio: true,
  description: '',
};
const motion = {
  key: 'motion',
  name: 'Muse Motion',
  capability: 'video',
  engine: 'local',
  kind: 'local',
  available: true,
  video: {
    ...base,
    capabilities: ['text-to-video', 'image-to-video', 'multi-image-to-video'],
    requiresImages: false,
    otherSizeMaxLength: 20,
  },
} satisfies ModelEntry as VideoModel;
const animate = {
  ...motion,
  key: 'animate',
  name: 'Muse Animate',
  video: { ...base, featured: false, capabilities: ['image-to-video'], requiresImages: true },
} satisfies ModelEntry as VideoModel;
const picture = (filename: string, width: number, height: number) => ({
  filename,
  name: filename,
  thumb: null,
  width,
  height,
});

describe('video settings', () => {
  it('filters the picker by capability, featured first, and leaves picture models out', () => {
    const art = {
      key: 'art',
      name: 'Art',
      capability: 'image',
      engine: 'local',
      kind: 'local',
      available: true,
    } as ModelEntry;
    expect(videoModelsFor([animate, art, motion], 'all').map((m) => m.key)).toEqual(['motion', 'animate']);
    expect(videoModelsFor([animate, motion], 'text-to-video').map((m) => m.key)).toEqual(['motion']);
    expect(videoModelsFor([animate, motion], 'multi-image-to-video').map((m) => m.key)).toEqual(['motion']);
  });

  it('starts with a model for words, or one that animates pictures when pictures were handed over', () => {
    expect(initialVideoModel([animate, motion], false)?.key).toBe('motion');
    expect(initialVideoModel([{ ...motion, available: false }, animate], true)?.key).toBe('animate');
  });

  it("starts at the model's default size and 5 s, keeping the pictures and sound it can take", () => {
    const first = defaultVideoSettings(motion);
    expect(first).toEqual({ model: 'motion', size: '1280x720', length: 5, audio: false, pictures: [] });
    const kept = defaultVideoSettings(animate, { ...first, audio: true, pictures: [picture('a', 1, 1)] });
    expect(kept).toMatchObject({ model: 'animate', audio: true, pictures: [picture('a', 1, 1)] });
  });

  it('lifts the maximum to 20 s for another size of the one model, and brings the length back within', () => {
    const s = defaultVideoSettings(motion);
    expect(lengthsFor(s, motion).at(-1)).toBe(10);
    const square = withSize({ ...s, length: 10 }, motion, '960x960');
    expect(lengthsFor(square, motion).at(-1)).toBe(20);
    const long = { ...square, length: 18 };
    expect(withSize(long, motion, '1280x720').length).toBe(10);
    expect(withSize(long, motion, '720x1280').length).toBe(18);
  });

  it('asks for a picture before a model that needs one can create, and flags pictures of another shape', () => {
    const s = defaultVideoSettings(animate);
    expect(picturesProblem(s, animate)).toBe('Muse Animate animates pictures: add at least one.');
    const withPictures = { ...s, pictures: [picture('wide', 1920, 1080), picture('square', 1024, 1024)] };
    expect(picturesProblem(withPictures, animate)).toBeNull();
    expect([...mismatchedPictures(withPictures)]).toEqual(['square']);
    expect([...mismatchedPictures({ ...withPictures, size: '960x960' })]).toEqual(['wide']);
  });

  it('prices and sends the request as the server expects', () => {
    const s = {
      ...defaultVideoSettings(motion),
      length: 10,
      audio: true,
      pictures: [picture('p1', 1280, 720)],
    };
    expect(videoRunCost(s, motion)).toBe(6);
    expect(videoBody(s, '  a fox  ')).toEqual({
      description: 'a fox',
      model: 'motion',
      width: 1280,
      height: 720,
      length: 10,
      audio: true,
      videoImages: ['p1'],
    });
    expect(videoBody({ ...s, pictures: [] }, 'a fox')).not.toHaveProperty('videoImages');
  });
});
