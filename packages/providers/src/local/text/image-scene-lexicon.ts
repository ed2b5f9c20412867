// What words say about a scene, as data for the contradiction checker and the scene model: the hours a
// phrase allows (time slots), the sky it implies and the skies it rules out, the seasons, cold or heat,
// whether the scene is closed in (indoors, underwater, in space) or out under the weather, and still or
// rough water. Patterns match lower-case text; they cover the engine's own vocabulary and the words people
// type as keywords.

/**
 * Parts of a day. A phrase allows one or more ("sunset": golden hour or dusk); two phrases agree when
 * their slots overlap. Twilight is the sun just below the horizon, morning or evening: no sunlight.
 */
export type Slot = 'dawn' | 'morning' | 'noon' | 'afternoon' | 'golden' | 'dusk' | 'twilight' | 'night';
export type Sky =
  'clear' | 'sun' | 'moon' | 'overcast' | 'clouds' | 'rain' | 'snowfall' | 'storm' | 'fog' | 'frost';
export type Season = 'spring' | 'summer' | 'autumn' | 'winter';
/**
 * Where a scene is. A subject that has its own place ("a mountain lake", "a space station") takes no other
 * setting, and a detail belongs to one place ("wet pavement" to a city, "water smoothed to glass" to water).
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
  | 'underwater';

/** Settings that cannot be the same scene's (read both ways). */
export const SETTING_CLASHES: Readonly<Record<Setting, readonly Setting[]>> = {
  city: ['country', 'sea', 'shore', 'desert', 'mountain', 'space', 'underwater'],
  // Fields and farmland: no street, pavement or room around them.
  country: ['city', 'sea', 'space', 'room', 'underwater'],
  sea: ['city', 'desert', 'lake', 'mountain', 'room', 'space'],
  shore: ['city', 'desert', 'space', 'room'],
  lake: ['sea', 'desert', 'space'],
  water: ['desert', 'space'],
  desert: ['city', 'sea', 'shore', 'lake', 'water', 'underwater', 'space'],
  mountain: ['city', 'sea', 'space', 'underwater'],
  // A space station is a place of its own: no greenhouse, lake or street around it.
  space: ['city', 'sea', 'shore', 'lake', 'water', 'desert', 'mountain', 'room', 'underwater'],
  room: ['sea', 'shore', 'lake', 'desert', 'mountain', 'country', 'space', 'underwater'],
  underwater: ['city', 'desert', 'mountain', 'room', 'space'],
};

export interface SceneFact {
  times?: readonly Slot[];
  weather?: Sky;
  /** Skies this one cannot share a scene with. */
  excludes?: readonly Sky[];
  seasons?: readonly Season[];
  temperature?: 'cold' | 'hot';
  /**
   * The colours a palette allows: none (black and white, greys), one blue, warm golds, or colour at large.
   * None stands with no other; one blue with no warm or other colour.
   */
  hue?: 'none' | 'sepia' | 'blue' | 'warm' | 'colour';
  /** Washed-out or vivid colour: a picture is not both. */
  saturation?: 'muted' | 'vivid';
  /** Bustle or stillness: a busy place, or a storm, is not a still one. */
  pace?: 'busy' | 'still';
  /** A light-hearted or a dark mood: a cozy nook is not an eerie one, a haunted forest not a celebration. */
  feel?: 'light' | 'dark';
  /** Indoors, underwater or in space: no weather falls on it. */
  enclosed?: boolean;
  /** Weather falling on the subject, or open sky around it. */
  exposed?: boolean;
  stillWater?: boolean;
  rough?: boolean;
  setting?: Setting;
}

const DAYLIGHT: readonly Slot[] = ['dawn', 'morning', 'noon', 'afternoon', 'golden'];
const AFTER_DARK: readonly Slot[] = ['dusk', 'twilight', 'night'];

const fact = (pattern: RegExp, f: SceneFact) => ({ pattern, fact: f });

export const SCENE_LEXICON: readonly { pattern: RegExp; fact: SceneFact }[] = [
  // Times of day.
  fact(/\b(?:dawn|daybreak|sunrise|first light|break of day)\b/g, { times: ['dawn', 'twilight'] }),
  fact(/\b(?:early morning|morning)\b/g, { times: ['dawn', 'morning'] }),
  fact(/\b(?:high noon|noon|midday|noonday)\b/g, { times: ['noon'] }),
  fact(/\b(?:afternoon|teatime)\b/g, { times: ['afternoon', 'golden'] }),
  fact(/\bgolden[- ]hour\b/g, {
    times: ['dawn', 'golden'],
    weather: 'sun',
    excludes: ['overcast', 'rain', 'snowfall', 'storm'],
  }),
  fact(/\b(?:sunset|sundown)\b/g, { times: ['golden', 'dusk', 'twilight'] }),
  fact(/\b(?:dusk|nightfall)\b/g, { times: ['dusk', 'twilight'] }),
  fact(/\b(?:twilight|blue hour)\b/g, { times: ['twilight'] }),
  fact(/\bevening\b/g, { times: ['golden', 'dusk', 'twilight', 'night'] }),
  fact(/\b(?:midnight|night|nighttime|nights|tonight)\b/g, { times: ['night'] }),
  fact(/\bmoonrise\b/g, { times: ['dusk', 'twilight', 'night'] }),
  fact(/\b(?:moonlight|moonlit)\b/g, {
    times: ['night'],
    weather: 'moon',
    excludes: ['overcast', 'rain', 'snowfall', 'storm'],
  }),
  fact(/\b(?:starry|starlit|starlight|stars|northern lights|aurora)\b/g, {
    times: ['night'],
    weather: 'clear',
    excludes: ['overcast', 'clouds', 'rain', 'snowfall', 'storm', 'fog'],
  }),
  fact(/\bfireflies\b/g, { times: ['dusk', 'twilight', 'night'], seasons: ['summer'] }),
  // Light that needs the sun, or the dark.
  fact(
    /\b(?:sunlit|sunny|sunlight|sun-drenched|sunshine|sunbeams?|midday sun|noon light|sun-dappled|dappled light|god rays|crisp shadows)\b/g,
    { times: DAYLIGHT, weather: 'sun', excludes: ['overcast', 'rain', 'snowfall', 'storm'] },
  ),
  fact(
    /\b(?:candlelight|candlelit|lantern light|lantern-lit|glow of a fireplace|neon reflections|neon signs)\b/g,
    { times: AFTER_DARK },
  ),
  fact(/\b(?:bioluminescent|glowing motes|in the dark)\b/g, { times: ['dusk', 'night'] }),
  fact(/\bglowing horizon\b/g, { times: ['dawn', 'golden', 'dusk', 'twilight'], exposed: true }),
  fact(/\bgolden haze\b/g, {
    times: DAYLIGHT,
    weather: 'sun',
    excludes: ['overcast', 'rain', 'snowfall', 'storm'],
  }),
  fact(/\bovercast light\b|\blight from a pearl-grey sky\b/g, { times: DAYLIGHT }),
  // A moon someone looks at is in a sky that shows it.
  fact(/\bthe moon\b/g, { weather: 'moon', excludes: ['overcast', 'rain', 'snowfall', 'storm'] }),
  // Studio light is a room's own: no sky, no hour.
  fact(/\bstudio (?:softbox|lighting|light)\b/g, { times: [], enclosed: true }),
  // "Just after sunset" is dusk, no longer the golden hour the word alone allows.
  fact(/\b(?:just after|after) sunset\b/g, { times: ['dusk', 'twilight'] }),
  // Skies.
  fact(/\b(?:cloudless|clear skies|clear sky|blue sky|vast empty sky)\b/g, {
    weather: 'clear',
    excludes: ['overcast', 'clouds', 'rain', 'snowfall', 'storm', 'fog'],
  }),
  fact(/\b(?:overcast|pearl-grey sky|grey sky|gray sky|leaden sky|cloudy)\b/g, {
    weather: 'overcast',
    excludes: ['clear', 'sun', 'moon'],
  }),
  fact(/\b(?:towering clouds|storm clouds|heavy clouds|patterned clouds)\b/g, {
    weather: 'clouds',
    excludes: ['clear'],
  }),
  fact(/\brain(?:y|ing|fall|drops)?\b(?![- ](?:puddle|soaked))|\b(?:drizzle|downpour)\b/g, {
    weather: 'rain',
    excludes: ['clear', 'sun', 'moon', 'snowfall', 'frost'],
  }),
  fact(/\b(?:drifting snow|falling snow|snowfall|snowing|blizzard|snowstorm|snowflakes)\b/g, {
    weather: 'snowfall',
    excludes: ['clear', 'sun', 'moon', 'rain'],
  }),
  fact(/\b(?:storm|stormy|storms|thunderstorm|thunder|tempest|lightning|gale)\b/g, {
    weather: 'storm',
    excludes: ['clear', 'sun', 'moon'],
    rough: true,
  }),
  fact(/\b(?:fog|foggy|mist|misty|mists)\b/g, { weather: 'fog', excludes: ['clear'] }),
  fact(/\b(?:gusting wind|windswept|windy|crashing waves|big wave)\b/g, { rough: true }),
  // Seasons, cold and heat.
  fact(/\b(?:winter|wintry|christmas|snow|snowy|snowman|snowmen)\b/g, {
    seasons: ['winter'],
    temperature: 'cold',
  }),
  fact(/\b(?:drifting snow|falling snow|snowfall|snowing|blizzard|snowstorm|snowflakes)\b/g, {
    seasons: ['winter'],
    temperature: 'cold',
  }),
  fact(/\b(?:frost|frosty|frosted)\b/g, {
    seasons: ['autumn', 'winter', 'spring'],
    temperature: 'cold',
    weather: 'frost',
    excludes: ['rain'],
  }),
  fact(/\b(?:icy|ice|frozen|glacier|polar|arctic|freezing|iceberg)\b/g, {
    seasons: ['autumn', 'winter', 'spring'],
    temperature: 'cold',
  }),
  fact(/(?<!hot )\bspring(?:time)?\b|\b(?:cherry blossoms?|blossoms|tulips)\b/g, { seasons: ['spring'] }),
  fact(/\b(?:summer|summertime|midsummer)\b/g, { seasons: ['summer'] }),
  fact(/\b(?:autumn|autumnal|fall foliage|harvest|halloween|pumpkins?|falling leaves)\b/g, {
    seasons: ['autumn'],
  }),
  fact(/\b(?:heat|heatwave|scorching|sweltering|tropical|desert|dunes|sun-baked|warm golden haze)\b/g, {
    temperature: 'hot',
  }),
  // Closed in, or out in the weather.
  fact(
    /\b(?:indoors|inside|kitchen|artist's studio|bedroom|living room|library|reading nook|greenhouse|attic|classroom|underwater|under the sea|under the ice|space station|outer space|in space|in orbit)\b/g,
    { enclosed: true },
  ),
  // Places out in the open: no room, sea floor or orbit holds them.
  fact(
    /\b(?:shore|beach|meadow|cliff|alley|street|town square|ruins|rooftop|mountain lake|field|forest|hilltop|floating island|harbour|harbor)\b/g,
    { exposed: true },
  ),
  fact(
    /\b(?:in|under|beneath|amid) (?:a |the )?(?:light |heavy |gentle |steady |falling |drifting )?(?:rain|snow|snowfall|drizzle|downpour|hail)\b/g,
    { exposed: true },
  ),
  fact(/\bwrapped in (?:morning )?fog\b|\bin (?:swirling |drifting |thick )?(?:mist|fog)\b/g, {
    exposed: true,
  }),
  fact(
    /\b(?:in a gusting wind|in a warm golden haze|under a cloudless sky|under towering clouds|beneath a brooding storm sky|under a vast desert sky|beneath a vast empty sky|against the sky)\b/g,
    { exposed: true },
  ),
  // Settings, and details that belong to one of them.
  fact(
    /\b(?:city|street|streets|alley|alleyway|town square|pavement|sidewalk|skyscrapers?|skyline|neon signs?|traffic)\b/g,
    {
      setting: 'city',
    },
  ),
  fact(/\b(?:at sea|open sea|on the sea|high seas|ocean|offshore)\b/g, { setting: 'sea' }),
  fact(/\b(?:beach|shore|shoreline|seashore|coast)\b/g, { setting: 'shore' }),
  fact(/\b(?:lake|pond)\b/g, { setting: 'lake' }),
  fact(/\b(?:smoothed to glass|still water|calm water|glassy water|mirror-calm)\b/g, { setting: 'water' }),
  fact(/\b(?:desert|dunes|sand dunes)\b/g, { setting: 'desert' }),
  fact(/\b(?:wheat fields?|corn ?fields?|farmland|countryside|meadow|pasture|vineyard|orchard|farmyard)\b/g, {
    setting: 'country',
  }),
  fact(/\b(?:mountain|mountains|summit|alpine)\b/g, { setting: 'mountain' }),
  fact(/\b(?:space station|outer space|in space|in orbit|spaceship|zero gravity)\b/g, { setting: 'space' }),
  fact(
    /\b(?:indoors|kitchen|artist's studio|bedroom|living room|library|reading nook|greenhouse|attic|classroom)\b/g,
    { setting: 'room' },
  ),
  fact(/\b(?:underwater|under the sea|sea floor|seabed|coral reef)\b/g, { setting: 'underwater' }),
  // Ships sail the sea: no city street, pavement or meadow under them.
  fact(/\b(?:pirate ships?|galleons?|sailing ships?|sailboats?|on deck)\b/g, { setting: 'sea' }),
  // Palettes: black and white has no colour, one blue no other hue, and washed-out is not vivid.
  fact(/\b(?:black and white|black-and-white|monochrome|grayscale|greyscale|silvers and greys)\b/g, {
    hue: 'none',
  }),
  fact(/\b(?:single deep blue|deep blue shadows|icy blues|frosted blues)\b/g, { hue: 'blue' }),
  fact(/\brainbows?\b/g, { hue: 'colour' }),
  fact(/\b(?:sepia|tea-stained browns)\b/g, { hue: 'sepia' }),
  fact(/\bwashing everything in colou?r\b/g, { hue: 'colour', saturation: 'vivid' }),
  fact(/\b(?:teal and burnt-orange|teal-and-orange|teal shadows|deep teal|neon pink)\b/g, { hue: 'colour' }),
  fact(/\bvivid neon\b/g, { hue: 'colour', saturation: 'vivid' }),
  fact(
    /\b(?:golden haze|honeyed golds?|burnt orange|golden-hour light|amber and rose|apricot and coral)\b/g,
    {
      hue: 'warm',
    },
  ),
  fact(
    /\b(?:saturated colou?r|vivid colou?r|saturated primaries|jewel-bright|magenta|hot pink|neon pink|cyan|acid green|coloured panes|colored panes|powdery pinks|tangerine|rainbow colou?rs)\b/g,
    { hue: 'colour' },
  ),
  fact(/\b(?:washed-out colou?rs|faded colou?rs|slightly faded|sun-bleached|faded sepia)\b/g, {
    saturation: 'muted',
  }),
  fact(/\b(?:riot of vivid colou?r|bold saturated primaries|saturated colou?r|jewel-bright)\b/g, {
    saturation: 'vivid',
  }),
  // Bustle and stillness.
  fact(/\b(?:busy|bustling|crowded|thronged|rush hour)\b/g, { pace: 'busy' }),
  fact(/\b(?:stillness|unhurried|meditative quiet|deserted|tranquil|peace of a held breath|hush|hushed)\b/g, {
    pace: 'still',
  }),
  fact(/\b(?:snowstorm|blizzard|gale|storm-tossed|gusting wind)\b/g, { pace: 'busy' }),
  fact(/\b(?:markets?|bazaar|festival|carnival|parade|crowds?)\b/g, { pace: 'busy' }),
  // A storm is neither hushed nor snug, and an eruption is not snug.
  fact(/\b(?:storm|storms|stormy|tempest|thunderstorm)\b/g, { pace: 'busy', feel: 'dark' }),
  fact(/\b(?:eruption|erupting)\b/g, { feel: 'dark' }),
  // Moods that cannot share a picture.
  fact(/\b(?:eerie|uneasy|ominous|sinister|haunted|menacing|foreboding|dread|chill that lingers)\b/g, {
    feel: 'dark',
  }),
  fact(/\b(?:cozy|snug|inviting|celebratory|cheerful|playful|joyful|affectionate)\b/g, { feel: 'light' }),
  // A fireplace is a room's: its glow does not light a forest, a lake or terraces.
  fact(/\bglow of a fireplace\b|\bfireside\b|\bhearth\b/g, { setting: 'room', enclosed: true }),
  // Water seen across, a synthwave sun low on the horizon.
  fact(/\bacross the water\b/g, { setting: 'water' }),
  fact(/\bstriped sun\b/g, {
    times: ['golden', 'dusk'],
    weather: 'sun',
    excludes: ['overcast', 'rain', 'snowfall', 'storm'],
  }),
  // Water that mirrors, and wind that would break it.
  fact(/\b(?:still water|glassy lake|still mountain lake|calm lake|calm water|mirror-calm)\b/g, {
    stillWater: true,
  }),
];
