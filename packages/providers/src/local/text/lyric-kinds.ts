// What kind of thing a song's subject is, so that a line holds it only where it makes sense: "I carried"
// takes a thing one can carry, "dancing in" a place, "waiting for" a person or a time. The head noun
// ("town" of "small town") is looked up in a short list of song words first, then WordNet's broader terms.
import { broaderChain } from '../answers/wordnet';

/**
 * - place: somewhere to be ("small town", "the kitchen", "the highway");
 * - time: a part of a day or year ("winter morning", "saturday night");
 * - person: someone, or an animal ("brother", "old dog", "first love");
 * - thing: something one can hold or carry ("old guitar", "red balloon", "letters");
 * - scene: what one sees or hears around, not carried ("rain", "ocean waves", "starlight");
 * - activity: something done ("road trip", "last dance", "train ride");
 * - abstract: a feeling or idea ("broken heart", "second chance", "fever dream").
 */
export type ThemeKind = 'place' | 'time' | 'person' | 'thing' | 'scene' | 'activity' | 'abstract';
export const THEME_KINDS: readonly ThemeKind[] = [
  'place',
  'time',
  'person',
  'thing',
  'scene',
  'activity',
  'abstract',
];

const HEADS: Readonly<Record<ThemeKind, readonly string[]>> = {
  place: [
    'town',
    'city',
    'home',
    'hometown',
    'house',
    'kitchen',
    'road',
    'highway',
    'street',
    'harbor',
    'harbour',
    'lighthouse',
    'field',
    'fields',
    'mountain',
    'mountains',
    'sea',
    'ocean',
    'beach',
    'shore',
    'park',
    'room',
    'garden',
    'station',
    'valley',
    'hill',
    'coast',
    'island',
    'forest',
    'lake',
    'bridge',
    'river',
    'country',
    'world',
    'school',
    'bar',
    'church',
    'farm',
    'desert',
    'paris',
    'london',
    'california',
  ],
  time: [
    'night',
    'nights',
    'morning',
    'mornings',
    'afternoon',
    'evening',
    'day',
    'days',
    'summer',
    'winter',
    'autumn',
    'fall',
    'spring',
    'weekend',
    'midnight',
    'dawn',
    'sunset',
    'sunrise',
    'year',
    'years',
    'hour',
    'moment',
    'time',
    'times',
    'christmas',
    'sunday',
    'saturday',
    'friday',
    'tonight',
    'youth',
  ],
  person: [
    'friend',
    'friends',
    'brother',
    'sister',
    'mother',
    'father',
    'grandmother',
    'grandfather',
    'mom',
    'dad',
    'dog',
    'cat',
    'girl',
    'boy',
    'baby',
    'lover',
    'stranger',
    'runaway',
    'darling',
    'love',
    'child',
    'children',
    'fox',
    'bird',
    'angel',
    'queen',
    'king',
    'sailor',
    'soldier',
    'cowboy',
    'robot',
    'dragon',
  ],
  thing: [
    'guitar',
    'balloon',
    'balloons',
    'plane',
    'planes',
    'letter',
    'letters',
    'coffee',
    'ring',
    'photograph',
    'photo',
    'car',
    'boat',
    'bottle',
    'key',
    'book',
    'rose',
    'roses',
    'wildflowers',
    'flowers',
    'flower',
    'leaves',
    'leaf',
    'kite',
    'camera',
    'radio',
    'shoes',
    'jacket',
    'piano',
    'candle',
    'map',
    'song',
  ],
  scene: [
    'rain',
    'snow',
    'snowfall',
    'wind',
    'storm',
    'weather',
    'waves',
    'wave',
    'lights',
    'light',
    'starlight',
    'moonlight',
    'sunlight',
    'sun',
    'moon',
    'stars',
    'star',
    'sky',
    'skies',
    'fire',
    'fireworks',
    'thunder',
    'fog',
    'tide',
    'sunshine',
    'clouds',
    'heartbeat',
  ],
  activity: [
    'trip',
    'ride',
    'drive',
    'dance',
    'journey',
    'walk',
    'run',
    'flight',
    'party',
    'goodbye',
    'kiss',
    'game',
    'race',
    'escape',
    'voyage',
    'parade',
    'dancing',
    'singing',
    'driving',
  ],
  abstract: [
    'heart',
    'chance',
    'dream',
    'dreams',
    'hope',
    'freedom',
    'memory',
    'memories',
    'feeling',
    'love',
    'truth',
    'faith',
    'peace',
    'fear',
    'luck',
    'life',
    'fever',
  ],
};

const BY_HEAD = new Map<string, ThemeKind>();
for (const kind of THEME_KINDS)
  for (const word of HEADS[kind]) if (!BY_HEAD.has(word)) BY_HEAD.set(word, kind);

/** WordNet's broader terms that settle the kind, nearest first. */
const BROADER: Readonly<Record<string, ThemeKind>> = {
  location: 'place',
  region: 'place',
  area: 'place',
  room: 'place',
  structure: 'place',
  building: 'place',
  way: 'place',
  'geographical area': 'place',
  tract: 'place',
  valley: 'place',
  floor: 'place',
  'body of water': 'place',
  'time period': 'time',
  'time unit': 'time',
  'calendar day': 'time',
  season: 'time',
  person: 'person',
  animal: 'person',
  canine: 'person',
  feline: 'person',
  bird: 'person',
  mammal: 'person',
  artifact: 'thing',
  instrumentality: 'thing',
  device: 'thing',
  container: 'thing',
  vehicle: 'thing',
  'musical instrument': 'thing',
  beverage: 'thing',
  food: 'thing',
  plant: 'thing',
  'natural phenomenon': 'scene',
  'physical phenomenon': 'scene',
  'atmospheric phenomenon': 'scene',
  light: 'scene',
  precipitation: 'scene',
  weather: 'scene',
  journey: 'activity',
  travel: 'activity',
  activity: 'activity',
  act: 'activity',
  feeling: 'abstract',
  emotion: 'abstract',
  cognition: 'abstract',
  attribute: 'abstract',
  state: 'abstract',
};
/** WordNet's sense-0 chain wanders off after a few steps ("dog" → "canine" → "tooth"): stop early. */
const DEPTH = 3;

function broaderKind(word: string): ThemeKind | null {
  for (const term of broaderChain(word, DEPTH)) {
    const kind = BROADER[term];
    if (kind) return kind;
  }
  return null;
}

const cache = new Map<string, ThemeKind>();
const HEAD_ENDS = /\s(?:in|at|from|of|on|with|by|under|to|for)(?:\s|$)/;

/** The kind of a subject phrase, by its head noun (its last word); abstract when nothing says otherwise. */
export function themeKind(phrase: string): ThemeKind {
  const cached = cache.get(phrase);
  if (cached) return cached;
  // The head is the last word before a preposition: "rain in the city" is rain, "letters from home" letters.
  const all = (phrase.toLowerCase().split(HEAD_ENDS)[0] ?? '').match(/[\p{L}]+/gu) ?? [];
  const head = all.at(-1) ?? '';
  const first = all[0] ?? '';
  // "dancing all night" is something done; "all night" alone a time.
  const doing = all.length > 1 && /..ing$/.test(first) && BY_HEAD.get(first) !== 'time';
  const kind = doing ? 'activity' : (BY_HEAD.get(head) ?? broaderKind(head) ?? 'abstract');
  cache.set(phrase, kind);
  return kind;
}

/**
 * What a subject can do or be, beyond its kind, for lines where it acts or is placed: a light shines, a
 * fire burns, rain and leaves fall, a sound is heard, a bird or a kite flies, flowers grow, a road or a
 * river is followed, water rises and falls, weather is all around, a boat or a leaf floats, the sun and the
 * tide rise; an animal is someone, but teaches no skill.
 */
export type ThemeTrait =
  | 'light'
  | 'fire'
  | 'falls'
  | 'sound'
  | 'flies'
  | 'grows'
  | 'path'
  | 'water'
  | 'weather'
  | 'floats'
  | 'rises'
  | 'animal';

const TRAIT_HEADS: Readonly<Record<ThemeTrait, readonly string[]>> = {
  light: [
    'sun',
    'moon',
    'star',
    'stars',
    'starlight',
    'moonlight',
    'sunlight',
    'sunshine',
    'lights',
    'light',
    'fireworks',
    'candle',
    'candles',
    'fire',
    'flame',
    'neon',
    'aurora',
    'lantern',
    'lanterns',
    'fireflies',
  ],
  fire: ['fire', 'flame', 'flames', 'candle', 'candles', 'fireworks', 'bonfire'],
  falls: ['rain', 'snow', 'snowfall', 'leaves', 'leaf', 'star', 'tears', 'petals', 'snowflakes'],
  sound: [
    'rain',
    'thunder',
    'wind',
    'waves',
    'wave',
    'tide',
    'ocean',
    'sea',
    'river',
    'song',
    'songs',
    'radio',
    'guitar',
    'piano',
    'bells',
    'heartbeat',
    'voice',
    'music',
    'storm',
    'train',
    'bird',
    'birds',
    'drums',
    'fireworks',
    'laughter',
  ],
  flies: [
    'bird',
    'birds',
    'plane',
    'planes',
    'kite',
    'kites',
    'balloon',
    'balloons',
    'leaves',
    'angel',
    'dragon',
    'butterfly',
    'butterflies',
    'fireflies',
    'sparrow',
    'eagle',
  ],
  grows: ['flowers', 'flower', 'wildflowers', 'rose', 'roses', 'tree', 'trees', 'garden', 'fields', 'child'],
  path: ['road', 'highway', 'street', 'river', 'trail', 'track', 'lane', 'path', 'railroad', 'stream'],
  water: ['ocean', 'sea', 'river', 'waves', 'wave', 'tide', 'lake', 'stream'],
  weather: [
    'rain',
    'snow',
    'snowfall',
    'wind',
    'storm',
    'weather',
    'fog',
    'mist',
    'thunder',
    'clouds',
    'breeze',
  ],
  floats: ['boat', 'boats', 'ship', 'ships', 'bottle', 'leaves', 'leaf', 'paper'],
  rises: ['sun', 'moon', 'tide', 'waves', 'river', 'fireworks', 'balloon', 'balloons', 'kite', 'smoke'],
  animal: [
    'dog',
    'dogs',
    'cat',
    'cats',
    'fox',
    'bird',
    'birds',
    'horse',
    'puppy',
    'kitten',
    'sparrow',
    'eagle',
    'dragon',
  ],
};

const traitCache = new Map<string, readonly ThemeTrait[]>();

/** The traits of a subject phrase, by its head noun (as for its kind). */
export function themeTraits(phrase: string): readonly ThemeTrait[] {
  const cached = traitCache.get(phrase);
  if (cached) return cached;
  const all = (phrase.toLowerCase().split(HEAD_ENDS)[0] ?? '').match(/[\p{L}]+/gu) ?? [];
  const head = all.at(-1) ?? '';
  const traits = (Object.keys(TRAIT_HEADS) as ThemeTrait[]).filter((t) => TRAIT_HEADS[t].includes(head));
  traitCache.set(phrase, traits);
  return traits;
}
