// The local prompt-ideas engine (POST /openai/create-image-name-description without a hosted model):
// keywords and tags in, a few named, vivid, different image prompts out. Seeded, so the same input and
// seed give the same ideas.
import { NoKeywordsError } from './errors';
import { Grammar } from './grammar';
import { checkIdea, compatible, keywordSubjectFacts, readScene } from './image-idea-checker';
import { chooseTitle } from './image-idea-title';
import { colourOf, isColourKeyword, isFeelingKeyword } from './image-feeling-keyword';
import { withClockColons } from './image-clock-time';
import { summariseKeyword } from './image-long-keyword';
import { isLoneAdjective, withNameArticle } from './image-subject-name';
import { titleSubjectOf } from './image-title-subject';
import { splitKeywordScene } from './image-keyword-scene';
import { mendKeywordParts, withMaterials, withPronounClauses } from './image-keyword-mend';
import { Scene } from './image-scene';
import type { SubjectKind } from './image-scene-fact';
import { moodHome, paletteHome } from './image-mood-home';
import { withProperNames } from './image-proper-names';
import { hasOwnPlace, isLargeAnimal } from './image-subject-place';
import {
  COMPOSITION_RULES,
  EXTRA_RULES,
  GENERIC_SUBJECTS,
  IMAGE_RULES,
  LIGHTING_RULES,
  MOODS,
  PALETTES,
  STYLES,
  TIMES,
  TITLE_RULES,
  WEATHER,
  type MoodEntry,
  type PaletteEntry,
  type StyleEntry,
} from './image-vocabulary';
import { mendSpelling } from './spelling';
import { parseKeywords, parseTags } from './keywords';
import { Deck, createRng, hashSeed, type Rng } from './rng';
import { paletteWordOf, steeringFromTags, type Steering } from './style-steering';
import {
  NON_ANSWER,
  withoutRequest,
  buildSubject,
  isPluralSubject,
  needsArticle,
  subjectParts,
  type SubjectParts,
} from './subject';
import { capitalize, jaccard, tidy, wordCount, wordSet } from './text-utils';

export interface ImageIdeasInput {
  keywords: string;
  tags?: string[];
  /** How many ideas: default 4, at most 8. */
  count?: number;
  seed?: number;
  isVideo?: boolean;
  /** The user's language. The local engine writes English; keywords stay as typed in any language. */
  language?: string;
}

export interface ImageIdea {
  /** A short title, 2–6 words, Title Case. */
  name: string;
  /** One or two vivid sentences usable as an image prompt, 15–60 words. */
  description: string;
  /** 2–5 style and mood tags. */
  tags: string[];
}

export const DEFAULT_IDEAS = 4;
export const MAX_IDEAS = 8;
const MIN_WORDS = 15;
const MAX_WORDS = 60;
/** Words of a city, where neon lights the street. */
const URBAN =
  /\b(?:city|cities|street|streets|alley|downtown|skyline|neon|cyberpunk|metropolis|subway|night market|highway|tokyo)\b/i;
/** A medium's details that show water ("water smoothed to glass", "stylised waves"), and the scenes with it. */
const WATER_DETAIL = /\b(?:water|waves)\b/;
const WATERY =
  /\b(?:water|waterfall|sea|ocean|lake|pond|river|stream|harbou?r|shore|beach|bay|canal|venice|waves?|coast|fjord|rain|surf)\b/i;
/** Settings no large animal is put in. */
const INDOOR_OR_URBAN = /\b(?:rooftop|studio|kitchen|greenhouse|alley|library|bedroom|living room|nook)\b/;
/** Two ideas sharing more of their words than this are too alike; the engine tries again. */
const MAX_SIMILARITY = 0.5;
const ATTEMPTS = 8;

const grammar = new Grammar(IMAGE_RULES);

/** Everything drawn once per answer, so each idea takes a different card. */
interface Decks {
  styles: Deck<StyleEntry>;
  moods: Deck<MoodEntry>;
  palettes: Deck<PaletteEntry>;
  cores: Deck<string>;
  titles: Deck<string>;
  compositions: Deck<string>;
  lighting: Deck<string>;
  times: Deck<(typeof TIMES)[number]>;
  weather: Deck<(typeof WEATHER)[number]>;
  subjects: Deck<string>;
}

function buildDecks(rng: Rng, steering: Steering): Decks {
  const familyStyles = STYLES.filter((s) => steering.families.includes(s.family));
  const styles =
    steering.styles.length > 0 ? steering.styles : familyStyles.length > 0 ? familyStyles : STYLES;
  const cores = IMAGE_RULES.core?.map((alt) => (typeof alt === 'string' ? alt : alt[0])) ?? [];
  return {
    styles: new Deck(styles, rng),
    moods: new Deck(steering.moods.length > 0 ? steering.moods : MOODS, rng),
    palettes: new Deck(steering.palettes.length > 0 ? steering.palettes : PALETTES, rng),
    cores: new Deck(cores, rng),
    titles: new Deck(TITLE_RULES, rng),
    compositions: new Deck(COMPOSITION_RULES, rng),
    lighting: new Deck(LIGHTING_RULES, rng),
    times: new Deck(TIMES, rng),
    weather: new Deck(WEATHER, rng),
    subjects: new Deck(GENERIC_SUBJECTS, rng),
  };
}

interface Context {
  rng: Rng;
  decks: Decks;
  parts: SubjectParts;
  /** Keywords that set the season, weather, time or light ("in winter", "in a storm"), said after the subject. */
  conditions: readonly string[];
  steering: Steering;
  isVideo: boolean;
  /** Whether the keywords are English (articles and synonyms apply). */
  english: boolean;
  usedFamilies: Set<string>;
  styleDecks: Map<string, Deck<string>>;
  /** Parts the keywords already fix ("sunset" fixes the time), so no template adds its own. */
  fixed: ReadonlySet<string>;
  /** What the user typed, the scene every idea starts from. */
  given: string;
  /** The keywords as typed, when some were mended: an idea must agree with them read as typed too. */
  typed?: string;
  /** The keywords alone, lower case and padded with spaces, to find a word in them. */
  keywordText: string;
  /** What the keywords' subject is (an animal, a person, a room). */
  kind: SubjectKind;
  /** Colours typed as keywords ("yellow and purple", "everything blue"): the palette says them. */
  colours: string;
  /** The words the user typed that ask for a palette ("monochrome") or a mood ("calm"), lower case. */
  paletteWords: readonly string[];
  /** The words the user typed that ask for a style ("pencil sketch"), lower case. */
  styleWords: readonly string[];
  moodWords: readonly string[];
}

/** Keywords that say the hour or the weather ("snowstorm", "moonlit") fix it: the engine adds none. */
function fixedParts(keywords: readonly string[]): Set<string> {
  const facts = readScene(keywords.join(', ')).facts.map((f) => f.fact);
  const fixed = new Set<string>();
  if (facts.some((f) => f.times !== undefined || f.dark)) fixed.add('time');
  if (facts.some((f) => f.weather !== undefined || f.rough || f.exposed)) fixed.add('weather');
  // A light the keywords name ("fridge light", "warm lamp light", "by candlelight") is the picture's light.
  // So is darkness ("a jellyfish in total darkness"): no light the engine adds.
  if (keywords.some((k) => LIGHT_GIVEN.test(k.toLowerCase()) || DARKNESS.test(k.toLowerCase())))
    fixed.add('lighting');
  return fixed;
}

const DARKNESS = /\b(?:total darkness|pitch dark|pitch black|complete darkness|in the dark)\b/;

/** Lights a user types: the scene is lit by them and by no other the engine adds. */
const LIGHT_GIVEN =
  /\b(?:[a-z]+ light|lanterns?|lamps?|candles?|lamplight|lamp light|candlelight|candlelit|lantern-lit|firelight|torchlight|moonlight|moonlit|sunlight|sunlit|neon|spotlights?|fairy lights|string lights|headlights)\b/;

/**
 * A different family from the ideas before it while any is left, so four ideas are not four photos; and a
 * style that can show the subject (no macro photograph of a market, no sunlit study of a night).
 */
function drawStyle(ctx: Context, scene: Scene): StyleEntry {
  // A medium that can show the palette the user asked for: no pop-art comic for "noir", no synthwave for "sepia".
  const asked = ctx.steering.palettes;
  const showsPalette = (p: string) =>
    asked.length === 0 || asked.some((a) => a.phrases.some((x) => compatible(p, x)));
  const fits = (s: StyleEntry) => s.phrases.some((p) => scene.fits(p) && showsPalette(p));
  // Among the styles the user asked for, one that can show the subject: no macro photograph of a sunrise.
  if (ctx.steering.styles.length > 0) {
    const asked = ctx.decks.styles.draw(fits);
    // The deck deals from what is left of its pile: another asked style may fit where that one cannot.
    return fits(asked) ? asked : (ctx.steering.styles.find(fits) ?? asked);
  }
  let style = ctx.decks.styles.draw((s) => !ctx.usedFamilies.has(s.family) && fits(s));
  // Every unused family may be unable to show the subject: then any fitting style, used or not.
  if (!fits(style)) style = ctx.decks.styles.draw(fits);
  ctx.usedFamilies.add(style.family);
  const families = new Set(STYLES.map((s) => s.family));
  if ([...families].every((f) => ctx.usedFamilies.has(f))) ctx.usedFamilies.clear();
  return style;
}

/** One of the style's phrases, a fitting one first; a style the user asked for is said even if none fits. */
function stylePhrase(ctx: Context, style: StyleEntry, scene: Scene): string {
  // The user's own word for the medium ("pencil sketch") picks the phrases that say it, where some do.
  const asked = ctx.styleWords.filter((w) => style.aliases.includes(w));
  const telling = (w: string) =>
    w.split(' ').filter((x) => !/^(?:sketch|drawing|art|painting|photo)$/.test(x));
  const saying = style.phrases.filter((p) =>
    asked.some((w) => telling(w).length > 0 && telling(w).every((x) => p.includes(x))),
  );
  const phrases = saying.length > 0 ? saying : style.phrases;
  let deck = ctx.styleDecks.get(style.id);
  if (!deck) {
    deck = new Deck(phrases, ctx.rng);
    ctx.styleDecks.set(style.id, deck);
  }
  const dealt = deck.draw((p) => scene.fits(p));
  return scene.fits(dealt) ? dealt : (ctx.rng.shuffle(phrases).find((p) => scene.fits(p)) ?? dealt);
}

/** How many expansions of a small grammar are tried before the scene goes without that part. */
const PART_TRIES = 6;

/** Expansions of `rule`, each freshly drawn, for the scene to choose the first that fits. */
function* expansions(rule: string, rng: Rng, tries = PART_TRIES): Generator<string> {
  for (let i = 0; i < tries; i++) yield grammar.expand(`#${rule}#`, { rng });
}

/**
 * Kinds that can be put anywhere: a pet or a car. A wild animal has its own habitat (no penguins in a
 * sunlit meadow), a person's job its own place (a chef tasting soup is in a kitchen, not among ancient
 * ruins) and a made thing its own (pizza is not by a mountain lake).
 */
const SETTING_KINDS: ReadonlySet<SubjectKind> = new Set(['pet', 'vehicle']);

/**
 * Settings ("on a windswept cliff") only for animals, vehicles and plants: short subjects that do not already say where they are and are
 * not places or scenes of their own (a waterfall, a seaside town, a river boat), and only one that fits.
 */
function settingFor(ctx: Context, subject: string, scene: Scene, ownPlace: boolean): string {
  const { nouns } = ctx.parts;
  const placed =
    ownPlace ||
    ctx.conditions.length > 0 ||
    nouns.some((n) => n.split(' ').length > 1 && /\b(in|on|at|over|under|by|near|inside)\b/i.test(n));
  const short = wordCount(subject) <= 4 && nouns.length <= 2;
  if (placed || !short || !SETTING_KINDS.has(ctx.kind) || !ctx.rng.chance(0.55)) return '';
  // A camel or a lion is not put in a room, on a rooftop or in an alley.
  const large = nouns.some(isLargeAnimal) || isLargeAnimal(subject);
  const candidates = [...expansions('setting', ctx.rng)].filter((s) => !large || !INDOOR_OR_URBAN.test(s));
  const setting = scene.admitFirst(candidates);
  return setting ? ` ${setting}` : '';
}

/** The first phrase of a shuffled list that fits the scene, admitted; '' when none does. */
function fitting(scene: Scene, rng: Rng, phrases: readonly string[]): string {
  return scene.admitFirst(rng.shuffle(phrases)) ?? '';
}

/** The rule a deck deals first, then the others: the first whose expansion fits the scene. */
function fittingRule(scene: Scene, rng: Rng, first: string, rules: readonly string[]): string {
  const order = [...(rules.includes(first) ? [first] : []), ...rng.shuffle(rules.filter((r) => r !== first))];
  for (const rule of order) {
    const found = scene.admitFirst(expansions(rule, rng, 2));
    if (found) return found;
  }
  return '';
}

/** Flavour tags the keywords do not already say ("steampunk airship" needs no "hint of steampunk"). */
function flavourFor(ctx: Context): string {
  const flavours = ctx.steering.flavours.filter((f) => !ctx.keywordText.includes(` ${f} `)).slice(0, 2);
  if (flavours.length === 0) return '';
  return grammar.expand('#flavourPhrase#', { rng: ctx.rng, vars: { tag: flavours.join(' and ') } });
}

/**
 * Adds follow-up sentences whose parts the text has not used yet, until it is long enough. Returns the
 * description and the parts it mentions.
 */
function describe(
  core: string,
  vars: Record<string, string>,
  ctx: Context,
  isPhoto: boolean,
  blocked: ReadonlySet<string>,
): { text: string; used: Set<string> } {
  const rng = ctx.rng;
  const used = new Set([...blocked, ...Grammar.references(core)]);
  let text = grammar.expand(core, { rng, vars });
  const target = 30 + rng.int(18);
  // A palette the user's tags asked for is always said, where the opening does not say it already.
  const askedPalette = ctx.steering.palettes.length > 0 && !!vars.palette && !used.has('palette');
  // So is a mood the user asked for ("calm", "happy"): every idea says it.
  const askedMood = ctx.steering.moods.length > 0 && !!vars.mood && !used.has('mood');
  const required = [
    ...(vars.flavour ? ['extraFlavour'] : []),
    ...(askedMood ? ['extraMood'] : []),
    ...(ctx.isVideo ? ['extraMotion'] : []),
    ...(askedPalette ? ['extraPalette'] : []),
  ];
  const optional = rng.shuffle([...EXTRA_RULES, ...(isPhoto ? ['extraLens', 'extraLens'] : [])]);
  for (const rule of [...required, ...optional]) {
    const isRequired = required.includes(rule);
    if (!isRequired && wordCount(text) >= target) break;
    const template = grammar.choose(rule, rng);
    const refs = Grammar.references(template).filter((r) => r in vars);
    if (!isRequired && refs.some((r) => used.has(r))) continue;
    const sentence = grammar.expand(template, { rng, vars });
    if (wordCount(text) + wordCount(sentence) > MAX_WORDS) continue;
    refs.forEach((r) => used.add(r));
    text = `${text} ${sentence}`;
  }
  // Openings are long enough with any follow-up; when the scene took none, its own parts are said plainly.
  if (wordCount(text) < MIN_WORDS && vars.mood && vars.palette && !used.has('mood') && !used.has('palette'))
    text = `${text} ${capitalize(vars.mood)}, ${vars.palette}.`;
  for (const part of ['detail', 'lighting', 'composition', 'mood', 'palette']) {
    const value = vars[part];
    if (wordCount(text) >= MIN_WORDS || !value || used.has(part) || text.includes(value)) continue;
    used.add(part);
    text = `${text} ${capitalize(value)}.`;
  }
  for (const part of blocked) used.delete(part);
  return { text: tidy(text), used };
}

/** The core sentences the scene can take: their own words ("An intimate study of") must fit it too. */
function fittingCore(ctx: Context, scene: Scene, blocked: ReadonlySet<string>): string | null {
  const literal = (core: string) => core.replace(/#[^#]+#/g, ' ');
  const ok = (c: string) => !Grammar.references(c).some((r) => blocked.has(r)) && scene.fits(literal(c));
  const core = ctx.decks.cores.draw(ok);
  return ok(core) ? core : null;
}

/** Mood words that are nouns ("calm" is both): said as "an air of …", the others as "a … mood". */
const MOOD_NOUNS =
  /^(?:serenity|calmness|peace|tranquility|zen|sadness|sorrow|loneliness|nostalgia|grief|mystery|wonder|dream|magic|joy|happiness|hope|romance|love|dread|fear|memories|childhood|horror|whimsy|fun|warmth|hygge|comfort|melancholy|calm)$/;

/** The mood the user typed, in their word, added to the scene: "a whimsical mood", "an air of calm". */
function askedMoodPhrase(ctx: Context, mood: MoodEntry, scene: Scene): string {
  const word = ctx.moodWords.find((w) => mood.aliases.includes(w) || mood.id === w);
  // A stock subject drawn for a mood word alone is drawn to fit it; only the user's own subject is kept
  // against the mood they asked for.
  if (!word || ctx.parts.nouns.length === 0) return '';
  const phrase = MOOD_NOUNS.test(word) ? `an air of ${word}` : `a ${word} mood`;
  scene.add(phrase);
  return phrase;
}

/** An idea, and the subject it was written about (the user's words, perhaps with a synonym). */
function makeIdea(ctx: Context, index: number): { idea: ImageIdea; subject: string } {
  const { rng, decks } = ctx;
  // A stock subject (for keywords that are only a mood) that the asked mood can be said of: no busy
  // market street for "something peaceful".
  const moodFits = (s: string) => ctx.steering.moods.every((m) => m.phrases.some((p) => compatible(s, p)));
  const fallback = decks.subjects.draw(moodFits);
  // Names of holidays, peoples and worlds keep their capitals ("a Viking longship").
  const built = ctx.english
    ? withProperNames(buildSubject(ctx.parts, rng, fallback, ctx.english))
    : buildSubject(ctx.parts, rng, fallback, ctx.english);
  const subject = ctx.conditions.length > 0 ? `${built} ${ctx.conditions.join(' ')}` : built;
  // The scene model: the keywords and what their subject is first, then the medium, then each part only if
  // it agrees with the rest. A subject that is a place of its own (a canyon, a harbour) takes no setting.
  const scene = new Scene(`${ctx.given}, ${subject}`);
  scene.add(subject);
  // A mood the user did not ask for is added only where the keywords show it belongs (`image-mood-home.ts`).
  const askedMood = ctx.steering.moods.length > 0;
  const moodBelongs = (m: MoodEntry) => askedMood || moodHome(m.id, scene.shows());
  const mood = decks.moods.draw((m) => moodBelongs(m) && m.phrases.some((p) => scene.fits(p)));
  // A mood the user asked for is taken first, so that neither the medium ("a cozy storybook picture" in a
  // spooky idea) nor a brooding storm can crowd it out.
  // One that no phrase of it can say here (calm at a carnival, whimsy on a haunted carousel) is said in the
  // user's own word.
  const earlyMood = askedMood ? fitting(scene, rng, mood.phrases) || askedMoodPhrase(ctx, mood, scene) : '';
  const style = drawStyle(ctx, scene);
  // A palette says the colours the user named in its own words, or there is none. One the user did not
  // ask for is added only where the keywords and the medium show it belongs.
  const askedPalette = ctx.steering.palettes.length > 0;
  const paletteBelongs = (p: PaletteEntry) => askedPalette || paletteHome(p.tag, scene.shows(), style.id);
  const palette = decks.palettes.draw(
    (p) => paletteBelongs(p) && p.phrases.some((x) => scene.fits(x) && scene.keepsColours(x)),
  );
  const isPhoto = style.family === 'photo';
  const ownPlace = ctx.parts.nouns.some(hasOwnPlace) || hasOwnPlace(subject);
  const styleText = stylePhrase(ctx, style, scene);
  scene.add(styleText);
  const setting = settingFor(ctx, subject, scene, ownPlace);
  const time = decks.times.draw((t) => scene.fits(t.phrase));
  // An event keeps its own hour (Holi by day, a birthday party not at dawn): the engine names none for it.
  const timeText =
    !ctx.fixed.has('time') && ctx.kind !== 'event' && scene.admit(time.phrase) ? time.phrase : '';
  const weather = decks.weather.draw((w) => scene.fits(w.phrase));
  const weatherText = !ctx.fixed.has('weather') && scene.admit(weather.phrase) ? weather.phrase : '';
  // An isometric cutaway is a drawing's view, not a camera's.
  const compositions = COMPOSITION_RULES.filter((c) => !(isPhoto && c === 'compIsometric'));
  // Neon belongs to streets: a knight, a snowy village or a prairie gets no neon signs.
  const urban = URBAN.test(`${ctx.given} ${subject} ${setting}`);
  const lights = LIGHTING_RULES.filter((r) => urban || r !== 'lightNeon');
  // Mood and palette before light and framing: a tag may have asked for them.
  const moodText = askedMood ? earlyMood : moodBelongs(mood) ? fitting(scene, rng, mood.phrases) : '';
  const paletteIndex = !paletteBelongs(palette)
    ? undefined
    : rng
        .shuffle(palette.phrases.map((_, i) => i))
        .find((i) => scene.keepsColours(palette.phrases[i] ?? '') && scene.admit(palette.phrases[i] ?? ''));
  let paletteText = paletteIndex === undefined ? '' : (palette.phrases[paletteIndex] ?? '');
  let paletteWord = paletteIndex === undefined ? '' : (palette.titleWords[paletteIndex] ?? '');
  // A palette the user asked for that no phrase of it can say here (monochrome at Holi, where the
  // keywords throw coloured powder) is said in the user's own word: the tag is theirs to give.
  const askedWord = ctx.paletteWords.find((w) => palette.aliases.includes(w) || palette.tag === w);
  // (A medium that says it already, "a neon synthwave illustration", needs no second word of it.)
  if (askedPalette && !paletteText && askedWord && !styleText.toLowerCase().includes(askedWord)) {
    paletteText = /\b(?:and|tones)\b|&/.test(askedWord) ? askedWord : `${askedWord} tones`;
    scene.add(paletteText);
    paletteWord = capitalize(askedWord.split(' ')[0] ?? '');
  }
  // Colours the user typed alone are the palette, in their words ("all in yellow and purple").
  if (ctx.colours && scene.admit(ctx.colours)) {
    paletteText = ctx.colours;
    paletteWord = capitalize(ctx.colours.replace(/^shades of /, '').split(' ')[0] ?? '');
  }
  const vars: Record<string, string> = {
    subject,
    setting,
    style: styleText,
    time: timeText,
    weather: weatherText,
    mood: moodText,
    palette: paletteText,
    lighting: fittingRule(
      scene,
      rng,
      decks.lighting.draw((r) => lights.includes(r)),
      lights,
    ),
    composition: fittingRule(
      scene,
      rng,
      decks.compositions.draw((c) => compositions.includes(c)),
      compositions,
    ),
    detail: fitting(
      scene,
      rng,
      style.details.filter((d) => !WATER_DETAIL.test(d) || WATERY.test(`${ctx.given} ${subject} ${setting}`)),
    ),
    lens: isPhoto ? (scene.admitFirst(expansions('lens', rng)) ?? '') : '',
    flavour: flavourFor(ctx),
    motion: ctx.isVideo
      ? (scene.admitFirst(expansions('motion', rng)) ?? grammar.expand('#motion#', { rng }))
      : '',
    // Verbs agree with what they tell of: "cherry blossoms meet", "secrets … surround".
    meets: isPluralSubject(subject) ? 'meet' : 'meets',
    surrounds: /^(?:secrets|shadows)\b/.test(moodText) ? 'surround' : 'surrounds',
  };
  // Parts the keywords fix or the scene could not take: no template may ask for them.
  const blocked = new Set(ctx.fixed);
  for (const part of ['time', 'weather', 'lighting', 'composition', 'mood', 'palette', 'detail', 'lens'])
    if (!vars[part]) blocked.add(part);
  const core = fittingCore(ctx, scene, blocked);
  const plain = '#style.a.cap# of #subject##setting#.';
  let description = describe(core ?? plain, vars, ctx, isPhoto, blocked);
  // A very long subject can overfill a wordy opening; the plainest one always fits.
  if (wordCount(description.text) > MAX_WORDS) description = describe(plain, vars, ctx, isPhoto, blocked);

  const short = titleSubjectOf(ctx.parts, rng, fallback);
  const titleVars = {
    short,
    theShort: ctx.english && needsArticle(short) ? `the ${short}` : short,
    adj: rng.pick(mood.adjectives),
    hourAdj: rng.pick(mood.hourAdjectives),
    moodNoun: rng.pick(mood.nouns),
    timeWord: timeText ? time.titleWord : '',
    weatherWord: weatherText ? weather.titleWord : '',
    paletteWord,
    // A charcoal style said as a pencil sketch is titled as one.
    styleWord: /\bpencil\b/.test(styleText) ? 'Pencil' : style.titleWord,
    stylePrefix: /\bpencil\b/.test(styleText) ? 'Pencil' : (style.titlePrefix ?? ''),
    n: String(index + 1 + rng.int(30)),
  };
  const name = chooseTitle({
    grammar,
    rng,
    scene,
    vars: titleVars,
    shown: description.used,
    dealt: decks.titles.draw(),
  });
  // The tags name what the idea shows: no mood or palette it left out.
  const shown = (part: string) => description.used.has(part) && !!vars[part];
  const shownTags = [
    style.id,
    ...(shown('mood') ? [mood.id] : []),
    ...(shown('palette') ? [palette.tag] : []),
  ];
  // Two at least: the style's family ("painting", "photo") says the medium again in broader words.
  const tags = [...new Set([...shownTags, ...ctx.steering.flavours, style.family])].slice(0, 5);
  return { idea: { name, description: description.text, tags }, subject };
}

/** Feelings typed alone that no mood of the vocabulary names. */
const FEELING_NOUN =
  /^(?:jealousy|envy|anxiety|anger|rage|fury|despair|dread|regret|guilt|shame|heartbreak|burnout|boredom|stress|panic|resentment|pride|gratitude|awe|bliss|relief|excitement|contentment|desire|yearning|longing|solitude|confusion|frustration|embarrassment|insecurity)$/i;

/** Feelings that lift: shown in someone glowing with them; the others in someone caught in them. */
const GLAD_FEELINGS =
  /^(?:joy|hope|love|gratitude|pride|awe|wonder|bliss|relief|delight|excitement|contentment)$/i;

/** Someone who feels what the keyword names: "a lone figure consumed by jealousy". */
function feelingFigure(feeling: string): string {
  const word = feeling.trim().toLowerCase();
  return GLAD_FEELINGS.test(word) ? `a figure glowing with ${word}` : `a lone figure consumed by ${word}`;
}

/** "inside a submarine" is the submarine's interior: a place said with its preposition is no subject. */
function interiorOf(keyword: string): string {
  const inside = /^inside (a|an|the) (.+)$/i.exec(keyword.trim());
  return inside ? `the interior of ${inside[1] ?? 'a'} ${inside[2] ?? ''}` : keyword;
}

/** Colours typed as keywords, as a palette says them: "shades of blue", "yellow and purple". */
function colourPhrase(colours: readonly string[]): string {
  const unique = [...new Set(colours)];
  if (unique.length === 0) return '';
  return unique.length === 1 && !/\band\b/.test(unique[0] ?? '')
    ? `shades of ${unique[0]}`
    : unique.join(' and ');
}

/** An idea's first word, "a" and "an" as one: ideas of one answer should not all open alike. */
function opening(idea: ImageIdea): string {
  const first = (idea.description.toLowerCase().match(/[\p{L}\p{N}]+/u) ?? [''])[0] ?? '';
  return first === 'an' ? 'a' : first;
}

/** The checker's verdict on the whole idea, title included; `subject` is the keywords as the idea says them. */
function coherent(idea: ImageIdea, given: string, subject: string): boolean {
  return checkIdea(`${idea.name}. ${idea.description}`, { given, alsoGiven: subject }).length === 0;
}

/** The first three words: two ideas that begin alike read as one. */
const start = (idea: ImageIdea): string =>
  (idea.description.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? []).slice(0, 3).join(' ');

/** `oneStyle`: the user asked for a single style, so sharing it is no likeness. */
function tooAlike(idea: ImageIdea, others: readonly ImageIdea[], oneStyle: boolean): boolean {
  const words = wordSet(idea.description);
  return others.some(
    (o) =>
      o.name.toLowerCase() === idea.name.toLowerCase() ||
      (!oneStyle && o.tags[0] === idea.tags[0]) ||
      start(o) === start(idea) ||
      jaccard(words, wordSet(o.description)) > MAX_SIMILARITY,
  );
}

/**
 * Whether a keyword names a style or a family of styles ("macro", "watercolor"). Palettes are left out:
 * their words ("winter", "sunset") are also scenes.
 */
function isStyleWord(keyword: string): boolean {
  const steering = steeringFromTags([keyword.trim().toLowerCase()]);
  return steering.styles.length + steering.families.length > 0;
}

/** A title told apart by a number, within six words: "Monochrome Jazz Trio No. 12". */
function renumbered(name: string, n: number): string {
  const base = name.replace(/(?:,\s*Study|\s+No\.)\s+\d+$/, '').split(/\s+/);
  return `${(base.length <= 4 ? base : base.slice(0, 3)).join(' ').replace(/,$/, '')} No. ${n}`;
}

/** What the picture is for, not what it shows: "wallpaper for my phone", "a background". */
const PURPOSE =
  /^(?:an?\s+)?(?:(?:phone|desktop|laptop|lock ?screen)\s+)?(?:wallpaper|background|screensaver|lock ?screen)(?:\s+for\s+(?:my|a|the|our)\s+[\p{L}]+)?$/iu;

/** "something calm with mountains and a lake" is mountains and a lake, calm: never "a calm with mountains". */
function vagueWith(keyword: string): string[] {
  const found = /^(?:something|anything)\s+([\p{L}-]+)\s+(?:with|of|featuring|showing)\s+(.+)$/iu.exec(
    keyword.trim(),
  );
  return found?.[1] && found[2] ? [found[2], found[1]] : [keyword];
}

/**
 * Style words that are also the subject's own ("kids treehouse", "fantasy map", "cyberpunk samurai", "logo
 * for my bakery", "neon sign"): kept in the subject, steering from there.
 */
const AMBIGUOUS_STYLE =
  /^(?:kids|fantasy|cyberpunk|logo|epic|minimal|minimalist|flat|geometric|paper|glass|clay|ink|oil|film|movie|cinema|render|drawing|photo|vintage|retro|neon|mosaic|textile|knitted|stitched|fairy tale|fairytale|sci-fi|scifi|80s|analog|macro|close up|closeup|pixel|isometric|ornamental|mid-century|cathedral window|classical painting|epic fantasy)$/i;

/** A style word that leads a keyword before its subject: "synthwave sunset" → synthwave, "sunset". */
function leadingStyle(keyword: string): { style: string; rest: string } | null {
  const words = keyword
    .trim()
    .replace(/^(?:an?|the)\s+/i, '')
    .split(/\s+/);
  for (const n of [2, 1]) {
    if (words.length <= n) continue;
    const style = words.slice(0, n).join(' ');
    // "an oil painting of a ship" is a ship, in oils: the style and what it is of.
    const rest = words
      .slice(n)
      .join(' ')
      .replace(/^of\s+/i, '');
    if (
      isStyleWord(style) &&
      !AMBIGUOUS_STYLE.test(style) &&
      !/^(?:with|and|in|on|for|at|to|from|by|about|called|that|which|idea|ideas|design)\b/i.test(rest)
    )
      return { style, rest };
  }
  return null;
}

/** No language, or any spelling of English ("en", "en-GB", "English"), counts as English. */
function isEnglish(language: string | undefined): boolean {
  return (
    typeof language !== 'string' || language.trim() === '' || /^(en\b|en[-_]|english)/i.test(language.trim())
  );
}

function clampCount(count: number | undefined): number {
  if (count === undefined || !Number.isFinite(count)) return DEFAULT_IDEAS;
  return Math.min(MAX_IDEAS, Math.max(1, Math.floor(count)));
}

/**
 * Writes `count` image ideas from keywords and tags. Tags that name a style, family, mood or palette steer
 * it ("watercolor" makes every idea a watercolor); other tags are folded in as flavour. Without a seed
 * the answer is random; with one it is reproducible. Throws NoKeywordsError when there is nothing to use.
 */
export function generateImageIdeas(input: ImageIdeasInput): ImageIdea[] {
  // Names capitalised and keyboard slips mended ("Mountian", "tokyo"), for English keywords only.
  const english = isEnglish(input.language);
  // "i dont know" says nothing to draw; "something peaceful" says "peaceful".
  const typedKeywords = parseKeywords(input.keywords)
    .flatMap((k) => (english ? vagueWith(k) : [k]))
    .map((k) => (english ? mendSpelling(withoutRequest(withClockColons(k))) : k))
    .filter((k) => !english || !NON_ANSWER.test(k))
    .filter((k, _, all) => !english || all.length === 1 || !PURPOSE.test(k.trim()));
  // A style typed among the keywords ("ladybug on a dandelion, macro") is a tag, not a thing to draw; so is
  // one typed before its subject ("synthwave sunset with palm trees": a sunset, in synthwave), which
  // would otherwise be said twice ("a synthwave illustration of a synthwave sunset").
  const typedStyles = typedKeywords.filter((k) => isStyleWord(k) && typedKeywords.length > 1);
  const leading = typedKeywords.map(leadingStyle);
  const keywords = typedKeywords.flatMap((k, i) => (typedStyles.includes(k) ? [] : [leading[i]?.rest ?? k]));
  typedStyles.push(...leading.flatMap((l) => (l ? [l.style] : [])));
  const tags = [...parseTags(input.tags), ...typedStyles.map((k) => k.toLowerCase())];
  if (keywords.length === 0 && tags.length === 0) throw new NoKeywordsError();

  // Lone mood words among the keywords ("happy") steer the mood as a tag would.
  const moodWords = keywords.filter((k) => MOODS.some((m) => m.aliases.includes(k.toLowerCase())));
  const steering = steeringFromTags(
    tags,
    moodWords.map((k) => k.toLowerCase()),
  );
  // With only flavour tags ("steampunk"), those tags are the subject. Keywords that name a season, a
  // weather, an hour or a light set the scene ("in winter") rather than stand beside the subject.
  // A long, rambling keyword is told as its subject phrase, and a name before a noun takes its article
  // ("a Tokyo alley"); what the whole keyword says still binds the idea.
  // A keyword typed as a row of words is said as English first ("lighthouse storm": in a storm).
  const mended = keywords.map((k) => (english ? mendKeywordParts(k) : [k]));
  const told = english
    ? withPronounClauses(withMaterials(mended.flat().map((k) => withNameArticle(summariseKeyword(k)))))
    : keywords;
  const changed =
    told.length !== keywords.length ||
    keywords.some((k, i) => mended[i]?.length !== 1 || mended[i]?.[0] !== k);
  const retold = keywords.filter(
    (k, i) =>
      mended[i]?.length !== 1 ||
      mended[i]?.[0] !== k ||
      (summariseKeyword(k) !== k && withNameArticle(summariseKeyword(k)) !== k),
  );
  const { things: named, conditions } = splitKeywordScene(told);
  // A feeling or a colour typed alone is the idea's mood or palette, not a thing beside the subject; so is
  // a lone adjective beside other things ("old man on a bench, emotional": never "and an emotional").
  const things = named.filter(
    (k) => !isFeelingKeyword(k) && !isColourKeyword(k) && !(named.length > 1 && isLoneAdjective(k)),
  );
  // A mood or a colour typed alone ("calm", "yellow and purple") is the idea's mood or palette over a
  // stock subject, not "a calm" or "a yellow and purple" itself.
  const unmoody = named.filter((k) => !moodWords.includes(k) && !isColourKeyword(k));
  // A feeling typed alone that is no mood of the vocabulary ("jealousy", "anxiety") is shown in someone
  // who feels it: never "a sepia photograph of anxiety".
  const feelings = things.length > 0 ? things : unmoody;
  const felt = feelings.length > 0 && feelings.every((k) => FEELING_NOUN.test(k.trim()));
  const subjectWords =
    keywords.length > 0
      ? felt
        ? feelings.map(feelingFigure)
        : things.length > 0
          ? things.map(interiorOf)
          : unmoody
      : steering.flavours;
  const seed = Number.isFinite(input.seed) ? Number(input.seed) : Math.floor(Math.random() * 2 ** 32);
  const rng = createRng(
    hashSeed(String(seed), keywords.join(','), tags.join(','), String(Boolean(input.isVideo))),
  );
  const ctx: Context = {
    rng,
    decks: buildDecks(rng, steering),
    parts: subjectParts(subjectWords),
    conditions,
    keywordText: ` ${keywords.join(' ').toLowerCase()} `,
    steering: keywords.length > 0 ? steering : { ...steering, flavours: [] },
    isVideo: input.isVideo === true,
    english,
    usedFamilies: new Set(),
    styleDecks: new Map(),
    fixed: fixedParts([...told, ...retold]),
    given: [...told, ...tags, ...retold].join(', '),
    typed: changed ? [...typedKeywords, ...tags].join(', ') : undefined,
    kind: keywordSubjectFacts(told.join(', '))[0]?.fact.kind ?? 'thing',
    colours: colourPhrase(keywords.filter(isColourKeyword).map(colourOf)),
    paletteWords: tags
      .map(paletteWordOf)
      .filter((t) => PALETTES.some((p) => p.tag === t || p.aliases.includes(t))),
    styleWords: tags.map((t) => t.toLowerCase()),
    moodWords: [...tags, ...moodWords]
      .map((t) => t.toLowerCase())
      .filter((t) => MOODS.some((m) => m.id === t || m.aliases.includes(t))),
  };

  const ideas: ImageIdea[] = [];
  const count = clampCount(input.count);
  for (let i = 0; i < count; i++) {
    // Only ideas the checker accepts are kept; of those, one unlike the others and opening differently.
    let backup: ImageIdea | null = null;
    let distinct: ImageIdea | null = null;
    let chosen: ImageIdea | null = null;
    // A hard scene (a feeling, many clashing keywords) may need more drafts before one is coherent.
    for (
      let attempt = 0;
      attempt < ATTEMPTS * 6 && !chosen && (attempt < ATTEMPTS * 2 || !backup);
      attempt++
    ) {
      const { idea, subject } = makeIdea(ctx, i);
      // What the keywords say among themselves, even through a synonym ("sundown"), is the user's.
      if (!coherent(idea, ctx.given, subject)) continue;
      if (ctx.typed !== undefined && !coherent(idea, ctx.typed, '')) continue;
      backup ??= idea;
      if (tooAlike(idea, ideas, ctx.steering.styles.length === 1)) continue;
      distinct ??= idea;
      if (!ideas.some((o) => opening(o) === opening(idea))) chosen = idea;
    }
    const idea = chosen ?? distinct ?? backup;
    // A coherent idea kept for want of a distinct one may share a title: it is told apart as a study.
    if (idea && ideas.some((o) => o.name.toLowerCase() === idea.name.toLowerCase()))
      idea.name = renumbered(idea.name, 2 + ctx.rng.int(38));
    if (idea) ideas.push(idea);
  }
  return ideas;
}
