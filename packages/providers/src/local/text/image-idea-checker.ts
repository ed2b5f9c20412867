// The contradiction checker for prompt ideas (issue #12): reads an idea's text the way a person would and
// says what cannot all be true at once: two times of day ("pale moonlight … at high noon"), weather that
// excludes other weather ("under a cloudless sky … in light rain"), two seasons, cold beside heat, weather
// falling on a scene that is indoors, underwater or in space, still water in a gale, and two places at once
// (a mountain lake on a city street, wet pavement at sea, water smoothed to glass in a desert), weather or an
// hour of the sun in orbit or on the sea floor, palettes that cannot colour one picture (black and white in
// saturated colour), and bustle in stillness. It also flags an adjective used twice. It knows nothing of the generator: the engine uses it as a gate, and it is tested
// on its own with written examples.
import nlp from 'compromise';
import { SCENE_LEXICON, SETTING_CLASHES, type SceneFact, type Slot } from './image-scene-lexicon';

export type ProblemKind =
  | 'time'
  | 'weather'
  | 'season'
  | 'temperature'
  | 'place'
  | 'water'
  | 'colour'
  | 'pace'
  | 'mood'
  | 'adjective';

export interface IdeaProblem {
  kind: ProblemKind;
  /** The words that disagree, as they appear in the text (lower case). */
  words: [string, string];
}

/** What a text says about its scene: each fact with the words that said it. */
export interface SceneReading {
  /** In the order the text says them. */
  facts: { fact: SceneFact; words: string; at: number }[];
}

const readings = new Map<string, SceneReading>();

export function readScene(text: string): SceneReading {
  const cached = readings.get(text);
  if (cached) return cached;
  const lower = text.toLowerCase();
  const facts: SceneReading['facts'] = [];
  for (const entry of SCENE_LEXICON) {
    for (const match of lower.matchAll(entry.pattern))
      facts.push({ fact: entry.fact, words: match[0], at: match.index });
  }
  const reading = { facts: facts.sort((a, b) => a.at - b.at) };
  // Phrases of the vocabulary come back again and again; whole ideas rarely do.
  if (readings.size > 5000) readings.clear();
  readings.set(text, reading);
  return reading;
}

type Found = SceneReading['facts'][number];

const intersects = (a: readonly Slot[], b: readonly Slot[]): boolean => a.some((s) => b.includes(s));

/** The first pair of facts that cannot hold together, with the kind of disagreement. */
function clash(a: Found, b: Found): ProblemKind | null {
  const x = a.fact;
  const y = b.fact;
  if (x.times && y.times && !intersects(x.times, y.times)) return 'time';
  if (x.weather && y.excludes?.includes(x.weather)) return 'weather';
  if (y.weather && x.excludes?.includes(y.weather)) return 'weather';
  if (x.seasons && y.seasons && !x.seasons.some((s) => y.seasons?.includes(s))) return 'season';
  if (x.temperature && y.temperature && x.temperature !== y.temperature) return 'temperature';
  if ((x.enclosed && y.exposed) || (y.enclosed && x.exposed)) return 'place';
  if ((x.stillWater && y.rough) || (y.stillWater && x.rough)) return 'water';
  if (x.setting && y.setting && SETTING_CLASHES[x.setting].includes(y.setting)) return 'place';
  if (x.setting && y.setting && SETTING_CLASHES[y.setting].includes(x.setting)) return 'place';
  if (shelteredFromSky(x, y) || shelteredFromSky(y, x)) return 'place';
  if (x.hue && y.hue && HUE_CLASHES[x.hue].includes(y.hue)) return 'colour';
  if (x.saturation && y.saturation && x.saturation !== y.saturation) return 'colour';
  if (x.pace && y.pace && x.pace !== y.pace) return 'pace';
  if (x.feel && y.feel && x.feel !== y.feel) return 'mood';
  return null;
}

/** Palettes that cannot colour one picture (read both ways). */
const HUE_CLASHES: Readonly<Record<NonNullable<SceneFact['hue']>, readonly string[]>> = {
  none: ['sepia', 'blue', 'warm', 'colour'],
  sepia: ['none', 'blue', 'colour'],
  blue: ['none', 'sepia', 'warm', 'colour'],
  warm: ['none', 'blue'],
  colour: ['none', 'sepia', 'blue'],
};

/** Weather that falls or hangs in the air, which no room, sea floor or orbit has. */
const SKY_WEATHER: ReadonlySet<string> = new Set(['rain', 'snowfall', 'storm', 'fog', 'frost', 'clouds']);

/**
 * Space and the sea floor have no weather and no hour of the sun. (A room's weather is outside its window:
 * only weather said to fall on it clashes, as `exposed`.)
 */
function shelteredFromSky(place: SceneFact, other: SceneFact): boolean {
  if (place.setting !== 'space' && place.setting !== 'underwater') return false;
  if (other.times !== undefined && other.times.length > 0) return true;
  return other.weather !== undefined && SKY_WEATHER.has(other.weather);
}

export interface CheckOptions {
  /**
   * What the user typed. A disagreement found entirely inside it is the user's own choice ("sunny night")
   * and not the engine's; one between it and the engine's words still counts.
   */
  given?: string;
}

const adjectiveWords = new Map<string, boolean>();
/** Words the lexicon calls adjectives that these texts use as nouns ("rim light", "catching the light"). */
const NOUNS_HERE: ReadonlySet<string> = new Set(['light', 'dark', 'gold', 'silver', 'blue', 'cold']);

/** Whether a word reads as an adjective on its own (compromise's lexicon, remembered per word). */
export function isAdjective(word: string): boolean {
  let known = adjectiveWords.get(word);
  if (known === undefined) {
    known = word.length >= 3 && !NOUNS_HERE.has(word) && nlp(word).has('#Adjective');
    if (adjectiveWords.size > 20_000) adjectiveWords.clear();
    adjectiveWords.set(word, known);
  }
  return known;
}

/** The adjectives of a text, lower case, in order. */
export function adjectivesIn(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}]+(?:-[\p{L}]+)*/gu) ?? []).filter(isAdjective);
}

/** Adjectives (lower case) that appear more than once, except those the user typed. */
export function repeatedAdjectives(text: string, given = ''): string[] {
  const own = new Set(given.toLowerCase().match(/[\p{L}-]+/gu) ?? []);
  const seen = new Map<string, number>();
  for (const word of adjectivesIn(text)) if (!own.has(word)) seen.set(word, (seen.get(word) ?? 0) + 1);
  return [...seen.entries()].filter(([, n]) => n > 1).map(([w]) => w);
}

/** Every contradiction in an idea's text (title and description together), none when it is coherent. */
export function checkIdea(text: string, options: CheckOptions = {}): IdeaProblem[] {
  const given = options.given ?? '';
  const givenWords = new Set(readScene(given).facts.map((f) => f.words));
  const facts = readScene(text).facts;
  const problems: IdeaProblem[] = [];
  const said = new Set<string>();
  for (let i = 0; i < facts.length; i++) {
    for (let j = i + 1; j < facts.length; j++) {
      const a = facts[i] as Found;
      const b = facts[j] as Found;
      if (givenWords.has(a.words) && givenWords.has(b.words)) continue;
      const kind = clash(a, b);
      const key = `${kind}|${a.words}|${b.words}`;
      if (!kind || said.has(key)) continue;
      said.add(key);
      problems.push({ kind, words: [a.words, b.words] });
    }
  }
  for (const word of repeatedAdjectives(text, given))
    problems.push({ kind: 'adjective', words: [word, word] });
  return problems;
}

/** The places a text puts its scene in ("wet pavement": the city). */
export function settingsIn(text: string): string[] {
  return readScene(text).facts.flatMap((f) => (f.fact.setting ? [f.fact.setting] : []));
}

/** Whether two pieces of scene text can stand in one idea (the generator's test before it writes). */
export function compatible(a: string, b: string): boolean {
  const x = readScene(a).facts;
  const y = readScene(b).facts;
  return x.every((f) => y.every((g) => clash(f, g) === null));
}
