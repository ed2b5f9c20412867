// Keywords that are a season, a weather, a time of day or a light ("lighthouse, storm"; "owl, moonlight";
// "noon in the city") set the scene; they are not a second subject to put beside the first ("a lighthouse
// beside a storm", "a noon in the city"). Each becomes the phrase that sets it: "in a storm", "in the
// moonlight", and "the city at noon".
import { isIndoors } from './image-indoor';
import { baseForms, isKnownWord } from '../answers/wordnet';
import { isClockTime } from './image-clock-time';
import { isCapitalOnly } from './spelling';
import { hypernyms } from './image-hypernyms';
import { capitalize } from './text-utils';

/** The phrase that sets each condition a keyword may name. */
const CONDITIONS: Readonly<Record<string, string>> = {
  winter: 'in winter',
  spring: 'in spring',
  springtime: 'in springtime',
  summer: 'in summer',
  summertime: 'in summertime',
  autumn: 'in autumn',
  fall: 'in the fall',
  christmas: 'at Christmas',
  halloween: 'at Halloween',
  rain: 'in the rain',
  drizzle: 'in the drizzle',
  snow: 'in the snow',
  snowfall: 'in the snowfall',
  storm: 'in a storm',
  thunderstorm: 'in a thunderstorm',
  blizzard: 'in a blizzard',
  fog: 'in the fog',
  mist: 'in the mist',
  haze: 'in the haze',
  wind: 'in the wind',
  frost: 'in the frost',
  hail: 'in the hail',
  sunshine: 'in the sunshine',
  sunlight: 'in the sunlight',
  moonlight: 'in the moonlight',
  starlight: 'by starlight',
  candlelight: 'by candlelight',
  lamplight: 'by lamplight',
  sunset: 'at sunset',
  sundown: 'at sundown',
  sunrise: 'at sunrise',
  dawn: 'at dawn',
  daybreak: 'at daybreak',
  dusk: 'at dusk',
  twilight: 'at twilight',
  nightfall: 'at nightfall',
  noon: 'at noon',
  midday: 'at midday',
  midnight: 'at midnight',
  night: 'at night',
  nighttime: 'at nighttime',
  morning: 'in the morning',
  afternoon: 'in the afternoon',
  evening: 'in the evening',
  'golden hour': 'at golden hour',
  'blue hour': 'in the blue hour',
  'grey sky': 'under a grey sky',
  'gray sky': 'under a grey sky',
  'heat haze': 'in the heat haze',
  sunbeams: 'in the sunbeams',
  underwater: 'underwater',
  'under water': 'underwater',
};

/**
 * An hour or a day with a word of weather, season or weekday ("rainy night", "winter evening", "sunday
 * morning") sets the scene: "on a rainy night", never "a taxi driver with a rainy night".
 */
const QUALIFIED_HOUR =
  /^(?:(?:rainy|snowy|stormy|foggy|misty|windy|cloudy|starry|moonlit|hot|cold|warm|chilly|quiet|lazy|sunny|summer|winter|autumn|spring|fall|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+)+(?:night|evening|morning|afternoon|day)$/i;

/**
 * Times that are no thing to look at ("a noon", "a dusk"): "noon in the city" is the city at noon. (A
 * sunset or a storm over the sea is a sight of its own and stays the subject.)
 */
const HOUR_FIRST =
  /^(noon|midday|midnight|dusk|dawn|daybreak|nightfall|night|twilight|morning|afternoon|evening)\s+(?:in|at|over|on|across)\s+(.+)$/i;

export interface KeywordScene {
  /** What is in the picture, when the keyword names something. */
  thing?: string;
  /** The phrase that sets the season, weather, time or light the keyword names. */
  condition?: string;
}

/**
 * A place said after an hour ("morning in paris"), as the picture's subject: a name WordNet knows only as
 * one (it has no broader term) gets its capital, a common noun "the" ("dusk in desert" → "the desert").
 */
function placeAsSubject(place: string): string {
  if (/^(?:the|a|an|my|our|this|that)\s/i.test(place) || /^\p{Lu}/u.test(place)) return place;
  const single = !/\s/.test(place);
  if (single && isKnownWord(place) && hypernyms(place.toLowerCase(), 1).length === 0)
    return capitalize(place);
  return `the ${place}`;
}

/** Whether a word or two name one place WordNet knows only by name ("tokyo", "north atlantic"). */
export function isPlaceName(words: string): boolean {
  return (
    /^\p{Ll}[\p{L}-]+(?: \p{L}+)?$/u.test(words) &&
    baseForms(words, 'noun').length > 0 &&
    baseForms(words, 'adj').length === 0 &&
    hypernyms(words, 1).length === 0
  );
}

const capitalizeWords = (words: string): string =>
  words.replace(/(^|\s)(\p{L})/gu, (_, s: string, c: string) => s + c.toUpperCase());

/** Names of places inside a keyword, capitalised ("tuk tuk in bangkok" → "tuk tuk in Bangkok"). */
function capitalizeNames(keyword: string): string {
  return keyword.replace(/\b(in|at|from|of|near|over) ([\p{L}-]+)/gu, (all, prep: string, word: string) =>
    isPlaceName(word) ? `${prep} ${capitalizeWords(word)}` : all,
  );
}

/** A century or an age named alone: when the picture is set. */
const ERA =
  /^(?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty-first|\d{1,2}(?:st|nd|rd|th))[- ]century(?: (?:bc|bce|ad|ce))?|middle ages|dark ages|bronze age|iron age|stone age|victorian era|edwardian era|jazz age|viking age)$/;

/** An era as it is written: names of ages capitalised ("the Middle Ages"), a century's era letters too. */
function eraName(lower: string): string {
  return lower
    .replace(
      /\b(middle|dark|bronze|iron|stone|jazz|viking) age(s?)\b/,
      (_, w: string, s: string) => `${capitalize(w)} Age${s}`,
    )
    .replace(/\b(victorian|edwardian)\b/, (w: string) => capitalize(w))
    .replace(/\b(bc|bce|ad|ce)$/, (w: string) => w.toUpperCase());
}

/** A light typed as a keyword: one to three words ending on "light" ("morning light", "soft window light"). */
const LIGHT = /^(?:[a-z-]+\s+){1,2}light$/;
const TIMES_OF_LIGHT = /^(?:morning|evening|afternoon|dawn|dusk|midday|winter|summer|autumn|spring)\b/;

/** What one keyword gives the scene: a thing, a condition, or both ("noon in the city"). */
export function sceneKeywordParts(keyword: string): KeywordScene {
  const trimmed = keyword.trim();
  const lower = trimmed.toLowerCase().replace(/^(?:the|a|an)\s+/, '');
  const condition = CONDITIONS[lower];
  if (condition) return { condition };
  // A decade ("1920s") is when the picture is set.
  if (/^\d{2,4}s$/.test(lower)) return { condition: `in the ${lower}` };
  // So is a century or an age ("first century", "the Middle Ages"): never "a Roman market and a first century".
  if (ERA.test(lower)) return { condition: `in the ${eraName(lower)}` };
  // "morning light", "soft window light": the light the scene is in, never a thing beside the subject.
  const light = LIGHT.exec(lower);
  if (
    light &&
    !/\b(?:traffic|street|night|tail|head|flash|spot|porch|ceiling|desk|sky|stop|brake|pilot|fairy|led|neon|string)\b/.test(
      lower,
    )
  )
    return {
      condition: /^(?:fluorescent|neon|strip)\b/.test(lower)
        ? `under ${lower}`
        : TIMES_OF_LIGHT.test(lower)
          ? `in the ${lower}`
          : `in ${lower}`,
    };
  if (isClockTime(trimmed)) return { condition: `at ${lower.replace(/^at\s+/, '')}` };
  // "3:15 am kitchen": a kitchen at 3:15 am.
  const clockFirst = /^((?:1[0-2]|0?[1-9])(?::[0-5]\d)?\s?[ap]\.?m\.?)\s+(.+)$/i.exec(trimmed);
  if (clockFirst?.[1] && clockFirst[2])
    return { thing: clockFirst[2], condition: `at ${clockFirst[1].toLowerCase()}` };
  if (QUALIFIED_HOUR.test(lower))
    return { condition: `on a ${lower.replace(/\b\p{L}+day\b(?= \p{L})/u, (d) => capitalizeWords(d))}` };
  const hourFirst = HOUR_FIRST.exec(trimmed);
  if (hourFirst) {
    const [, hour = '', place = ''] = hourFirst;
    const setting = CONDITIONS[hour.toLowerCase()];
    if (setting) return { thing: placeAsSubject(place), condition: setting };
  }
  return { thing: capitalizeNames(trimmed) };
}

/**
 * The things and the conditions of a list of keywords. Conditions alone are the subject ("storm", "first
 * snow" is a thing anyway): with nothing else to show, the weather is what the picture shows.
 */
export function splitKeywordScene(keywords: readonly string[]): { things: string[]; conditions: string[] } {
  // A place's name after the first keyword is where the picture is ("taxi driver, tokyo": in Tokyo).
  // So is a name typed with its capital that the dictionary knows only so ("Kansas"), never "and Kansas".
  const parts = keywords.map((k, i) =>
    i > 0 && (isPlaceName(k.trim().toLowerCase()) || isTypedPlace(k.trim()))
      ? {
          condition: `in ${/^(?:north|south|east|west)/i.test(k.trim()) ? 'the ' : ''}${capitalizeWords(k.trim().toLowerCase())}`,
        }
      : sceneKeywordParts(k),
  );
  const things = parts.flatMap((p) => (p.thing ? [p.thing] : []));
  if (things.length === 0) return { things: [...keywords], conditions: [] };
  const conditions = [...new Set(parts.flatMap((p) => (p.condition ? [p.condition] : [])))];
  // Candles, a blanket, a room: the rain or snow is outside the window, not falling on them.
  const inside = things.some((t) => isIndoors(t) || HOMELY.test(t));
  return { things, conditions: inside ? conditions.map(outside) : conditions };
}

/** "Kansas", "Sicily": one or two capitalised words the dictionary knows only with a capital. */
function isTypedPlace(keyword: string): boolean {
  const words = keyword.split(' ');
  return (
    (words.length <= 2 &&
      words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w) && isCapitalOnly(w)) &&
      !hypernyms(keyword.toLowerCase(), 4).some((h) =>
        /\b(?:person|being|deity|creature|language)\b/.test(h),
      )) ||
    false
  );
}

/** Things of a warm room, which no weather falls on. */
const HOMELY =
  /\b(?:candles?|blankets?|fireplace|mugs?|quilts?|sofa|couch|armchair|bed|teapot|cocoa|window|windowsill)\b/i;

/** "in the rain" → "with rain falling outside". */
function outside(condition: string): string {
  const weather = /^in the (rain|snow|drizzle|storm)$/i.exec(condition)?.[1];
  return weather ? `with ${weather.toLowerCase()} falling outside` : condition;
}
