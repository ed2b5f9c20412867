import { boxAround, type Box, type Component } from './components';

/** A stacked fraction: where its numerator and denominator are, and the whole of it with the bar. */
export interface StackedFraction {
  bar: Box;
  numerator: Box;
  denominator: Box;
  whole: Box;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Finds stacked fractions by their bar: a thin, long stroke with characters right above and right below it,
 * inside its width. A minus sign has nothing above or below; the two strokes of "=" only have each other.
 * tesseract reads a stacked fraction as two lines of text, so each part is read on its own instead.
 */
export function findStackedFractions(ink: Component[]): StackedFraction[] {
  const all = ink.filter((c) => c.pixels >= 4);
  // Characters, not strokes: the bars of "=", "−" and fractions would pull the median height down.
  const glyphs = all.filter((c) => c.y1 - c.y0 >= 3 && c.x1 - c.x0 + 1 < 2.5 * (c.y1 - c.y0 + 1));
  if (glyphs.length < 3) return [];
  const charHeight = median(glyphs.map((c) => c.y1 - c.y0 + 1));
  const isBarLike = (c: Component) => {
    const w = c.x1 - c.x0 + 1;
    const h = c.y1 - c.y0 + 1;
    // A slanted (rotated) bar's box is taller than the stroke; its mean thickness stays small.
    return w >= 0.9 * charHeight && w >= 3 * h && c.pixels / w <= 0.28 * charHeight;
  };
  const isGlyph = (c: Component) => !isBarLike(c) && c.y1 - c.y0 + 1 >= 0.3 * charHeight;

  const fractions: StackedFraction[] = [];
  for (const bar of all.filter(isBarLike)) {
    const within = (c: Component) => {
      const cx = (c.x0 + c.x1) / 2;
      return cx > bar.x0 && cx < bar.x1 && c !== bar;
    };
    const reach = 1.5 * charHeight;
    const above = all.filter(
      (c) => within(c) && c.y1 < bar.y0 + 2 && c.y1 > bar.y0 - reach && c.y0 > bar.y0 - 2 * reach,
    );
    const below = all.filter(
      (c) => within(c) && c.y0 > bar.y1 - 2 && c.y0 < bar.y1 + reach && c.y1 < bar.y1 + 2 * reach,
    );
    if (!above.some(isGlyph) || !below.some(isGlyph)) continue;
    // Close to the bar on both sides, not the line above or below a minus sign.
    const gapAbove = bar.y0 - Math.max(...above.map((c) => c.y1));
    const gapBelow = Math.min(...below.map((c) => c.y0)) - bar.y1;
    if (gapAbove > 0.7 * charHeight || gapBelow > 0.7 * charHeight) continue;
    const numerator = boxAround(above);
    const denominator = boxAround(below);
    fractions.push({ bar, numerator, denominator, whole: boxAround([bar, numerator, denominator]) });
  }
  return fractions;
}
