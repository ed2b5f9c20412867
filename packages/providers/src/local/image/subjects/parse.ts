import { eng as stopwords } from 'stopword';
import { baseForms } from '../../answers/wordnet';
import { hsl, type Hsl } from '../colour';
import { colourWords, lightWords, styleWords } from '../words';
import { findConcept } from './find';
import type { Concept } from './library';
import { conceptByIcon } from './library';
import {
  COMPOSITES,
  CONTAINERS,
  FURNITURE,
  GENERIC_WORDS,
  INDOOR_WORDS,
  PERSON_ACTIONS,
  PREPOSITIONS,
  SETTING_WORDS,
  type Prop,
} from './vocabulary';

/** One thing the prompt asks to see. */
export interface SceneSubject {
  /** The prompt's word or phrase for it ("terrier", "hot dog"). */
  word: string;
  concept: Concept;
  /** How many to draw (1–8). */
  count: number;
  /** A colour word in front of it ("red car"), and that colour. */
  colourWord?: string;
  colour?: Hsl;
  /** 1 normal; above for "big", "giant", below for "small", "tiny". */
  size: number;
  /** An action or pose word after it ("sleeping", "flying"), as written. */
  pose?: string;
  /** Things drawn with it: a job's tools, a bowl's fruit. */
  props: Prop[];
  /** Drawn as another subject's props (the apples in "a bowl of apples"), not on its own. */
  hidden?: boolean;
  /** Where it is against the next thing named ("a cat on a sofa"): that thing's word, subject or setting. */
  relation?: { kind: Relation; to: string };
}

/** How one thing stands to another: on top of it, inside it, under it or beside it. */
export type Relation = 'on' | 'in' | 'under' | 'beside';

/** What the prompt asks for, read as a scene. */
export interface SceneParse {
  subjects: SceneSubject[];
  /** Nouns the library has no picture for: the item's info says "drawn without: …". */
  missing: string[];
  /** Setting words as written ("snow", "forest", "kitchen"). */
  setting: string[];
  /** A room rather than the outdoors. */
  indoor: boolean;
  /** A portrait was asked for: one sitter, close. */
  portrait: boolean;
  time?: 'night' | 'golden' | 'day';
  weather?: 'rain' | 'snow' | 'fog' | 'cloudy' | 'sunny' | 'storm';
  season?: 'winter' | 'spring' | 'summer' | 'autumn';
  mood?: string;
}

const NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  pair: 2,
  couple: 2,
  both: 2,
  three: 3,
  few: 3,
  four: 4,
  five: 5,
  several: 4,
  six: 6,
  many: 6,
  seven: 7,
  eight: 8,
  nine: 8,
  ten: 8,
  dozen: 8,
  group: 4,
  herd: 5,
  flock: 5,
};
const SIZES: Record<string, number> = {
  tiny: 0.6,
  small: 0.78,
  little: 0.8,
  big: 1.18,
  large: 1.18,
  huge: 1.3,
  giant: 1.35,
  enormous: 1.35,
};
const POSES = new Set(
  'sleeping sitting lying resting standing running walking flying floating swimming jumping riding reading playing grazing eating chasing howling leaning launching cooking'.split(
    ' ',
  ),
);
const WEATHER: Record<string, NonNullable<SceneParse['weather']>> = {
  rain: 'rain',
  rainy: 'rain',
  raining: 'rain',
  drizzle: 'rain',
  downpour: 'rain',
  storm: 'storm',
  stormy: 'storm',
  thunderstorm: 'storm',
  rainstorm: 'storm',
  thunder: 'storm',
  lightning: 'storm',
  snow: 'snow',
  snowy: 'snow',
  snowing: 'snow',
  snowfall: 'snow',
  snowstorm: 'snow',
  blizzard: 'snow',
  fog: 'fog',
  foggy: 'fog',
  mist: 'fog',
  misty: 'fog',
  cloudy: 'cloudy',
  overcast: 'cloudy',
  sunny: 'sunny',
};
const SEASONS: Record<string, NonNullable<SceneParse['season']>> = {
  winter: 'winter',
  spring: 'spring',
  summer: 'summer',
  autumn: 'autumn',
  fall: 'autumn',
};
const MOODS = new Set(
  'calm peaceful serene cozy cosy happy cheerful joyful playful sad lonely melancholic gloomy dramatic mysterious eerie spooky romantic dreamy epic whimsical'.split(
    ' ',
  ),
);
/** Words that put the thing before them somewhere against the thing after ("next" is "next to"). */
const RELATIONS: Record<string, Relation> = {
  on: 'on',
  onto: 'on',
  upon: 'on',
  atop: 'on',
  in: 'in',
  inside: 'in',
  into: 'in',
  within: 'in',
  under: 'under',
  underneath: 'under',
  beneath: 'under',
  below: 'under',
  beside: 'beside',
  next: 'beside',
  alongside: 'beside',
};
const PEOPLE = new Set(['person-standing', 'man-standing', 'woman-standing']);
const STOP = new Set([...stopwords, ...PREPOSITIONS, 'of', 'on', 'in', 'at', 'by', 'with', 'into']);

export function words(prompt: string): string[] {
  return prompt
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Words that describe the picture's look, light or colour rather than a thing in it. */
const describes = (w: string) =>
  GENERIC_WORDS.has(w) || styleWords.has(w) || lightWords.has(w) || colourWords.has(w) || w === 'golden';

/**
 * Reads a prompt as a scene: the things to show (with count, colour, size and pose), the setting, time of
 * day, weather, season and mood, and the nouns it has no picture for.
 */
export function parseScene(prompt: string): SceneParse {
  const ws = words(prompt);
  const subjects: SceneSubject[] = [];
  const missing: string[] = [];
  const setting: string[] = [];
  const out: Omit<SceneParse, 'subjects' | 'missing' | 'setting' | 'indoor' | 'portrait'> = {};
  let count: number | undefined;
  let colourWord: string | undefined;
  let size = 1;
  // A relation word waits for the next thing named: "a cat on a sofa" is the cat on the sofa.
  let pending: { kind: Relation; from: SceneSubject } | undefined;
  const relate = (to: string) => {
    if (pending && !pending.from.relation) pending.from.relation = { kind: pending.kind, to };
    pending = undefined;
  };
  const take = (word: string, found: { concept: Concept; plural: boolean }, props: Prop[] = []) => {
    relate(word);
    const colour = colourWord ? colourWords.get(colourWord) : undefined;
    subjects.push({
      word,
      concept: found.concept,
      count: Math.min(8, count ?? (found.plural ? 3 : 1)),
      ...(colourWord && colour ? { colourWord, colour: hsl(colour[0], colour[1], colour[2]) } : {}),
      size,
      props,
    });
    count = undefined;
    colourWord = undefined;
    size = 1;
  };

  for (let i = 0; i < ws.length; i++) {
    const w = ws[i] as string;
    const next = ws[i + 1];
    if (WEATHER[w]) out.weather = WEATHER[w];
    if (SEASONS[w]) out.season = SEASONS[w];
    if (MOODS.has(w)) out.mood = w;
    const light = lightWords.get(w);
    if (light === 'night' && w !== 'shadow') out.time = 'night';
    else if (light === 'golden' && out.time !== 'night') out.time = 'golden';
    else if ((w === 'day' || w === 'noon' || w === 'daylight') && !out.time) out.time = 'day';

    const relation = RELATIONS[w];
    // "In front of" is not inside; otherwise the thing named last is the one placed.
    if (relation && !(w === 'in' && next === 'front')) {
      const from = subjects.at(-1);
      pending = from ? { kind: relation, from } : undefined;
      continue;
    }

    // Three words that name one thing ("ice cream cone"), then two ("hot dog", "golden retriever").
    const third = ws[i + 2];
    const triple = next && third && pairConcept(`${w} ${next}`, third);
    if (triple) {
      take(`${w} ${next} ${third}`, triple);
      i += 2;
      continue;
    }
    // Not when the next word starts a three-word name: in "a red hot air balloon", "red hot" (WordNet's
    // hot dog) is no pair.
    const after = ws[i + 3];
    const tripleNext = third && after && pairConcept(`${next} ${third}`, after);
    const pair = next && !tripleNext && pairConcept(w, next);
    if (pair) {
      // "A black cat" is the black-cat picture painted black: the emoji's own is dark purple.
      if (isNeutral(w)) colourWord = w;
      take(`${w} ${next}`, pair);
      i++;
      continue;
    }
    if (/^\d+$/.test(w)) {
      count = Math.max(1, Math.min(8, Number(w)));
      continue;
    }
    const number = NUMBERS[w];
    if (number !== undefined) {
      // "a pair of", "a group of": the noun decides, so "a" must not overwrite it.
      if (count === undefined || number > 1) count = number;
      continue;
    }
    if (SIZES[w]) {
      size = SIZES[w];
      continue;
    }
    // A colour word is also a thing when nothing follows it ("a cup of coffee", "a slice of orange").
    const colourIsNoun = !next || STOP.has(next) || SETTING_WORDS.has(next) || INDOOR_WORDS.has(next);
    const nounColour = colourWords.has(w) && colourIsNoun && findConcept(w) !== undefined;
    if (colourWords.has(w) && !nounColour) {
      colourWord = w;
      continue;
    }
    if (POSES.has(w)) {
      const last = subjects.at(-1);
      if (last && !last.pose) last.pose = w;
      continue;
    }
    if (STOP.has(w) || w.length < 2) continue;
    // "Red flowers in a meadow" is a meadow in bloom; "three trees" are three trees.
    const massed = (w === 'flowers' || w === 'trees') && count === undefined;
    if (massed || SETTING_WORDS.has(w) || SETTING_WORDS.has(w.replace(/s$/, '')) || INDOOR_WORDS.has(w)) {
      setting.push(w);
      // Furniture takes the relation as a subject below; "in an aquarium" or "on a beach" keeps the word.
      if (!FURNITURE.has(w)) relate(w);
      if (massed) colourWord = undefined;
      const furniture = FURNITURE.has(w) && findConcept(w);
      // The setting's own article is not a count: "a field of tulips" is several tulips.
      if (!furniture) {
        count = undefined;
        continue;
      }
      // "A bowl of apples": the apples are heaped in the bowl, drawn as the bowl's props.
      const contents =
        CONTAINERS.has(w) && ws[i + 1] === 'of' && ws[i + 2] ? findConcept(ws[i + 2] as string) : undefined;
      if (contents?.plural) {
        take(w, furniture, heap(contents.concept.icon));
        take(ws[i + 2] as string, { concept: contents.concept, plural: true });
        subjects.at(-1)!.hidden = true;
        i += 2;
      } else if (!contents || CONTAINERS.has(w) === false) take(w, furniture);
      continue;
    }
    const composite = COMPOSITES[w] ?? COMPOSITES[w.replace(/men$/, 'man')];
    const compositeIcon = composite ? conceptByIcon(composite.icon) : undefined;
    if (composite && compositeIcon) {
      take(w, { concept: compositeIcon, plural: w.endsWith('men') }, composite.props);
      continue;
    }
    if (describes(w) && !nounColour) {
      // "A cat in the morning": a word about the picture ends the relation.
      pending = undefined;
      continue;
    }
    const found = findConcept(w);
    if (found) take(w, found);
    else if (isNoun(w)) {
      relate(w);
      missing.push(w);
    }
  }
  applyActions(subjects, ws);
  const indoor = setting.some((w) => INDOOR_WORDS.has(w));
  for (const s of subjects) if (s.hidden) s.count = 1;
  const portrait = ws.some((w) => ['portrait', 'face', 'selfie', 'headshot', 'closeup'].includes(w));
  return { subjects: merge(subjects), missing: [...new Set(missing)], setting, indoor, portrait, ...out };
}

/**
 * The concept two neighbouring words (or a two-word name and the word after it, "ice cream cone") name
 * together, if they do: a label or alias ("hot dog", "fire truck"),
 * or a WordNet phrase ("golden retriever") whose last word alone is not a picture already ("red fox" stays
 * a red fox, not WordNet's broader word for the phrase).
 */
function pairConcept(first: string, second: string): ReturnType<typeof findConcept> {
  const blocked = (w: string) =>
    STOP.has(w) ||
    POSES.has(w) ||
    NUMBERS[w] !== undefined ||
    SIZES[w] !== undefined ||
    RELATIONS[w] !== undefined;
  const parts = [...first.split(' '), second];
  if (parts.some(blocked) || GENERIC_WORDS.has(second) || SETTING_WORDS.has(second)) return undefined;
  // A three-word name is only taken when it is a name outright, never through a broader WordNet word.
  if (first.includes(' ')) {
    const found = findConcept(`${first} ${second}`);
    return found && !found.via ? found : undefined;
  }
  const found = findConcept(`${first} ${second}`);
  if (!found?.via) return found;
  const head = findConcept(second);
  return head && !head.via ? undefined : found;
}

/** White, black and grey: colour words that set lightness, not hue. */
function isNeutral(word: string): boolean {
  const colour = colourWords.get(word);
  return colour !== undefined && colour[1] < 0.08;
}

/** Three of a thing heaped in a container, as the container's props. */
const heap = (icon: string): Prop[] => [
  { icon, dx: -0.2, dy: -0.28, scale: 0.42 },
  { icon, dx: 0.2, dy: -0.3, scale: 0.42 },
  { icon, dx: 0, dy: -0.42, scale: 0.42 },
];

/** A noun worth reporting: WordNet knows it as a noun, and not mainly as a verb or an adjective form. */
function isNoun(word: string): boolean {
  if (word.length < 3 || /\d/.test(word)) return false;
  if (baseForms(word, 'noun').length === 0) return false;
  if (/(ing|ed|ly)$/.test(word) && baseForms(word, 'verb').length + baseForms(word, 'adv').length > 0)
    return false;
  return baseForms(word, 'adj').length === 0 || baseForms(word, 'adj')[0] !== word;
}

/** "A man riding a bicycle" is one figure, the man biking; "a woman running" is the running woman. */
function applyActions(subjects: SceneSubject[], ws: string[]): void {
  mountRider(subjects);
  const person = subjects.find((s) => PEOPLE.has(s.concept.icon));
  if (!person) return;
  const who = person.concept.icon.replace('-standing', '');
  const bike = subjects.find((s) => s.concept.icon === 'bicycle');
  const action = bike
    ? 'bicycle'
    : Object.keys(PERSON_ACTIONS).find((a) => ws.some((w) => w === `${a}ing` || w === `${a}ning`));
  const icon = action ? PERSON_ACTIONS[action]?.[who] : undefined;
  const concept = icon ? conceptByIcon(icon) : undefined;
  if (!concept) return;
  person.concept = concept;
  if (bike) subjects.splice(subjects.indexOf(bike), 1);
}

/**
 * "A man on a horse", "a girl riding a horse": one figure, Fluent's horse rider (🏇), rather than a person
 * standing on the horse's back. A colour named for the horse ("a white horse") paints the rider's horse;
 * a job's horse drawn beside (the cowboy's) goes.
 */
function mountRider(subjects: SceneSubject[]): void {
  const horse = subjects.find((s) => s.concept.icon === 'horse');
  const rides = (s: SceneSubject) =>
    s.pose === 'riding' || (s.relation?.kind === 'on' && s.relation.to === horse?.word);
  const rider = horse && subjects.find((s) => s.concept.kind.startsWith('person') && rides(s));
  const concept = conceptByIcon('horse-racing');
  if (!horse || !rider || !concept) return;
  rider.concept = concept;
  rider.props = rider.props.filter((p) => p.icon !== 'horse');
  delete rider.relation;
  if (horse.colour && !rider.colour) {
    rider.colour = horse.colour;
    if (horse.colourWord) rider.colourWord = horse.colourWord;
  }
  subjects.splice(subjects.indexOf(horse), 1);
}

/** The same thing named twice ("a cat … the cat") is drawn once, with the larger count. */
function merge(subjects: SceneSubject[]): SceneSubject[] {
  const out: SceneSubject[] = [];
  for (const s of subjects) {
    const same = out.find((o) => o.concept.icon === s.concept.icon && o.colourWord === s.colourWord);
    if (same) same.count = Math.max(same.count, s.count);
    else out.push(s);
  }
  return out.slice(0, 5);
}
