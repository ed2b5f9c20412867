// Where a song happens, once for the whole song: by the sea, in town, in the country, on the road or
// indoors. A brief that names a place or what belongs to one ("lighthouse", "hospital waiting room",
// "desert highway") decides it; otherwise the seed does. Lines then name only that setting's places: a song
// of a desert highway does not run to the shore, a hospital waiting room has no sand, and a song of a
// wedding day is not at once by the sea, down the lane and at the bar. Snow, cold, heat and summer skies
// come only when the brief names the season: no dancing in the snow while waiting tables.
import type { Rng } from './rng';

export type SongSetting = 'sea' | 'town' | 'country' | 'road' | 'indoors';

const SETTINGS: readonly SongSetting[] = ['sea', 'town', 'country', 'road', 'indoors'];

/** Place words a line may say, by the setting they belong to. */
const PLACE_WORDS: Readonly<Record<SongSetting, RegExp>> = {
  sea: /\b(?:sea|shore|beach|coast|waves|tide|sand|ocean|harbou?r|river)\b/,
  town: /\b(?:street|town|park|crowd|bar|stage|city)\b/,
  country: /\b(?:lane|tree|trees|hill|fields|pines|grass|land|trail|gate|meadow|river)\b/,
  road: /\b(?:train|car|track|highway)\b/,
  indoors: /\b(?:floor|door|room|hall|kitchen|table|window)\b/,
};

/** What in a brief tells its setting, beyond the place words themselves; first match wins, in this order. */
const CUES: readonly [SongSetting, RegExp][] = [
  [
    'sea',
    /\b(?:sea|shore|beach|coast|ocean|harbou?r|lighthouse|island|whales?|fish(?:ing)?|boats?|ships?|sail(?:ing|or)?|surf(?:ing)?|swim(?:ming)?|waves?)\b/i,
  ],
  [
    'road',
    /\b(?:road|roads|highway|train|car|bus|drive|driving|ride|trip|journey|travel(?:ling|ing)?|backpacking|motorcycle|truck(?:er)?|route)\b/i,
  ],
  [
    'indoors',
    /\b(?:home|house|room|kitchen|bedroom|chair|table|hospital|bookshop|bookstore|library|office|factory|shift|school|classroom|cafe|café|diner|restaurant|tables|garage|phone|calls|cat|kitten|grand(?:mother|ma|father|pa)|window|bed)\b/i,
  ],
  [
    'country',
    /\b(?:farm|harvest|garden|fox|deer|village|orchard|forest|woods|mountains?|fields?|cowboy|ranch|prairie|camp(?:ing)?|meadow|hills?|tree|trees|moon)\b/i,
  ],
  [
    'town',
    /\b(?:town|city|street|tokyo|paris|london|new york|downtown|club|party|dance|friday|saturday|new year'?s?|neon|subway|band|concert|stage)\b/i,
  ],
];

/** The setting a brief names, or one the seed picks when it names none. */
export function songSetting(brief: string, rng: Rng): SongSetting {
  for (const [setting, cue] of CUES) if (cue.test(brief) || PLACE_WORDS[setting].test(brief)) return setting;
  return rng.pick(SETTINGS);
}

const ANY_PLACE = new RegExp(
  Object.values(PLACE_WORDS)
    .map((r) => r.source)
    .join('|'),
  'g',
);

/**
 * Whether a line's place words all belong to the song's setting ("down the road" belongs to every one);
 * the brief's own words always do ("desert highway" may be sung in any setting the seed chose).
 */
export function fitsSetting(text: string, setting: SongSetting, brief = ''): boolean {
  const words = text.toLowerCase().match(ANY_PLACE) ?? [];
  const own = brief.toLowerCase();
  return words.every((word) => PLACE_WORDS[setting].test(word) || new RegExp(`\\b${word}\\b`).test(own));
}

/** Seasons and temperatures a line may name only when the brief does. */
const SEASONAL: readonly [RegExp, RegExp][] = [
  [
    /\b(?:snow|cold|frost|ice|winter)\b/,
    /\b(?:snow|cold|frost|ice|winter|december|christmas|january|freez\w*)\b/i,
  ],
  [/\b(?:heat|summer)\b/, /\b(?:heat|hot|summer|july|august|beach|desert)\b/i],
  [/\bdew\b/, /\b(?:dawn|morning|sunrise|dew)\b/i],
  // "I heard the sunrise in the spring": a season comes only with the brief's, never as filler.
  [/\b(?:spring|springtime)\b/, /\b(?:spring|springtime|april|may|blossom\w*|bloom\w*|easter)\b/i],
  [/\b(?:in the fall|autumn)\b/, /\b(?:fall|autumn|october|november|leaves|harvest|thanksgiving)\b/i],
];

/** Whether a line names no season, cold or heat that the brief did not. */
export function fitsSeason(text: string, brief: string): boolean {
  const lower = text.toLowerCase();
  return SEASONAL.every(([said, cue]) => !said.test(lower) || cue.test(brief));
}

/** Both rules at once, for a line or an ending. */
export function fitsSong(text: string, setting: SongSetting, brief: string): boolean {
  return fitsSetting(text, setting, brief) && fitsSeason(text, brief);
}
