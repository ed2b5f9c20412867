import sharp from 'sharp';

/** The mark's text size as a share of the image's shorter side, so it reads the same at any size. */
const MARK_SCALE = 0.06;
const MIN_FONT_PX = 12;

/** Where the mark sits: the box it covers, bottom-right with a margin (tests compare this corner). */
export function watermarkBox(width: number, height: number) {
  const font = Math.max(MIN_FONT_PX, Math.round(Math.min(width, height) * MARK_SCALE));
  const boxWidth = Math.min(width, Math.round(font * 5));
  const boxHeight = Math.min(height, Math.round(font * 1.6));
  const margin = Math.round(font * 0.5);
  return {
    font,
    width: boxWidth,
    height: boxHeight,
    left: Math.max(0, width - boxWidth - margin),
    top: Math.max(0, height - boxHeight - margin),
  };
}

/**
 * Composites a semi-transparent "Muse" mark (a dark pill with a logo dot and the name) over the image's
 * bottom-right corner and returns a PNG. The pill keeps the mark visible even where no font is installed.
 */
export async function watermark(image: Buffer): Promise<Buffer> {
  const meta = await sharp(image).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const box = watermarkBox(width, height);
  const r = box.height / 2;
  const dot = box.font * 0.35;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}">
  <rect width="${box.width}" height="${box.height}" rx="${r}" fill="#000" fill-opacity="0.4"/>
  <circle cx="${r}" cy="${r}" r="${dot}" fill="#fff" fill-opacity="0.8"/>
  <text x="${r + dot * 1.8}" y="${r}" dominant-baseline="central" font-family="DejaVu Sans, Helvetica, Arial, sans-serif"
    font-weight="700" font-size="${box.font}" fill="#fff" fill-opacity="0.8">Muse</text>
</svg>`;
  const mark = await sharp(Buffer.from(svg)).png().toBuffer();
  return sharp(image)
    .composite([{ input: mark, left: box.left, top: box.top }])
    .png()
    .toBuffer();
}
