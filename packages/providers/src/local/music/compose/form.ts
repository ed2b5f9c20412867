/**
 * The arrangement: which sections the piece has and how many bars each gets. A song follows its lyrics'
 * sections (framed by an instrumental intro and outro), giving each lyric line a phrase long enough for its
 * syllables; when the length cannot hold every line, the last lines and sections are left out. Music
 * without lyrics follows a standard pop form.
 */
import { parseLyrics } from '@muse/domain';
import type { SectionType } from '../score';
import { syllablesOf, type Syllable } from './syllables';

export interface LyricLine {
  text: string;
  syllables: Syllable[];
  /** The line's index in the whole song. */
  index: number;
}

export interface PartPlan {
  type: SectionType;
  bars: number;
  /** The lines this section sings, each with the bar (from the section's start) its phrase starts on and its length in bars. */
  phrases: { line: LyricLine; bar: number; bars: number }[];
}

const DEFAULT_FORM: readonly SectionType[] = [
  'intro',
  'verse',
  'chorus',
  'verse',
  'chorus',
  'bridge',
  'chorus',
  'outro',
];
const SECTION_WEIGHT: Record<SectionType, number> = { intro: 1, verse: 2, chorus: 2, bridge: 1.5, outro: 1 };

interface Draft {
  type: SectionType;
  lines: LyricLine[];
}

/** The lyrics' sections with their lines (empty when there are none or nothing is sung). */
export function lyricSections(lyrics: string | undefined): Draft[] {
  if (!lyrics?.trim()) return [];
  let index = 0;
  return parseLyrics(lyrics).map((section) => ({
    type: section.type,
    lines: section.text
      .split(/\r?\n/)
      .map((text) => text.trim())
      .filter((text) => text !== '')
      .map((text) => ({ text, syllables: syllablesOf(text), index: 0 }))
      .filter((line) => line.syllables.length > 0)
      .map((line) => ({ ...line, index: index++ })),
  }));
}

/** Fewest bars a line can be sung in (up to 12 syllables a bar, in sixteenths with a breath). */
const minBars = (line: LyricLine) => Math.max(1, Math.ceil(line.syllables.length / 12));
/** A comfortable phrase: about four syllables a bar. */
const easyBars = (line: LyricLine) => Math.max(1, Math.ceil(line.syllables.length / 4));

/**
 * Plans `bars` bars. The lyrics' sections give the form (their lines are sung when they have any);
 * without lyrics `fallback` does (the default form, or a continuation's sections).
 */
export function planForm(
  sections: Draft[],
  bars: number,
  fallback: readonly SectionType[] = DEFAULT_FORM,
): PartPlan[] {
  let drafts: Draft[] =
    sections.length > 0 ? [...sections] : fallback.map((type) => ({ type, lines: [] as LyricLine[] }));
  if (sections.length > 0) {
    if (drafts[0]!.type !== 'intro') drafts.unshift({ type: 'intro', lines: [] });
    if (drafts[drafts.length - 1]!.type !== 'outro') drafts.push({ type: 'outro', lines: [] });
  }
  const need = (d: Draft) =>
    Math.max(
      1,
      d.lines.reduce((n, line) => n + minBars(line), 0),
    );
  const total = (ds: Draft[]) => ds.reduce((n, d) => n + need(d), 0);

  // Too short for everything: the body's first sections (and, in the last one, its first lines) that fit,
  // framed by an intro and outro when there is still room.
  if (total(drafts) > bars) {
    let body = drafts
      .filter((d) => d.type !== 'intro' && d.type !== 'outro')
      .map((d) => ({ ...d, lines: [...d.lines] }));
    if (body.length === 0) body = [{ type: 'verse', lines: [] }];
    const intro: Draft[] = drafts[0]!.type === 'intro' ? [{ type: 'intro', lines: [] }] : [];
    const outro: Draft[] = drafts[drafts.length - 1]!.type === 'outro' ? [{ type: 'outro', lines: [] }] : [];
    const frame = sections.length === 0 && bars >= 3 ? intro.length + outro.length : 0;
    while (body.length > 1 && total(body) > bars - frame) body.pop();
    const last = body[body.length - 1]!;
    while (last.lines.length > 1 && total(body) > bars - frame) last.lines.pop();
    const room = bars - total(body);
    drafts =
      room >= intro.length + outro.length
        ? [...intro, ...body, ...outro]
        : room >= outro.length
          ? [...body, ...outro]
          : body;
  }

  // Each section gets its need, then the spare bars go where its lines would sing comfortably, then by weight.
  const counts = drafts.map(need);
  let spare = bars - counts.reduce((a, b) => a + b, 0);
  const comfortable = drafts.map((d) =>
    d.lines.length > 0 ? d.lines.reduce((n, line) => n + Math.max(2, easyBars(line)), 0) : 0,
  );
  for (let pass = 0; spare > 0 && pass < 64; pass++) {
    let gave = false;
    drafts.forEach((_, i) => {
      if (spare > 0 && counts[i]! < comfortable[i]!) {
        counts[i]! += 1;
        spare -= 1;
        gave = true;
      }
    });
    if (!gave) break;
  }
  if (spare > 0) {
    const weights = drafts.map((d) => SECTION_WEIGHT[d.type] * (d.lines.length > 0 ? 1.5 : 1));
    const sum = weights.reduce((a, b) => a + b, 0);
    const shares = weights.map((w) => (spare * w) / sum);
    shares.forEach((s, i) => (counts[i]! += Math.floor(s)));
    let left = spare - shares.reduce((n, s) => n + Math.floor(s), 0);
    const order = shares.map((s, i) => ({ i, r: s - Math.floor(s) })).sort((a, b) => b.r - a.r || a.i - b.i);
    for (let k = 0; left > 0; k = (k + 1) % order.length, left -= 1) counts[order[k]!.i]! += 1;
  }
  return drafts.map((d, i) => ({ type: d.type, bars: counts[i]!, phrases: phrasesOf(d.lines, counts[i]!) }));
}

/** Lays the lines over a section of `bars` bars: equal slots where possible, each phrase at its slot's start. */
function phrasesOf(lines: LyricLine[], bars: number): PartPlan['phrases'] {
  if (lines.length === 0) return [];
  const slots = lines.map(minBars);
  let spare = bars - slots.reduce((a, b) => a + b, 0);
  while (spare > 0) {
    // Lengthen the shortest slot (earliest first) so the lines keep an even pace.
    let shortest = 0;
    slots.forEach((s, i) => (s < slots[shortest]! ? (shortest = i) : undefined));
    slots[shortest]! += 1;
    spare -= 1;
  }
  let at = 0;
  return lines.map((line, i) => {
    const slot = slots[i]!;
    const phrase = { line, bar: at, bars: Math.min(slot, Math.max(minBars(line), easyBars(line))) };
    at += slot;
    return phrase;
  });
}
