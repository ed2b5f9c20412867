/** Ink blobs of a grey picture (dark ink on light paper): Otsu's threshold, then 8-connected components. */

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Component extends Box {
  /** ink pixels */
  pixels: number;
  /** index (y × width + x) of one of its pixels, to find the blob again (eraseInk) */
  start: number;
}

/** The grey level that best splits the picture into ink and paper (Otsu 1979). */
export function otsu(pixels: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const p of pixels) histogram[p]!++;
  let sumAll = 0;
  for (let t = 0; t < 256; t++) sumAll += t * histogram[t]!;
  let sumBelow = 0;
  let countBelow = 0;
  let best = 127;
  let bestVariance = -1;
  for (let t = 0; t < 256; t++) {
    countBelow += histogram[t]!;
    if (!countBelow) continue;
    const countAbove = pixels.length - countBelow;
    if (!countAbove) break;
    sumBelow += t * histogram[t]!;
    const variance =
      countBelow * countAbove * (sumBelow / countBelow - (sumAll - sumBelow) / countAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = t;
    }
  }
  return best;
}

/**
 * A copy of the picture with the given blobs painted paper-white (the same 8-connected flood as inkComponents
 * from each blob's start pixel, and the lighter rim round them), leaving every other stroke as it was.
 */
export function eraseInk(grey: Uint8Array, width: number, height: number, blobs: Component[]): Uint8Array {
  const threshold = otsu(grey);
  const out = grey.slice();
  const stack = new Int32Array(grey.length);
  // The anti-aliased rim round a stroke, lighter than the threshold: left behind, it reads as a faint mark.
  const halo: number[] = [];
  const enter = (j: number) => {
    if (out[j]! > threshold) {
      halo.push(j);
      return false;
    }
    out[j] = 255;
    return true;
  };
  for (const blob of blobs) if (enter(blob.start)) flood(blob.start, width, height, stack, enter);
  for (const j of halo) out[j] = 255;
  return out;
}

/** Every blob of ink (pixels at or below the threshold), with its bounding box and size. */
export function inkComponents(grey: Uint8Array, width: number, height: number): Component[] {
  const threshold = otsu(grey);
  const seen = new Uint8Array(grey.length);
  const stack = new Int32Array(grey.length);
  const components: Component[] = [];
  const enter = (j: number) => {
    if (seen[j] || grey[j]! > threshold) return false;
    seen[j] = 1;
    return true;
  };
  for (let start = 0; start < grey.length; start++) {
    if (!enter(start)) continue;
    const c: Component = { x0: width, y0: height, x1: 0, y1: 0, pixels: 0, start };
    flood(start, width, height, stack, enter, (x, y) => {
      c.pixels++;
      if (x < c.x0) c.x0 = x;
      if (x > c.x1) c.x1 = x;
      if (y < c.y0) c.y0 = y;
      if (y > c.y1) c.y1 = y;
    });
    components.push(c);
  }
  return components;
}

/**
 * An 8-connected flood from `start` (already entered): each neighbour `enter` accepts joins and is spread from;
 * `visit` sees every pixel of the flood once.
 */
function flood(
  start: number,
  width: number,
  height: number,
  stack: Int32Array,
  enter: (j: number) => boolean,
  visit: (x: number, y: number) => void = () => {},
): void {
  let top = 0;
  stack[top++] = start;
  while (top) {
    const i = stack[--top]!;
    const x = i % width;
    const y = (i - x) / width;
    visit(x, y);
    for (let dy = -1; dy <= 1; dy++) {
      const yy = y + dy;
      if (yy < 0 || yy >= height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx;
        if (xx < 0 || xx >= width) continue;
        const j = yy * width + xx;
        if (enter(j)) stack[top++] = j;
      }
    }
  }
}

/** The smallest box holding all of `boxes` (at least one). */
export const boxAround = (boxes: Box[]): Box => ({
  x0: Math.min(...boxes.map((b) => b.x0)),
  y0: Math.min(...boxes.map((b) => b.y0)),
  x1: Math.max(...boxes.map((b) => b.x1)),
  y1: Math.max(...boxes.map((b) => b.y1)),
});

/**
 * The median height of the blobs at least 3 pixels high, leaving out flat strokes (the bars of "=", "−" and
 * fractions, which would pull it down): about the height of a character.
 */
export function typicalHeight(ink: Component[]): number {
  const heights = ink
    .filter((c) => c.x1 - c.x0 + 1 < 2.5 * (c.y1 - c.y0 + 1))
    .map((c) => c.y1 - c.y0 + 1)
    .filter((h) => h >= 3)
    .sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? 0;
}

/**
 * Whether the ink inside a box encloses paper (an "o", a "0", a degree sign): paper not reachable from the
 * box's edge without crossing ink.
 */
export function enclosesPaper(grey: Uint8Array, width: number, threshold: number, box: Box): boolean {
  const w = box.x1 - box.x0 + 1;
  const h = box.y1 - box.y0 + 1;
  const reached = new Uint8Array(w * h);
  const stack: number[] = [];
  const paper = (x: number, y: number) => grey[(box.y0 + y) * width + box.x0 + x]! > threshold;
  const visit = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= w || y >= h || reached[y * w + x] || !paper(x, y)) return;
    reached[y * w + x] = 1;
    stack.push(y * w + x);
  };
  for (let x = 0; x < w; x++) {
    visit(x, 0);
    visit(x, h - 1);
  }
  for (let y = 0; y < h; y++) {
    visit(0, y);
    visit(w - 1, y);
  }
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % w;
    const y = (i - x) / w;
    visit(x + 1, y);
    visit(x - 1, y);
    visit(x, y + 1);
    visit(x, y - 1);
  }
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) if (!reached[y * w + x] && paper(x, y)) return true;
  return false;
}
