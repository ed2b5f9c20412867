/**
 * One page of the chooser: fonts that failed to load are left out (until "Retry Failed Fonts"), and a page
 * past the end (after a search narrowed the list) shows the last one.
 */
export function pageOfFonts<T extends { family: string }>(
  fonts: readonly T[],
  failed: (family: string) => boolean,
  page: number,
  pageSize: number,
): { visible: T[]; pages: number; current: number } {
  const shown = fonts.filter((f) => !failed(f.family));
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { visible: shown.slice((current - 1) * pageSize, current * pageSize), pages, current };
}
