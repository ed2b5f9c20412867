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

/** Every blob of ink (pixels at or below the threshold), with its bounding box and size. */
export function inkComponents(grey: Uint8Array, width: number, height: number): Component[] {
  const threshold = otsu(grey);
  const seen = new Uint8Array(grey.length);
  const stack = new Int32Array(grey.length);
  const components: Component[] = [];
  for (let start = 0; start < grey.length; start++) {
    if (seen[start] || grey[start]! > threshold) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    const c: Component = { x0: width, y0: height, x1: 0, y1: 0, pixels: 0 };
    while (top) {
      const i = stack[--top]!;
      const x = i % width;
      const y = (i - x) / width;
      c.pixels++;
      if (x < c.x0) c.x0 = x;
      if (x > c.x1) c.x1 = x;
      if (y < c.y0) c.y0 = y;
      if (y > c.y1) c.y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const j = yy * width + xx;
          if (!seen[j] && grey[j]! <= threshold) {
            seen[j] = 1;
            stack[top++] = j;
          }
        }
      }
    }
    components.push(c);
  }
  return components;
}

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
