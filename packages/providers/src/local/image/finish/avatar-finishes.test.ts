import { AvatarFinishId } from '@muse/contracts';
import { AVATAR_FINISH_IDS } from '@muse/domain';
import { describe, expect, it } from 'vitest';
import { FINISH_NAMES } from './apply';

describe('portrait finishes', () => {
  it('are the same eight in the API, the labelled list and the image engine', () => {
    expect(AvatarFinishId.options).toEqual([...FINISH_NAMES]);
    expect(AVATAR_FINISH_IDS).toEqual([...FINISH_NAMES]);
  });
});
