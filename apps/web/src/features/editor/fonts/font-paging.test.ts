import { FONT_PAGE_SIZE, FONT_PAGE_SIZE_MOBILE } from '@muse/domain';
import { describe, expect, it } from 'vitest';
import { pageOfFonts } from './font-paging';

const fonts = Array.from({ length: 44 }, (_, i) => ({ family: `Font ${i}` }));
const none = () => false;

describe('pageOfFonts', () => {
  it('pages by 20, or 10 on phones', () => {
    expect(pageOfFonts(fonts, none, 1, FONT_PAGE_SIZE)).toMatchObject({ pages: 3, current: 1 });
    expect(pageOfFonts(fonts, none, 3, FONT_PAGE_SIZE).visible.map((f) => f.family)).toEqual([
      'Font 40',
      'Font 41',
      'Font 42',
      'Font 43',
    ]);
    expect(pageOfFonts(fonts, none, 1, FONT_PAGE_SIZE_MOBILE)).toMatchObject({ pages: 5 });
  });

  it('hides fonts that failed to load', () => {
    const page = pageOfFonts(fonts, (f) => f === 'Font 0' || f === 'Font 5', 1, FONT_PAGE_SIZE);
    expect(page.visible[0]!.family).toBe('Font 1');
    expect(page.visible.some((f) => f.family === 'Font 5')).toBe(false);
    expect(page.visible).toHaveLength(20);
  });

  it('shows the last page when the list got shorter', () => {
    expect(pageOfFonts(fonts.slice(0, 5), none, 3, FONT_PAGE_SIZE)).toMatchObject({ pages: 1, current: 1 });
    expect(pageOfFonts([], none, 1, FONT_PAGE_SIZE)).toEqual({ visible: [], pages: 1, current: 1 });
  });
});
