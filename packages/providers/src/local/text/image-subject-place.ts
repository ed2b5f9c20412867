// What an image subject is, read from its head noun: a time or weather ("first snow"), the sky, a landscape
// or a site (a canyon, a harbour, a market), an event, a building or a room (a jazz club), a vehicle, a sea
// creature, a large animal, a person, a small thing. That decides whether a setting may be added (a canyon
// is a place of its own, a fox is not), how close a camera can be (no macro photograph of a market), and
// whether it can be drawn as a cutaway or with speed lines. Known heads first, then WordNet's broader terms
// of the head's first sense (`image-hypernyms.ts`).
import { isGerund } from './image-gerund';
import { baseForms } from '../answers/wordnet';
import { hypernyms } from './image-hypernyms';
import { isIndoors } from './image-indoor';
import { isOutdoors } from './image-outdoors';
import { OWN_PLACE_KINDS, type SceneFact, type Shot, type SubjectKind } from './image-scene-fact';

/** Heads whose first WordNet sense misleads ("club": a team, "whale": a large person) or is missing. */
const KNOWN_HEADS: Readonly<Record<string, SubjectKind>> = {
  // Toys are things, whatever animal they show.
  'rubber duck': 'object',
  'rubber ducks': 'object',
  'teddy bear': 'object',
  'teddy bears': 'object',
  // Rooms and indoor places.
  nook: 'room',
  interior: 'room',
  room: 'room',
  lobby: 'room',
  club: 'room',
  nightclub: 'room',
  studio: 'room',
  bar: 'room',
  pub: 'room',
  tavern: 'room',
  ballroom: 'room',
  attic: 'room',
  cellar: 'room',
  workshop: 'room',
  // Parts of a building.
  window: 'building',
  windows: 'building',
  door: 'building',
  doorway: 'building',
  storefront: 'building',
  facade: 'building',
  // Sites, landscapes and the sky.
  market: 'site',
  markets: 'site',
  bazaar: 'site',
  square: 'site',
  plaza: 'site',
  platform: 'site',
  rooftop: 'site',
  rooftops: 'site',
  patch: 'site',
  subway: 'site',
  terraces: 'landscape',
  springs: 'landscape',
  skyline: 'site',
  planet: 'landscape',
  view: 'landscape',
  volcano: 'landscape',
  eruption: 'landscape',
  ruins: 'landscape',
  ruin: 'landscape',
  village: 'site',
  hamlet: 'site',
  town: 'site',
  city: 'site',
  harbour: 'landscape',
  harbor: 'landscape',
  cave: 'landscape',
  landscape: 'landscape',
  cityscape: 'landscape',
  seascape: 'landscape',
  moon: 'sky',
  sun: 'sky',
  stars: 'sky',
  sky: 'sky',
  aurora: 'sky',
  lights: 'sky',
  clouds: 'sky',
  rainbow: 'sky',
  // Events happen somewhere of their own.
  festival: 'event',
  carnival: 'event',
  fair: 'event',
  parade: 'event',
  picnic: 'event',
  party: 'event',
  wedding: 'event',
  ceremony: 'event',
  // Buildings and structures WordNet files elsewhere.
  stall: 'building',
  carousel: 'building',
  monastery: 'building',
  // Small made things, kept indoors.
  cup: 'object',
  teacup: 'object',
  mug: 'object',
  bowl: 'object',
  vase: 'object',
  jar: 'object',
  bottle: 'object',
  book: 'object',
  books: 'object',
  candle: 'object',
  candles: 'object',
  clock: 'object',
  // Lanterns and lamps light streets as well as rooms.
  lantern: 'thing',
  lamp: 'thing',
  mushroom: 'small-thing',
  mushrooms: 'small-thing',
  teapot: 'object',
  typewriter: 'object',
  // Creatures WordNet misreads ("turtle": a sweater) or lacks.
  mermaid: 'sea-creature',
  mermaids: 'sea-creature',
  merman: 'sea-creature',
  kraken: 'sea-creature',
  whale: 'sea-creature',
  whales: 'sea-creature',
  octopus: 'sea-creature',
  squid: 'sea-creature',
  koi: 'sea-creature',
  seahorse: 'sea-creature',
  starfish: 'sea-creature',
  coral: 'sea-creature',
  reef: 'sea-creature',
  turtle: 'sea-creature',
  jellyfish: 'sea-creature',
  ray: 'sea-creature',
  manta: 'sea-creature',
  narwhal: 'sea-creature',
  sardine: 'sea-creature',
  sardines: 'sea-creature',
  shark: 'sea-creature',
  sloth: 'animal',
  cactus: 'plant',
  heron: 'animal',
  leopard: 'large-animal',
  tree: 'plant',
  trees: 'plant',
  tiger: 'large-animal',
  bear: 'large-animal',
  bears: 'large-animal',
  elephant: 'large-animal',
  elephants: 'large-animal',
  rhino: 'large-animal',
  hippo: 'large-animal',
  giraffe: 'large-animal',
  dragon: 'large-animal',
  dinosaur: 'large-animal',
  // Pets live indoors; other animals do not.
  cat: 'pet',
  cats: 'pet',
  kitten: 'pet',
  kittens: 'pet',
  kitty: 'pet',
  feline: 'pet',
  dog: 'pet',
  dogs: 'pet',
  puppy: 'pet',
  puppies: 'pet',
  pup: 'pet',
  hound: 'pet',
  canine: 'pet',
  hamster: 'pet',
  parrot: 'pet',
  budgie: 'pet',
  goldfish: 'pet',
  bunny: 'pet',
  climber: 'person',
  keeper: 'person',
  firefighter: 'person',
  gondola: 'vehicle',
  campfire: 'thing',
  snowman: 'thing',
  kite: 'thing',
};

/** WordNet broader terms, by the kind they make a subject (the nearest one decides). */
const KIND_OF_TERM: Readonly<Record<string, SubjectKind>> = {
  'time period': 'moment',
  day: 'moment',
  season: 'moment',
  hour: 'moment',
  precipitation: 'moment',
  'atmospheric phenomenon': 'moment',
  'physical phenomenon': 'moment',
  cloud: 'moment',
  'celestial body': 'sky',
  room: 'room',
  structure: 'building',
  building: 'building',
  dwelling: 'building',
  housing: 'building',
  'place of worship': 'building',
  establishment: 'building',
  'place of business': 'building',
  restaurant: 'building',
  facility: 'building',
  mill: 'building',
  watercraft: 'vehicle',
  craft: 'vehicle',
  aircraft: 'vehicle',
  vehicle: 'vehicle',
  conveyance: 'vehicle',
  'geological formation': 'landscape',
  'natural depression': 'landscape',
  'natural elevation': 'landscape',
  'body of water': 'landscape',
  land: 'landscape',
  tract: 'landscape',
  'geographical area': 'landscape',
  region: 'landscape',
  location: 'landscape',
  municipality: 'site',
  'urban area': 'site',
  vegetation: 'landscape',
  port: 'landscape',
  community: 'site',
  'ice mass': 'landscape',
  way: 'site',
  road: 'site',
  thoroughfare: 'site',
  garden: 'site',
  plot: 'site',
  farm: 'site',
  area: 'site',
  workplace: 'site',
  activity: 'event',
  procession: 'event',
  'social event': 'event',
  happening: 'event',
  fish: 'sea-creature',
  'aquatic vertebrate': 'sea-creature',
  cetacean: 'sea-creature',
  'aquatic mammal': 'sea-creature',
  coelenterate: 'sea-creature',
  cephalopod: 'sea-creature',
  ungulate: 'large-animal',
  'even-toed ungulate': 'large-animal',
  'odd-toed ungulate': 'large-animal',
  ruminant: 'large-animal',
  bovid: 'large-animal',
  bovine: 'large-animal',
  cattle: 'large-animal',
  equine: 'large-animal',
  proboscidean: 'large-animal',
  'big cat': 'large-animal',
  tree: 'plant',
  person: 'person',
  worker: 'person',
  expert: 'person',
  performer: 'person',
  traveler: 'person',
  athlete: 'person',
  defender: 'person',
  creator: 'person',
  artist: 'person',
  craftsman: 'person',
  professional: 'person',
  adult: 'person',
  juvenile: 'person',
  'imaginary being': 'person',
  'religious residence': 'building',
  residence: 'building',
  ride: 'building',
  crockery: 'object',
  tableware: 'object',
  'musical instrument': 'object',
  'keyboard instrument': 'object',
  'stringed instrument': 'object',
  furniture: 'object',
  furnishing: 'object',
  container: 'object',
  publication: 'object',
  jewelry: 'object',
  gem: 'object',
  timepiece: 'object',
  toy: 'object',
  insect: 'small-thing',
  arthropod: 'small-thing',
  gastropod: 'small-thing',
  flower: 'small-thing',
  'plant part': 'small-thing',
  'plant organ': 'small-thing',
  fruit: 'small-thing',
  'edible fruit': 'small-thing',
  food: 'small-thing',
  cake: 'small-thing',
  'baked goods': 'small-thing',
  dish: 'small-thing',
  beverage: 'small-thing',
  utensil: 'object',
  'cooking utensil': 'object',
  cookware: 'object',
  'kitchen utensil': 'object',
  drop: 'small-thing',
  fungus: 'small-thing',
  // Kept at home: a siamese cat or a pug is a pet, not a wild animal out in the weather.
  dog: 'pet',
  'domestic dog': 'pet',
  'domestic cat': 'pet',
  'house cat': 'pet',
  'domestic animal': 'pet',
  animal: 'animal',
  bird: 'animal',
  mammal: 'animal',
  reptile: 'animal',
  amphibian: 'animal',
  vertebrate: 'animal',
};

/** Deeper broader terms drift to other meanings ("craft" → "skill"); the kind is near the word. */
const STEPS = 6;
const PREPOSITIONS =
  /\s(?:in|at|from|of|on|with|by|under|over|near|inside|beside|among|above|below|and|crossing|across|after|before|during)\s/;

/** The words of a subject phrase before any preposition ("fox in snow" → fox), lower case. */
function wordsBeforePreposition(subject: string): string[] {
  return (subject.toLowerCase().split(PREPOSITIONS)[0] ?? '').match(/[\p{L}]+/gu) ?? [];
}

/** The head noun of a subject phrase: its last word before any preposition ("seaside town", "fox in snow"). */
const headOf = (subject: string): string => wordsBeforePreposition(subject).at(-1) ?? '';

/** Kinds that do things: a word in -ing after one is what it does ("horse running"). */
const ACTORS: ReadonlySet<SubjectKind> = new Set(['person', 'animal', 'pet', 'large-animal', 'sea-creature']);

/** "-ies", "-es" and "-s" plurals to the singular WordNet knows, when the plural is unknown to it. */
function singular(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  // British spellings WordNet files under the American one ("harbour").
  if (/our$/.test(word)) forms.push(word.replace(/our$/, 'or'));
  return forms;
}

const kindCache = new Map<string, SubjectKind | null>();

/**
 * What a word or a compound names, by its known kind or its broader terms; null when nothing tells. A noun
 * WordNet knows with no broader term is a name ("Tokyo", "Paris"): most names people type are places.
 */
function kindOf(word: string): SubjectKind | null {
  const known = kindCache.get(word);
  if (known !== undefined) return known;
  let kind: SubjectKind | null = null;
  for (const form of singular(word)) {
    const head = KNOWN_HEADS[form];
    if (head) {
      kind = head;
      break;
    }
    const broader = hypernyms(form, STEPS);
    const term = broader.find((t) => KIND_OF_TERM[t]);
    if (term) {
      kind = KIND_OF_TERM[term] ?? null;
      break;
    }
    if (broader.length === 0 && baseForms(form, 'noun').length > 0 && !/\s/.test(form)) {
      kind = 'site';
      break;
    }
  }
  if (kindCache.size > 5000) kindCache.clear();
  kindCache.set(word, kind);
  return kind;
}

const kindOfWord = (word: string): SubjectKind => kindOf(word) ?? 'thing';

/** Heads that gather others ("an elephant family", "a herd of deer"): the kind is what they gather. */
const COLLECTIVE: ReadonlySet<string> = new Set([
  'family',
  'herd',
  'flock',
  'pack',
  'pod',
  'pair',
  'couple',
  'group',
  'school',
]);

/** What a subject phrase is, by its head noun. */
export function subjectKind(typed: string): SubjectKind {
  // A ship in a bottle is a bottle on a shelf.
  if (/\bin an? (?:bottle|jar|box|snow globe|globe|terrarium|teacup|cup)\b/i.test(typed)) return 'object';
  const subject = mainNounPhrase(typed);
  const all = wordsBeforePreposition(subject);
  // "horse running" is a horse; "ice skating" or "grandmother baking bread"… an activity, or its doer.
  const verb = all.findIndex((w, i) => i > 0 && isGerund(w));
  if (verb > 0) {
    const doer = kindOfWord(all[verb - 1] ?? '');
    if (ACTORS.has(doer)) return doer;
    if (verb === all.length - 1) return 'event';
  }
  const head = all.at(-1) ?? '';
  // "an elephant herd" or "a herd of elephants": what the herd is of, never its article.
  const before = all.at(-2);
  const named = before !== undefined && !/^(?:a|an|the|this|that|my|our|his|her|their)$/.test(before);
  const gathered = COLLECTIVE.has(head)
    ? ((named ? before : undefined) ?? /\bof\s+(\p{L}+)/u.exec(subject)?.[1])
    : undefined;
  if (gathered) return kindOfWord(gathered);
  // A compound WordNet knows ("ferris wheel", "art gallery") says more than its last word.
  const compound = all.length >= 2 ? kindOf(all.slice(-2).join(' ')) : null;
  return compound ?? kindOfWord(head);
}

/**
 * The thing a keyword typed as a sentence is about: "my dog is a beagle called biscuit and he loves the
 * beach" is a beagle. Its first clause, what it is said to be, and no name ("called biscuit") for a head.
 */
function mainNounPhrase(typed: string): string {
  const clause =
    typed.split(/\s(?:and|but|so)\s(?:he|she|they|it|i|we)\b|\s(?:so|but|because)\s/i)[0] ?? typed;
  const named = clause.replace(/\s+(?:called|named)\s+[\p{L}'’-]+/giu, '');
  const said = /\b(?:is|are)\s+((?:an?|the)\s+.+)$/i.exec(named)?.[1];
  return said ?? named;
}

/** Vehicles that sail or fly have their own place (the sea, the sky); cars and bikes can be put anywhere. */
function sailsOrFlies(subject: string): boolean {
  const head = headOf(subject);
  return singular(head).some(
    (form) =>
      form === 'gondola' || hypernyms(form, STEPS).some((t) => t === 'watercraft' || t === 'aircraft'),
  );
}

/** Whether a subject is a place or scene of its own, which takes no setting phrase. */
export function hasOwnPlace(subject: string): boolean {
  const kind = subjectKind(subject);
  return OWN_PLACE_KINDS.has(kind) || (kind === 'vehicle' && sailsOrFlies(subject));
}

/**
 * Whether a subject is or holds an animal too big for a room, a rooftop or an alley (a camel, a lion, an
 * elephant family): any of its words before a preposition.
 */
export function isLargeAnimal(subject: string): boolean {
  return wordsBeforePreposition(subject).some((word) => kindOfWord(word) === 'large-animal');
}

/** How close a camera can come to each kind: no macro photograph of a bear, no close-up of a canyon. */
const SHOTS_OF_KIND: Readonly<Record<SubjectKind, readonly Shot[] | undefined>> = {
  moment: ['medium', 'wide'],
  sky: ['medium', 'wide'],
  landscape: ['medium', 'wide'],
  site: ['medium', 'wide'],
  building: ['medium', 'wide'],
  room: ['medium', 'wide'],
  event: ['close', 'medium', 'wide'],
  vehicle: ['close', 'medium', 'wide'],
  'sea-creature': ['close', 'medium', 'wide'],
  'large-animal': ['close', 'medium', 'wide'],
  animal: ['close', 'medium', 'wide'],
  pet: ['close', 'medium', 'wide'],
  person: ['close', 'medium', 'wide'],
  'small-thing': ['macro', 'close', 'medium'],
  object: ['macro', 'close', 'medium'],
  plant: ['close', 'medium', 'wide'],
  // Something unknown may be close or far, but is no macro study.
  thing: ['close', 'medium', 'wide'],
};

/** Whether a subject is water itself (a lake, a waterfall, the sea): it is not mirrored in a puddle. */
function isWaterBody(subject: string): boolean {
  const head = headOf(subject);
  return singular(head).some(
    (form) =>
      ['lake', 'pond', 'sea', 'ocean', 'river', 'waterfall'].includes(form) ||
      hypernyms(form, 3).includes('body of water'),
  );
}

/** Kinds seen under the open sky: a wild animal, a vehicle, a landscape, a site. */
const OUTDOOR_KINDS: ReadonlySet<SubjectKind> = new Set([
  'sky',
  'landscape',
  'site',
  'vehicle',
  'large-animal',
  'animal',
]);

/**
 * What the keywords' subject implies for the picture: its kind and how close a camera may come. The
 * subject is the first keyword that is not only a time or weather ("lighthouse, storm": the lighthouse);
 * when every keyword is one ("first snow"), the subject is that moment.
 */
export function subjectFacts(keywords: readonly string[]): SceneFact | null {
  const kinds = keywords.map(subjectKind);
  if (kinds.length === 0) return null;
  const index = kinds.findIndex((k) => k !== 'moment');
  const kind = kinds[index] ?? 'moment';
  const shots = SHOTS_OF_KIND[kind];
  const water = index >= 0 && isWaterBody(keywords[index] ?? '');
  // A room, or a subject put in one ("a penguin in a library"): no sky and no weather reach it.
  const indoors = kind === 'room' || keywords.some(isIndoors);
  const outdoors = !indoors && (OUTDOOR_KINDS.has(kind) || keywords.some(isOutdoors));
  return {
    kind,
    ...(shots ? { shots } : {}),
    ...(water ? { waterBody: true } : {}),
    ...(indoors ? { enclosed: true, setting: 'room' as const } : {}),
    ...(outdoors ? { outdoors: true } : {}),
  };
}
