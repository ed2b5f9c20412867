/** The font chooser (spec §3 Font, §5, §8, §9 Fonts). */

export const FONT_CATEGORIES = ['all', 'serif', 'sans-serif', 'display', 'handwriting', 'monospace'] as const;
export type FontCategory = (typeof FONT_CATEGORIES)[number];

export const FONT_PAGE_SIZE = 20;
export const FONT_PAGE_SIZE_MOBILE = 10;
export const FONT_PREVIEW_SIZE = { min: 12, max: 36, default: 36 } as const;
export const FONT_CACHE_MS = 60 * 60 * 1000;
export const FONT_LOAD_RETRIES = 3;
export const FONT_LOAD_TIMEOUT_MS = 10_000;
export const FONT_SEARCH_MIN_CHARS = 2;

/** The 15 popular fonts shown first (Google Fonts' most used families). */
export const POPULAR_FONTS = [
  'Roboto',
  'Open Sans',
  'Montserrat',
  'Lato',
  'Poppins',
  'Inter',
  'Oswald',
  'Raleway',
  'Nunito',
  'Playfair Display',
  'Merriweather',
  'Noto Sans',
  'Rubik',
  'Work Sans',
  'Lora',
] as const;

export const FONT_TEXTS = {
  failed: (detail: string) => `Failed to load fonts: ${detail}`,
  none: 'No fonts found',
  retryFailed: 'Retry Failed Fonts',
} as const;

/** The chooser's local filter: case-insensitive, on the family name. */
export function filterFonts<T extends { family: string }>(fonts: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  return q ? fonts.filter((f) => f.family.toLowerCase().includes(q)) : [...fonts];
}

/** Whether the service may be asked to search: at least two characters. */
export function canSearchFonts(query: string): boolean {
  return query.trim().length >= FONT_SEARCH_MIN_CHARS;
}
