import { describe, expect, it } from 'vitest';
import type { VideoRequest } from '../../ports/video';
import { checkVideoRequest } from './validate';

const ok: VideoRequest = { prompt: 'a boat on a lake', width: 640, height: 360, durationSeconds: 4 };

describe('video request checks', () => {
  it('fills in the defaults of a good request', () => {
    expect(checkVideoRequest(ok)).toEqual({ ...ok, fps: 24, images: [], audio: false });
    expect(checkVideoRequest({ ...ok, fps: 30, audio: true, seed: 5 })).toMatchObject({
      fps: 30,
      audio: true,
      seed: 5,
    });
    const image = Buffer.from('picture');
    expect(checkVideoRequest({ ...ok, prompt: '', image, images: [image] }).images).toHaveLength(2);
  });

  it.each<[string, Partial<VideoRequest>, RegExp]>([
    ['an odd width', { width: 641 }, /width must be an even number of pixels from 256 to 1920/],
    ['a tiny height', { height: 128 }, /height must be an even/],
    ['a huge width', { width: 2560 }, /width must be/],
    ['a fractional size', { width: 640.5 }, /width must be/],
    ['no time at all', { durationSeconds: 0.5 }, /durationSeconds must be from 1 to 20/],
    ['too long', { durationSeconds: 21 }, /durationSeconds/],
    ['not a number', { durationSeconds: Number.NaN }, /durationSeconds/],
    ['another frame rate', { fps: 25 }, /fps must be 24 or 30/],
    ['a fractional seed', { seed: 1.5 }, /seed must be a whole number/],
    ['nothing to show', { prompt: '  ' }, /Describe the video/],
    ['an empty image', { image: Buffer.alloc(0) }, /picture file/],
    ['too many images', { images: Array.from({ length: 7 }, () => Buffer.from('x')) }, /At most 6 images/],
    [
      'images too many for the time',
      { durationSeconds: 1, images: [Buffer.from('x'), Buffer.from('y'), Buffer.from('z')] },
      /at least 1.5 seconds/,
    ],
    ['a script that does not start at 0', { script: [{ prompt: 'a', start: 1 }] }, /Shots start at 0 s/],
    [
      'a script out of order',
      {
        script: [
          { prompt: 'a', start: 0 },
          { prompt: 'b', start: 3 },
          { prompt: 'c', start: 2 },
        ],
      },
      /in order/,
    ],
    ['a shot without a prompt', { script: [{ prompt: ' ', start: 0 }] }, /Shot 1 needs a prompt/],
    ['an empty soundtrack', { soundtrack: Buffer.alloc(0) }, /must be an audio file/],
  ])('refuses %s as a bad request', (_, change, message) => {
    expect(() => checkVideoRequest({ ...ok, ...change })).toThrow(
      expect.objectContaining({
        name: 'ProviderError',
        code: 'bad_request',
        message: expect.stringMatching(message),
      }),
    );
  });
});
