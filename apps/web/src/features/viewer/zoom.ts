/** The viewer zooms between 0.5 and 2. */
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 2;
export const ZOOM_STEP = 0.25;

export function clampZoom(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(value * 100) / 100));
}

/** The previous and next filenames around `current` in the list the viewer was opened from. */
export function neighbours(
  list: readonly string[],
  current: string,
): { prev: string | null; next: string | null } {
  const i = list.indexOf(current);
  if (i < 0) return { prev: null, next: null };
  return { prev: list[i - 1] ?? null, next: list[i + 1] ?? null };
}

/** The list carried in the router state by the grid or tray that opened the viewer. */
export function listFromState(state: unknown): readonly string[] {
  if (typeof state !== 'object' || state === null || !('list' in state)) return [];
  const list = (state as { list: unknown }).list;
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}
