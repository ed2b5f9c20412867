/**
 * Turns pdf.js text items of one page into lines and paragraphs. PDFs have no paragraphs, only glyph runs at
 * positions: a line ends where pdf.js says (hasEOL) or where the baseline moves; a paragraph ends where the
 * gap to the next line is clearly wider than the page's usual line spacing, or where the text jumps up
 * (a new column).
 */
export interface PositionedText {
  str: string;
  hasEOL: boolean;
  /** [a, b, c, d, x, y]: the text matrix; |d| is about the font size, (x, y) the start of the baseline. */
  transform: number[];
  width: number;
  height: number;
}

interface Line {
  text: string;
  y: number;
  size: number;
}

/** A gap this many times the usual line spacing (or more) starts a new paragraph. */
const PARAGRAPH_GAP = 1.4;

export function layOutPage(items: readonly PositionedText[]): string {
  const lines = toLines(items);
  // Gaps between baselines in units of the lower line's font size, so a title's larger line does not count
  // as a paragraph gap by itself. Lines moving up (a new column) or far apart always start a paragraph.
  const spacing = lines.slice(1).map((line, i) => (lines[i]!.y - line.y) / line.size);
  const usual = lowQuartile(spacing.filter((s) => s > 0 && s < 3));
  let text = lines[0]?.text ?? '';
  for (let i = 1; i < lines.length; i++) {
    const s = spacing[i - 1]!;
    const newParagraph = s < -0.5 || s >= 3 || (usual !== undefined && s > usual * PARAGRAPH_GAP);
    text += (newParagraph ? '\n\n' : '\n') + lines[i]!.text;
  }
  return text;
}

function toLines(items: readonly PositionedText[]): Line[] {
  const lines: Line[] = [];
  let current: Line | undefined;
  let lastEnd = 0;
  for (const item of items) {
    const [, , , d = 0, x = 0, y = 0] = item.transform;
    const size = Math.abs(d) || item.height || 1;
    if (current && Math.abs(y - current.y) > Math.max(current.size, size) / 2) {
      lines.push(current);
      current = undefined;
    }
    if (!current) {
      current = { text: item.str, y, size };
    } else {
      // Runs far apart on one line (table cells, justified words without space glyphs) get a space.
      const apart = x - lastEnd > size * 0.25 && !/\s$/.test(current.text) && !/^\s/.test(item.str);
      current.text += (apart ? ' ' : '') + item.str;
      current.size = Math.max(current.size, size);
    }
    lastEnd = x + item.width;
    if (item.hasEOL) {
      lines.push(current);
      current = undefined;
    }
  }
  if (current) lines.push(current);
  return lines.filter((line) => line.text.trim() !== '');
}

/** The usual line spacing: most lines of a page are inside paragraphs, so a low quartile finds it even on
 * pages with many short paragraphs, and one odd gap (a superscript) cannot drag it down like a minimum. */
function lowQuartile(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 4)];
}
