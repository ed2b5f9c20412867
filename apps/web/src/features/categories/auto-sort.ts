import { categoryCountBounds, clampCategoryCount, isCategoryRequestInProgress } from '@muse/domain';

/**
 * The auto-categorisation request: a count clamped to the tier's bounds, then polled every 10 s while in
 * progress.
 */
export const SORTING_TEXT = 'Sorting your images…';
export const DEFAULT_CATEGORY_COUNT = 5;

export function initialCount(tier: unknown): number {
  return clampCategoryCount(tier, DEFAULT_CATEGORY_COUNT);
}

export function countHint(tier: unknown): string {
  const { min, max } = categoryCountBounds(tier);
  return `${min} to ${max} for your plan`;
}

export type AutoSortStatus =
  { state: 'idle' } | { state: 'running' } | { state: 'done'; finishedOn: string; message: string | null };

export function autoSortStatus(
  request: { createdOn: string; finishedOn: string | null; message?: string | null } | null | undefined,
): AutoSortStatus {
  if (!request) return { state: 'idle' };
  if (isCategoryRequestInProgress(request)) return { state: 'running' };
  return { state: 'done', finishedOn: request.finishedOn ?? '', message: request.message ?? null };
}

/** Asking for 0 categories does nothing (the server finishes it at once), so the button waits for 1 or more. */
export function canRequestSort(count: number, status: AutoSortStatus): boolean {
  return count > 0 && status.state !== 'running';
}
