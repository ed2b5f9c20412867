import { Font, FontList } from '@muse/contracts';
import type { FontCategory } from '@muse/domain';
import { api } from '../../../app/api-client';

const BASE = '/api/user/google-fonts';

/** The font catalogue (spec §7 Editor): every family, a category, a search (≥ 2 characters), one family. */
export const fontsApi = {
  list: (category: FontCategory) =>
    api.get(category === 'all' ? BASE : `${BASE}/category/${category}`, { schema: FontList }),
  search: (q: string) => api.get(`${BASE}/search`, { schema: FontList, query: { q } }),
  font: (family: string) => api.get(`${BASE}/font/${encodeURIComponent(family)}`, { schema: Font }),
};
