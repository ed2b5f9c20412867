// Writes the four lines of a verse or a chorus: rhyming endings from rhyme-pool.ts, a template for each
// line from lyric-vocabulary.ts, and of several candidates the one whose syllables come closest to the
// song's meter. A verse tells (each line different); a chorus opens on a hook that names the whole subject
// and comes back as its third line. Every line is sung from the song's one point of view, holds the subject
// only where its words take that kind of subject (lyric-collocations.ts), and passes the lyric checker
// against the song's mood and every line sung before it.
import { fitsSeason, fitsSong, songSetting, type SongSetting } from './lyric-setting';
import { Grammar } from './grammar';
import { checkLyricLine, MIN_LINE_WORDS, pointOfViewOf, type PointOfView } from './lyric-checker';
import { fitsEnding, fitsTheme } from './lyric-collocations';
import { isLowMood, type MoodFamily } from './lyric-feelings';
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
import { isPartingBrief, remembersTheme } from './lyric-loss';
import { countSyllables } from './meter';
import {
  alternativesTo,
  keywordEnding,
  pickRhymes,
  type Ending,
  type PoolFilter,
  type Tone,
} from './rhyme-pool';
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
  /** Where the whole song happens: its lines name no other setting's places (null: any, a last resort). */
  setting: SongSetting | null;
  /** The brief and the earlier lyrics: the places and seasons the song has named itself. */
  scene: string;
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
  /** Sections tried before giving up, and other endings of a rhyme tried for a line. */
  attempts: number;
  alternatives: number;
  /** The song's mood, whose feelings every line keeps (none: any, as long as the song agrees with itself). */
  mood: MoodFamily | null;
  /** The song's lines so far (the earlier lyrics, then each section written): no line contradicts them. */
  sung: string[];
  /** The song's tags ("Children", "Romantic"): which lines suit its listeners. */
  tags: readonly string[];
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
  mood?: MoodFamily | null;
  tags?: readonly string[];
}

/** The themes' words, as line endings are compared ("summer rain" → summer, rain). */
function themeWordsOf(themes: readonly ThemePhrase[]): string[] {
  return themes.flatMap((t) => t.bare.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? []).map(normalizeWord);
}

/** A context whose endings avoid the themes' own words ("summer rain" never ends "…in the rain"). */
export function createLyricContext(init: LyricContextInit): LyricContext {
  const earlier = init.earlierLines ?? [];
  // An event's own words are the song's facts too: "the day we broke up" is sung by day.
  const brief = [
    ...init.themes.filter((t) => !t.derived).map((t) => t.brief ?? t.bare),
    ...init.themes.filter((t) => t.still === 'event' && t.kind === 'time').map((t) => t.np),
  ].join(', ');
  // One setting for the whole song, the brief's or the seed's; an extension keeps the first part's.
  const scene = `${brief} ${earlier.join(' ')}`;
  const setting = songSetting(scene, init.rng);
  // Earlier lines' rhyme sounds count as used, so a new section rhymes on fresh ones while any is left.
  const usedKeys = init.usedKeys ?? new Set<string>();
  for (const line of earlier) {
    const key = rhymeKey(lastWord(line));
    if (key) usedKeys.add(key);
  }
  return {
    rng: init.rng,
    themes: init.themes,
    target: init.target,
    filter: {
      tone: init.tone,
      avoidWords: new Set([...themeWordsOf(init.themes), ...earlier.map(lastWord)]),
      // Short lines need short endings: "Cold wind blows" is followed by "let it go", not "by the sea".
      // Lines of four words or more need endings of two or three syllables, except in the tightest meters.
      maxSyllables: init.target <= 9 ? (init.target <= 4 ? 2 : Math.max(3, init.target - 3)) : undefined,
      fits: { key: `${setting}|${scene}`, test: (ending) => fitsSong(ending, setting, scene) },
    },
    setting,
    scene,
    usedKeys,
    usedTemplates: init.usedTemplates ?? new Set(),
    avoidLines: new Set(earlier.map(normalizeLine)),
    pointOfView:
      init.pointOfView ??
      pointOfViewOf(earlier) ??
      voiceOfBrief(brief) ??
      // A low song is one voice alone ("a birthday nobody remembered", "lost at sea"), never a crowd's.
      (isLowMood(init.mood) || init.rng.chance(0.5) ? 'I' : 'we'),
    subject: brief,
    collocations: true,
    holdMeter: true,
    attempts: ATTEMPTS,
    alternatives: ALTERNATIVES,
    mood: init.mood ?? null,
    sung: [...earlier],
    tags: init.tags ?? [],
  };
}

/**
 * The voice the brief speaks in: "my cat", "I miss you" and a parting or a death ("we broke up") are sung
 * by one; "our wedding", "we used to swim" by we; else none.
 */
function voiceOfBrief(brief: string): PointOfView | null {
  if (/\b(?:my|i|me|mine|myself)\b|\bi['’](?:m|ve|d|ll)\b/i.test(brief) || isPartingBrief(brief)) return 'I';
  if (/\b(?:we|our|us|ours)\b|\bwe['’](?:re|ve|d|ll)\b/i.test(brief)) return 'we';
  return null;
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
/** Words at the start of a line (after its lead-in) that no other line of the section may open with. */
const OPENING_WORDS = 3;
/** A hook names the whole subject ("train ride home", not "ride home") unless it is longer than this. */
const HOOK_WORDS = 4;
/** Syllables off the target that cost little; each one beyond costs as much as a reused template. */
const EASY_MISS = 2;
const REUSED_TEMPLATE_COST = 1.5;
/**
 * Templates that take nearly any ending, and so would open half of all songs ("and I was learning how
 * to …", "your laughter echoed …"): they cost a little, and are taken when another fits no better.
 */
const COMMON_TEMPLATES: ReadonlySet<string> = new Set([
  'and I was learning how to #end#',
  '#kw# taught me how to #end#',
  'I found the strength to #end#',
  'your laughter echoed #end#',
  'we left our worries #end#',
  '#kw# made me feel so #end#',
  '#kw# #was# calling #end#',
  '#kw# #was# calling me #end#',
  'we’re learning how to #end#',
  'you taught me how to #end#',
  'you showed me how to #end#',
  'I’m still learning how to #end#',
]);
const COMMON_TEMPLATE_COST = 1;
const ATTEMPTS = 10;
/** Other endings of a rhyme group tried for a line whose own ending takes no line. */
const ALTERNATIVES = 5;
/** The last resort tries longer, and every ending of a rhyme, before it gives up. */
const LAST_ATTEMPTS = 40;
export { MIN_LINE_WORDS };
/** Ways two do something together: sung by one alone ("I was living side by side") they lack the other. */
const TOGETHER: ReadonlySet<string> = new Set(['side by side', 'hand in hand', 'heart to heart']);
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
  /** The pieces it was put together from (lead-ins, the rest), for the checker to read once each. */
  parts: readonly string[];
  template: string;
  lead: string | null;
  score: number;
  /** Syllables off the target. */
  miss: number;
}

interface Lead {
  text: string;
  parts: readonly string[];
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
const LEAD_NOISE = 0.9;

const leadWords = new Map<string, readonly string[]>();
/** A lead-in's words of four letters or more, which the line it leads must not say again. */
function wordsOfLead(lead: string): readonly string[] {
  let found = leadWords.get(lead);
  if (!found) {
    found = lead.match(/\p{L}{4,}/gu) ?? [];
    leadWords.set(lead, found);
  }
  return found;
}

const leadSyllables = new Map<string, number>();
function syllablesOfLead(lead: string): number {
  let n = leadSyllables.get(lead);
  if (n === undefined) {
    n = countSyllables(lead);
    leadSyllables.set(lead, n);
  }
  return n;
}

/** The lead-in that brings the line nearest the target, or none; of lead-ins that fit alike, any one. */
function withLead(
  base: string,
  all: readonly string[],
  target: number,
  used: ReadonlySet<string>,
  rng: Rng,
): Lead {
  const syllables = countSyllables(base);
  let best: Lead = { text: base, parts: [base], lead: null, miss: Math.abs(syllables - target) };
  if (OPENS_WITH_LEAD.test(base)) return best;
  // "Tonight, tonight we feel so wild": a lead-in says none of the line's own words again.
  const lower = base.toLowerCase();
  const leads = all.filter((lead) => !wordsOfLead(lead).some((w) => lower.includes(w)));
  // A little noise, so that "back then," is not every song's two-syllable lead-in.
  const cost = (lead: string): number =>
    LEAD_COST + (used.has(lead) ? REUSED_LEAD_COST : 0) + rng.next() * LEAD_NOISE;
  for (const lead of leads) {
    const miss = Math.abs(syllables + syllablesOfLead(lead) - target) + cost(lead);
    if (miss < best.miss) best = { text: `${lead} ${base}`, parts: [lead, base], lead, miss };
  }
  // Long meters may take two lead-ins ("late at night, when we were young, …"); each lead-in's cost and
  // length is worked out once, not once per pair.
  if (best.miss <= EASY_MISS + LEAD_COST) return best;
  const each = leads.map((lead) => ({
    lead,
    cost: cost(lead),
    length: syllablesOfLead(lead),
    oh: /\boh\b/.test(lead),
    opens: lead.endsWith(','),
  }));
  for (const first of each) {
    if (!first.opens) continue;
    for (const second of each) {
      if (first === second || first.oh === second.oh) continue;
      const miss = Math.abs(syllables + first.length + second.length - target) + first.cost + second.cost;
      if (miss < best.miss)
        best = {
          text: `${first.lead} ${second.lead} ${base}`,
          parts: [first.lead, second.lead, base],
          lead: first.lead,
          miss,
        };
    }
  }
  return best;
}

/** Calls that cheer a crowd on, which a sad, calm or dreamy song does not make ("Hey, hey, hey"). */
const LOUD_LEADS = /^(?:hey|come on|whoa|say it|so let the music play)\b/;
const QUIET_MOODS: ReadonlySet<MoodFamily> = new Set(['sad', 'calm', 'dreamy', 'dark', 'leaning dark']);
const leadCache = new Map<string, readonly string[]>();
/** The lead-ins in the song's voice, without those at another hour or season than the subject's. */
function leadsFor(
  kind: 'verse' | 'chorus',
  voice: PointOfView,
  subject: string,
  mood: MoodFamily | null,
): readonly string[] {
  const key = `${kind}|${voice}|${subject}|${mood ?? ''}`;
  let leads = leadCache.get(key);
  if (!leads) {
    const checks = { subject, pointOfView: voice };
    const quiet = mood !== null && QUIET_MOODS.has(mood);
    leads = (kind === 'verse' ? VERSE_LEADS : CHORUS_LEADS)
      .filter((lead) => !quiet || !LOUD_LEADS.test(lead))
      .map((lead) => inVoice(lead, voice))
      .filter((lead) => checkLyricLine(`${lead} and so on`, checks).length === 0);
    if (leadCache.size > 200) leadCache.clear();
    leadCache.set(key, leads);
  }
  return leads;
}

/** A section being written: its lines so far, and the lead-ins and templates they used. */
interface Section {
  lines: string[];
  /** The song's lines before it and its own so far: what a new line must not contradict. */
  sung: string[];
  leads: Set<string>;
  templates: Set<string>;
  /** The lines' first words after their lead-ins ("I was dreaming of"): no two lines open alike. */
  openings: Set<string>;
}

const newSection = (ctx: LyricContext): Section => ({
  lines: [],
  sung: [...ctx.sung],
  leads: new Set(),
  templates: new Set(),
  openings: new Set(),
});

/** Every lead-in in either voice, normalised, longest first: to find where a sung line's own words start. */
const ALL_LEADS: readonly string[] = [
  ...new Set(
    [...VERSE_LEADS, ...CHORUS_LEADS].flatMap((l) => [inVoice(l, 'I'), inVoice(l, 'we')]).map(normalizeLine),
  ),
].sort((a, b) => b.length - a.length);

const openingCache = new Map<string, string>();

/** A line's first words after its lead-ins ("Back then, I was young and …" → "i was young"). */
function opening(line: string): string {
  const cached = openingCache.get(line);
  if (cached !== undefined) return cached;
  let body = normalizeLine(line);
  for (let stripped = true; stripped;) {
    stripped = false;
    for (const lead of ALL_LEADS) {
      if (!body.startsWith(`${lead} `)) continue;
      body = body.slice(lead.length + 1);
      stripped = true;
      break;
    }
  }
  const words = body.split(' ').slice(0, OPENING_WORDS).join(' ');
  if (openingCache.size > 20_000) openingCache.clear();
  openingCache.set(line, words);
  return words;
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
  section: Section,
): string | null {
  const { rng, target } = ctx;
  const own = TEMPLATES[kind][ending.cls];
  const short = target <= SHORT_METER ? SHORT_LINES[ending.cls] : [];
  const isKeywordEnd = ending.cls === 'keyword';
  // What the subject is, how it can be placed and what it does, holds even when nothing else fits.
  // "I'm dancing hand in hand": the other one must be in the line ("with you"), not just the subject.
  const alone = ctx.pointOfView === 'I' && TOGETHER.has(ending.text);
  const templates = [...own, ...short].filter((t) => {
    if (saysWord(t, ending.word) || section.templates.has(t)) return false;
    // "the river carried us" only where a river runs; "oh, my cat, hold me" only to someone who can.
    if (ctx.setting && !fitsSong(t.replace(/#\w+#/g, ' '), ctx.setting, ctx.scene)) return false;
    if (!ctx.setting && !fitsSeason(t.replace(/#\w+#/g, ' '), ctx.scene)) return false;
    if (theme && theme.kind !== 'person' && /#bare#, hold me/.test(t)) return false;
    // A doing is not spoken to: "oh, fighting the system, you made me fly".
    if (theme && theme.kind === 'activity' && /#bare#,/.test(t)) return false;
    if (alone && !/\b(?:you|with)\b/.test(t)) return false;
    if (ctx.collocations && !fitsEnding(t, ending)) return false;
    if (theme && (mentionsTheme(t) || isKeywordEnd) && !fitsTheme(t, theme, ending)) return false;
    // The dead, an event or a thing wished for does nothing: it is remembered, held on to or wanted.
    if (theme?.still && (mentionsTheme(t) || isKeywordEnd) && !remembersTheme(t, theme.still)) return false;
    if (isKeywordEnd) return true;
    return theme ? mentionsTheme(t) : !mentionsTheme(t);
  });
  const voice = ctx.pointOfView;
  const checks = {
    subject: ctx.subject,
    pointOfView: voice,
    mood: ctx.mood,
    tags: ctx.tags,
    earlier: section.sung,
  };
  const leads = leadsFor(kind === 'verse' ? 'verse' : 'chorus', voice, ctx.subject, ctx.mood);
  const strict = kind === 'verse' && ctx.holdMeter;
  const songOpenings = strict ? new Set(ctx.sung.map(opening)) : new Set<string>();
  const endText = isKeywordEnd || PERSON_WORDS.test(ending.text) ? ending.text : inVoice(ending.text, voice);
  const candidates: Candidate[] = [];
  for (const template of rng.shuffle(templates).slice(0, CANDIDATES)) {
    // A hook names the whole subject; other lines may name it shortly ("the ride home").
    const whole = kind === 'hook' && theme !== null && theme.bare.split(/\s+/).length <= HOOK_WORDS;
    const forms = theme
      ? [[theme.np, theme.bare], ...(whole ? [] : [[theme.shortNp, theme.shortBare]])]
      : [['', '']];
    for (const [np, bare] of new Map(forms.map((f) => [f.join('|'), f])).values()) {
      const vars = {
        end: endText,
        // "my brother" is "our brother" in a song of we; an event keeps its own words ("the day we met").
        kw: theme?.still === 'event' ? (np ?? '') : inVoice(np ?? '', voice),
        bare: bare ?? '',
        was: theme?.plural ? 'were' : 'was',
      };
      const base = grammar.expand(inVoice(template, voice), { rng, vars });
      // The shortest templates are for short meters; a lead-in would only pad them with noise.
      const fitted = short.includes(template)
        ? { text: base, parts: [base], lead: null, miss: Math.abs(countSyllables(base) - target) }
        : withLead(base, leads, target, section.leads, rng);
      if (ctx.avoidLines.has(normalizeLine(fitted.text))) continue;
      // A lead-in names no season or place the song has not ("Every summer" in a hospital waiting room).
      if (ctx.setting && fitted.lead && !fitsSong(fitted.lead, ctx.setting, ctx.scene)) continue;
      const opens = opening(fitted.text);
      // No two lines of a section open alike, and no verse line as a line sung before it.
      if (section.openings.has(opens) || (strict && songOpenings.has(opens))) continue;
      const score =
        fitted.miss +
        Math.max(0, fitted.miss - EASY_MISS) * 2 +
        (ctx.usedTemplates.has(template) ? REUSED_TEMPLATE_COST : 0) +
        (COMMON_TEMPLATES.has(template) ? COMMON_TEMPLATE_COST : 0) +
        rng.next() * 0.6;
      const miss = Math.abs(countSyllables(fitted.text) - target);
      candidates.push({ text: fitted.text, parts: fitted.parts, template, lead: fitted.lead, score, miss });
    }
  }
  // A hook is an answer's signature: a template another idea's hook used is taken only when nothing else fits.
  const fresh =
    kind === 'hook'
      ? candidates.filter(
          (c) => !ctx.usedTemplates.has(c.template) && !ctx.usedTemplates.has(hookKey(c.text)),
        )
      : [];
  const byScore = (a: Candidate, b: Candidate): number => a.score - b.score;
  // A hook another idea of the answer sang already is not sung again (until nothing else can be written).
  const sungHook = (c: Candidate): boolean => kind === 'hook' && ctx.usedTemplates.has(hookKey(c.text));
  const others = candidates.filter((c) => !fresh.includes(c) && (!ctx.holdMeter || !sungHook(c)));
  const ordered = [...fresh.sort(byScore), ...others.sort(byScore)];
  // The best line the checker accepts (read best first, so that few are read): a line of three words or
  // fewer is a fragment; one in the other voice, at another hour or against the song's mood is wrong.
  const best = ordered.find((c) => checkLyricLine(c.text, { ...checks, parts: c.parts }).length === 0);
  if (best === undefined) return null;
  // Off the meter by more than a little: another ending is tried (unless nothing else can be written).
  if (ctx.holdMeter && best.miss > EASY_MISS) return null;
  ctx.usedTemplates.add(best.template);
  if (kind === 'hook') ctx.usedTemplates.add(hookKey(best.text));
  if (best.lead) section.leads.add(best.lead);
  section.templates.add(best.template);
  section.openings.add(opening(best.text));
  section.lines.push(best.text);
  // A new list, so that the checker reads the song's facts again (it keeps them per list).
  section.sung = [...section.sung, best.text];
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

/** A section written: its lines join the song, and later sections keep to them. */
function sing(ctx: LyricContext, lines: string[]): string[] {
  ctx.sung.push(...lines);
  return lines;
}

/**
 * The same context with every ending of the mood's tone allowed again, for the rare song whose earlier
 * lyrics, mood and meter leave no rhymes to choose from.
 */
function relaxed(ctx: LyricContext): LyricContext {
  // The mood's tone stays: a Sad song relaxed still ends no line on "light".
  // The themes' own words stay avoided: "being lost at sea" never ends "… to the sea".
  return {
    ...ctx,
    filter: { tone: ctx.filter.tone, avoidWords: new Set(themeWordsOf(ctx.themes)), fits: ctx.filter.fits },
    usedKeys: new Set(),
  };
}

/** The relaxed context with every ending of a rhyme tried: word pairs and the checker still hold. */
function loosened(ctx: LyricContext): LyricContext {
  const loose = relaxed(ctx);
  return {
    ...loose,
    filter: { ...loose.filter, maxSyllables: ctx.filter.maxSyllables },
    alternatives: Infinity,
  };
}

/** Endings of any tone and lines at any length, tried longer: word pairs and the checker still hold. */
function unmetered(ctx: LyricContext): LyricContext {
  const loose = loosened(ctx);
  return { ...loose, filter: { ...loose.filter, tone: 'any' }, holdMeter: false, attempts: LAST_ATTEMPTS };
}

/**
 * The last resort: any template may hold any ending. The subject's fit (what it is, does and where it can
 * be) and the checker still hold every line.
 */
function anyhow(ctx: LyricContext): LyricContext {
  return { ...unmetered(ctx), collocations: false };
}

/** Any place and season, for the rare meter or brief the song's one setting leaves no line for. */
function unplaced(ctx: LyricContext): LyricContext {
  // The brief's seasons still hold: no "in the fall" in a song that never named one.
  const fits = { key: `season|${ctx.scene}`, test: (ending: string) => fitsSeason(ending, ctx.scene) };
  return { ...ctx, setting: null, filter: { ...ctx.filter, fits } };
}

/** The contexts a section is tried in, strictest first: the meter weighs more than the setting. */
const TIERS: readonly ((ctx: LyricContext) => LyricContext)[] = [
  (ctx) => ctx,
  relaxed,
  loosened,
  (ctx) => unplaced(loosened(ctx)),
  unmetered,
  anyhow,
  (ctx) => unplaced(anyhow(ctx)),
];

/** Four different lines telling a little story, rhymed AABB or ABAB, the themes in one or two of them. */
export function writeVerse(ctx: LyricContext, themes: readonly ThemePhrase[] = ctx.themes): string[] {
  for (const tier of TIERS) {
    const verse = tryVerse(tier(ctx), themes);
    if (verse) return verse;
  }
  // A subject that fits no line left (an event already remembered in every way the song can): a verse
  // that tells around it, holding no subject, rather than one that makes it act.
  for (const tier of TIERS) {
    const verse = tryVerse(tier(ctx), []);
    if (verse) return verse;
  }
  throw new Error('could not write a verse');
}

/**
 * A chorus: the hook (the main theme), a line, the hook again, a line. Either all four rhyme on the hook's
 * sound (AABB with the hook in both pairs) or the hook rhymes with itself and the other two together.
 */
export function writeChorus(ctx: LyricContext): string[] {
  for (const tier of TIERS) {
    const chorus = tryChorus(tier(ctx));
    if (chorus) return chorus;
  }
  // A long brief no hook can hold whole ("dancing in the kitchen with my wife"): the hook names its first
  // part ("dancing in the kitchen"), then its first two words.
  const theme = ctx.themes[0];
  for (const short of theme ? shorterThemes(theme) : []) {
    const shortened = { ...ctx, themes: [short, ...ctx.themes.slice(1)] };
    for (const tier of TIERS) {
      const chorus = tryChorus(tier(shortened));
      if (chorus) return chorus;
    }
  }
  // The song's other subjects, whole: a hook on a second keyword rather than on a cut one.
  for (const other of ctx.themes.slice(1)) {
    const moved = { ...ctx, themes: [other, ...ctx.themes.filter((t) => t !== other)] };
    for (const tier of TIERS) {
      const chorus = tryChorus(tier(moved));
      if (chorus) return chorus;
    }
  }
  throw new Error('could not write a chorus');
}

const PREPOSITION = /^(?:in|on|at|with|by|under|over|from|to|for|into|through|across|along|near|beside)$/i;

/** The theme cut before its second preposition, then to two words: shorter hooks for a long brief. */
function shorterThemes(theme: ThemePhrase): ThemePhrase[] {
  const words = theme.bare.split(/\s+/);
  const preps = words.flatMap((w, i) => (i > 0 && PREPOSITION.test(w) ? [i] : []));
  // An event cut loses what happened ("the day" of "the day we broke up"): it is never cut to two words.
  const shortest = theme.still === 'event' ? words.length : 2;
  const cuts = [...new Set([preps[1] ?? preps[0] ?? words.length, shortest])].filter(
    (n) => n >= 2 && n < words.length,
  );
  return cuts.map((n) => {
    const bare = words.slice(0, n).join(' ');
    return { ...theme, np: bare, shortNp: bare, bare, shortBare: bare, title: bare };
  });
}

function tryVerse(ctx: LyricContext, themes: readonly ThemePhrase[]): string[] | null {
  const { rng } = ctx;
  for (let attempt = 0; attempt < ctx.attempts; attempt++) {
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
    const first = themes[0];
    if (first) {
      themeAt[rng.int(2)] = first;
      const second = themes[1] ?? (rng.chance(0.35) ? first : null);
      if (second) themeAt[2 + rng.int(2)] = second;
    }

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
    const chosen = endings as Ending[];
    const section = newSection(ctx);
    const texts: string[] = [];
    for (const i of chosen.keys()) {
      const line = lineOnRhyme(ctx, chosen, i, 'verse', themeAt[i] ?? null, section);
      if (line === null) break;
      texts.push(line);
    }
    if (texts.length < chosen.length) continue;
    if (new Set(texts.map(normalizeLine)).size < texts.length) continue;
    return sing(ctx, finish(texts));
  }
  return null;
}

/**
 * The line on `endings[i]`, or, when none can be written on it, on another ending of the same rhyme that
 * clashes with none of the others (which then replaces it in `endings`).
 */
function lineOnRhyme(
  ctx: LyricContext,
  endings: Ending[],
  i: number,
  kind: LineKind,
  theme: ThemePhrase | null,
  section: Section,
): string | null {
  const own = endings[i] as Ending;
  const others = endings.filter((_, j) => j !== i);
  const options = [
    own,
    ...ctx.rng.shuffle(alternativesTo(own, ctx.filter, others)).slice(0, ctx.alternatives),
  ];
  for (const ending of options) {
    const line = buildLine(ctx, ending, kind, theme, section);
    if (line === null) continue;
    endings[i] = ending;
    return line;
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
  for (let attempt = 0; attempt < ctx.attempts; attempt++) {
    const allOnHook = rng.chance(0.5);
    const size = allOnHook ? 3 : 1;
    const onTheme = rng.chance(0.5) ? themeEnding(ctx, theme, size - 1, []) : null;
    const hookGroup = onTheme ?? pickRhymes(size, rng, ctx.filter, ctx.usedKeys);
    if (!hookGroup) continue;
    const [hookEnd, ...rest] = hookGroup as [Ending, ...Ending[]];
    const others = allOnHook ? rest : pickRhymes(2, rng, ctx.filter, ctx.usedKeys, undefined, [hookEnd]);
    if (!others || others.length < 2) continue;
    const section = newSection(ctx);
    // All three on the hook's rhyme share one group; else the hook alone, and the other two together.
    const ends = [hookEnd, others[0] as Ending, others[1] as Ending];
    const hook = lineOnRhyme(ctx, ends, 0, 'hook', theme, section);
    if (hook === null) continue;
    const a = lineOnRhyme(ctx, ends, 1, 'chorus', null, section);
    if (a === null) continue;
    const b = lineOnRhyme(ctx, ends, 2, 'chorus', null, section);
    if (b === null) continue;
    if (normalizeLine(a) === normalizeLine(b)) continue;
    const again = echo(ctx, hook);
    return sing(ctx, finish([hook, a, ctx.avoidLines.has(normalizeLine(again)) ? hook : again, b]));
  }
  return null;
}
