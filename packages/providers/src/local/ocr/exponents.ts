import type { Box, Component } from './components';

/** A raised group (an exponent) found by its ink: its box and the blobs it is made of. */
export interface RaisedGroup {
  box: Box;
  parts: Component[];
  /** blobs of ink in it: an exponent reads as at most this many characters (a character is one blob or more) */
  glyphs: number;
}

const width = (c: Box) => c.x1 - c.x0 + 1;
const height = (c: Box) => c.y1 - c.y0 + 1;
const centreX = (c: Box) => (c.x0 + c.x1) / 2;
const centreY = (c: Box) => (c.y0 + c.y1) / 2;
const flat = (c: Box) => width(c) >= 2.5 * height(c);

/** The lower median (of two, the smaller): a descender among few neighbours must not pull the baseline down. */
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

/** Neighbours within this many character heights left and right of a blob set its line's baseline. */
const WINDOW = 6;
/** An exponent's bottom is at least this share of the line's letter height above the baseline … */
const RAISED = 0.24;
/** … and it is at most this share of the letter height tall (a full-size "4" or "h" is not one). */
const SMALLER = 0.92;
/** Blobs closer than this share of the letter height belong to one exponent ("x+1", "10"). */
const GROUP_GAP = 0.5;

/**
 * Exponents found in the ink before anything is read: blobs whose bottom sits well above the baseline of their
 * neighbours, right after a character standing on that line, with nothing under them (the dot of an "i", the
 * upper part of "÷", "%" or "≥" has a stroke beneath). tesseract reads a small raised glyph as "%", "?", "*" or
 * not at all, and a line with superscripts worse as a whole, so the page is read with them taken out and each
 * group is read on its own (read-page.ts). The baseline is interpolated between the neighbours left and right,
 * so a picture turned by a few degrees keeps its exponents and gains none. `skip`: regions already explained
 * (stacked fractions, signs). `ring`: whether a blob encloses paper (a degree sign is a ring).
 */
export function findExponents(
  ink: Component[],
  charHeight: number,
  skip: Box[],
  ring: (c: Box) => boolean = () => false,
): RaisedGroup[] {
  if (!charHeight) return [];
  const inside = (c: Box) =>
    skip.some((b) => c.x0 >= b.x0 - 1 && c.x1 <= b.x1 + 1 && c.y0 >= b.y0 - 1 && c.y1 <= b.y1 + 1);
  const blobs = joinFragments(
    ink.filter((c) => !inside(c)),
    Math.max(1, Math.round(0.06 * charHeight)),
    1.2 * charHeight,
  ).filter((c) => Math.max(height(c), flat(c) ? width(c) : 0) >= Math.max(3, 0.2 * charHeight));
  const body = blobs.filter((c) => !flat(c) && height(c) >= 0.45 * charHeight);
  // Twice: the second time without the first time's raised blobs among the neighbours, as the rest of an
  // exponent ("x−1" after the "x") would otherwise lift the baseline under it.
  // Every mark counts as beneath, however small: the dot of a "?" keeps its hook from being an exponent.
  const marks = ink.filter((c) => !inside(c));
  let raised = raisedBlobs(blobs, body, marks, charHeight, ring);
  const rest = body.filter((b) => !raised.some((r) => r.blob === b));
  raised = raisedBlobs(blobs, rest, marks, charHeight, ring);
  // Flat strokes at an exponent's height join it: the minus of "x−1" or a leading "−x".
  const strokes = blobs
    .filter((f) => flat(f))
    .flatMap((f) => {
      const near = raised.find(
        (r) =>
          Math.abs(centreX(f) - centreX(r.blob)) <= r.letter &&
          centreY(f) >= r.blob.y0 &&
          centreY(f) <= r.blob.y1 &&
          r.baseline - centreY(f) >= 0.45 * r.letter &&
          width(f) <= r.letter,
      );
      return near ? [{ ...near, blob: f }] : [];
    });
  const parts = [...raised, ...strokes].sort((a, b) => a.blob.x0 - b.blob.x0);
  const groups: { box: Box; parts: Glyph[]; first: Raised }[] = [];
  for (const part of parts) {
    const last = groups[groups.length - 1];
    const c = part.blob;
    if (last && c.x0 - last.box.x1 <= GROUP_GAP * part.letter && overlapY(c, last.box) > 0) {
      last.parts.push(c);
      last.box = union(last.box, c);
    } else groups.push({ box: { x0: c.x0, y0: c.y0, x1: c.x1, y1: c.y1 }, parts: [c], first: part });
  }
  // An exponent follows its base: a character standing on the line just left of it. An apostrophe or an
  // opening quote has a letter right after it ("Maria's", "“fair"); an exponent has a space, a sign or a
  // bracket (a product such as x²y is left to the page's own reading).
  return groups
    .filter(
      ({ first, parts, box }) =>
        parts.some((p) => !flat(p)) && hasBase(first, body) && !letterAfter(box, first, body),
    )
    .map(({ box, parts }) => {
      const blobs = parts.flatMap((p) => p.members);
      return { box, parts: blobs, glyphs: blobs.length };
    });
}

/** A glyph: blobs of ink so close they are one character broken by grain or a thin stroke. */
interface Glyph extends Component {
  members: Component[];
}

/** Blobs whose boxes come within `gap` pixels of each other joined into glyphs (a grainy "2" in three pieces). */
function joinFragments(ink: Component[], gap: number, size: number): Glyph[] {
  const glyphs: Glyph[] = ink.map((c) => ({ ...c, members: [c] }));
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < glyphs.length && !merged; i++) {
      for (let j = i + 1; j < glyphs.length; j++) {
        const a = glyphs[i]!;
        const b = glyphs[j]!;
        if (overlapX(a, b) < -gap || overlapY(a, b) < -gap) continue;
        // Pieces of one stroke lie over each other or side by side, not corner to corner (a "2" and the comma
        // after it).
        const stacked = overlapX(a, b) >= 0.5 * Math.min(width(a), width(b));
        const sideBySide = overlapY(a, b) >= 0.5 * Math.min(height(a), height(b));
        if (!stacked && !sideBySide) continue;
        // Only into something no bigger than a character: letters of a word may touch.
        const joined = union(a, b);
        if (width(joined) > size || height(joined) > size) continue;
        glyphs[i] = {
          ...joined,
          pixels: a.pixels + b.pixels,
          start: a.start,
          members: [...a.members, ...b.members],
        };
        glyphs.splice(j, 1);
        merged = true;
        break;
      }
    }
  }
  return glyphs;
}

interface Raised {
  blob: Glyph;
  baseline: number;
  letter: number;
}

/**
 * Blobs whose bottom sits well above their neighbours' baseline and that are smaller than the line's letters,
 * with nothing under them (the dot of an "i", the top of "÷", "%" or "≥" has a stroke beneath).
 */
function raisedBlobs(
  blobs: Glyph[],
  body: Glyph[],
  marks: Component[],
  charHeight: number,
  ring: (c: Box) => boolean,
): Raised[] {
  const found: Raised[] = [];
  for (const c of blobs) {
    if (flat(c)) continue;
    const line = body.filter(
      (n) =>
        n !== c &&
        Math.abs(centreX(n) - centreX(c)) <= WINDOW * charHeight &&
        Math.abs(centreY(n) - centreY(c)) <= 1.3 * charHeight,
    );
    if (line.length < 2) continue;
    const letter = tallHeight(line);
    // Brackets and slashes reach below the baseline: they do not show where it is.
    const standing = line.filter((n) => height(n) <= 1.15 * letter);
    if (!standing.length) continue;
    const baseline = baselineAt(standing, centreX(c));
    if (baseline - c.y1 < RAISED * letter || height(c) > SMALLER * letter) continue;
    // A quote mark or an apostrophe: thin and shorter than half a capital (a raised "1" is taller).
    const capital = percentile(
      line.map(height).filter((h) => h <= 1.6 * letter),
      0.9,
    );
    if (width(c) < 0.5 * height(c) && height(c) < 0.5 * capital) continue;
    // A degree sign: a small round ring (a raised 0, 6, 8 or 9 is taller than wide).
    const round = width(c) >= 0.8 * height(c) && width(c) <= 1.25 * height(c);
    if (round && height(c) < 0.5 * capital && ring(c)) continue;
    const beneath = marks.some(
      (d) =>
        !c.members.includes(d) &&
        overlapX(c, d) >= 0.3 * Math.min(width(c), width(d)) &&
        d.y0 >= c.y1 - 0.25 * height(c) &&
        d.y0 <= baseline + 0.2 * letter,
    );
    if (!beneath) found.push({ blob: c, baseline, letter });
  }
  return found;
}

function letterAfter(box: Box, { baseline, letter }: Raised, body: Glyph[]): boolean {
  return body.some(
    (b) =>
      b.x0 > box.x1 &&
      b.x0 - box.x1 <= 0.45 * letter &&
      Math.abs(b.y1 - baseline) <= 0.1 * letter &&
      height(b) <= 1.05 * letter &&
      height(b) <= 3 * width(b), // not a bracket
  );
}

function hasBase({ blob: c, baseline, letter }: Raised, body: Glyph[]): boolean {
  return body.some(
    (b) =>
      b.x0 < c.x0 &&
      b.x1 <= c.x0 + 0.5 * width(c) &&
      c.x0 - b.x1 <= 0.6 * letter &&
      b.y1 >= baseline - 0.2 * letter,
  );
}

/** The height of the line's digits and tall letters (the 75th percentile of its blobs). */
const tallHeight = (line: Box[]) => percentile(line.map(height), 0.75);

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/**
 * The line's baseline at x: the median bottom of the nearest neighbours on each side, interpolated between
 * the two sides (one side alone when the blob ends or starts the line). Medians leave out descenders.
 */
function baselineAt(line: Box[], x: number): number {
  const side = (of: Box[]) => {
    const nearest = of.sort((a, b) => Math.abs(centreX(a) - x) - Math.abs(centreX(b) - x)).slice(0, 4);
    return nearest.length
      ? { x: median(nearest.map(centreX)), y: median(nearest.map((b) => b.y1)) }
      : undefined;
  };
  const left = side(line.filter((b) => centreX(b) < x));
  const right = side(line.filter((b) => centreX(b) >= x));
  if (left && right && right.x > left.x)
    return left.y + ((right.y - left.y) * (x - left.x)) / (right.x - left.x);
  return (left ?? right)!.y;
}

const overlapX = (a: Box, b: Box) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) + 1;
const overlapY = (a: Box, b: Box) => Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) + 1;
const union = (a: Box, b: Box): Box => ({
  x0: Math.min(a.x0, b.x0),
  y0: Math.min(a.y0, b.y0),
  x1: Math.max(a.x1, b.x1),
  y1: Math.max(a.y1, b.y1),
});
