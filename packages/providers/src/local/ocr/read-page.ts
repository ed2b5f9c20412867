import sharp from 'sharp';
import { PSM, type Worker } from 'tesseract.js';
import { findStackedFractions, type StackedFraction } from './fractions';
import {
  boxAround,
  enclosesPaper,
  eraseInk,
  inkComponents,
  otsu,
  typicalHeight,
  type Box,
  type Component,
} from './components';
import { findExponents, type RaisedGroup } from './exponents';
import { findDecimalPoints } from './dots';
import { exponentText, fullest, groupPart, smallLetters, wellFormedParts } from './part-text';
import { findSigns } from './signs';
import { readText, type PlacedText } from './layout';
import { lostExponents } from './raised';
import { greyPng, type PreparedImage } from './preprocess';
import {
  dropInklessSymbols,
  letteredNumbers,
  repairDotReadAsMinus,
  repairShortDigits,
  repairSingleStrokeEquals,
  setLetteredNumber,
} from './glyph-shapes';
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
  // Exponents found in the ink are read on their own and taken out of the page (exponents.ts).
  const raised = findExponents(ink, charHeight, blank, (box) =>
    enclosesPaper(image.grey, image.width, threshold, box),
  );
  const erased: Component[] = [];
  if (raised.length) {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_WORD });
    try {
      for (const group of raised) {
        const text = await readExponent(worker, image, group);
        if (!text) continue;
        placed.push({ box: group.box, text: text.length > 1 ? `^(${text})` : `^${text}`, inline: true });
        blank.push(group.box);
        erased.push(...group.parts);
      }
    } finally {
      await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
    }
  }
  for (const box of findDecimalPoints(ink, charHeight)) placed.push({ box, text: '.', inline: true });
  const page = erased.length ? eraseInk(image.grey, image.width, image.height, erased) : image.grey;
  const grey = rings.length ? standIns(page, image.width, image.height, rings) : page;
  const png = grey === image.grey ? image.png : await greyPng(grey, image.width, image.height);
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
    mergeUpright(data, upright.data, (box) => stackedStrokes(isInk, box));
  }
  // Readings the ink contradicts (glyph-shapes.ts): together, dev half 49 → 52 of 54, tuning set 57 → 59 of 64.
  dropInklessSymbols(data, (box) => inkIn(isInk, box));
  repairShortDigits(data);
  repairSingleStrokeEquals(data, (box) => stackedStrokes(isInk, box));
  repairDotReadAsMinus(data, (box) => blobsCentredIn(ink, box));
  const lettered = letteredNumbers(data);
  if (lettered.length) {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_CHAR, tessedit_char_whitelist: DIGITS });
    try {
      for (const { word, index } of lettered) {
        const box = blobsCentredIn(ink, word.symbols[index]!.bbox) ?? word.symbols[index]!.bbox;
        const digit = await readBoxData(worker, image, grey, box);
        if (/^\d$/.test(digit.text) && digit.confidence >= DIGIT_CONFIDENCE)
          setLetteredNumber(word, index, digit.text);
      }
    } finally {
      await worker.setParameters({
        tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
        tessedit_char_whitelist: MATH_PARAMETERS.tessedit_char_whitelist,
      });
    }
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
async function readBox(
  worker: Worker,
  image: PreparedImage,
  grey: Uint8Array,
  box: Box,
  partHeight = PART_HEIGHT,
): Promise<string> {
  return (await readBoxData(worker, image, grey, box, partHeight)).text;
}

/** readBox with the reader's confidence (0..100) in what it read. */
async function readBoxData(
  worker: Worker,
  image: PreparedImage,
  grey: Uint8Array,
  box: Box,
  partHeight = PART_HEIGHT,
): Promise<{ text: string; confidence: number }> {
  const pad = 2;
  const left = Math.max(0, box.x0 - pad);
  const top = Math.max(0, box.y0 - pad);
  const width = Math.min(image.width, box.x1 + pad + 1) - left;
  const height = Math.min(image.height, box.y1 + pad + 1) - top;
  const scale = Math.min(4, Math.max(1, partHeight / (box.y1 - box.y0 + 1)));
  const part = await sharp(grey, { raw: { width: image.width, height: image.height, channels: 1 } })
    .extract({ left, top, width, height })
    .resize(Math.round(width * scale), Math.round(height * scale), { kernel: 'lanczos3' })
    .extend({ top: BORDER, bottom: BORDER, left: BORDER, right: BORDER, background: '#ffffff' })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
  const { data } = await worker.recognize(part, {}, OUTPUT);
  return { text: readText(data).replace(/\s+/g, ' ').trim(), confidence: data.confidence };
}

const DIGITS = '0123456789';
/** A digit read alone from a letter's place is taken at this confidence or more (a real "d": 0). */
const DIGIT_CONFIDENCE = 80;

/** Height (pixels) a part read on its own is enlarged to, and the white border put round it. */
const PART_HEIGHT = 36;
const BORDER = 16;

async function readFraction(
  worker: Worker,
  image: PreparedImage,
  fraction: StackedFraction,
): Promise<string | undefined> {
  const part = async (box: Box) => {
    const readings: string[] = [];
    for (const size of PART_HEIGHTS) {
      const text = smallLetters(await readBox(worker, image, image.grey, box, size));
      if (text) readings.push(text);
    }
    // A bracket or mark a numerator cannot end in ("5}") is a misreading at that size.
    const clean = wellFormedParts(readings);
    return fullest(clean.length ? clean : readings);
  };
  const numerator = await part(fraction.numerator);
  const denominator = await part(fraction.denominator);
  if (!numerator || !denominator) return undefined;
  return `${groupPart(numerator)}/${groupPart(denominator)}`;
}

/**
 * An exponent read on its own from its ink alone (a neighbour's stroke in the crop is read as a character), at
 * three sizes: the small italic x of "2x" or "x+1" is dropped at one size and kept at another (part-text.ts
 * fullest keeps the reading that holds the others).
 */
async function readExponent(
  worker: Worker,
  image: PreparedImage,
  group: RaisedGroup,
): Promise<string | undefined> {
  const alone = new Uint8Array(image.grey.length).fill(255);
  for (const part of group.parts) {
    for (let y = part.y0; y <= part.y1; y++) {
      const row = y * image.width;
      alone.set(image.grey.subarray(row + part.x0, row + part.x1 + 1), row + part.x0);
    }
  }
  const readings: string[] = [];
  for (const size of PART_HEIGHTS) {
    const text = exponentText(await readBox(worker, image, alone, group.box, size), group.box, group.glyphs);
    if (text) readings.push(text);
  }
  return fullest(readings);
}

/** Heights (pixels) a small part (an exponent, a fraction's numerator) is enlarged to, one reading each. */
const PART_HEIGHTS = [36, 44, 52];

/**
 * Each fraction or sign blanked out and a ring, read as "o", drawn where it stood: the page is then read with a
 * character in its place (replaced by what was found there), so a lone "=" beside a fraction is not lost and
 * the order of words is kept.
 */
function standIns(page: Uint8Array, width: number, height: number, rings: StandIn[]): Uint8Array {
  const grey = page.slice();
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

/** The box round the blobs whose centres lie in `box`, if any. */
function blobsCentredIn(ink: Component[], box: Box): Box | undefined {
  const inside = ink.filter((c) => {
    const cx = (c.x0 + c.x1) / 2;
    const cy = (c.y0 + c.y1) / 2;
    return cx >= box.x0 && cx <= box.x1 && cy >= box.y0 && cy <= box.y1;
  });
  return inside.length ? boxAround(inside) : undefined;
}

function inkIn(isInk: (x: number, y: number) => boolean, box: Box): number {
  let count = 0;
  for (let y = box.y0; y <= box.y1; y++) for (let x = box.x0; x <= box.x1; x++) if (isInk(x, y)) count++;
  return count;
}

/**
 * Whether the ink in a box is two bars one above the other (an "="): along its rows, inked rows, then rows
 * with (almost) no ink, then inked rows again. Rows, not blobs, so grain joining the bars changes nothing.
 */
function stackedStrokes(isInk: (x: number, y: number) => boolean, box: Box): boolean {
  const width = box.x1 - box.x0 + 1;
  let runs = 0;
  let inked = false;
  for (let y = box.y0; y <= box.y1; y++) {
    let count = 0;
    for (let x = box.x0; x <= box.x1; x++) if (isInk(x, y)) count++;
    const full = count >= width / 3;
    if (full && !inked) runs++;
    if (full) inked = true;
    else if (count <= width / 8) inked = false;
  }
  return runs >= 2;
}

const overlaps = (a: Box, b: Box) => a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
