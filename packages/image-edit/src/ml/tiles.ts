/** One tile of an image: the part it writes (x, y, width, height) and the larger part the model reads. */
export interface Tile {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The region read, in the coordinates of the image padded by `padding` on every side. */
  read: { x: number; y: number; width: number; height: number };
}

/**
 * Cuts a width × height image into tiles of at most `size` pixels a side, each read with `padding` pixels of
 * context around it from a copy of the image padded by that much on every side (mirrored, say). A
 * convolutional network whose receptive field fits in the padding then gives the same pixels tile by tile as
 * on the whole padded image, with memory bounded by the tile size.
 */
export function planTiles(width: number, height: number, size: number, padding: number): Tile[] {
  const tiles: Tile[] = [];
  for (let y = 0; y < height; y += size) {
    for (let x = 0; x < width; x += size) {
      const w = Math.min(size, width - x);
      const h = Math.min(size, height - y);
      tiles.push({
        x,
        y,
        width: w,
        height: h,
        read: { x, y, width: w + 2 * padding, height: h + 2 * padding },
      });
    }
  }
  return tiles;
}
