// When two facts about one picture cannot both hold (see `image-scene-fact.ts`): two hours, skies that
// exclude each other, two seasons, cold and heat, weather falling indoors, two places, a palette and a colour
// it leaves out, faded and vivid, warm and cool, bustle and stillness, light and dark moods, intimate and
// grand, a camera close and far at once or from two angles, a candle in the wind, hard light in fog.
import {
  OWN_PLACE_KINDS,
  SETTING_CLASHES,
  type Angle,
  type SceneFact,
  type Slot,
  type SubjectKind,
} from './image-scene-fact';
import { presenceClash } from './image-presence-clash';

export type ClashKind =
  | 'time'
  | 'weather'
  | 'season'
  | 'temperature'
  | 'place'
  | 'water'
  | 'colour'
  | 'pace'
  | 'mood'
  | 'scale'
  | 'camera'
  | 'light';

const intersects = <T>(a: readonly T[], b: readonly T[]): boolean => a.some((s) => b.includes(s));

/** Weather that falls or hangs in the air, which no room, sea floor, cave or orbit has. */
const SKY_WEATHER: ReadonlySet<string> = new Set([
  'rain',
  'wet',
  'snowfall',
  'storm',
  'fog',
  'frost',
  'clouds',
]);
/** Settings on dry land, where no sea creature lives. */
const LAND: ReadonlySet<string> = new Set([
  'city',
  'country',
  'desert',
  'mountain',
  'room',
  'forest',
  'woodland',
  'underground',
]);

/**
 * Space, the sea floor and underground have no weather and no hour of the sun. (A room's weather is outside
 * its window: only weather said to fall on it clashes, as `exposed`.)
 */
function shelteredFromSky(place: SceneFact, other: SceneFact): boolean {
  if (place.setting !== 'space' && place.setting !== 'underwater' && place.setting !== 'underground')
    return false;
  if (other.times !== undefined && other.times.length > 0) return true;
  return other.weather !== undefined && SKY_WEATHER.has(other.weather);
}

/** Angles that cannot be one picture's: an isometric projection has no vantage point of its own. */
const ANGLE_CLASHES: Readonly<Record<Angle, readonly Angle[]>> = {
  isometric: ['overhead', 'low', 'eye', 'tilted'],
  overhead: ['isometric', 'low', 'eye', 'tilted'],
  low: ['isometric', 'overhead'],
  eye: ['isometric', 'overhead'],
  tilted: ['isometric', 'overhead'],
};

/** What has no outline to trace or silhouette, and no surface to come close to. */
const SHAPELESS: ReadonlySet<SubjectKind> = new Set(['moment', 'sky']);
/** What a cutaway can open: something built. */
const BUILT: ReadonlySet<SubjectKind> = new Set(['building', 'room', 'vehicle']);
/** Too big or too far for a light that reaches only what is near it. */
const VAST: ReadonlySet<SubjectKind> = new Set(['landscape', 'sky', 'moment']);
/** Made or kept by people: no bioluminescence lights them. */
const MADE: ReadonlySet<SubjectKind> = new Set(['building', 'room', 'site', 'event', 'vehicle']);
/** What a candle, seen from outside, cannot light. */
const CANDLE_FAR: ReadonlySet<SubjectKind> = new Set([
  'building',
  'landscape',
  'site',
  'sky',
  'moment',
  'vehicle',
]);
/** What does not move: no speed lines. */
const STATIC: ReadonlySet<SubjectKind> = new Set(['building', 'room', 'landscape', 'site', 'sky', 'plant']);

/** One direction of the asymmetric rules: what `x` rules out in `y`. */
function oneWay(x: SceneFact, y: SceneFact): ClashKind | null {
  if (x.weather && y.excludes?.includes(x.weather)) return 'weather';
  if (x.dark && ((y.times && y.times.length > 0 && !y.times.includes('night')) || y.weather === 'sun'))
    return 'time';
  if (x.enclosed && y.exposed) return 'place';
  // Indoors there is no sky: no rain, snow, fog, frost, clouds, stars or moon (sunlight comes in by the window,
  // and a window shows the rain outside).
  if (x.setting === 'room' && y.weather && y.weather !== 'sun' && !y.skyView) return 'place';
  // A garden or a street the keywords name is not a studio or a room.
  if (x.outdoors && (y.enclosed || y.setting === 'room')) return 'place';
  // No lamp, candle or fire burns in orbit.
  if (x.nearLight && y.setting === 'space') return 'light';
  if (x.texture && y.texture && x.texture !== y.texture) return 'camera';
  // Straight down, no horizon; from below, no flat pond.
  if (x.horizon && y.angle === 'overhead') return 'camera';
  if (x.angle === 'low' && y.waterBody) return 'camera';
  // A room does not hold a building.
  if (x.setting === 'room' && y.kind === 'building') return 'place';
  if (x.stillWater && y.rough) return 'water';
  if (x.setting && y.setting && SETTING_CLASHES[x.setting].includes(y.setting)) return 'place';
  if (shelteredFromSky(x, y)) return 'place';
  if (x.windowView && (y.setting === 'underground' || y.setting === 'underwater')) return 'place';
  // A sea creature swims: no window to see it through.
  if (x.windowView && y.kind === 'sea-creature') return 'place';
  // An isometric view looks down on a whole scene: not a close-up.
  if (x.angle === 'isometric' && y.shots && y.shots.every((s) => s === 'macro' || s === 'close'))
    return 'camera';
  if (x.reflection && y.waterBody) return 'place';
  if (x.placed && y.kind && OWN_PLACE_KINDS.has(y.kind)) return 'place';
  if (x.only && y.hues && y.hues.some((h) => !x.only?.includes(h))) return 'colour';
  if (x.only && y.chromatic === 'many') return 'colour';
  if (x.mono && y.chromatic) return 'colour';
  if ((x.angle === 'isometric' || x.flat) && y.depthBlur) return 'camera';
  if (x.angle === 'isometric' && y.photo) return 'camera';
  // A sea creature lives in the water: no weather falls on it, no land or lamp is around it.
  if (
    y.kind === 'sea-creature' &&
    (x.exposed ||
      (x.weather && SKY_WEATHER.has(x.weather)) ||
      (x.setting && LAND.has(x.setting)) ||
      x.nearLight)
  )
    return 'place';
  // A sea creature swims under the water, where no hour of the sun is seen.
  if (y.kind === 'sea-creature' && x.times && x.times.length > 0) return 'place';
  // Space has no seasons.
  if (x.setting === 'space' && y.seasons) return 'place';
  if (x.scale === 'intimate' && y.kind && VAST.has(y.kind)) return 'scale';
  // A room's fireplace does not light a city or a valley.
  if (x.setting === 'room' && (y.kind === 'site' || y.kind === 'landscape')) return 'place';
  // Cars and cattle are not driven or led into a room.
  if (x.setting === 'room' && (y.kind === 'vehicle' || y.kind === 'large-animal' || y.kind === 'animal'))
    return 'place';
  if (x.object && y.kind && SHAPELESS.has(y.kind)) return 'camera';
  if (x.angle === 'overhead' && y.kind && SHAPELESS.has(y.kind)) return 'camera';
  // Grandeur belongs to big things, not to a dragonfly or a teacup.
  if (x.scale === 'grand' && (y.kind === 'small-thing' || y.kind === 'object')) return 'scale';
  // A teacup or a candle is kept indoors: no weather falls on it, no shore or street is around it.
  if (x.exposed && y.kind === 'object') return 'place';
  // A candle's flame burns indoors, out of the weather.
  if (x.flame && y.exposed) return 'light';
  if (x.cutaway && ((y.kind && !BUILT.has(y.kind)) || y.exposed || y.scale === 'grand')) return 'camera';
  if (x.motion && y.kind && STATIC.has(y.kind)) return 'camera';
  if (x.flame && y.rough) return 'light';
  // Candles light a table, not a building, a landscape or the sky seen from outside.
  if (x.flame && y.kind && CANDLE_FAR.has(y.kind)) return 'light';
  // Wild animals keep out of streets and rooms.
  if ((x.setting === 'city' || x.setting === 'room') && (y.kind === 'animal' || y.kind === 'large-animal'))
    return 'place';
  if (x.natural && (y.setting === 'city' || y.setting === 'room')) return 'light';
  if (x.film && y.film && x.film !== y.film) return 'camera';
  if (x.nearLight && y.kind && VAST.has(y.kind)) return 'light';
  if (x.natural && y.kind && MADE.has(y.kind)) return 'light';
  // Rain and wind break a mirror of water.
  if (x.stillWater && (y.weather === 'rain' || y.weather === 'storm')) return 'water';
  return presenceClash(x, y);
}

/** The kind of disagreement between two facts, or null when they can stand in one picture. */
export function clash(x: SceneFact, y: SceneFact): ClashKind | null {
  if (x.times && y.times && !intersects<Slot>(x.times, y.times)) return 'time';
  if (x.seasons && y.seasons && !intersects(x.seasons, y.seasons)) return 'season';
  if (x.temperature && y.temperature && x.temperature !== y.temperature) return 'temperature';
  const either = oneWay(x, y) ?? oneWay(y, x);
  if (either) return either;
  if (x.saturation && y.saturation && x.saturation !== y.saturation) return 'colour';
  if (x.tint && y.tint && x.tint !== y.tint) return 'colour';
  if (x.pace && y.pace && x.pace !== y.pace) return 'pace';
  if (x.feel && y.feel && x.feel !== y.feel) return 'mood';
  if (x.valence && y.valence && x.valence !== y.valence) return 'mood';
  if (x.scale && y.scale && x.scale !== y.scale) return 'scale';
  if (x.shots && y.shots && !intersects(x.shots, y.shots)) return 'camera';
  if (x.angle && y.angle && ANGLE_CLASHES[x.angle].includes(y.angle)) return 'camera';
  if (x.focus && y.focus && x.focus !== y.focus) return 'camera';
  if (x.aperture && y.aperture && x.aperture !== y.aperture) return 'camera';
  if (x.camera && y.camera && x.camera !== y.camera) return 'camera';
  if (x.lens && y.lens && x.lens !== y.lens) return 'camera';
  if (x.hardness && y.hardness && x.hardness !== y.hardness) return 'light';
  return null;
}
