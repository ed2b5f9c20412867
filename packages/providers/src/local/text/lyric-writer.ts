// Writes the four lines of a verse or a chorus: rhyming endings from rhyme-pool.ts, a template for each
// line from lyric-vocabulary.ts, and of several candidates the one whose syllables come closest to the
// song's meter. A verse tells (each line different); a chorus opens on a hook with the keyword that
// comes back as its third line. Every line is sung from the song's one point of view, holds the subject only
// where its words take that kind of subject (lyric-collocations.ts), and passes the lyric checker.
import { Grammar } from './grammar';
import { checkLyricLine, MIN_LINE_WORDS, pointOfViewOf, type PointOfView } from './lyric-checker';
import { fitsEnding, takesKind } from './lyric-collocations';
import type { ThemePhrase } from './lyric-theme';
import {
  CHORUS_LEADS,
  CHORUS_LINES,
  HOOK_LINES,
  SHORT_LINES,
  VERSE_LEADS,
  VERSE_LINES,
  type EndClass,
} from './lyric-vocabulary';
import { inVoice } from './lyric-voice';
import { countSyllables } from './meter';
import { keywordEnding, pickRhymes, type Ending, type PoolFilter, type Tone } from './rhyme-pool';
import { lastWord, normalizeWord, rhymeKey } from './rhymes';
import type { Rng } from './rng';
import { capitalize } from './text-utils';

export interface LyricContext {
  rng: Rng;
  /** What the song is about, main theme first (at least one). */
  themes: readonly ThemePhrase[];
  /** Syllables per line to aim at. */
  target: number;
  filter: PoolFilter;
  /** Rhyme sounds used already, shared by the ideas of one answer so they rhyme differently. */
  usedKeys: Set<string>;
  /** Templates used already; they are avoided while others fit the meter as well. */
  usedTemplates: Set<string>;
  /** Lines (normalised) that must not be written again: the earlier lyrics. */
  avoidLines: ReadonlySet<string>;
  /** I or we, for every line of the song. */
  pointOfView: PointOfView;
  /** The themes as typed, whose time of day and season every line keeps. */
  subject: string;
  /** Whether lines keep to the word pairs of lyric-collocations.ts (dropped only when nothing else fits). */
  collocations: boolean;
  /** Whether a line far off the meter is refused (dropped only as the very last resort). */
  holdMeter: boolean;
}

export interface LyricContextInit {
  rng: Rng;
  themes: readonly ThemePhrase[];
  target: number;
  tone: Tone;
  usedKeys?: Set<string>;
  usedTemplates?: Set<string>;
  /** Earlier lyrics' lines: not written again, and their last words not rhymed on again. */
  earlierLines?: readonly string[];
  /** I or we; by default the earlier lines', else one chosen by the seed. */
  pointOfView?: PointOfView;
}

/** A context whose endings avoid the themes' own words ("summer rain" never ends "…in the rain"). */
export function createLyricContext(init: LyricContextInit): LyricContext {
  const earlier = init.earlierLines ?? [];
  // Earlier lines' rhyme sounds count as used, so a new section rhymes on fresh ones while any is left.
  const usedKeys = init.usedKeys ?? new Set<string>();
  for (const line of earlier) {
    const key = rhymeKey(lastWord(line));
    if (key) usedKeys.add(key);
  }
  const themeWords = init.themes.flatMap((t) => t.bare.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? []);
  return {
    rng: init.rng,
    themes: init.themes,
    target: init.target,
    filter: {
      tone: init.tone,
      avoidWords: new Set([...themeWords.map(normalizeWord), ...earlier.map(lastWord)]),
      // Short lines need short endings: "Cold wind blows" is followed by "let it go", not "by the sea".
      // Lines of four words or more need endings of two or three syllables, except in the tightest meters.
      maxSyllables: init.target <= 9 ? (init.target <= 4 ? 2 : Math.max(3, init.target - 3)) : undefined,
    },
    usedKeys,
    usedTemplates: init.usedTemplates ?? new Set(),
    avoidLines: new Set(earlier.map(normalizeLine)),
    pointOfView: init.pointOfView ?? pointOfViewOf(earlier) ?? (init.rng.chance(0.5) ? 'I' : 'we'),
    subject: init.themes.map((t) => t.bare).join(', '),
    collocations: true,
    holdMeter: true,
  };
}

type LineKind = 'verse' | 'chorus' | 'hook';

const TEMPLATES: Readonly<Record<LineKind, Readonly<Record<EndClass, readonly string[]>>>> = {
  verse: VERSE_LINES,
  chorus: CHORUS_LINES,
  hook: HOOK_LINES,
};
/** Variables only: user text is inserted literally, never read as grammar. */
const grammar = new Grammar({});
const CANDIDATES = 14;
/** Lines of at most this many syllables are short: short templates and endings only. */
const SHORT_METER = 6;
/** Syllables off the target that cost little; each one beyond costs as much as a reused template. */
const EASY_MISS = 2;
const REUSED_TEMPLATE_COST = 1.5;
const ATTEMPTS = 6;
export { MIN_LINE_WORDS };
/** Endings that are the singer or the one sung to: they carry the rhyme and are never turned. */
const PERSON_WORDS = /\b(?:me|us|you|mine|ours)$/;

/** "Oh, the rain!" → "oh the rain": the form in which two lines count as the same. */
export function normalizeLine(line: string): string {
  return (line.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
}

function mentionsTheme(template: string): boolean {
  return template.includes('#kw#') || template.includes('#bare#');
}

/** Whether the template's own words already say the ending's word ("learning how to learn"). */
function saysWord(template: string, word: string): boolean {
  const own =
    template
      .replace(/#\w+#/g, ' ')
      .toLowerCase()
      .match(/[\p{L}]+/gu) ?? [];
  return own.some(
    (w) => w === word || (word.length >= 3 && w.startsWith(word)) || (w.length >= 4 && word.startsWith(w)),
  );
}

/** A hook sung already, kept among the used templates so that the ideas of one answer open differently. */
const hookKey = (line: string): string => `hook: ${normalizeLine(line)}`;

interface Candidate {
  text: string;
  template: string;
  lead: string | null;
  score: number;
  /** Syllables off the target. */
  miss: number;
}

interface Lead {
  text: string;
  lead: string | null;
  /** Syllables off the target, plus what the lead-in costs. */
  miss: number;
}

/** Lines that already open with a call or a conjunction take no lead-in ("and and…", "oh, oh…"). */
const OPENS_WITH_LEAD = /^(and|so|but|then|oh|yeah|whoa|hey|come on)\b/;
/** What a lead-in costs in syllables of miss, so that a line that fits stays bare. */
const LEAD_COST = 1;
/** What a lead-in already used in the section costs more, so four lines do not open alike. */
const REUSED_LEAD_COST = 2;

const leadSyllables = new Map<string, number>();
function syllablesOfLead(lead: string): number {
  let n = leadSyllables.get(lead);
  if (n === undefined) {
    n = countSyllables(lead);
    leadSyllables.set(lead, n);
  }
  return n;
}

/** The lead-in that brings the line nearest the target, or none. */
function withLead(base: string, leads: readonly string[], target: number, used: ReadonlySet<string>): Lead {
  const syllables = countSyllables(base);
  let best: Lead = { text: base, lead: null, miss: Math.abs(syllables - target) };
  if (OPENS_WITH_LEAD.test(base)) return best;
  const cost = (lead: string): number => LEAD_COST + (used.has(lead) ? REUSED_LEAD_COST : 0);
  for (const lead of leads) {
    const miss = Math.abs(syllables + syllablesOfLead(lead) - target) + cost(lead);
    if (miss < best.miss) best = { text: `${lead} ${base}`, lead, miss };
  }
  // Long meters may take two lead-ins ("late at night, when we were young, …").
  if (best.miss <= EASY_MISS + LEAD_COST) return best;
  for (const first of leads) {
    for (const second of leads) {
      if (first === second || !first.endsWith(',') || /\boh\b/.test(first) === /\boh\b/.test(second))
        continue;
      const length = syllables + syllablesOfLead(first) + syllablesOfLead(second);
      const miss = Math.abs(length - target) + cost(first) + cost(second);
      if (miss < best.miss) best = { text: `${first} ${second} ${base}`, lead: first, miss };
    }
  }
  return best;
}

const leadCache = new Map<string, readonly string[]>();
/** The lead-ins in the song's voice, without those at another hour or season than the subject's. */
function leadsFor(kind: 'verse' | 'chorus', voice: PointOfView, subject: string): readonly string[] {
  const key = `${kind}|${voice}|${subject}`;
  let leads = leadCache.get(key);
  if (!leads) {
    const checks = { subject, pointOfView: voice };
    leads = (kind === 'verse' ? VERSE_LEADS : CHORUS_LEADS)
      .map((lead) => inVoice(lead, voice))
      .filter((lead) => checkLyricLine(`${lead} and so on`, checks).length === 0);
    if (leadCache.size > 200) leadCache.clear();
    leadCache.set(key, leads);
  }
  return leads;
}

/**
 * One line (uncapitalised) ending on `ending`, mentioning `theme` when one is given (and then only then),
 * or null when no template gives a line that may be written.
 */
function buildLine(
  ctx: LyricContext,
  ending: Ending,
  kind: LineKind,
  theme: ThemePhrase | null,
  usedLeads: Set<string>,
): string | null {
  const { rng, target } = ctx;
  const own = TEMPLATES[kind][ending.cls];
  const short = target <= SHORT_METER ? SHORT_LINES[ending.cls] : [];
  const isKeywordEnd = ending.cls === 'keyword';
  const templates = [...own, ...short].filter((t) => {
    if (saysWord(t, ending.word)) return false;
    if (ctx.collocations && !fitsEnding(t, ending)) return false;
    if (ctx.collocations && theme && mentionsTheme(t) && !takesKind(t, theme.kind)) return false;
    // A line that ends on the keyword holds it where `#end#` stands: "hold on to #end#".
    if (isKeywordEnd)
      return !theme || !ctx.collocations || takesKind(t.replace(/#end#$/, '#kw#'), theme.kind);
    return theme ? mentionsTheme(t) : !mentionsTheme(t);
  });
  const voice = ctx.pointOfView;
  const checks = { subject: ctx.subject, pointOfView: voice };
  const leads = leadsFor(kind === 'verse' ? 'verse' : 'chorus', voice, ctx.subject);
  const endText = isKeywordEnd || PERSON_WORDS.test(ending.text) ? ending.text : inVoice(ending.text, voice);
  const candidates: Candidate[] = [];
  for (const template of rng.shuffle(templates).slice(0, CANDIDATES)) {
    const forms = theme
      ? [
          [theme.np, theme.bare],
          [theme.shortNp, theme.shortBare],
        ]
      : [['', '']];
    for (const [np, bare] of new Map(forms.map((f) => [f.join('|'), f])).values()) {
      const vars = {
        end: endText,
        kw: np ?? '',
        bare: bare ?? '',
        was: theme?.plural ? 'were' : 'was',
      };
      const base = grammar.expand(inVoice(template, voice), { rng, vars });
      // The shortest templates are for short meters; a lead-in would only pad them with noise.
      const fitted = short.includes(template)
        ? { text: base, lead: null, miss: Math.abs(countSyllables(base) - target) }
        : withLead(base, leads, target, usedLeads);
      if (ctx.avoidLines.has(normalizeLine(fitted.text))) continue;
      // A line of three words or fewer is a fragment; a line in the other voice or at another hour is wrong.
      if (checkLyricLine(fitted.text, checks).length > 0) continue;
      const score =
        fitted.miss +
        Math.max(0, fitted.miss - EASY_MISS) * 2 +
        (ctx.usedTemplates.has(template) ? REUSED_TEMPLATE_COST : 0) +
        rng.next() * 0.6;
      const miss = Math.abs(countSyllables(fitted.text) - target);
      candidates.push({ text: fitted.text, template, lead: fitted.lead, score, miss });
    }
  }
  // A hook is an answer's signature: a template another idea's hook used is taken only when nothing else fits.
  const fresh =
    kind === 'hook'
      ? candidates.filter(
          (c) => !ctx.usedTemplates.has(c.template) && !ctx.usedTemplates.has(hookKey(c.text)),
        )
      : [];
  const pool = fresh.length > 0 ? fresh : candidates;
  if (pool.length === 0) return null;
  const best = pool.reduce((a, b) => (b.score < a.score ? b : a));
  // Off the meter by more than a little: another ending is tried (unless nothing else can be written).
  if (ctx.holdMeter && best.miss > EASY_MISS) return null;
  ctx.usedTemplates.add(best.template);
  if (kind === 'hook') ctx.usedTemplates.add(hookKey(best.text));
  if (best.lead) usedLeads.add(best.lead);
  return best.text;
}

/** The keyword as an ending, when some ending of the vocabulary rhymes with it. */
function themeEnding(
  ctx: LyricContext,
  theme: ThemePhrase,
  partners: number,
  taken: readonly Ending[],
): Ending[] | null {
  const ending = keywordEnding(theme.np);
  if (!ending) return null;
  return pickRhymes(partners + 1, ctx.rng, ctx.filter, ctx.usedKeys, ending, taken);
}

const taken = (endings: readonly (Ending | null)[]): Ending[] =>
  endings.filter((e): e is Ending => e !== null);

function finish(lines: readonly string[]): string[] {
  return lines.map((line) => capitalize(line.trim()));
}

/**
 * The same context with every ending allowed again, for the rare song whose earlier lyrics, mood and
 * meter leave no rhymes to choose from.
 */
function relaxed(ctx: LyricContext): LyricContext {
  return { ...ctx, filter: { tone: 'any', avoidWords: new Set() }, usedKeys: new Set() };
}

/** The relaxed context that also lets any template hold any ending: the checker still holds every line. */
function loosened(ctx: LyricContext): LyricContext {
  const loose = relaxed(ctx);
  return {
    ...loose,
    filter: { ...loose.filter, maxSyllables: ctx.filter.maxSyllables },
    collocations: false,
  };
}

/** The last resort: any template, any length. The checker still holds every line. */
function anyhow(ctx: LyricContext): LyricContext {
  return { ...loosened(ctx), holdMeter: false };
}

/** Four different lines telling a little story, rhymed AABB or ABAB, the themes in one or two of them. */
export function writeVerse(ctx: LyricContext, themes: readonly ThemePhrase[] = ctx.themes): string[] {
  const verse =
    tryVerse(ctx, themes) ??
    tryVerse(relaxed(ctx), themes) ??
    tryVerse(loosened(ctx), themes) ??
    tryVerse(anyhow(ctx), themes);
  if (!verse) throw new Error('could not write a verse');
  return verse;
}

/**
 * A chorus: the hook (the main theme), a line, the hook again, a line. Either all four rhyme on the hook's
 * sound (AABB with the hook in both pairs) or the hook rhymes with itself and the other two together.
 */
export function writeChorus(ctx: LyricContext): string[] {
  const chorus =
    tryChorus(ctx) ?? tryChorus(relaxed(ctx)) ?? tryChorus(loosened(ctx)) ?? tryChorus(anyhow(ctx));
  if (!chorus) throw new Error('could not write a chorus');
  return chorus;
}

function tryVerse(ctx: LyricContext, themes: readonly ThemePhrase[]): string[] | null {
  const { rng } = ctx;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const pairs: [number, number][] = rng.chance(0.5)
      ? [
          [0, 1],
          [2, 3],
        ]
      : [
          [0, 2],
          [1, 3],
        ];
    // The first theme in line 1 or 2; a second theme (or, sometimes, the first again) in line 3 or 4.
    const themeAt: (ThemePhrase | null)[] = [null, null, null, null];
    const first = themes[0] as ThemePhrase;
    themeAt[rng.int(2)] = first;
    const second = themes[1] ?? (rng.chance(0.35) ? first : null);
    if (second) themeAt[2 + rng.int(2)] = second;

    const endings: (Ending | null)[] = [null, null, null, null];
    for (const [a, b] of pairs) {
      const [x, y] = rng.shuffle([a, b]) as [number, number];
      const theme = themeAt[x];
      // Now and then a line ends on the keyword itself, when the dictionary finds it a rhyme.
      const withTheme = theme && rng.chance(0.35) ? themeEnding(ctx, theme, 1, taken(endings)) : null;
      const picked = withTheme ?? pickRhymes(2, rng, ctx.filter, ctx.usedKeys, undefined, taken(endings));
      if (!picked || picked.length < 2) break;
      // The keyword's ending goes to the line about it; other endings in either order.
      [endings[x], endings[y]] = (withTheme ? picked : rng.shuffle(picked)) as [Ending, Ending];
    }
    if (endings.some((e) => e === null)) continue;
    const leads = new Set<string>();
    const lines = endings.map((e, i) => buildLine(ctx, e as Ending, 'verse', themeAt[i] ?? null, leads));
    if (lines.some((l) => l === null)) continue;
    const texts = lines as string[];
    if (new Set(texts.map(normalizeLine)).size < texts.length) continue;
    return finish(texts);
  }
  return null;
}

/** The hook sung a second time: as it was, or with a call in front when the meter allows. */
function echo(ctx: LyricContext, hook: string): string {
  if (ctx.rng.chance(0.5) || OPENS_WITH_LEAD.test(hook)) return hook;
  const lead = ctx.rng.pick(['oh,', 'yeah,', 'so', 'oh-oh,', 'whoa,']);
  const echoed = `${lead} ${hook}`;
  return Math.abs(countSyllables(echoed) - ctx.target) <= 2 ? echoed : hook;
}

function tryChorus(ctx: LyricContext): string[] | null {
  const { rng } = ctx;
  const theme = ctx.themes[0] as ThemePhrase;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const allOnHook = rng.chance(0.5);
    const size = allOnHook ? 3 : 1;
    const onTheme = rng.chance(0.5) ? themeEnding(ctx, theme, size - 1, []) : null;
    const hookGroup = onTheme ?? pickRhymes(size, rng, ctx.filter, ctx.usedKeys);
    if (!hookGroup) continue;
    const [hookEnd, ...rest] = hookGroup as [Ending, ...Ending[]];
    const others = allOnHook ? rest : pickRhymes(2, rng, ctx.filter, ctx.usedKeys, undefined, [hookEnd]);
    if (!others || others.length < 2) continue;
    const leads = new Set<string>();
    const hook = buildLine(ctx, hookEnd, 'hook', theme, leads);
    const a = buildLine(ctx, others[0] as Ending, 'chorus', null, leads);
    const b = buildLine(ctx, others[1] as Ending, 'chorus', null, leads);
    if (hook === null || a === null || b === null) continue;
    if (normalizeLine(a) === normalizeLine(b)) continue;
    const again = echo(ctx, hook);
    return finish([hook, a, ctx.avoidLines.has(normalizeLine(again)) ? hook : again, b]);
  }
  return null;
}
