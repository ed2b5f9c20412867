import { type Tier, toTier } from '../tiers';

/** Categories: ids, request polling, the count each tier may ask for, sorting and selection. */
export const NEW_CATEGORY_ID = 'new';
export const NEW_DISTRIBUTED_CATEGORY_ID = 'new-distributed';
/** A category generation request is polled every 10 s until finished. */
export const CATEGORY_REQUEST_POLL_MS = 10_000;

export interface CountBounds {
  min: number;
  max: number;
}

/** The category count a tier may ask for: Pro 1 to 5, Premium 0 to 20, others 0 to 100. */
export function categoryCountBounds(tier: unknown): CountBounds {
  const t: Tier = toTier(tier);
  if (t === 'true') return { min: 1, max: 5 };
  if (t === 'premium') return { min: 0, max: 20 };
  return { min: 0, max: 100 };
}

/**
 * The count is clamped to the tier's bounds and truncated to a whole number; a non-numeric value becomes 0
 * (taken literally, before clamping: an empty or invalid input asks for nothing).
 */
export function clampCategoryCount(tier: unknown, value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n)) return 0;
  const { min, max } = categoryCountBounds(tier);
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

/** The special id new is listed first; the others are sorted by name. */
export function sortCategories<T extends { _id: string; name: string }>(categories: readonly T[]): T[] {
  return [...categories].sort((a, b) => {
    if (a._id === NEW_CATEGORY_ID || b._id === NEW_CATEGORY_ID) {
      return a._id === NEW_CATEGORY_ID ? (b._id === NEW_CATEGORY_ID ? 0 : -1) : 1;
    }
    return a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
  });
}

/** A request is in progress when createdOn is set and finishedOn is not. */
export function isCategoryRequestInProgress(
  request: { createdOn?: unknown; finishedOn?: unknown } | null,
): boolean {
  return !!request && !!request.createdOn && !request.finishedOn;
}

export const SELECTION_MODES = ['off', 'all', 'none'] as const;
export type SelectionMode = (typeof SELECTION_MODES)[number];

/** Selection mode in categories cycles: off, all, none, and back to off. */
export function nextSelectionMode(mode: SelectionMode): SelectionMode {
  return SELECTION_MODES[(SELECTION_MODES.indexOf(mode) + 1) % SELECTION_MODES.length] as SelectionMode;
}
