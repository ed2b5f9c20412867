import type { Box, Component } from './components';

const width = (c: Box) => c.x1 - c.x0 + 1;
const height = (c: Box) => c.y1 - c.y0 + 1;

/**
 * Decimal points: a small round dot on the baseline between two characters standing close on each side.
 * tesseract drops the point of "2.5" or "0.6" often ("25", "06"), which changes the problem. The dot is put
 * back where it stands, only between two digits as read (layout.ts), so a full stop after a word is never
 * taken for one.
 */
export function findDecimalPoints(ink: Component[], charHeight: number): Box[] {
  if (!charHeight) return [];
  const glyphs = ink.filter((c) => height(c) >= 0.5 * charHeight);
  const points: Box[] = [];
  for (const dot of ink) {
    const w = width(dot);
    const h = height(dot);
    if (w / h > 2 || h / w > 2 || Math.max(w, h) > 0.35 * charHeight || Math.max(w, h) < 2) continue;
    const beside = (c: Component) => Math.abs(c.y1 - dot.y1) <= Math.max(2, 0.15 * height(c));
    const left = glyphs.find(
      (c) => c.x1 < dot.x0 && dot.x0 - c.x1 <= 0.4 * height(c) && beside(c) && c.y0 < dot.y0,
    );
    const right = glyphs.find(
      (c) => c.x0 > dot.x1 && c.x0 - dot.x1 <= 0.4 * height(c) && beside(c) && c.y0 < dot.y0,
    );
    if (!left || !right) continue;
    const letter = Math.max(height(left), height(right));
    if (Math.max(w, h) > 0.3 * letter || Math.max(w, h) < 0.08 * letter) continue;
    points.push({ x0: dot.x0, y0: dot.y0, x1: dot.x1, y1: dot.y1 });
  }
  return points;
}
