import type { Line, Page } from 'tesseract.js';
import type { Box, Component } from './components';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Quote marks and a degree sign: what a small raised letter or group is read as, never an exponent itself. */
const NOT_AN_EXPONENT = /^["'`“”‘’°]$/;

/**
 * Small raised glyphs the recogniser skipped: the LSTM often drops the ² of "2x² + 3x" altogether. Ink that no
 * read character covers, sitting high on a line right after a character (where an exponent goes), is returned
 * as boxes (neighbouring blobs merged) to be read on their own.
 */
export function lostExponents(page: Page, ink: Component[], skip: Box[]): Box[] {
  const lines = (page.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  const found: Box[] = [];
  for (const line of lines) {
    const symbols = line.words.flatMap((w) => w.symbols);
    const letters = symbols.filter((s) => /^[\p{L}\p{N}]$/u.test(s.text));
    if (!letters.length) continue;
    const height = median(letters.map((s) => s.bbox.y1 - s.bbox.y0 + 1));
    const baseline = baselineOf(line);
    // Marks the LSTM puts for a small raised letter ("2\"" for 2 to the x) are no reading of it: their ink counts
    // as not read.
    const read = symbols.filter((s) => !NOT_AN_EXPONENT.test(s.text));
    const covered = (c: Box) =>
      [...read.map((s) => s.bbox), ...skip].some(
        (b) => c.x0 >= b.x0 - 2 && c.x1 <= b.x1 + 2 && c.y0 >= b.y0 - 2 && c.y1 <= b.y1 + 2,
      );
    const blobs = ink.filter((c) => {
      const h = c.y1 - c.y0 + 1;
      const cx = (c.x0 + c.x1) / 2;
      return (
        cx >= line.bbox.x0 - height &&
        cx <= line.bbox.x1 + height &&
        c.y0 >= line.bbox.y0 - height &&
        h >= 0.3 * height &&
        h <= 0.85 * height &&
        c.y1 < baseline(cx) - 0.35 * height &&
        !covered(c) &&
        symbols.some(
          // right of a character: an exponent may start over its base's box (a "2" read with the raised x)
          (s) => (c.x0 + c.x1) / 2 >= s.bbox.x1 - 2 && c.x0 - s.bbox.x1 <= 0.5 * height && s.bbox.y1 > c.y1,
        )
      );
    });
    blobs.sort((a, b) => a.x0 - b.x0);
    for (const blob of blobs) {
      const last = found[found.length - 1];
      if (last && blob.x0 - last.x1 <= 0.3 * height && Math.abs(blob.y0 - last.y0) < height) {
        last.x1 = Math.max(last.x1, blob.x1);
        last.y0 = Math.min(last.y0, blob.y0);
        last.y1 = Math.max(last.y1, blob.y1);
      } else found.push({ x0: blob.x0, y0: blob.y0, x1: blob.x1, y1: blob.y1 });
    }
  }
  return found;
}

function baselineOf(line: Line): (x: number) => number {
  const { x0, y0, x1, y1 } = line.baseline;
  const slope = x1 === x0 ? 0 : (y1 - y0) / (x1 - x0);
  return (x) => y0 + slope * (x - x0);
}
