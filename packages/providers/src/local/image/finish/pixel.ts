import type { Raster } from './raster';

const COLOURS = 16;

/** Pixel art: big square pixels, each one of a small palette learnt from the picture (k-means). */
export function finishPixel(img: Raster): void {
  const { data, w, h } = img;
  const block = Math.max(3, Math.round(Math.min(w, h) / 110));
  const bw = Math.ceil(w / block);
  const bh = Math.ceil(h / block);
  const cells = new Float32Array(bw * bh * 3);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let y = by * block; y < Math.min(h, (by + 1) * block); y++) {
        for (let x = bx * block; x < Math.min(w, (bx + 1) * block); x++) {
          const i = (y * w + x) * 4;
          r += data[i] as number;
          g += data[i + 1] as number;
          b += data[i + 2] as number;
          n++;
        }
      }
      // Punchier colour than the source: pixel art lives on saturated, distinct swatches.
      const k = (by * bw + bx) * 3;
      const grey = (r + g + b) / (3 * n);
      cells[k] = grey + (r / n - grey) * 1.35;
      cells[k + 1] = grey + (g / n - grey) * 1.35;
      cells[k + 2] = grey + (b / n - grey) * 1.35;
    }
  }
  const palette = kmeans(cells, COLOURS);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      const k = (by * bw + bx) * 3;
      const c = nearest(palette, cells[k] as number, cells[k + 1] as number, cells[k + 2] as number) * 3;
      for (let y = by * block; y < Math.min(h, (by + 1) * block); y++) {
        for (let x = bx * block; x < Math.min(w, (bx + 1) * block); x++) {
          const i = (y * w + x) * 4;
          data[i] = palette[c] as number;
          data[i + 1] = palette[c + 1] as number;
          data[i + 2] = palette[c + 2] as number;
        }
      }
    }
  }
}

function nearest(palette: Float32Array, r: number, g: number, b: number): number {
  let best = 0;
  let bestD = Infinity;
  for (let c = 0; c < palette.length / 3; c++) {
    const dr = r - (palette[c * 3] as number);
    const dg = g - (palette[c * 3 + 1] as number);
    const db = b - (palette[c * 3 + 2] as number);
    const d = dr * dr * 0.3 + dg * dg * 0.59 + db * db * 0.11;
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

/** k-means over colours, seeded from brightness quantiles so it is deterministic; rounded to whole values. */
function kmeans(cells: Float32Array, k: number): Float32Array {
  const n = cells.length / 3;
  const byLight = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) =>
      (cells[a * 3] as number) +
      (cells[a * 3 + 1] as number) * 2 -
      (cells[b * 3] as number) -
      (cells[b * 3 + 1] as number) * 2,
  );
  const centres = new Float32Array(k * 3);
  for (let c = 0; c < k; c++) {
    const src = (byLight[Math.floor(((c + 0.5) / k) * n)] as number) * 3;
    centres.set(cells.subarray(src, src + 3), c * 3);
  }
  const sums = new Float64Array(k * 4);
  for (let iter = 0; iter < 8; iter++) {
    sums.fill(0);
    for (let i = 0; i < n; i++) {
      const c = nearest(
        centres,
        cells[i * 3] as number,
        cells[i * 3 + 1] as number,
        cells[i * 3 + 2] as number,
      );
      sums[c * 4] = (sums[c * 4] as number) + (cells[i * 3] as number);
      sums[c * 4 + 1] = (sums[c * 4 + 1] as number) + (cells[i * 3 + 1] as number);
      sums[c * 4 + 2] = (sums[c * 4 + 2] as number) + (cells[i * 3 + 2] as number);
      sums[c * 4 + 3] = (sums[c * 4 + 3] as number) + 1;
    }
    for (let c = 0; c < k; c++) {
      const count = sums[c * 4 + 3] as number;
      if (!count) continue;
      for (let j = 0; j < 3; j++) centres[c * 3 + j] = (sums[c * 4 + j] as number) / count;
    }
  }
  for (let i = 0; i < centres.length; i++)
    centres[i] = Math.min(255, Math.max(0, Math.round(centres[i] as number)));
  return centres;
}
