// Writes a verse or a chorus from the song's lyric kit (lyric-kits/): pairs of lines written whole, so that
// the song keeps one feeling, one voice and one "you" (or none), with the subject filled in where a pair
// holds it. A verse is two pairs, one naming the subject; a chorus is a hook, a pair's first line, the hook
// again and the pair's second line. Each line still passes the lyric checker against the brief and every
// line sung before it, and keeps to the meter of the lines before it. When the kit has nothing left that
// fits (an unusual meter, every pair sung), the caller falls back to the template writer (lyric-writer.ts).
import { meetsNeeds, readBriefModel, type BriefModel } from './lyric-brief-model';
import { briefTheme } from './lyric-brief-theme';
import { checkLyricLine } from './lyric-checker';
import { chooseKit } from './lyric-kit-choice';
import { ADDRESSED, KITS, type KitId } from './lyric-kits';
import { PEOPLE_WORDS, type KitCouplet, type KitHook } from './lyric-kits/kit';
import type { ThemePhrase } from './lyric-theme';
import { inVoice } from './lyric-voice';
import { normalizeLine, type LyricContext } from './lyric-writer';
import { countSyllables } from './meter';
import { lastWord, rhymes } from './rhymes';
import { capitalize } from './text-utils';

/** Syllables a line may be off the meter of the lines before it. */
const METER_SLACK = 3;
/**
 * A second try allows this many, in the meters songs are usually sung in: a kit's line a little long is
 * better than a line from another kind of song.
 */
const LOOSE_SLACK = 5;
const USUAL_METER = { min: 6, max: 12 };
/**
 * Pairs (and hooks) tried for each place, in random order: enough for any song the kit suits, few enough
 * that a song it does not suit is handed on quickly (each try is read by the checker).
 */
const TRIES = 8;
/** A subject longer than this many words is sung in its short form ("the robot", not the whole brief). */
const LONG_SUBJECT = 5;

const holdsSubject = (text: string): boolean => /\{kw\}|\{bare\}/.test(text);

/** The brief read as a model (who is sung to, whether they are here, whether it happened once). */
const briefModel = (ctx: Pick<LyricContext, 'subject' | 'tags'>): BriefModel =>
  readBriefModel(ctx.subject, ctx.tags);

/**
 * Whether a line's slot can hold the theme: a subject known only as "you" ("she never called back") is
 * never called on by name ("Oh, you,"), nor opens a line or a clause ("you is doing well").
 */
function slotTakes(text: string, theme: ThemePhrase): boolean {
  if (theme.np !== 'you') return true;
  return !/\{bare\}|\{kw\},|^\{kw\}|\{kw\} (?:is|was|has|come)\b/.test(text);
}

/** A doing led by its verb ("calling home", "signing yearbooks"): sung as a thing it reads as nonsense. */
const isGerund = (theme: ThemePhrase): boolean =>
  theme.kind === 'activity' && /^(?!(?:every|no|some|any)?thing\b)[a-z]+ing\b/i.test(theme.np);

/** Whether a pair or hook may be sung in this song: the subject of a kind it takes, the brief as it assumes. */
function fits(item: KitCouplet | KitHook, theme: ThemePhrase | null, model: BriefModel): boolean {
  if (!meetsNeeds(item.needs, model)) return false;
  const texts = 'lines' in item ? item.lines : [item.line];
  if (!texts.some(holdsSubject)) return true;
  if (!theme) return false;
  if (item.heads && !item.heads.test(theme.np)) return false;
  if (item.avoids?.test(theme.np)) return false;
  // A subject that names people ("the soldier writing home") is never sung as a thing or a feeling ("I'm
  // tired of the soldier writing home"), whatever kind its words were read as.
  const head =
    /^(?:(?:the|a|an|my|our)\s+)?(?:old\s+|young\s+|little\s+)?([\p{L}'’]+)/iu.exec(theme.np)?.[1] ?? '';
  if (theme.kind !== 'person' && PEOPLE_WORDS.test(head) && !item.kinds?.includes('person')) return false;
  // A verse's pair holds a doing only where it says it takes one ("I'm good at {kw}"); a hook may name it.
  if ('lines' in item && isGerund(theme) && !item.kinds?.includes('activity')) return false;
  return (!item.kinds || item.kinds.includes(theme.kind)) && texts.every((t) => slotTakes(t, theme));
}

/** A line of the kit as sung: in the song's voice, the subject filled in, capitalised. */
function fill(ctx: LyricContext, text: string, theme: ThemePhrase | null): string | null {
  if (holdsSubject(text) && !theme) return null;
  // A line opening on "My" is turned to "Our" in a song of we too (the voice is turned in lower case).
  const opening = /^(?:My|Me|Mine|Myself)\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  let line = inVoice(opening, ctx.pointOfView);
  if (theme) {
    const long = theme.np.split(/\s+/).length > LONG_SUBJECT;
    const np = long ? theme.shortNp : theme.np;
    // "my brother" is "our brother" in a song of we; an event keeps its own words ("the day we met").
    const kw = theme.still === 'event' ? np : inVoice(np, ctx.pointOfView);
    const bareText = long ? theme.shortBare : theme.bare;
    const bare = theme.still === 'event' ? bareText : inVoice(bareText, ctx.pointOfView);
    // Called on, the one sung to is called by name ("Oh, Grandma, you're my home").
    if (theme.call) line = line.replace(/\{kw\},/g, `${theme.call},`);
    line = line.replace(/\{kw\}/g, kw).replace(/\{bare\}/g, bare);
  }
  return capitalize(line.trim());
}

/** Whether each line keeps to the meter (when the song holds one) and passes the checker. */
/** The song's context and how far off its meter a kit's line may be. */
type KitContext = LyricContext & { slack: number };

/**
 * The brief as the checker reads it, with the one the song is sung to named: "she never called back" is
 * sung to her, as "you", though its words name nobody the checker knows.
 */
function checkedSubject(ctx: LyricContext): string {
  const person = briefModel(ctx).person;
  return person?.np === 'you' && person.about ? `${ctx.subject}, ${person.np}` : ctx.subject;
}

function singable(ctx: KitContext, lines: readonly string[], before: readonly string[]): boolean {
  const sung = [...before];
  for (const line of lines) {
    if (ctx.avoidLines.has(normalizeLine(line)) || sung.some((s) => normalizeLine(s) === normalizeLine(line)))
      return false;
    if (ctx.holdMeter && Math.abs(countSyllables(line) - ctx.target) > ctx.slack) return false;
    const problems = checkLyricLine(line, {
      subject: checkedSubject(ctx),
      pointOfView: ctx.pointOfView,
      mood: ctx.mood,
      tags: ctx.tags,
      earlier: sung,
    });
    if (problems.length > 0) return false;
    sung.push(line);
  }
  return true;
}

const keyOf = (couplet: KitCouplet | KitHook): string =>
  `kit|${'lines' in couplet ? couplet.lines[0] : couplet.line}`;

/**
 * The pairs this answer has not sung yet, shuffled: the ideas of one answer never share a hook or a pair
 * (when the kit runs out, the template writer writes the rest).
 */
function ordered<T extends KitCouplet | KitHook>(ctx: LyricContext, items: readonly T[]): T[] {
  return ctx.rng.shuffle(items.filter((c) => !ctx.usedTemplates.has(keyOf(c))));
}

/**
 * Whether the line can keep the meter of the lines before it, whatever else is chosen: checked before the
 * kit draws on the song's random numbers, so that a song the kit cannot serve (lines twice as long as its
 * own) is written by the template writer exactly as it would have been without kits.
 */
function inMeter(ctx: KitContext, text: string, theme: ThemePhrase | null): boolean {
  if (!ctx.holdMeter) return true;
  const line = fill(ctx, text, theme);
  return line !== null && Math.abs(countSyllables(line) - ctx.target) <= ctx.slack;
}

const pairInMeter = (ctx: KitContext, couplet: KitCouplet, theme: ThemePhrase | null): boolean =>
  couplet.lines.every((l) => inMeter(ctx, l, theme));

/** A pair, filled and checked against what the song has sung, or null. */
function sungPair(
  ctx: KitContext,
  couplet: KitCouplet,
  theme: ThemePhrase | null,
  before: readonly string[],
): [string, string] | null {
  if (!fits(couplet, theme, briefModel(ctx))) return null;
  // The one the song is sung to, named already and named again in a pair that also says "you", is "you"
  // where the name is an object ("I keep you close against my heart / So you and I are never apart"),
  // never "my wife Maria" and then "you" in one sentence.
  const named = theme !== null && before.some((l) => l.toLowerCase().includes(theme.np.toLowerCase()));
  const toYou = named && theme?.kind === 'person' && couplet.lines.some((l) => YOU.test(l));
  const lines = toYou ? couplet.lines.map((l) => l.replace(OBJECT_SLOT, '$1you')) : couplet.lines;
  const a = fill(ctx, lines[0] as string, theme);
  const b = fill(ctx, lines[1] as string, theme);
  // Turned into we, a pair may no longer rhyme ("… you've got us" / "… we need to see").
  if (!a || !b || !rhymes(lastWord(a), lastWord(b)) || !singable(ctx, [a, b], before)) return null;
  return [a, b];
}

const YOU = /\b(?:you|your|you['’](?:re|ve|d|ll))\b/i;
/** A subject slot after a verb or a preposition: the name as an object ("I keep {kw}", "to {kw}"). */
const OBJECT_SLOT =
  /(\b(?:keep|hold|tell|hear|see|carry|love|miss|owe|thank|call|hug|kiss|find|found|meet|met|wrote|challenge|beat|let|to|with|for|about|of|on)\s+)\{kw\}/gi;

/** The kit of each song's lines so far, by the song's list of lines and its length (reading them is slow). */
const kitBySong = new WeakMap<readonly string[], { length: number; id: KitId | null }>();

/** The kit chooseKit gives, by brief, tags and mood (reading the brief is slow, and asked for every line). */
const chosenKits = new Map<string, KitId>();
function chosenKit(ctx: Pick<LyricContext, 'subject' | 'tags' | 'mood'>): KitId {
  const key = `${ctx.subject}#${ctx.tags.join('|')}#${ctx.mood ?? ''}`;
  let id = chosenKits.get(key);
  if (id === undefined) {
    id = chooseKit({ subject: ctx.subject, tags: ctx.tags, mood: ctx.mood });
    if (chosenKits.size > 500) chosenKits.clear();
    chosenKits.set(key, id);
  }
  return id;
}

export function kitIdOf(
  ctx: Pick<LyricContext, 'subject' | 'tags' | 'mood'> & { sung?: readonly string[] },
): KitId {
  let fromLines: KitId | null = null;
  const chosen = chosenKit(ctx);
  if (ctx.sung && ctx.sung.length > 0) {
    const cached = kitBySong.get(ctx.sung);
    if (cached && cached.length === ctx.sung.length) fromLines = cached.id;
    else {
      fromLines = kitOfLines(ctx.sung, chosen);
      kitBySong.set(ctx.sung, { length: ctx.sung.length, id: fromLines });
    }
  }
  return fromLines ?? chosen;
}

/** Whether the song's kit sings to someone: such a song is sung by one, as I, to them. */
export function kitSingsToSomeone(ctx: Pick<LyricContext, 'subject' | 'tags' | 'mood'>): boolean {
  return ADDRESSED.has(kitIdOf(ctx));
}

/** Words a subject sung in a line is cut before when it is long: "working double shifts to pay the rent". */
const CUT_AT = /^(?:to|at|in|on|for|with|from|after|before|while|when|who|that|which|all|and)$/i;
const LONG_THEME = 4;

/**
 * The subject as a kit's lines sing it (lyric-brief-theme.ts): the one the song is to or about ("my
 * grandmother", not "losing my grandmother last winter"); else the theme, cut before its first preposition
 * when it is long; null when nothing clean is left to sing.
 */
/** The theme sung by other words: `np` in a line, `bare` called by name and in the title. */
const sungAs = (theme: ThemePhrase, np: string, bare: string): ThemePhrase => ({
  ...theme,
  np,
  shortNp: np,
  bare,
  shortBare: bare,
  title: bare,
});

function kitTheme(ctx: LyricContext, given: ThemePhrase): ThemePhrase | null {
  const model = briefModel(ctx);
  const kit = kitIdOf(ctx);
  const chosen = briefTheme(model, given, { toSomeone: ADDRESSED.has(kit) });
  if (!chosen) return null;
  // A job that was lost is no burden carried or got through ("I carry my job like a stone"): the song of
  // hard times names none.
  if (model.event.jobless && /\b(?:job|jobs|work)\b/i.test(chosen.np)) return null;
  // Nor is a thing lost ("lost luggage") sat with or held: it is not here.
  if (model.event.lostThing && chosen.kind !== 'person') return null;
  // "summer camp memories" are sung as the summer camp: "I still miss summer camp", not "… memories".
  const remembered = /^(.+?)\s+memories$/i.exec(chosen.np)?.[1];
  if (remembered && remembered.split(/\s+/).length >= 2)
    return sungAs(chosen, remembered, capitalize(remembered));
  // A release is sung from what is left, not from the leaving: "free at last from my office job", never
  // "from quitting my office job".
  const left = /^(?:quitting|leaving|ditching|escaping)\s+((?:my|our|the)\s.+)$/i.exec(chosen.np)?.[1];
  if (left && kit === 'free') return { ...sungAs(chosen, left, capitalize(left)), kind: 'thing' };
  const theme =
    chosen.kind === 'person' || !given.still || chosen.still ? chosen : { ...chosen, still: given.still };
  const words = theme.np.split(/\s+/);
  if (words.length <= LONG_THEME) return theme;
  const cut = words.findIndex((w, i) => i >= 2 && CUT_AT.test(w));
  if (cut < 0) return theme;
  const short = words.slice(0, cut).join(' ');
  const bareWords = theme.bare.split(/\s+/);
  const bareCut = bareWords.findIndex((w, i) => i >= 2 && CUT_AT.test(w));
  return sungAs(theme, short, bareCut > 0 ? bareWords.slice(0, bareCut).join(' ') : short);
}

/** A kit line as a pattern that any subject fills, in either voice (source text, for one alternation). */
function linePatterns(text: string): string[] {
  return (['I', 'we'] as const).map((pov) => {
    const parts = normalizeLine(inVoice(text, pov).replace(/\{(?:kw|bare)\}/g, ' KWSLOT ')).split('kwslot');
    return parts.map((p) => p.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(' ?.+? ?');
  });
}

/** Each kit's lines as one pattern: a song's line is tested once per kit. */
const patternCache = new Map<KitId, RegExp>();
function patternOf(id: KitId): RegExp {
  let found = patternCache.get(id);
  if (!found) {
    const kit = KITS[id];
    const texts = [...kit.verse, ...kit.chorus].flatMap((c) => c.lines).concat(kit.hooks.map((h) => h.line));
    // A hook may be sung with a call in front ("Oh, here's to …").
    found = new RegExp(`^(?:oh )?(?:${texts.flatMap(linePatterns).join('|')})$`);
    patternCache.set(id, found);
  }
  return found;
}

/** Lines enough to tell which kit a song came from: its first sections. */
const LINES_READ = 8;

/**
 * The kit the song's earlier lines were written from, when they were: its next section keeps to it. Lines
 * many kits share ("Here's to …") count for the brief's own kit first.
 */
function kitOfLines(lines: readonly string[], preferred: KitId): KitId | null {
  const read = lines.slice(0, LINES_READ).map(normalizeLine);
  const own = read.filter((l) => patternOf(preferred).test(l)).length;
  let best: KitId | null = own > 0 ? preferred : null;
  let most = own;
  for (const id of Object.keys(KITS) as KitId[]) {
    const pattern = patternOf(id);
    const n = read.filter((l) => pattern.test(l)).length;
    if (n > most) [best, most] = [id, n];
  }
  return best;
}

function kitOf(ctx: LyricContext) {
  return KITS[kitIdOf(ctx)];
}

/** The contexts a kit is tried in: the song's meter, then a looser one where the song's meter is usual. */
function tiers(ctx: LyricContext): KitContext[] {
  const usual = ctx.target >= USUAL_METER.min && ctx.target <= USUAL_METER.max;
  return [{ ...ctx, slack: METER_SLACK }, ...(usual ? [{ ...ctx, slack: LOOSE_SLACK }] : [])];
}

/**
 * Four lines: a pair naming the subject and a pair that does not, in either order. A new section of a song
 * whose earlier lyrics name the subject (`mayTellAround`) may take two pairs that tell around it, rather
 * than a verse from another kind of song. Null when nothing fits.
 */
export function writeKitVerse(
  ctx: LyricContext,
  themes: readonly ThemePhrase[] = ctx.themes,
  options: { mayTellAround?: boolean } = {},
): string[] | null {
  // The verse's own theme; when no line can hold it cleanly ("grey face", "flour on her hands"), the song's
  // main one, else none: a detail is left out rather than pasted in.
  const own = themes[0] ? kitTheme(ctx, themes[0]) : null;
  const main = ctx.themes[0] ? kitTheme(ctx, ctx.themes[0]) : null;
  // A detail of the brief ("cobblestones", "balloons") goes only into a pair made for a concrete thing;
  // where none fits, the verse names the song's main subject instead.
  const detail = own !== null && main !== null && own.np !== main.np && own.kind !== 'person';
  const tries: [ThemePhrase, boolean][] = detail
    ? [
        [own, true],
        [main, false],
      ]
    : own || main
      ? [[(own ?? main) as ThemePhrase, false]]
      : [];
  for (const [theme, concrete] of tries)
    for (const tier of tiers(ctx)) {
      const verse = tryVerse(tier, theme, true, concrete);
      if (verse) return verse;
    }
  if (!options.mayTellAround && own && !detail) return null;
  for (const tier of tiers(ctx)) {
    const verse = tryVerse(tier, null, false);
    if (verse) return verse;
  }
  return null;
}

/** Whether a pair reads right with any concrete thing: it takes things or scenes, not feelings or people. */
const takesAnyThing = (c: KitCouplet): boolean =>
  c.kinds !== undefined &&
  !c.kinds.includes('abstract') &&
  !c.kinds.includes('person') &&
  (c.kinds.includes('thing') || c.kinds.includes('scene'));

function tryVerse(
  ctx: KitContext,
  theme: ThemePhrase | null,
  naming: boolean,
  concrete = false,
): string[] | null {
  const kit = kitOf(ctx);
  const model = briefModel(ctx);
  const plainInMeter = kit.verse.filter(
    (c) => !c.lines.some(holdsSubject) && fits(c, null, model) && pairInMeter(ctx, c, null),
  );
  const firstInMeter = naming
    ? kit.verse.filter(
        (c) =>
          c.lines.some(holdsSubject) &&
          (!concrete || takesAnyThing(c)) &&
          fits(c, theme, model) &&
          pairInMeter(ctx, c, theme),
      )
    : plainInMeter;
  if (firstInMeter.length === 0 || plainInMeter.length === 0) return null;
  const firsts = ordered(ctx, firstInMeter).slice(0, TRIES);
  const plain = ordered(ctx, plainInMeter).slice(0, TRIES);
  const subjectFirst = ctx.rng.chance(0.5);
  for (const first of subjectFirst ? firsts : plain) {
    const one = sungPair(ctx, first, subjectFirst ? theme : null, ctx.sung);
    if (!one) continue;
    for (const second of subjectFirst ? plain : firsts) {
      if (second === first) continue;
      const two = sungPair(ctx, second, subjectFirst ? null : theme, [...ctx.sung, ...one]);
      if (!two) continue;
      ctx.usedTemplates.add(keyOf(first));
      ctx.usedTemplates.add(keyOf(second));
      const lines = [...one, ...two];
      ctx.sung.push(...lines);
      return lines;
    }
  }
  return null;
}

/** A hook naming the main subject, a pair's first line, the hook again, the pair's second line; or null. */
export function writeKitChorus(ctx: LyricContext): string[] | null {
  const given = ctx.themes[0];
  if (!given) return null;
  const theme = kitTheme(ctx, given);
  for (const tier of tiers(ctx)) {
    // No clean subject to name ("the free at last"): a chorus of the kit's own that names none.
    const chorus = theme ? tryChorus(tier, theme) : tryOpenChorus(tier);
    if (chorus) return chorus;
  }
  return null;
}

/** A chorus naming no subject: one pair's first line as the hook, another pair answering it. */
function tryOpenChorus(ctx: KitContext): string[] | null {
  const model = briefModel(ctx);
  const pairs = KITS[kitIdOf(ctx)].chorus.filter(
    (c) => !c.lines.some(holdsSubject) && fits(c, null, model) && pairInMeter(ctx, c, null),
  );
  const hooks = ordered(ctx, pairs).slice(0, TRIES);
  for (const h of hooks) {
    const hookLine = fill(ctx, h.lines[0], null);
    if (!hookLine || !singable(ctx, [hookLine], ctx.sung)) continue;
    const chorus = answeredChorus(ctx, h, hookLine, pairs, null);
    if (chorus) return chorus;
  }
  return null;
}

/**
 * A chorus around a hook line already sung-checked: the hook, an answering pair's first line, the hook
 * again and the pair's second line; null when no pair answers it. The chorus is marked sung.
 */
function answeredChorus(
  ctx: KitContext,
  hook: KitCouplet | KitHook,
  hookLine: string,
  answers: readonly KitCouplet[],
  theme: ThemePhrase | null,
): string[] | null {
  for (const couplet of ordered(ctx, answers).slice(0, TRIES)) {
    if (couplet === hook) continue;
    const answer = sungPair(ctx, couplet, theme, [...ctx.sung, hookLine]);
    if (!answer) continue;
    ctx.usedTemplates.add(keyOf(hook));
    ctx.usedTemplates.add(keyOf(couplet));
    const lines = [hookLine, answer[0], hookLine, answer[1]];
    ctx.sung.push(...lines);
    return lines;
  }
  return null;
}

function tryChorus(ctx: KitContext, theme: ThemePhrase): string[] | null {
  const kit = kitOf(ctx);
  const model = briefModel(ctx);
  const hooks = kit.hooks.filter((h) => fits(h, theme, model) && inMeter(ctx, h.line, theme));
  const answers = kit.chorus.filter((c) => fits(c, theme, model) && pairInMeter(ctx, c, theme));
  if (hooks.length === 0 || answers.length === 0) return null;
  for (const h of ordered(ctx, hooks).slice(0, TRIES)) {
    // Sung as written or with a call in front ("Oh, here's to the county fair"), for a little more variety.
    const called = !/^(?:oh|yeah|hey|so)\b/i.test(h.line) && ctx.rng.chance(0.5);
    const opening = /^I\b/.test(h.line) ? h.line : h.line.charAt(0).toLowerCase() + h.line.slice(1);
    const hookLine = fill(ctx, called ? `Oh, ${opening}` : h.line, theme);
    if (!hookLine || !singable(ctx, [hookLine], ctx.sung)) continue;
    const chorus = answeredChorus(ctx, h, hookLine, answers, theme);
    if (chorus) return chorus;
  }
  return null;
}
