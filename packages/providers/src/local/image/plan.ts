import type { Hsl } from './colour';
import type { PromptReading } from './prompt';
import type { SceneParse, SceneSubject } from './subjects/parse';
import { needsWater } from './subjects/place';
import type { Rng } from './random';
import type { Light, Style, Subject } from './words';

export type SceneKind = 'landscape' | 'space' | 'abstract' | 'portrait' | 'interior';
export type FigureKind = 'woman' | 'man' | 'person' | 'cat' | 'dog';
/** Weather the sky shows: all of it hides the sun and moon behind cloud. */
export type Weather = 'cloudy' | 'rain' | 'storm' | 'snow' | 'fog';
export type Season = NonNullable<SceneParse['season']>;

/** The composition decided before anything is drawn. */
export interface ScenePlan {
  kind: SceneKind;
  has: Set<Subject>;
  figure?: FigureKind;
  light: Light;
  haze: boolean;
  style: Style;
  colours: Hsl[];
  /** Where land meets sky, as a fraction of the height from the top. */
  horizon: number;
  weather?: Weather;
  season?: Season;
  /**
   * Where the sand (by the sea) or grass bank (by a lake) begins, as a fraction of the height, when
   * subjects must stand on land in front of the water.
   */
  shore?: number;
}

const land: Subject[] = [
  'mountains',
  'hills',
  'sea',
  'beach',
  'lake',
  'city',
  'forest',
  'flowers',
  'meadow',
  'desert',
];
// Stars alone make a night landscape; these make a scene in space.
const cosmic: Subject[] = ['space', 'galaxy', 'planet', 'spaceship'];
const figures: FigureKind[] = ['woman', 'man', 'cat', 'dog', 'person'];

export function planScene(
  reading: PromptReading,
  defaultStyle: Style,
  rng: Rng,
  parse?: SceneParse,
): ScenePlan {
  const has = new Set(reading.subjects);
  const style = reading.style ?? defaultStyle;
  const drawn = parse?.subjects.filter((s) => !s.hidden) ?? [];
  if (drawn.length > 0) makeRoom(has, drawn);
  const figure = drawn.length > 0 ? undefined : figures.find((f) => has.has(f));
  const hasLand = land.some((s) => has.has(s));
  const people = drawn.length > 0 && drawn.every((s) => s.concept.kind.startsWith('person'));
  const kind: SceneKind =
    parse?.indoor && drawn.length > 0
      ? 'interior'
      : people && parse?.portrait && !hasLand
        ? 'portrait'
        : drawn.length > 0 && !cosmic.some((s) => has.has(s))
          ? 'landscape'
          : figure && !hasLand
            ? 'portrait'
            : cosmic.some((s) => has.has(s)) && !hasLand
              ? 'space'
              : (has.size === 0 && !parse?.weather) || (has.has('abstract') && !hasLand)
                ? 'abstract'
                : 'landscape';

  const nightly = has.has('moon') || has.has('stars') || kind === 'space' || style === 'neon';
  const light: Light = reading.light ?? (nightly && !has.has('sun') ? 'night' : 'day');

  // Subjects that stand need land to stand on: no open sea picked for them. One that sits on or in
  // another thing stands where that thing does.
  const grounded = drawn.some((s) => standsOnLand(s, drawn));
  const weather = parse?.weather && parse.weather !== 'sunny' ? parse.weather : undefined;
  const season = parse?.season;
  if (kind === 'landscape') {
    fitSeason(has, weather, season);
    fillLandscape(has, light, rng, grounded);
    if (weather) overcast(has, reading.subjects);
  }
  // The land a landscape was given counts for its horizon too.
  const landed = land.some((s) => has.has(s));
  if (kind === 'space' && !has.has('planet') && !has.has('galaxy'))
    has.add(rng.chance(0.5) ? 'planet' : 'galaxy');

  const horizon =
    (has.has('sea') || has.has('lake') || has.has('beach')
      ? 0.6
      : has.has('desert')
        ? 0.52
        : has.has('city')
          ? 0.74
          : landed
            ? 0.66
            : 0.8) + rng.range(-0.04, 0.04);

  // Land in front of the water for them to stand on: sand by the sea, a grass bank by a lake.
  const wet = has.has('sea') || has.has('lake');
  const shore = kind === 'landscape' && grounded && wet ? horizon + (1 - horizon) * 0.38 : undefined;
  if (shore !== undefined && has.has('sea')) has.add('beach');

  return {
    kind,
    has,
    ...(figure ? { figure } : {}),
    light,
    haze: reading.haze || weather === 'fog',
    style,
    colours: reading.colours,
    horizon,
    ...(weather ? { weather } : {}),
    ...(season ? { season } : {}),
    ...(shore !== undefined ? { shore } : {}),
  };
}

/** Whether a subject stands on the ground: not a swimmer, boat or flyer, nor on or in another subject. */
function standsOnLand(s: SceneSubject, drawn: SceneSubject[]): boolean {
  if (needsWater(s) || s.concept.kind === 'transport-air') return false;
  const { relation } = s;
  const held = relation && (relation.kind === 'on' || relation.kind === 'in');
  return !(held && drawn.some((t) => t !== s && t.word === relation.to));
}

/** Snow and winter cover the ground: no meadow in bloom, snow lying instead; autumn brings trees. */
function fitSeason(has: Set<Subject>, weather: Weather | undefined, season: Season | undefined): void {
  // Autumn shows in the trees: a landscape without them gets a few.
  if (season === 'autumn' && !['city', 'sea', 'desert'].some((s) => has.has(s as Subject))) has.add('forest');
  if (weather !== 'snow' && season !== 'winter') return;
  has.delete('flowers');
  has.delete('meadow');
  has.add('snow');
}

/** A clouded sky: cloud across it, and no sun, moon or stars showing unless the prompt named them. */
function overcast(has: Set<Subject>, named: Set<Subject>): void {
  for (const s of ['sun', 'moon', 'stars'] as const) if (!named.has(s)) has.delete(s);
  has.add('clouds');
}

/**
 * Leaves the things the subject library draws to it: no procedural figure, boat or rocket beside the icon;
 * water under anything that swims or sails.
 */
function makeRoom(has: Set<Subject>, drawn: NonNullable<SceneParse['subjects']>): void {
  for (const f of figures) has.delete(f);
  has.delete('ship');
  has.delete('spaceship');
  const wet = drawn.some(needsWater);
  if (wet && !has.has('sea') && !has.has('lake')) has.add('sea');
}

/** Adds what a landscape needs to read as one: land under a lone sky, a moon at night, a sun at sunset. */
function fillLandscape(has: Set<Subject>, light: Light, rng: Rng, grounded: boolean): void {
  if (!land.some((s) => has.has(s)))
    has.add(
      rng.pick(grounded ? (['hills', 'mountains'] as const) : (['hills', 'sea', 'mountains'] as const)),
    );
  if (has.has('flowers')) has.add('meadow');
  if (has.has('beach')) has.add('sea');
  if (figures.some((f) => has.has(f)) && (has.has('sea') || has.has('lake'))) has.add('beach');
  if (has.has('snow') && !has.has('city')) has.add('mountains');
  if (has.has('lake') && !has.has('mountains') && rng.chance(0.7)) has.add('mountains');
  if (has.has('meadow') && !has.has('mountains') && !has.has('city') && rng.chance(0.6)) has.add('hills');
  if (light === 'night') {
    if (!has.has('moon') && rng.chance(0.7)) has.add('moon');
    has.add('stars');
  } else if (light === 'golden') {
    has.add('sun');
  } else if (!has.has('clouds') && rng.chance(0.7)) {
    has.add('clouds');
  }
  if (light === 'day' || light === 'bright') if (rng.chance(0.4)) has.add('sun');
}
