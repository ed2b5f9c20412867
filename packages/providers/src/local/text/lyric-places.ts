// Who or what can be where a place ending puts them. A line ending on a place puts someone or something
// there: the singer ("we were dancing by the sea"), a sound ("your laughter echoed down the hall") or the
// song's subject ("I found the old guitar in the sand"). People and things stand on the ground and in rooms,
// rain and light fill the open air, birds and kites are in the sky, boats on the tide, songs on the radio,
// and a feeling is only in a heart, a dream or someone's eyes: "the broken heart on the tide", "leaving
// town in the trees" and "the lighthouse in the car" put the subject where it cannot be.
import type { ThemeKind, ThemeTrait } from './lyric-kinds';

/**
 * - inner: in a person ("in my heart", "in your eyes");
 * - around: what surrounds anything out of doors ("in the rain", "in the dark", "under the stars");
 * - ground: a spot out of doors ("by the sea", "in the park", "on the hill");
 * - indoor: a room, a car, a crowd ("in the car", "on the floor", "in the crowd");
 * - sky, water, radio: where only what flies or shines, floats, or sounds can be;
 * - shore: by the water, where waves also are;
 * - when: a time, not a place ("in the spring", "through the night").
 */
type PlaceClass = 'inner' | 'around' | 'ground' | 'indoor' | 'sky' | 'water' | 'radio' | 'shore' | 'when';

const PLACE_CLASSES: Readonly<Record<PlaceClass, readonly string[]>> = {
  inner: [
    'in my hand',
    'in my soul',
    'in my sleep',
    'in my dreams',
    'in my head',
    'in my arms',
    'in my heart',
    'by your side',
    'in the past',
  ],
  around: [
    'in the light',
    'in the rain',
    'under the sky',
    'in the sun',
    'beneath the moon',
    'under the stars',
    'through the storm',
    'in the heat',
    'in the snow',
    'in the glow',
    'in the dark',
    'through the fog',
    'in the mist',
    'in the cold',
    'in the breeze',
    'in the haze',
    'in the gloom',
    'in the shade',
    'under summer skies',
    'all around',
    'in the dew',
  ],
  ground: [
    'down the lane',
    'by the sea',
    'under the tree',
    'down the road',
    'down the street',
    'across the town',
    'on the ground',
    'in the park',
    'by the fire',
    'in the sand',
    'across the land',
    'on the hill',
    'in the fields',
    'in the pines',
    'in the street',
    'through the grass',
    'in the world',
    'in the town',
    'at the gate',
    'down the trail',
    'down the track',
    'down below',
    'in the trees',
  ],
  shore: ['by the shore', 'on the beach', 'by the coast'],
  indoor: [
    'on the train',
    'in the car',
    'at the bar',
    'on the floor',
    'at the door',
    'in the crowd',
    'in the room',
    'on the stage',
    'down the hall',
  ],
  sky: ['in the sky', 'in the air'],
  water: ['in the waves', 'on the tide'],
  radio: ['on the radio'],
  when: ['through the night', 'in the spring', 'in the fall'],
};

/** Spots on the ground where only people and things are: not rain in the sand, light at the gate. */
const UNDERFOOT: ReadonlySet<string> = new Set([
  'in the sand',
  'on the ground',
  'at the gate',
  'under the tree',
  'by the fire',
  'down below',
  'in the world',
]);

/** Places the singer is not sung to be in: up in the trees, on the bare ground, in "the world". */
const AWAY_FROM_SINGER: ReadonlySet<string> = new Set([
  'in the trees',
  'down below',
  'on the ground',
  'in the world',
]);

/** What surrounds people and things but does not wrap a whole place. */
const NOT_AROUND_A_PLACE: ReadonlySet<string> = new Set([
  'in the heat',
  'in the breeze',
  'in the shade',
  'in the dew',
  'all around',
  'in the glow',
  'in the light',
]);

const CLASS_OF = new Map<string, PlaceClass>();
/** Places inside a person, which only lines about the heart or mind may name. */
export const INNER_PLACES: ReadonlySet<string> = new Set(PLACE_CLASSES.inner);

for (const [cls, places] of Object.entries(PLACE_CLASSES) as [PlaceClass, readonly string[]][])
  for (const place of places) CLASS_OF.set(place, cls);

/** What a subject is, for placing it: its kind and its traits. */
export interface Placeable {
  kind: ThemeKind;
  traits: readonly ThemeTrait[];
}

const is = (theme: Placeable, ...sorts: (ThemeKind | ThemeTrait)[]): boolean =>
  sorts.includes(theme.kind) || theme.traits.some((t) => sorts.includes(t));

/** Inner places a person or a thing may also be in: someone in my heart, a guitar in my hands. */
const INNER_FOR: Readonly<Partial<Record<ThemeKind, readonly string[]>>> = {
  person: ['in my heart', 'in my dreams', 'in my head', 'in my arms', 'by your side', 'in the past'],
  thing: ['in my hand', 'in my arms'],
  abstract: PLACE_CLASSES.inner,
  time: ['in my heart', 'in my dreams', 'in the past'],
  place: ['in my heart', 'in my dreams'],
  activity: ['in my dreams', 'in the past'],
};

/** Whether the song's subject can be at the place ending (the place right after it in a line). */
export function subjectCanBe(theme: Placeable, place: string): boolean {
  const cls = CLASS_OF.get(place);
  switch (cls) {
    case undefined:
      return true;
    case 'inner':
      return INNER_FOR[theme.kind]?.includes(place) ?? false;
    case 'when':
      return theme.kind !== 'time' && theme.kind !== 'abstract';
    case 'around':
      // In the rain, in the dark: people, things, places and what one sees, not a heartbeat or a feeling.
      if (theme.kind === 'scene') return is(theme, 'weather', 'light', 'water', 'fire');
      // "The lighthouse in the fog", not "the kitchen in the heat" or "the harbor all around".
      if (theme.kind === 'place') return !NOT_AROUND_A_PLACE.has(place);
      return theme.kind !== 'abstract' && theme.kind !== 'time' && theme.kind !== 'activity';
    case 'ground':
      // Rain and light fill the open air, not the sand underfoot or a gate.
      return is(theme, 'person', 'thing') || (is(theme, 'weather', 'light') && !UNDERFOOT.has(place));
    case 'shore':
      return is(theme, 'person', 'thing', 'weather', 'light', 'water');
    case 'indoor':
      // Leaves, flowers and kites belong out of doors.
      return theme.kind === 'person' || (theme.kind === 'thing' && !is(theme, 'grows', 'falls', 'flies'));
    case 'sky':
      return is(theme, 'flies', 'light', 'weather', 'fire') && theme.kind !== 'place';
    case 'water':
      return is(theme, 'floats', 'water') && theme.kind !== 'place';
    case 'radio':
      return is(theme, 'sound') && theme.kind !== 'place';
  }
}

/** Where the singer may be: not in the sky, on the tide, on the radio or up in the trees. */
export function singerCanBe(place: string): boolean {
  const cls = CLASS_OF.get(place);
  return cls !== 'sky' && cls !== 'water' && cls !== 'radio' && !AWAY_FROM_SINGER.has(place);
}

/** Where a sound may be heard: on the radio and in the trees too, not on the tide, in the sky or in dew. */
export function soundCanBe(place: string): boolean {
  return CLASS_OF.get(place) !== 'water' && place !== 'in the sky' && place !== 'in the dew';
}
