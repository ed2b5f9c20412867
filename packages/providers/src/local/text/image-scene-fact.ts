// What a phrase of an image idea implies about its picture, as plain data: the hour and the sky, the
// season and the temperature, where it is (indoors, under the sky, which kind of place), the colours it
// shows or allows, how the camera sees it (how close, from which angle, through which lens), the light's
// source and hardness, the mood's register and motion. The lexicons give words these facts; the checker
// and the scene model compare them (`image-fact-clash.ts`).

/**
 * Parts of a day. A phrase allows one or more ("sunset": golden hour or dusk); two phrases agree when
 * their slots overlap. Twilight is the sun just below the horizon, morning or evening: no sunlight.
 */
export type Slot = 'dawn' | 'morning' | 'noon' | 'afternoon' | 'golden' | 'dusk' | 'twilight' | 'night';
export type Sky =
  'clear' | 'sun' | 'moon' | 'overcast' | 'clouds' | 'wet' | 'rain' | 'snowfall' | 'storm' | 'fog' | 'frost';
export type Season = 'spring' | 'summer' | 'autumn' | 'winter';
/**
 * Where a scene is. A subject that has its own place ("a mountain lake", "a space station") takes no other
 * setting, and a detail belongs to one place ("wet pavement" to a city, "water smoothed to glass" to water).
 * `woodland` is anywhere with trees or tall plants (leaves, vines, branches); `underground` a cave, a mine,
 * a subway: like space and the sea floor, it has no sky.
 */
export type Setting =
  | 'city'
  | 'country'
  | 'sea'
  | 'shore'
  | 'lake'
  | 'water'
  | 'desert'
  | 'mountain'
  | 'space'
  | 'room'
  | 'underwater'
  | 'underground'
  | 'woodland'
  | 'forest'
  | 'open';

/** Families of hue, coarse enough that a reader hears a clash ("indigo" in a ruby-and-gold palette). */
export type Hue = 'warm' | 'brown' | 'green' | 'blue' | 'violet' | 'pink' | 'neutral';

/** How close the camera is: a set of these is what a phrase allows, as with time slots. */
export type Shot = 'macro' | 'close' | 'medium' | 'wide';

/** Where the camera looks from; two different ones cannot be one picture's. */
export type Angle = 'isometric' | 'overhead' | 'low' | 'eye' | 'tilted';

/**
 * What the subject itself is, read from the keywords (never from the engine's words): a time or weather
 * ("first snow"), the sky ("northern lights"), a landscape or a site (a canyon, a market), a building or a
 * room, a vehicle, a creature, a person, a small living thing (a bee, a flower) or a small made object (a
 * teacup, a book, a candle: kept indoors). It decides which framings make sense.
 */
export type SubjectKind =
  | 'moment'
  | 'sky'
  | 'landscape'
  | 'site'
  | 'event'
  | 'building'
  | 'room'
  | 'vehicle'
  | 'sea-creature'
  | 'large-animal'
  | 'animal'
  | 'pet'
  | 'person'
  | 'small-thing'
  | 'object'
  | 'plant'
  | 'thing';

/** Kinds that are a place or a scene of their own: no setting is added to them, and a phrase that puts them
 * somewhere else is a second place. */
export const OWN_PLACE_KINDS: ReadonlySet<SubjectKind> = new Set([
  'moment',
  'sky',
  'landscape',
  'site',
  'event',
  'building',
  'room',
  'sea-creature',
]);

export interface SceneFact {
  times?: readonly Slot[];
  weather?: Sky;
  /** Skies this one cannot share a scene with. */
  excludes?: readonly Sky[];
  seasons?: readonly Season[];
  temperature?: 'cold' | 'hot';
  /** Hues the phrase shows (a colour word, a coloured light). */
  hues?: readonly Hue[];
  /** A palette that names its colours: no other hue belongs in the picture. */
  only?: readonly Hue[];
  /** A palette of one colour (black and white, sepia, one blue): colour at large has no place in it. */
  mono?: boolean;
  /** Colour at large ("dabs of colour", "a riot of vivid colour"); `many` when it is many hues at once. */
  chromatic?: 'some' | 'many';
  /** Washed-out or vivid colour: a picture is not both. */
  saturation?: 'muted' | 'vivid';
  /** Warm or cool colour and feeling ("icy blues" against "a warm, cozy intimacy"). */
  tint?: 'warm' | 'cool';
  /** Bustle or stillness: a busy place, or a storm, is not a still one. */
  pace?: 'busy' | 'still';
  /** A light-hearted or a dark mood: a cozy nook is not an eerie one, a haunted forest not a celebration. */
  feel?: 'light' | 'dark';
  /** Glad or sad: a joyful grandmother has no melancholic air, a tired teacher no celebratory lightness. */
  valence?: 'glad' | 'sad';
  /** Intimate (a nook, candlelight, a close study) or grand (heroic, epic, sweeping). */
  scale?: 'intimate' | 'grand';
  /** How close the camera may be. */
  shots?: readonly Shot[];
  angle?: Angle;
  /** Soft focus against every detail crisp. */
  focus?: 'soft' | 'sharp';
  /** Shallow depth of field needs an open aperture; f/8 and f/11 are closed. */
  aperture?: 'open' | 'closed';
  /** The film a camera takes: a 35mm frame is not a medium-format one. */
  film?: '35mm' | 'medium-format';
  /** An instant camera has one fixed lens; a named lens is another camera's. */
  camera?: 'instant' | 'lens';
  /** Lenses of a kind of their own; two different ones are two cameras. */
  lens?: 'anamorphic' | 'tilt-shift' | 'macro';
  /** A perspective with depth blur, which an isometric projection does not have. */
  depthBlur?: boolean;
  /** A flat medium (vector, pixel art, a woodblock print): no depth of field. */
  flat?: boolean;
  /** A photograph, which a camera takes from a place: no isometric projection. */
  photo?: boolean;
  /** Light that shows only in the dark (glowing motes, bioluminescence): not by day, not in sunshine. */
  dark?: boolean;
  /** Hard light and crisp shadows, or light diffused by fog or cloud. */
  hardness?: 'hard' | 'soft';
  /** An open flame (candles): wind blows it out. */
  flame?: boolean;
  /** A light that reaches only what is near it (a candle, a lantern, a fireplace): not a landscape or a sky. */
  nearLight?: boolean;
  /** A light of living things (bioluminescence): the wild's, not a market's or a room's. */
  natural?: boolean;
  /** Indoors, underwater or in space: no weather falls on it. */
  enclosed?: boolean;
  /** The keywords put the subject under the open sky (a meadow, a street, a wild animal, a car). */
  outdoors?: boolean;
  /** A view of the weather outside (a rain-streaked window): only a scene under the sky has one to show. */
  skyView?: boolean;
  /** Fine texture shown sharp, or a medium of flat shapes and washes that has none. */
  texture?: 'fine' | 'none';
  /** A view toward the horizon (a skyline, a glowing horizon): no camera looking straight down sees it. */
  horizon?: boolean;
  /** Weather falling on the subject, or open sky around it. */
  exposed?: boolean;
  stillWater?: boolean;
  rough?: boolean;
  setting?: Setting;
  /** A phrase that puts the subject somewhere ("in a sunlit meadow"): a subject that is a place has one. */
  placed?: boolean;
  /** The subject mirrored in water or a puddle: not when the subject is the water. */
  reflection?: boolean;
  /** The subject is a body of water (a lake, a waterfall, the sea). */
  waterBody?: boolean;
  /** A view through a window or glass: something a cave or the sea floor has no window for. */
  windowView?: boolean;
  /** Needs a solid subject with an outline (a silhouette, rim light on every edge, a close-up). */
  object?: boolean;
  /** A cutaway shows the inside of something built. */
  cutaway?: boolean;
  /** Drawn as moving (speed lines). */
  motion?: 'moving';
  /** What the subject is (from the keywords only). */
  kind?: SubjectKind;
  /** Light or motes hanging in air ("cutting through the air", "drifting dust"): none in orbit or underwater. */
  air?: boolean;
  /** A view from the ground ("looking up from the ground"): nothing floating in orbit has one. */
  ground?: boolean;
  /** Colour of signs and screens (a neon palette): a city's, not a wheat field's or a snow leopard's. */
  artificial?: boolean;
  /** The comfort of a home (cozy, snug, homely): not a wild animal's, a field's, a storm's or a cliff's. */
  homely?: boolean;
  /** A gentle mood (serene, dreamy, tender, playful, nostalgic): not anger's, fear's, a storm's or a battle's. */
  gentle?: boolean;
  /** An agitated feeling or scene (anger, fear, a storm, a battle): no gentle mood goes with it. */
  agitated?: boolean;
  /** A view "like a map": of a place or a town, not of an animal or a person. */
  mapView?: boolean;
  /** Someone in the foreground watching (an onlooker, a passer-by): not at a landscape, in orbit or underwater. */
  onlooker?: boolean;
  /** "Lit by …": the words after it must be a light. */
  litBy?: boolean;
  /** A way of lighting, not a light ("moody chiaroscuro"): nothing is "lit by" it. */
  notSource?: boolean;
  /**
   * A phrase that says itself whole: facts of shorter entries inside it are not read ("frosted blues" is a
   * palette, not frost).
   */
  whole?: boolean;
}

export const DAYLIGHT: readonly Slot[] = ['dawn', 'morning', 'noon', 'afternoon', 'golden'];
export const AFTER_DARK: readonly Slot[] = ['dusk', 'twilight', 'night'];

export interface LexiconEntry {
  pattern: RegExp;
  fact: SceneFact;
}

export const fact = (pattern: RegExp, f: SceneFact): LexiconEntry => ({ pattern, fact: f });

/** Settings that cannot be the same scene's (read both ways). */
export const SETTING_CLASHES: Readonly<Record<Setting, readonly Setting[]>> = {
  city: ['country', 'sea', 'shore', 'desert', 'mountain', 'space', 'underwater', 'forest', 'open'],
  // Fields and farmland: no street, pavement or room around them.
  // A wheat field has no water the engine may look across.
  country: ['city', 'sea', 'space', 'room', 'underwater', 'underground', 'water'],
  sea: ['city', 'desert', 'lake', 'mountain', 'room', 'space', 'underground', 'woodland'],
  shore: ['city', 'desert', 'space', 'room', 'underground', 'mountain', 'forest'],
  lake: ['sea', 'desert', 'space', 'underground'],
  water: ['desert', 'space', 'underground'],
  desert: ['city', 'sea', 'shore', 'lake', 'water', 'underwater', 'space', 'woodland'],
  mountain: ['city', 'sea', 'space', 'underwater', 'shore'],
  // A space station is a place of its own: no greenhouse, lake or street around it.
  space: [
    'city',
    'sea',
    'shore',
    'lake',
    'water',
    'desert',
    'mountain',
    'room',
    'underwater',
    'underground',
    'woodland',
  ],
  // A room has no forest canopy, no open ground and no water to mirror it around it (leaves may be a
  // window's or a greenhouse's).
  room: [
    'sea',
    'shore',
    'lake',
    'water',
    'desert',
    'mountain',
    'country',
    'space',
    'underwater',
    'underground',
    'forest',
    'open',
  ],
  underwater: ['city', 'desert', 'mountain', 'room', 'space', 'underground', 'woodland'],
  underground: ['country', 'sea', 'shore', 'lake', 'water', 'space', 'room', 'underwater', 'woodland'],
  // Leaves, vines and branches grow on land, out of the water, out of orbit and out of the desert.
  woodland: ['sea', 'desert', 'space', 'underwater', 'underground', 'open'],
  // Open ground under a wide empty sky: no trees overhead, no roof.
  open: ['woodland', 'forest', 'room', 'underground', 'underwater', 'city'],
  // A forest or a jungle: no street, sea, desert or room around it.
  forest: ['city', 'sea', 'shore', 'desert', 'space', 'underwater', 'underground', 'room', 'open'],
};
