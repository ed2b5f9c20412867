// What kind of thing a song's subject is, so that a line holds it only where it makes sense: "I carried"
// takes a thing one can carry, "dancing in" a place, "waiting for" a person or a time. The head noun
// ("town" of "small town") is looked up in a short list of song words first, then WordNet's broader terms.
import { neighbours } from '../answers/wordnet';

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
  let current = word;
  for (let depth = 0; depth < DEPTH; depth++) {
    const up = neighbours(current, 1).find(
      (n) => n.relation === 'broader' && n.pos === 'noun' && n.sense === 0,
    );
    if (!up) return null;
    const kind = BROADER[up.word];
    if (kind) return kind;
    current = up.word;
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
