// Clashes of presence, from the sixth blind reading: something the picture adds that cannot be where the
// subject is. Air and dust around a black hole or an octopus, a neon palette over a wheat field, a cozy
// comfort around an owl in a field or a storm, a gentle mood for anger or fear, a map-like view of a
// leopard, an onlooker behind a landscape, a window onto a wild scene, "lit by" a word that is no light.
import type { ClashKind } from './image-fact-clash';
import type { SceneFact, Setting, SubjectKind } from './image-scene-fact';

/** Places out in the wild or the countryside, where no sign or screen glows and no home is. */
const WILD_SETTINGS: ReadonlySet<Setting> = new Set([
  'country',
  'forest',
  'woodland',
  'mountain',
  'desert',
  'sea',
  'shore',
  'lake',
  'open',
  'underwater',
  'underground',
  'space',
]);
/** Subjects of the wild or of the sky: no neon glows on them and no home is around them. */
const WILD_KINDS: ReadonlySet<SubjectKind> = new Set([
  'animal',
  'large-animal',
  'sea-creature',
  'landscape',
  'sky',
  'moment',
  'plant',
]);
/** Homely comfort belongs to people, pets, rooms and the things in them; not a ladybug on a dandelion. */
const UNHOMELY_KINDS: ReadonlySet<SubjectKind> = new Set([...WILD_KINDS, 'small-thing']);
/** What a view "like a map" cannot show: a creature, a person, a thing (an unknown subject may be a place). */
const UNMAPPABLE: ReadonlySet<SubjectKind> = new Set([
  'animal',
  'large-animal',
  'pet',
  'person',
  'sea-creature',
  'small-thing',
  'object',
  'vehicle',
  'plant',
]);
/** What no onlooker stands behind: a landscape, the sky, a big wild animal, a sea creature. */
const NO_ONLOOKER: ReadonlySet<SubjectKind> = new Set([
  'landscape',
  'sky',
  'moment',
  'large-animal',
  'sea-creature',
]);
/** Wild creatures: no window frames them. */
const WILD_CREATURES: ReadonlySet<SubjectKind> = new Set(['animal', 'large-animal', 'sea-creature']);
/** Open country seen from no window. */
const WINDOWLESS: ReadonlySet<Setting> = new Set([
  'country',
  'forest',
  'mountain',
  'desert',
  'sea',
  'open',
  'space',
]);

const inWild = (f: SceneFact): boolean =>
  (f.setting !== undefined && WILD_SETTINGS.has(f.setting)) ||
  (f.kind !== undefined && WILD_KINDS.has(f.kind));

/** What `x` rules out in `y`, for these rules; null when nothing. */
export function presenceClash(x: SceneFact, y: SceneFact): ClashKind | null {
  if (x.air && (y.setting === 'space' || y.setting === 'underwater' || y.kind === 'sea-creature'))
    return 'place';
  if (x.ground && y.setting === 'space') return 'camera';
  // Bioluminescence is the wild dark's on Earth: nothing glows so in orbit.
  if (x.natural && y.setting === 'space') return 'light';
  if (x.artificial && inWild(y)) return 'light';
  if (
    x.homely &&
    ((y.kind !== undefined && UNHOMELY_KINDS.has(y.kind)) ||
      (y.setting !== undefined && WILD_SETTINGS.has(y.setting)) ||
      y.exposed === true ||
      y.rough === true ||
      y.agitated === true)
  )
    return 'mood';
  if (x.gentle && y.agitated) return 'mood';
  if (x.mapView && y.kind !== undefined && UNMAPPABLE.has(y.kind)) return 'camera';
  if (
    x.onlooker &&
    ((y.kind !== undefined && NO_ONLOOKER.has(y.kind)) || y.setting === 'space' || y.setting === 'underwater')
  )
    return 'camera';
  if (
    (x.windowView || x.skyView) &&
    ((y.kind !== undefined && WILD_CREATURES.has(y.kind)) ||
      (y.setting !== undefined && WINDOWLESS.has(y.setting)))
  )
    return 'place';
  if (x.litBy && y.notSource) return 'light';
  return null;
}
