/**
 * Where tiles are on the board: they fall from the top to the hit line in FALL_SECONDS, so the speed
 * follows the board's height (a phone's short board falls as fast, in seconds, as a desktop's tall one).
 * A tile's bottom edge meets the line at its note's time.
 */
export const FALL_SECONDS = 2;
/** The hit line's height from the board's top, as a share of the board. */
export const HIT_LINE = 0.82;
/** Seconds before the first note: the first tiles fall into view. */
export const LEAD_IN_SECONDS = 2.5;

export interface BoardMetrics {
  hitY: number;
  pxPerSecond: number;
}

export function boardMetrics(height: number): BoardMetrics {
  const hitY = Math.round(height * HIT_LINE);
  return { hitY, pxPerSecond: hitY / FALL_SECONDS };
}

/** A tile's top and height (px) on the moving strip whose origin is the line at song time 0. */
export function tileBox(
  note: { time: number; duration: number },
  { pxPerSecond }: BoardMetrics,
): { top: number; height: number } {
  // At least a finger's height, and a small gap before the next note.
  const height = Math.max(note.duration * pxPerSecond - 4, 22);
  return { top: -note.time * pxPerSecond - height, height };
}
