/**
 * Draws an OCR case (ocr-set.ts) as a PNG the way a screenshot or a phone photo of a printed problem looks:
 * the case's font and size, raised exponents, stacked fractions, italic variables, colours, a slight rotation
 * and per-pixel noise. Fonts come from npm packages only (KaTeX's fonts and pdf.js's Liberation Sans), never
 * from the system, so every machine draws the same picture. Deterministic: the noise is seeded by the case id.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { mulberry32 } from '@muse/domain';
import type { OcrCase, OcrFont, OcrRenderSpec } from './ocr-set';

const require = createRequire(import.meta.url);
const katexFonts = join(dirname(require.resolve('katex/package.json')), 'dist', 'fonts');
const pdfFonts = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');

/** Family names registered here, prefixed so a system font of the same name can never be picked instead. */
const FAMILY: Record<OcrFont | 'italic', { family: string; file: string }> = {
  serif: { family: 'OcrBench Serif', file: join(katexFonts, 'KaTeX_Main-Regular.ttf') },
  sans: { family: 'OcrBench Sans', file: join(pdfFonts, 'LiberationSans-Regular.ttf') },
  'cm-sans': { family: 'OcrBench CM Sans', file: join(katexFonts, 'KaTeX_SansSerif-Regular.ttf') },
  mono: { family: 'OcrBench Mono', file: join(katexFonts, 'KaTeX_Typewriter-Regular.ttf') },
  italic: { family: 'OcrBench Math Italic', file: join(katexFonts, 'KaTeX_Math-Italic.ttf') },
};

let registered = false;
function registerFonts(): void {
  if (registered) return;
  for (const { family, file } of Object.values(FAMILY)) {
    if (!GlobalFonts.registerFromPath(file, family)) throw new Error(`Cannot load the font ${file}`);
  }
  registered = true;
}

/** One piece of a line: text on the baseline, a raised exponent, or a fraction. */
type Piece =
  { kind: 'text'; text: string } | { kind: 'sup'; text: string } | { kind: 'frac'; num: string; den: string };

/** Reads a braced group or a single character at `at`; returns it and the index after it. */
function group(src: string, at: number): [string, number] {
  if (src[at] !== '{') return [src[at] ?? '', at + 1];
  let depth = 0;
  for (let i = at; i < src.length; i++) {
    if (src[i] === '{') depth++;
    else if (src[i] === '}' && --depth === 0) return [src.slice(at + 1, i), i + 1];
  }
  throw new Error(`Unclosed brace in ${src}`);
}

export function parsePieces(line: string): Piece[] {
  const pieces: Piece[] = [];
  let text = '';
  const flush = () => {
    if (text) pieces.push({ kind: 'text', text });
    text = '';
  };
  for (let i = 0; i < line.length;) {
    if (line.startsWith('\\frac', i)) {
      flush();
      const [num, afterNum] = group(line, i + 5);
      const [den, afterDen] = group(line, afterNum);
      pieces.push({ kind: 'frac', num, den });
      i = afterDen;
    } else if (line[i] === '^') {
      flush();
      const [sup, after] = group(line, i + 1);
      pieces.push({ kind: 'sup', text: sup });
      i = after;
    } else {
      text += line[i++];
    }
  }
  flush();
  return pieces;
}

/** A drawable unit for wrapping: it is never split, and `space` says whether a space precedes it. */
interface Atom {
  width: number;
  space: boolean;
  draw(painter: Painter, x: number, baseline: number): void;
}

/** A single letter stands for a variable when it touches a digit, bracket or operator, or is x, y, k or t. */
const isVariable = (text: string, i: number): boolean => {
  const isLetter = (c: string | undefined) => c !== undefined && /[A-Za-z]/.test(c);
  if (!isLetter(text[i]) || isLetter(text[i - 1]) || isLetter(text[i + 1])) return false;
  const touches = (c: string | undefined) => c !== undefined && /[\d()=+\-−<>≤≥^/|,]/.test(c);
  return touches(text[i - 1]) || touches(text[i + 1]) || /[xykt]/.test(text[i]!);
};

class Painter {
  constructor(
    readonly ctx: SKRSContext2D,
    private readonly spec: OcrRenderSpec,
  ) {}

  private font(size: number, italic: boolean): string {
    return `${Math.round(size)}px "${FAMILY[italic ? 'italic' : this.spec.font].family}"`;
  }

  /** Runs of the same face: italic variables or the case's font. */
  private runs(text: string): { text: string; italic: boolean }[] {
    const runs: { text: string; italic: boolean }[] = [];
    for (let i = 0; i < text.length; i++) {
      const italic = this.spec.italicVariables && isVariable(text, i);
      const last = runs[runs.length - 1];
      if (last && last.italic === italic) last.text += text[i];
      else runs.push({ text: text[i]!, italic });
    }
    return runs;
  }

  measure(text: string, size: number): number {
    let width = 0;
    for (const run of this.runs(text)) {
      this.ctx.font = this.font(size, run.italic);
      width += this.ctx.measureText(run.text).width;
    }
    return width;
  }

  text(text: string, size: number, x: number, baseline: number): void {
    for (const run of this.runs(text)) {
      this.ctx.font = this.font(size, run.italic);
      this.ctx.fillText(run.text, x, baseline);
      x += this.ctx.measureText(run.text).width;
    }
  }
}

/** Width of a fraction part, whose exponents are raised too. */
function measureMarkup(painter: Painter, src: string, size: number): number {
  return parsePieces(src).reduce(
    (w, p) =>
      w +
      (p.kind === 'sup'
        ? painter.measure(p.text, size * 0.62) + size * 0.05
        : p.kind === 'text'
          ? painter.measure(p.text, size)
          : 0),
    0,
  );
}

function drawMarkup(painter: Painter, src: string, size: number, x: number, baseline: number): void {
  for (const p of parsePieces(src)) {
    if (p.kind === 'text') painter.text(p.text, size, x, baseline);
    else if (p.kind === 'sup') painter.text(p.text, size * 0.62, x + size * 0.03, baseline - size * 0.42);
    x += p.kind === 'frac' ? 0 : measureMarkup(painter, p.kind === 'sup' ? `^{${p.text}}` : p.text, size);
  }
}

/** Inline a/b, with parentheses around a part of more than one term. */
const inlineFraction = (num: string, den: string) => {
  const wrap = (s: string) => (/^[\w.^]+$/.test(s) ? s : `(${s})`);
  return `${wrap(num)}/${wrap(den)}`;
};

function atomsOf(pieces: Piece[], painter: Painter, spec: OcrRenderSpec): Atom[] {
  const size = spec.size;
  const atoms: Atom[] = [];
  let space = false;
  const textAtoms = (text: string) => {
    for (const [i, word] of text.split(' ').entries()) {
      if (i > 0) space = true;
      if (!word) continue;
      atoms.push({
        width: painter.measure(word, size),
        space,
        draw: (p, x, baseline) => p.text(word, size, x, baseline),
      });
      space = false;
    }
  };
  for (const piece of pieces) {
    if (piece.kind === 'text') textAtoms(piece.text);
    else if (piece.kind === 'sup') {
      const supSize = size * 0.62;
      atoms.push({
        width: painter.measure(piece.text, supSize) + size * 0.05,
        space,
        draw: (p, x, baseline) => p.text(piece.text, supSize, x + size * 0.03, baseline - size * 0.42),
      });
      space = false;
    } else if (spec.fractions === 'inline') {
      textAtoms(inlineFraction(piece.num, piece.den));
    } else {
      const partSize = size * 0.85;
      const num = measureMarkup(painter, piece.num, partSize);
      const den = measureMarkup(painter, piece.den, partSize);
      const width = Math.max(num, den) + size * 0.3;
      atoms.push({
        width,
        space,
        draw: (p, x, baseline) => {
          const bar = baseline - size * 0.3;
          drawMarkup(p, piece.num, partSize, x + (width - num) / 2, bar - size * 0.22);
          drawMarkup(p, piece.den, partSize, x + (width - den) / 2, bar + size * 0.22 + partSize * 0.72);
          p.ctx.fillRect(x + size * 0.08, bar - size * 0.03, width - size * 0.16, Math.max(1, size * 0.055));
        },
      });
      space = false;
    }
  }
  return atoms;
}

interface Line {
  atoms: Atom[];
  width: number;
  tall: boolean;
}

function wrap(atoms: Atom[], maxWidth: number, spaceWidth: number, tall: boolean): Line[] {
  const lines: Line[] = [];
  let line: Line = { atoms: [], width: 0, tall };
  for (const atom of atoms) {
    const add = (line.atoms.length && atom.space ? spaceWidth : 0) + atom.width;
    if (line.atoms.length && line.width + add > maxWidth) {
      lines.push(line);
      line = { atoms: [], width: 0, tall };
      line.atoms.push({ ...atom, space: false });
      line.width = atom.width;
    } else {
      line.atoms.push(atom);
      line.width += add;
    }
  }
  lines.push(line);
  return lines;
}

/** Renders a case to PNG bytes. */
export function renderOcrCase(c: OcrCase): Buffer {
  registerFonts();
  const { render: spec } = c;
  const scratch = createCanvas(8, 8).getContext('2d');
  const painter = new Painter(scratch, spec);
  const spaceWidth = painter.measure(' ', spec.size);
  const lines = c.source.split('\n').flatMap((src) => {
    const pieces = parsePieces(src);
    const tall = spec.fractions === 'stacked' && pieces.some((p) => p.kind === 'frac');
    return wrap(atomsOf(pieces, painter, spec), spec.width ?? 900, spaceWidth, tall);
  });
  const margin = Math.round(spec.size * 1.2);
  const lineHeight = (line: Line) => spec.size * (line.tall ? 2.6 : 1.45);
  const innerW = Math.ceil(Math.max(...lines.map((l) => l.width)));
  const innerH = Math.ceil(lines.reduce((sum, l) => sum + lineHeight(l), 0));
  const flatW = innerW + 2 * margin;
  const flatH = innerH + 2 * margin;

  // Draw upright first, then turn the whole picture onto a canvas big enough to hold it.
  const flat = createCanvas(flatW, flatH);
  const ctx = flat.getContext('2d');
  ctx.fillStyle = spec.background;
  ctx.fillRect(0, 0, flatW, flatH);
  ctx.fillStyle = spec.foreground;
  const drawPainter = new Painter(ctx, spec);
  let top = margin;
  for (const line of lines) {
    const height = lineHeight(line);
    const baseline = top + height / 2 + spec.size * 0.35;
    let x = margin;
    for (const [i, atom] of line.atoms.entries()) {
      if (i > 0 && atom.space) x += spaceWidth;
      atom.draw(drawPainter, x, baseline);
      x += atom.width;
    }
    top += height;
  }

  const angle = (spec.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const outW = Math.ceil(flatW * cos + flatH * sin);
  const outH = Math.ceil(flatW * sin + flatH * cos);
  const out = createCanvas(outW, outH);
  const octx = out.getContext('2d');
  octx.fillStyle = spec.background;
  octx.fillRect(0, 0, outW, outH);
  octx.translate(outW / 2, outH / 2);
  octx.rotate(angle);
  octx.drawImage(flat, -flatW / 2, -flatH / 2);

  if (spec.noise > 0) {
    const random = mulberry32(seedOf(c.id));
    const image = octx.getImageData(0, 0, outW, outH);
    const px = image.data;
    const amplitude = spec.noise * 255;
    for (let i = 0; i < px.length; i += 4) {
      const delta = (random() + random() - 1) * amplitude;
      for (let k = 0; k < 3; k++) px[i + k] = Math.max(0, Math.min(255, px[i + k]! + delta));
    }
    octx.putImageData(image, 0, 0);
  }
  return out.toBuffer('image/png');
}

function seedOf(id: string): number {
  let h = 2166136261;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}
