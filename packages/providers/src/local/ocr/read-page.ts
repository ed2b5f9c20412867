import { PSM, type Worker } from 'tesseract.js';
import { findStackedFractions, type StackedFraction } from './fractions';
import { inkComponents, otsu, typicalHeight, type Box } from './components';
import { findSigns } from './signs';
import { readText, type PlacedText } from './layout';
import { lostExponents } from './raised';
import { greyPng, type PreparedImage } from './preprocess';
import { doubtfulWords, mergeUpright, shearGrey } from './upright';

/**
 * Tuned for printed mathematics: the picture is one block of text (PSM 6: a screenshot of a problem has no
 * columns to find); only characters that occur in a printed problem are allowed, so a stray "§" or "¢"
 * cannot appear; spaces between words are kept.
 */
export const MATH_PARAMETERS = {
  tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
  tessedit_char_whitelist:
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789' +
    ' +-=×÷−–—<>≤≥()[]{}|/\\*^.,:;?!$%\'"_',
  preserve_interword_spaces: '1',
  user_defined_dpi: '300',
};

const OUTPUT = { text: true, blocks: true };

/**
 * Reads a prepared picture. Stacked fractions first: each numerator and denominator is read as a single line
 * (tesseract would read them as two lines of text, apart), the fraction is then blanked out, the rest of the
 * page is read as one block, and "num/den" is put back among the words where the fraction stood.
 */
export async function readPage(
  worker: Worker,
  image: PreparedImage,
): Promise<{ text: string; confidence: number }> {
  const ink = inkComponents(image.grey, image.width, image.height).filter((c) => c.pixels >= 4);
  const fractions = findStackedFractions(ink);
  const placed: PlacedText[] = [];
  const blank: Box[] = [];
  const rings: StandIn[] = [];
  const charHeight = typicalHeight(ink);
  const threshold = otsu(image.grey);
  const isInk = (x: number, y: number) => image.grey[y * image.width + x]! <= threshold;
  for (const sign of findSigns(ink, charHeight, isInk)) {
    if (fractions.some((f) => overlaps(f.whole, sign.box))) continue;
    placed.push(sign);
    blank.push(sign.box);
    rings.push({ box: sign.box, cy: (sign.box.y0 + sign.box.y1) / 2, ry: 0.3 * charHeight });
  }
  if (fractions.length) {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
    try {
      for (const fraction of fractions) {
        const text = await readFraction(worker, image.png, fraction);
        if (!text) continue;
        placed.push({ box: fraction.whole, text });
        blank.push(fraction.whole);
        const { whole, bar } = fraction;
        rings.push({ box: whole, cy: (bar.y0 + bar.y1) / 2, ry: Math.max(4, (whole.y1 - whole.y0) / 5) });
      }
    } finally {
      await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
    }
  }
  const grey = rings.length ? standIns(image, rings) : image.grey;
  const png = rings.length ? await greyPng(grey, image.width, image.height) : image.png;
  const { data } = await worker.recognize(png, {}, OUTPUT);
  // A second reading with the italic lean undone repairs the italic x and a skewed "=" (upright.ts). On the dev
  // half: +1 case; choosing whole words by confidence was worse (-3), reading fractions upright gained nothing.
  if (doubtfulWords(data).length) {
    const sheared = shearGrey(grey, image.width, image.height);
    const upright = await worker.recognize(
      await greyPng(sheared.grey, sheared.width, image.height),
      {},
      OUTPUT,
    );
    mergeUpright(data, upright.data);
  }
  const exponents = lostExponents(data, ink, blank);
  if (exponents.length) {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
    try {
      for (const box of exponents) {
        const text = await readBox(worker, png, box);
        if (text && !/\s/.test(text)) placed.push({ box, text: text.length > 1 ? `^(${text})` : `^${text}` });
      }
    } finally {
      await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
    }
  }
  return { text: readText(data, placed), confidence: data.confidence / 100 };
}

/** One region read as a single line. */
async function readBox(worker: Worker, png: Buffer, box: Box): Promise<string> {
  const pad = 8;
  const rectangle = {
    left: Math.max(0, box.x0 - pad),
    top: Math.max(0, box.y0 - pad),
    width: box.x1 - box.x0 + 1 + 2 * pad,
    height: box.y1 - box.y0 + 1 + 2 * pad,
  };
  const { data } = await worker.recognize(png, { rectangle }, OUTPUT);
  return readText(data).replace(/\s+/g, ' ').trim();
}

async function readFraction(
  worker: Worker,
  png: Buffer,
  fraction: StackedFraction,
): Promise<string | undefined> {
  const numerator = await readBox(worker, png, fraction.numerator);
  const denominator = await readBox(worker, png, fraction.denominator);
  if (!numerator || !denominator) return undefined;
  return `${group(numerator)}/${group(denominator)}`;
}

/** A part of more than one term is bracketed: (2x+1)/5, not 2x+1/5. */
const group = (part: string) => (/^[\w.^]+$/.test(part) || /^\(.*\)$/.test(part) ? part : `(${part})`);

/**
 * Each fraction or sign blanked out and a ring, read as "o", drawn where it stood: the page is then read with a
 * character in its place (replaced by what was found there), so a lone "=" beside a fraction is not lost and
 * the order of words is kept.
 */
function standIns(image: PreparedImage, rings: StandIn[]): Uint8Array {
  const grey = image.grey.slice();
  const { width, height } = image;
  for (const { box, cy, ry } of rings) {
    const margin = 3;
    for (let y = Math.max(0, box.y0 - margin); y <= Math.min(height - 1, box.y1 + margin); y++) {
      grey.fill(
        255,
        y * width + Math.max(0, box.x0 - margin),
        y * width + Math.min(width, box.x1 + margin + 1),
      );
    }
    const cx = (box.x0 + box.x1) / 2;
    const rx = ry * 0.8;
    const stroke = Math.max(1.5, ry / 4);
    for (let y = Math.floor(cy - ry - stroke); y <= Math.ceil(cy + ry + stroke); y++) {
      for (let x = Math.floor(cx - rx - stroke); x <= Math.ceil(cx + rx + stroke); x++) {
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const d = Math.hypot((x - cx) / rx, (y - cy) / ry);
        if (Math.abs(d - 1) * Math.min(rx, ry) <= stroke / 2) grey[y * width + x] = 0;
      }
    }
  }
  return grey;
}

/** Where a ring is drawn: over the blanked box, centred on the row `cy` (a fraction's bar), `ry` high. */
interface StandIn {
  box: Box;
  cy: number;
  ry: number;
}

const overlaps = (a: Box, b: Box) => a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
