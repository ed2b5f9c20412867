import { describe, expect, it } from 'vitest';
import { AVATAR_FINISH_IDS, avatarFinishLabel, isAvatarFinish } from './avatar-finishes';

describe('avatar finishes', () => {
  it('are the eight treatments, each with a label a person reads', () => {
    expect(AVATAR_FINISH_IDS).toEqual([
      'watercolor',
      'oil',
      'painterly',
      'pencil',
      'pixel',
      'neon',
      'photo',
      'digital',
    ]);
    expect(avatarFinishLabel('watercolor')).toBe('Watercolour');
    expect(avatarFinishLabel('pixel')).toBe('Pixel art');
  });

  it('call no finish the drawn face', () => {
    expect(avatarFinishLabel(undefined)).toBe('Drawn');
    expect(avatarFinishLabel(null)).toBe('Drawn');
  });

  it('know their own ids only', () => {
    expect(isAvatarFinish('oil')).toBe(true);
    expect(isAvatarFinish('Oil')).toBe(false);
    expect(isAvatarFinish('sepia')).toBe(false);
    expect(isAvatarFinish(3)).toBe(false);
  });
});
