/**
 * A 3×3 median filter of a grey picture: removes the grain of photos and noisy scans while keeping the edges of
 * strokes.
 */
export function median3(src: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(src.length);
  const window = new Uint8Array(9);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let n = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = Math.min(height - 1, Math.max(0, y + dy));
        for (let dx = -1; dx <= 1; dx++) {
          const xx = Math.min(width - 1, Math.max(0, x + dx));
          window[n++] = src[yy * width + xx]!;
        }
      }
      window.sort();
      out[y * width + x] = window[4]!;
    }
  }
  return out;
}
