import sharp from 'sharp';
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
        const text = await readFraction(worker, image, fraction);
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
    // A single word: an exponent has no spaces.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_WORD });
    try {
      for (const box of exponents) {
        const text = smallLetters(await readBox(worker, image, grey, box));
        if (text && !/\s/.test(text)) placed.push({ box, text: text.length > 1 ? `^(${text})` : `^${text}` });
      }
    } finally {
      await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
    }
  }
  return { text: readText(data, placed), confidence: data.confidence / 100 };
}

/**
 * One region read on its own (as a line or a word, as the worker is set): cut out with a little margin and
 * enlarged so its characters are PART_HEIGHT pixels high, on a white border. Small parts (an exponent, a
 * fraction's numerator) are misread at their printed size: a raised x of 15 pixels is read ") X." in place and
 * "x" enlarged.
 */
async function readBox(worker: Worker, image: PreparedImage, grey: Uint8Array, box: Box): Promise<string> {
  const pad = 2;
  const left = Math.max(0, box.x0 - pad);
  const top = Math.max(0, box.y0 - pad);
  const width = Math.min(image.width, box.x1 + pad + 1) - left;
  const height = Math.min(image.height, box.y1 + pad + 1) - top;
  const scale = Math.min(4, Math.max(1, PART_HEIGHT / (box.y1 - box.y0 + 1)));
  const part = await sharp(grey, { raw: { width: image.width, height: image.height, channels: 1 } })
    .extract({ left, top, width, height })
    .resize(Math.round(width * scale), Math.round(height * scale), { kernel: 'lanczos3' })
    .extend({ top: BORDER, bottom: BORDER, left: BORDER, right: BORDER, background: '#ffffff' })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
  const { data } = await worker.recognize(part, {}, OUTPUT);
  return readText(data).replace(/\s+/g, ' ').trim();
}

/** Height (pixels) a part read on its own is enlarged to, and the white border put round it. */
const PART_HEIGHT = 36;
const BORDER = 16;

async function readFraction(
  worker: Worker,
  image: PreparedImage,
  fraction: StackedFraction,
): Promise<string | undefined> {
  const numerator = smallLetters(await readBox(worker, image, image.grey, fraction.numerator));
  const denominator = smallLetters(await readBox(worker, image, image.grey, fraction.denominator));
  if (!numerator || !denominator) return undefined;
  return `${group(numerator)}/${group(denominator)}`;
}

/**
 * A part read alone (an exponent, a numerator): letters whose capital has the same shape (c, o, s, v, w, x, z)
 * are taken small, as nothing beside them shows their size and the letters of mathematics are small.
 */
const smallLetters = (text: string) => text.replace(/[COSVWXZ]/g, (c) => c.toLowerCase());

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
