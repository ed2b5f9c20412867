// The local prompt-ideas engine (POST /openai/create-image-name-description without a hosted model):
// keywords and tags in, a few named, vivid, different image prompts out. Seeded, so the same input and
// seed give the same ideas.
import { NoKeywordsError } from './errors';
import { Grammar } from './grammar';
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
  TIME_WORDS,
  TITLE_NEEDS,
  TITLE_RULES,
  WEATHER,
  WEATHER_WORDS,
  type MoodEntry,
  type PaletteEntry,
  type StyleEntry,
} from './image-vocabulary';
import { parseKeywords, parseTags } from './keywords';
import { Deck, createRng, hashSeed, type Rng } from './rng';
import { steeringFromTags, type Steering } from './style-steering';
import { buildSubject, needsArticle, subjectParts, titleSubject, type SubjectParts } from './subject';
import { capitalize, jaccard, tidy, titleCase, wordCount, wordSet } from './text-utils';

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
  steering: Steering;
  isVideo: boolean;
  /** Whether the keywords are English (articles and synonyms apply). */
  english: boolean;
  usedFamilies: Set<string>;
  styleDecks: Map<string, Deck<string>>;
  /** Parts the keywords already fix ("sunset" fixes the time), so no template adds its own. */
  fixed: ReadonlySet<string>;
}

function fixedParts(keywords: readonly string[]): Set<string> {
  const words = keywords
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u);
  const fixed = new Set<string>();
  if (words.some((w) => TIME_WORDS.has(w))) fixed.add('time');
  if (words.some((w) => WEATHER_WORDS.has(w))) fixed.add('weather');
  return fixed;
}

/** A different family from the ideas before it while any is left, so four ideas are not four photos. */
function drawStyle(ctx: Context): StyleEntry {
  if (ctx.steering.styles.length > 0) return ctx.decks.styles.draw();
  const style = ctx.decks.styles.draw((s) => !ctx.usedFamilies.has(s.family));
  ctx.usedFamilies.add(style.family);
  const families = new Set(STYLES.map((s) => s.family));
  if ([...families].every((f) => ctx.usedFamilies.has(f))) ctx.usedFamilies.clear();
  return style;
}

function stylePhrase(ctx: Context, style: StyleEntry): string {
  let deck = ctx.styleDecks.get(style.id);
  if (!deck) {
    deck = new Deck(style.phrases, ctx.rng);
    ctx.styleDecks.set(style.id, deck);
  }
  return deck.draw();
}

/** Settings ("on a windswept cliff") only for short subjects that do not already say where they are. */
function settingFor(ctx: Context, subject: string): string {
  const { nouns } = ctx.parts;
  const placed = nouns.some(
    (n) => n.split(' ').length > 1 && /\b(in|on|at|over|under|by|near|inside)\b/i.test(n),
  );
  const short = wordCount(subject) <= 4 && nouns.length <= 2;
  if (placed || !short || !ctx.rng.chance(0.55)) return '';
  return ` ${grammar.expand('#setting#', { rng: ctx.rng })}`;
}

function flavourFor(ctx: Context): string {
  const flavours = ctx.steering.flavours.slice(0, 2);
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
): { text: string; used: Set<string> } {
  const rng = ctx.rng;
  const used = new Set([...ctx.fixed, ...Grammar.references(core)]);
  let text = grammar.expand(core, { rng, vars });
  const target = 30 + rng.int(18);
  const required = [...(vars.flavour ? ['extraFlavour'] : []), ...(ctx.isVideo ? ['extraMotion'] : [])];
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
  // Openings are long enough with any follow-up; this only guards against a vocabulary edit.
  if (wordCount(text) < MIN_WORDS) text = `${text} ${capitalize(vars.mood ?? '')}, ${vars.palette ?? ''}.`;
  for (const part of ctx.fixed) used.delete(part);
  return { text: tidy(text), used };
}

function makeIdea(ctx: Context, index: number): ImageIdea {
  const { rng, decks } = ctx;
  const style = drawStyle(ctx);
  const mood = decks.moods.draw();
  const palette = decks.palettes.draw();
  const time = decks.times.draw();
  const weather = decks.weather.draw();
  const fallback = decks.subjects.draw();
  const isPhoto = style.family === 'photo';
  const subject = buildSubject(ctx.parts, rng, fallback, ctx.english);
  const vars: Record<string, string> = {
    subject,
    setting: settingFor(ctx, subject),
    style: stylePhrase(ctx, style),
    detail: rng.pick(style.details),
    lens: isPhoto ? grammar.expand('#lens#', { rng }) : '',
    palette: rng.pick(palette.phrases),
    mood: rng.pick(mood.phrases),
    time: time.phrase,
    weather: weather.phrase,
    lighting: grammar.expand(`#${decks.lighting.draw()}#`, { rng }),
    // An isometric cutaway is a drawing's view, not a camera's.
    composition: grammar.expand(`#${decks.compositions.draw((c) => !(isPhoto && c === 'compIsometric'))}#`, {
      rng,
    }),
    flavour: flavourFor(ctx),
    motion: ctx.isVideo ? grammar.expand('#motion#', { rng }) : '',
  };
  const core = decks.cores.draw((c) => !Grammar.references(c).some((r) => ctx.fixed.has(r)));
  let description = describe(core, vars, ctx, isPhoto);
  // A very long subject can overfill a wordy opening; the plainest one always fits.
  if (wordCount(description.text) > MAX_WORDS)
    description = describe('#style.a.cap# of #subject#.', vars, ctx, isPhoto);

  const short = titleSubject(ctx.parts, rng, fallback);
  const titleVars = {
    short,
    theShort: ctx.english && needsArticle(short) ? `the ${short}` : short,
    adj: rng.pick(mood.adjectives),
    moodNoun: rng.pick(mood.nouns),
    timeWord: time.titleWord,
    weatherWord: weather.titleWord,
    paletteWord: palette.titleWord,
    styleWord: style.titleWord,
    n: String(index + 1 + rng.int(30)),
  };
  const shown = description.used;
  const titleRule = decks.titles.draw((rule) => {
    const needs = TITLE_NEEDS[rule];
    return needs === undefined || shown.has(needs);
  });
  const name = titleCase(tidy(grammar.expand(`#${titleRule}#`, { rng, vars: titleVars })));
  const tags = [...new Set([style.id, mood.id, palette.tag, ...ctx.steering.flavours])].slice(0, 5);
  return { name, description: description.text, tags };
}

function tooAlike(idea: ImageIdea, others: readonly ImageIdea[]): boolean {
  const words = wordSet(idea.description);
  return others.some(
    (o) =>
      o.name.toLowerCase() === idea.name.toLowerCase() ||
      jaccard(words, wordSet(o.description)) > MAX_SIMILARITY,
  );
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
  const keywords = parseKeywords(input.keywords);
  const tags = parseTags(input.tags);
  if (keywords.length === 0 && tags.length === 0) throw new NoKeywordsError();

  // Lone mood words among the keywords ("happy") steer the mood as a tag would.
  const moodWords = keywords.filter((k) => MOODS.some((m) => m.aliases.includes(k.toLowerCase())));
  const steering = steeringFromTags(
    tags,
    moodWords.map((k) => k.toLowerCase()),
  );
  // With only flavour tags ("steampunk"), those tags are the subject.
  const subjectWords = keywords.length > 0 ? keywords : steering.flavours;
  const seed = Number.isFinite(input.seed) ? Number(input.seed) : Math.floor(Math.random() * 2 ** 32);
  const rng = createRng(
    hashSeed(String(seed), keywords.join(','), tags.join(','), String(Boolean(input.isVideo))),
  );
  const ctx: Context = {
    rng,
    decks: buildDecks(rng, steering),
    parts: subjectParts(subjectWords),
    steering: keywords.length > 0 ? steering : { ...steering, flavours: [] },
    isVideo: input.isVideo === true,
    english: isEnglish(input.language),
    usedFamilies: new Set(),
    styleDecks: new Map(),
    fixed: fixedParts(keywords),
  };

  const ideas: ImageIdea[] = [];
  const count = clampCount(input.count);
  for (let i = 0; i < count; i++) {
    let idea = makeIdea(ctx, i);
    for (let attempt = 1; attempt < ATTEMPTS && tooAlike(idea, ideas); attempt++) idea = makeIdea(ctx, i);
    ideas.push(idea);
  }
  return ideas;
}
