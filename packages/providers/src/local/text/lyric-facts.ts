// What a line of lyrics says about when and how warm it is: the scene lexicon's hours, seasons, heat and
// cold (shared with the image ideas), and the words songs use for them that pictures do not: the sun and
// the moon overhead, hearts burning and fire caught, warm air. Weather holds only against the subject: a
// song may go from sun to rain, but not from noon to midnight or from burning to cold, and a song about
// the rain has no stars shining down.
import { readScene } from './image-idea-checker';
import { SCENE_LEXICON, type SceneFact, type Slot } from './image-scene-lexicon';

export type TimeFact = { fact: SceneFact; words: string };

const DAYLIGHT: readonly Slot[] = ['dawn', 'morning', 'noon', 'afternoon', 'golden'];

const LYRIC_FACTS: readonly { pattern: RegExp; fact: SceneFact }[] = [
  // "When the sun goes down" is dusk; the sun otherwise is up.
  { pattern: /\bwhen the sun goes down\b/g, fact: { times: ['golden', 'dusk', 'twilight'] } },
  {
    pattern: /\bsun\b(?! goes down)/g,
    fact: { times: DAYLIGHT, weather: 'sun', excludes: ['overcast', 'rain', 'snowfall', 'storm'] },
  },
  { pattern: /\bmoon\b/g, fact: { times: ['dusk', 'twilight', 'night'] } },
  // Dew is on the grass at dawn; city lights and neon shine after dark; flowers bloom in spring and summer, not in the snow.
  { pattern: /\b(?:city lights|neon)\b/g, fact: { times: ['dusk', 'twilight', 'night'] } },
  { pattern: /\bdew\b/g, fact: { times: ['dawn', 'morning'] } },
  // Shade is cast by a high sun: none at 2am or at dawn.
  { pattern: /\bin the shade\b/g, fact: { times: ['morning', 'noon', 'afternoon', 'golden'] } },
  // "In the fall" is autumn, as "in the spring" is spring.
  { pattern: /\bin the fall\b/g, fact: { seasons: ['autumn'] } },
  {
    pattern: /\b(?:wildflowers|flowers|roses|daisies|blossoms?|in bloom)\b/g,
    fact: { seasons: ['spring', 'summer'] },
  },
  // Fire in a line is heat: "burning like a star" is no song of snow. A fire one sits by warms a cold night.
  {
    pattern: /\b(?:burning|burn|burns|burned|catch fire|on fire|flames?)\b|\bfire\b(?<!by the fire)/g,
    fact: { temperature: 'hot' },
  },
  { pattern: /\b(?:air|morning|night|day|days|world|wind)\b[^,;.]*\bwarm\b/g, fact: { temperature: 'hot' } },
  { pattern: /\bcold\b/g, fact: { temperature: 'cold' } },
];

/**
 * Any word the scene lexicon knows, as one pattern: a line none of whose words it knows (most lines) is
 * not read pattern by pattern. Built from the lexicon itself, so it knows what the lexicon knows.
 */
let anySceneWord: RegExp | null | undefined;
function mentionsScene(lower: string): boolean {
  if (anySceneWord === undefined) {
    try {
      anySceneWord = new RegExp(SCENE_LEXICON.map((e) => `(?:${e.pattern.source})`).join('|'), 'u');
    } catch {
      // A pattern that cannot be joined (its own flags): every line is then read pattern by pattern.
      anySceneWord = null;
    }
  }
  return anySceneWord === null || anySceneWord.test(lower);
}

function sceneFacts(text: string, lower: string): TimeFact[] {
  if (!mentionsScene(lower)) return [];
  return readScene(text).facts.map(({ fact, words }) => ({ fact, words }));
}

const cache = new Map<string, readonly TimeFact[]>();

/** The line's times of day, seasons and temperatures, with the words that say them. */
export function timeFactsIn(text: string): readonly TimeFact[] {
  const cached = cache.get(text);
  if (cached) return cached;
  const lower = text.toLowerCase();
  const facts: TimeFact[] = sceneFacts(text, lower).filter(
    (f) => f.fact.times !== undefined || f.fact.seasons !== undefined || f.fact.temperature !== undefined,
  );
  for (const { pattern, fact } of LYRIC_FACTS)
    for (const m of lower.matchAll(pattern)) facts.push({ fact, words: m[0] });
  if (cache.size > 20_000) cache.clear();
  cache.set(text, facts);
  return facts;
}

const weatherCache = new Map<string, readonly TimeFact[]>();

/** The line's weather: the sky it shows and the skies it rules out ("the stars" rule out rain). */
export function weatherFactsIn(text: string): readonly TimeFact[] {
  const cached = weatherCache.get(text);
  if (cached) return cached;
  const facts = [...sceneFacts(text, text.toLowerCase()), ...timeFactsIn(text)].filter(
    (f) => f.fact.weather !== undefined || f.fact.excludes !== undefined,
  );
  if (weatherCache.size > 20_000) weatherCache.clear();
  weatherCache.set(text, facts);
  return facts;
}

/** Whether two skies cannot be one scene's ("the rain" and "the stars shining down"). */
export function skiesClash(a: SceneFact, b: SceneFact): boolean {
  return (
    (a.weather !== undefined && (b.excludes?.includes(a.weather) ?? false)) ||
    (b.weather !== undefined && (a.excludes?.includes(b.weather) ?? false))
  );
}

/** Heat belongs to summer; cold words carry their own seasons (frost and ice in autumn to spring). */
const isHeatOutOfSeason = (a: SceneFact, b: SceneFact): boolean =>
  a.temperature === 'hot' && b.seasons !== undefined && !b.seasons.includes('summer');

/** Cold belongs to no summer: "in the cold" in a song of the last summer is out of season. */
const isColdInSummer = (a: SceneFact, b: SceneFact): boolean =>
  a.temperature === 'cold' &&
  b.seasons !== undefined &&
  b.seasons.length > 0 &&
  b.seasons.every((s) => s === 'summer');

/** How two facts disagree, or null when one song can hold both. */
export function disagree(a: SceneFact, b: SceneFact): 'time' | 'season' | 'temperature' | null {
  if (a.times && b.times && a.times.length > 0 && b.times.length > 0) {
    if (!a.times.some((t) => b.times?.includes(t))) return 'time';
  }
  if (a.seasons && b.seasons && !a.seasons.some((s) => b.seasons?.includes(s))) return 'season';
  if (a.temperature && b.temperature && a.temperature !== b.temperature) return 'temperature';
  if (isHeatOutOfSeason(a, b) || isHeatOutOfSeason(b, a)) return 'temperature';
  if (isColdInSummer(a, b) || isColdInSummer(b, a)) return 'season';
  return null;
}
