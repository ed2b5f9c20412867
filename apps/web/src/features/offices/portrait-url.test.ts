import { customAvatarId, DEFAULT_FACE } from '@muse/domain';
import { describe, expect, it } from 'vitest';
import { portraitUrl } from './portrait-url';

describe('portraitUrl', () => {
  const gallery = (id: string) =>
    id === 'JalenHairstyle2SuitB' ? '/api/offices/avatars/JalenHairstyle2SuitB/portrait' : undefined;

  it("is the gallery's address of a look, with the finish asked for", () => {
    expect(portraitUrl('JalenHairstyle2SuitB', null, gallery)).toBe(
      '/api/offices/avatars/JalenHairstyle2SuitB/portrait',
    );
    expect(portraitUrl('JalenHairstyle2SuitB', 'oil', gallery)).toBe(
      '/api/offices/avatars/JalenHairstyle2SuitB/portrait?finish=oil',
    );
  });

  it("draws a custom look from its id, gallery or not, and knows none for no look or one it can't find", () => {
    const id = customAvatarId(DEFAULT_FACE);
    expect(portraitUrl(id, 'pencil', () => undefined)).toBe(
      `/api/offices/avatars/${id}/portrait?finish=pencil`,
    );
    expect(portraitUrl('', 'oil', gallery)).toBeUndefined();
    expect(portraitUrl(null, null, gallery)).toBeUndefined();
    expect(portraitUrl('UnknownLook', 'oil', gallery)).toBeUndefined();
  });
});
