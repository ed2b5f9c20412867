import type { Box, Component } from './components';

/** A sign the recogniser misreads, found by its shape, with the text it stands for. */
export interface FoundSign {
  box: Box;
  text: string;
}

const width = (c: Box) => c.x1 - c.x0 + 1;
const height = (c: Box) => c.y1 - c.y0 + 1;

/**
 * ÷, ≤ and ≥ by their parts: tesseract's English model reads ÷ as "+" and ≥ as "2" or ">". ÷ is a short bar
 * with a dot centred above and below it; ≤ and ≥ are a chevron right above a bar of about its width, the
 * chevron's tip (where its ink meets the right edge in one place) telling which.
 */
export function findSigns(
  ink: Component[],
  charHeight: number,
  isInk: (x: number, y: number) => boolean,
): FoundSign[] {
  const bars = ink.filter(
    (c) =>
      width(c) >= 0.4 * charHeight && width(c) >= 3 * height(c) && c.pixels / width(c) <= 0.25 * charHeight,
  );
  const dots = ink.filter((c) => {
    const w = width(c);
    const h = height(c);
    // Round: the broken stem of a thin "+" is a tall sliver, not a dot.
    return (
      w <= 0.4 * charHeight &&
      h <= 0.4 * charHeight &&
      Math.min(w, h) >= Math.max(3, 0.12 * charHeight) &&
      w / h <= 1.6 &&
      h / w <= 1.6
    );
  });
  const signs: FoundSign[] = [];
  for (const bar of bars) {
    const mid = (bar.x0 + bar.x1) / 2;
    const near = (c: Box) => Math.abs((c.x0 + c.x1) / 2 - mid) <= width(bar) / 5;
    const gap = Math.max(2, 0.08 * charHeight);
    const dotAbove = dots.find((d) => near(d) && bar.y0 - d.y1 >= gap && bar.y0 - d.y1 <= 0.6 * charHeight);
    const dotBelow = dots.find((d) => near(d) && d.y0 - bar.y1 >= gap && d.y0 - bar.y1 <= 0.6 * charHeight);
    if (dotAbove && dotBelow) {
      signs.push({ box: { x0: bar.x0, y0: dotAbove.y0, x1: bar.x1, y1: dotBelow.y1 }, text: '/' });
      continue;
    }
    const chevron = ink.find(
      (c) =>
        c !== bar &&
        !bars.includes(c) &&
        c.y1 < bar.y0 &&
        bar.y0 - c.y1 <= 0.45 * charHeight &&
        Math.abs(c.x0 - bar.x0) <= 0.3 * width(bar) &&
        Math.abs(c.x1 - bar.x1) <= 0.3 * width(bar) &&
        height(c) >= 0.3 * charHeight &&
        height(c) <= 1.2 * charHeight,
    );
    if (!chevron) continue;
    // Rows with ink in the rightmost columns: one short run (a tip) means ">", two far apart mean "<".
    const rows: number[] = [];
    for (let y = chevron.y0; y <= chevron.y1; y++) {
      for (let x = chevron.x1 - 1; x <= chevron.x1; x++) if (isInk(x, y)) rows.push(y);
    }
    if (!rows.length) continue;
    const spread = (Math.max(...rows) - Math.min(...rows) + 1) / height(chevron);
    signs.push({
      box: { x0: Math.min(bar.x0, chevron.x0), y0: chevron.y0, x1: Math.max(bar.x1, chevron.x1), y1: bar.y1 },
      text: spread < 0.5 ? '>=' : '<=',
    });
  }
  return signs;
}
