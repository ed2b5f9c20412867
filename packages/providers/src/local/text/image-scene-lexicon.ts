// What words say about a scene's world, as data for the contradiction checker and the scene model: the
// hours a phrase allows (time slots), the sky it implies and the skies it rules out, the light it needs,
// the seasons, cold or heat, whether the scene is closed in (indoors, underwater, underground, in space) or
// out under the weather, still or rough water, and which place it is. Patterns match lower-case text; they
// cover the engine's own vocabulary and the words people type as keywords. How a picture looks (colour,
// camera, mood) is in `image-look-lexicon.ts`; both are read together as SCENE_LEXICON.
import { LOOK_LEXICON } from './image-look-lexicon';
import { CLOCK_TIMES } from './image-clock-time';
import { PRESENCE_LEXICON } from './image-presence-lexicon';
import { AFTER_DARK, DAYLIGHT, fact, type LexiconEntry } from './image-scene-fact';

export type { SceneFact, Setting, Slot } from './image-scene-fact';
export { SETTING_CLASHES } from './image-scene-fact';

const NOT_UNDER_CLOUD = ['overcast', 'rain', 'snowfall', 'storm'] as const;

/** Rooms and buildings that, entered ("in a mansion"), put a scene indoors. */
const INDOOR_NOUNS =
  "(?:artist's )?studio|kitchen|bedroom|living room|library|reading nook|nook|attic|classroom|cellar|workshop|ballroom|hall|museum|gallery|club|jazz club|nightclub|bar|pub|tavern|inn|restaurant|cafe|café|coffee shop|tea ?house|tea room|teahouse|bakery|bookshop|bookstore|shop|store|mansion|house|cottage|cabin|castle|palace|cathedral|church|chapel|temple|theatre|theater|opera house|office|apartment|bathroom|barn|train carriage|carriage";

const WORLD: readonly LexiconEntry[] = [
  // Times of day; a clock time ("2am", "7 p.m.") is one too (`image-clock-time.ts`).
  ...CLOCK_TIMES,
  fact(/\b(?:dawn|daybreak|sunrise|first light|break of day)\b/g, { times: ['dawn', 'twilight'] }),
  fact(/\b(?:early morning|morning)\b/g, { times: ['dawn', 'morning'] }),
  fact(/\b(?:high noon|noon|midday|noonday)\b/g, { times: ['noon'] }),
  fact(/\b(?:afternoon|teatime)\b/g, { times: ['afternoon', 'golden'] }),
  fact(/\bgolden[- ]hour\b/g, { times: ['dawn', 'golden'], weather: 'sun', excludes: NOT_UNDER_CLOUD }),
  fact(/\b(?:sunset|sundown)\b/g, { times: ['golden', 'dusk', 'twilight'] }),
  fact(/\bsun (?:goes|going|went) down\b|\bsun (?:sets|setting)\b|\biftar\b/g, {
    times: ['golden', 'dusk', 'twilight'],
  }),
  // The sun seen going down is under a sky that shows it.
  fact(/\bsun (?:goes|going|went) down\b|\bsun (?:sets|setting)\b/g, { excludes: ['overcast', 'storm'] }),
  // Owls hunt from dusk to dawn: none at high noon.
  fact(/\bowls?\b/g, { times: ['dawn', 'golden', 'dusk', 'twilight', 'night'] }),
  fact(/\b(?:dusk|nightfall)\b/g, { times: ['dusk', 'twilight'] }),
  fact(/\b(?:twilight|blue hour)\b/g, { times: ['twilight'] }),
  fact(/\bevening\b/g, { times: ['golden', 'dusk', 'twilight', 'night'] }),
  fact(/\b(?:midnight|night|nighttime|nights|tonight|nocturne|nocturnal)\b/g, { times: ['night'] }),
  // Neon glows after dark; synthwave's sun sets.
  fact(/\bneon\b/g, { times: AFTER_DARK }),
  fact(/\b(?:synthwave|retrowave|vaporwave)\b/g, { times: ['golden', 'dusk', 'twilight', 'night'] }),
  // After a shower the ground is wet: not frozen, not in orbit.
  fact(/\bafter (?:a |the )?(?:summer )?(?:shower|rain)\b/g, {
    weather: 'wet',
    excludes: ['frost', 'snowfall'],
  }),
  fact(/\bmoonrise\b/g, { times: ['dusk', 'twilight', 'night'] }),
  fact(/\b(?:moonlight|moonlit|moonbeams?)\b/g, {
    times: ['night'],
    weather: 'moon',
    excludes: ['overcast', 'clouds', 'rain', 'snowfall', 'storm'],
    hardness: 'soft',
  }),
  // A moon in the picture is up after the sun goes down (a daytime moon reads as a mistake).
  fact(/\bmoon\b/g, {
    times: ['dusk', 'twilight', 'night'],
    weather: 'moon',
    excludes: ['overcast', 'rain', 'snowfall', 'storm'],
  }),
  fact(/\b(?:starry|starlit|starlight|stars|northern lights|aurora)\b/g, {
    times: ['night'],
    weather: 'clear',
    excludes: ['overcast', 'clouds', 'rain', 'snowfall', 'storm', 'fog'],
  }),
  fact(/\bfireflies\b/g, { times: ['dusk', 'twilight', 'night'], seasons: ['summer'] }),
  // A rainbow is sunlight in rain: by day, never in the dark, fog or snow.
  fact(/\brainbows?\b/g, { times: DAYLIGHT, excludes: ['overcast', 'snowfall', 'fog'], exposed: true }),
  // Light that needs the sun.
  fact(
    /\b(?:sunlit|sunny|sunlight|sun-drenched|sunshine|sunbeams?|midday sun|noon light|sun-dappled|sun-flecked|dappled light|god rays|crisp shadows)\b/g,
    { times: DAYLIGHT, weather: 'sun', excludes: NOT_UNDER_CLOUD },
  ),
  // Dust hanging in shafts of light is dry, still air lit by the sun: not rain, snow, a storm or fog.
  fact(/\bshafts of light\b|\bdrifting dust\b|\bdust motes\b/g, {
    times: DAYLIGHT,
    excludes: ['rain', 'snowfall', 'storm', 'fog', 'overcast', 'frost', 'clouds'],
  }),
  // Leaves between the sun and the subject: trees, in leaf.
  fact(/\bthrough (?:the )?leaves\b|\bthrough the canopy\b/g, {
    setting: 'woodland',
    object: true,
    seasons: ['spring', 'summer', 'autumn'],
  }),
  // A canopy is a forest's roof: not over a street or a market.
  fact(/\bthrough the canopy\b/g, { setting: 'forest' }),
  // A silhouette stands against a low light: not under the noon sun.
  fact(/\bsilhouetted\b|\bsilhouette against the light\b/g, {
    times: ['dawn', 'morning', 'afternoon', 'golden', 'dusk', 'twilight', 'night'],
  }),
  // Flames: candles are blown out by wind and rain and light only what is near them.
  fact(/\b(?:candlelight|candlelit)\b/g, { times: AFTER_DARK }),
  fact(/\b(?:candlelight|candlelit|candles?)\b/g, {
    flame: true,
    excludes: ['rain', 'snowfall', 'storm'],
    scale: 'intimate',
  }),
  fact(/\b(?:lantern light|lantern-lit|lamplight)\b/g, { times: AFTER_DARK }),
  fact(
    /\b(?:candlelight|candlelit|lantern light|lamplight|glow of a fireplace|neon signs?|neon reflections)\b/g,
    {
      nearLight: true,
    },
  ),
  // Sun-bleached colour is the sun's work: a picture of the night is not sun-bleached.
  fact(/\bsun-bleached\b/g, { times: DAYLIGHT }),
  // Neon in puddles needs a city street wet from rain, not snow, frost or a clear dry night.
  fact(/\bneon reflections\b|\bwet pavement\b|\brain-soaked (?:city )?street\b/g, {
    times: AFTER_DARK,
    setting: 'city',
    exposed: true,
    excludes: ['snowfall', 'frost', 'clear'],
  }),
  fact(/\bneon signs?\b/g, { times: AFTER_DARK, setting: 'city' }),
  // Glowing motes and bioluminescence show only in the dark.
  fact(/\b(?:glowing motes|in the dark|bioluminescent|bioluminescence)\b/g, { dark: true }),
  fact(/\b(?:bioluminescent|bioluminescence)\b/g, { natural: true }),
  fact(/\bin the dark\b/g, { times: ['dusk', 'night'] }),
  fact(/\bglowing horizon\b/g, {
    times: ['dawn', 'golden', 'dusk', 'twilight'],
    exposed: true,
    excludes: ['fog', 'overcast', 'rain', 'snowfall', 'storm'],
  }),
  // A sunset or a sunrise seen is the sun on the horizon, under a sky that shows it.
  fact(/\b(?:a|the) (?:[\w-]+ )?(?:sunset|sunrise)\b|\b(?:sunset|sunrise) over\b/g, {
    weather: 'sun',
    excludes: ['overcast', 'rain', 'snowfall', 'storm', 'fog'],
  }),
  // A campfire burns after dark, and lights only what is near it.
  fact(/\b(?:campfire|bonfire)\b/g, { times: AFTER_DARK, nearLight: true }),
  // A lantern festival is lit after dark.
  fact(/\blantern festival\b|\blanterns\b/g, { times: AFTER_DARK }),
  // Under a wide empty sky nothing grows overhead.
  fact(/\bvast empty sky\b|\bvast desert sky\b|\bin the clouds\b/g, { setting: 'open' }),
  fact(/\bgolden haze\b/g, { times: DAYLIGHT, weather: 'sun', excludes: NOT_UNDER_CLOUD }),
  fact(/\bovercast light\b|\blight from a pearl-grey sky\b/g, { times: DAYLIGHT, hardness: 'soft' }),
  // A moon someone looks at is in a sky that shows it.
  fact(/\bthe moon\b/g, { weather: 'moon', excludes: ['overcast', 'rain', 'snowfall', 'storm'] }),
  // Studio light is a room's own: no sky, no hour.
  fact(/\bstudio (?:softbox|lighting|light)\b/g, { times: [], enclosed: true, setting: 'room' }),
  // "Just after sunset" is dusk, no longer the golden hour the word alone allows.
  fact(/\b(?:just after|after) sunset\b/g, { times: ['dusk', 'twilight'] }),
  // Skies.
  // A reader sees a cloudless or blue sky by day, unless stars or a moon are said (those say night).
  fact(/\b(?:cloudless sky|blue sky)\b/g, { times: DAYLIGHT }),
  fact(/\b(?:cloudless|clear skies|clear sky|blue sky|vast empty sky)\b/g, {
    weather: 'clear',
    excludes: ['overcast', 'clouds', 'rain', 'snowfall', 'storm', 'fog'],
  }),
  fact(/\b(?:overcast|pearl-grey sky|grey sky|gray sky|leaden sky|cloudy)\b/g, {
    weather: 'overcast',
    excludes: ['clear', 'sun', 'moon'],
    hardness: 'soft',
  }),
  fact(
    /\b(?:towering clouds|storm clouds|heavy clouds|patterned clouds|in the clouds|pink clouds|clouds below)\b/g,
    {
      weather: 'clouds',
      excludes: ['clear'],
    },
  ),
  // "Rain forest" is a kind of forest, not weather; a "rainy forest" is rain.
  fact(
    /\brain\b(?![- ](?:puddle|soaked|forest|streaked))|\brain(?:y|ing|fall|drops)\b|\b(?:drizzle|downpour)\b/g,
    {
      weather: 'rain',
      excludes: ['clear', 'sun', 'moon', 'snowfall', 'frost'],
    },
  ),
  fact(/\b(?:drifting snow|falling snow|snowfall|snowing|blizzard|snowstorm|snowflakes)\b/g, {
    weather: 'snowfall',
    excludes: ['clear', 'sun', 'moon', 'rain'],
  }),
  fact(/\b(?:storm|stormy|storms|thunderstorm|thunder|tempest|lightning|gale)\b/g, {
    weather: 'storm',
    excludes: ['clear', 'sun', 'moon'],
    rough: true,
  }),
  fact(/\b(?:fog|foggy|fogged|mist|misty|mists)\b/g, {
    weather: 'fog',
    excludes: ['clear'],
    hardness: 'soft',
  }),
  fact(/\b(?:golden haze|in the haze|hazy)\b/g, { hardness: 'soft' }),
  fact(/\b(?:gusting wind|windswept|windy|wind|crashing waves|big wave)\b/g, { rough: true }),
  // Dry heat (a heatwave, a hot sidewalk, heat haze): a dry day's, with no rain, fog, snow or frost.
  fact(
    /\b(?:heat|heatwave|heat haze|scorching|sweltering|sun-baked|desert|dunes|hot (?:sidewalk|pavement|day|afternoon|sun))\b/g,
    {
      temperature: 'hot',
      excludes: ['rain', 'storm', 'fog', 'snowfall', 'frost', 'wet'],
    },
  ),
  // Seasons, cold and heat.
  fact(/\b(?:winter|wintry|christmas|snow|snowy|snowman|snowmen)\b/g, {
    seasons: ['winter'],
    temperature: 'cold',
  }),
  // Snow on the ground is frozen ground: no rain, no wet pavement.
  fact(/\b(?:snow|snowy|snow-covered|snowman|snowmen)\b/g, { weather: 'frost' }),
  // A snowman stands outside: indoors it melts.
  fact(/\b(?:snowman|snowmen)\b/g, { exposed: true }),
  fact(/\b(?:drifting snow|falling snow|snowfall|snowing|blizzard|snowstorm|snowflakes)\b/g, {
    seasons: ['winter'],
    temperature: 'cold',
  }),
  // A reader hears frost as late autumn's or winter's, never spring's.
  fact(/\b(?:frost|frosty|frosted)\b/g, {
    seasons: ['autumn', 'winter'],
    temperature: 'cold',
    weather: 'frost',
    excludes: ['rain'],
  }),
  fact(/\b(?:icy|ice|frozen|glacier|polar|arctic|freezing|iceberg)\b/g, {
    seasons: ['autumn', 'winter', 'spring'],
    temperature: 'cold',
  }),
  fact(/(?<!hot )\bspring(?:time)?\b|\b(?:cherry blossoms?|blossoms|tulips)\b/g, { seasons: ['spring'] }),
  // Fields in flower: lavender and sunflowers bloom in summer.
  fact(/\b(?:lavender fields?|sunflowers?|sunflower fields?|poppy fields?)\b/g, { seasons: ['summer'] }),
  fact(/\b(?:summer|summertime|midsummer)\b/g, { seasons: ['summer'] }),
  fact(/\b(?:autumn|autumnal|fall foliage|harvest|halloween|pumpkins?|falling leaves)\b/g, {
    seasons: ['autumn'],
  }),
  fact(
    /\b(?:heat|heatwave|scorching|sweltering|tropical|desert|dunes|sun-baked|warm golden haze|volcano|volcanic|lava|eruption|hot springs?)\b/g,
    {
      temperature: 'hot',
    },
  ),
  // Closed in, or out in the weather.
  fact(
    /\b(?:indoors|inside|kitchen|artist's studio|bedroom|living room|library|reading nook|greenhouse|attic|classroom|jazz club|nightclub|ballroom|cellar|underwater|under the sea|under the ice|space station|outer space|in space|in orbit)\b/g,
    { enclosed: true },
  ),
  // Entering a room or a building: "a specter in a mansion", "a painter in a studio".
  fact(
    new RegExp(
      `\\b(?:in|inside|within) (?:a|an|the|his|her|their|my|our) (?:[\\w'-]+ ){0,2}(?:${INDOOR_NOUNS})\\b`,
      'g',
    ),
    { enclosed: true, setting: 'room' },
  ),
  // Under the ground: no sky, no hour of the sun, no weather.
  fact(/\b(?:cave|caves|cavern|grotto|subway|underground|mine shaft|catacombs?|tunnel)\b/g, {
    enclosed: true,
    setting: 'underground',
  }),
  // Places out in the open: no room, sea floor or orbit holds them.
  fact(
    /\b(?:shore|beach|meadow|cliff|alley|street|town square|ruins|rooftop|mountain lake|field|forest|hilltop|floating island|harbour|harbor|canyon|valley|prairie|hillside|skyline|jungle)\b/g,
    { exposed: true },
  ),
  fact(
    /\b(?:in|under|beneath|amid) (?:a |the )?(?:light |heavy |gentle |steady |falling |drifting )?(?:rain|snow|snowfall|drizzle|downpour|hail|wind)\b/g,
    { exposed: true },
  ),
  // Morning fog is the morning's.
  fact(/\bmorning fog\b/g, { times: ['dawn', 'morning'] }),
  fact(/\bwrapped in (?:morning )?fog\b|\bin (?:the )?(?:swirling |drifting |thick )?(?:mist|fog|haze)\b/g, {
    exposed: true,
  }),
  fact(
    /\b(?:in a gusting wind|in a warm golden haze|in glittering frost|after a summer shower|from the ground|under a cloudless sky|under towering clouds|beneath a brooding storm sky|under a vast desert sky|beneath a vast empty sky|against the sky|from a hilltop)\b/g,
    { exposed: true },
  ),
  // Water that mirrors the subject lies outside, under the sky: no room has it.
  fact(/\b(?:mirrored in still water|doubled in a glassy lake|reflected in a (?:rain )?puddle)\b/g, {
    exposed: true,
    setting: 'water',
    reflection: true,
    object: true,
  }),
  // Dew forms outdoors, on leaves and grass: no dewdrops by a fireplace.
  fact(/\bdewdrops\b/g, { exposed: true }),
  // A puddle is liquid: not in frost or falling snow.
  fact(/\bpuddles?\b/g, { excludes: ['frost', 'snowfall'] }),
  // A lighthouse stands on a coast; surf and big waves are the sea's.
  fact(/\b(?:lighthouses?)\b/g, { setting: 'shore' }),
  fact(/\b(?:big waves?|surf|surfer|surfing|surfboard)\b/g, { setting: 'sea' }),
  // Jazz clubs and nightclubs open after dark.
  fact(/\b(?:jazz club|nightclub|night club)\b/g, { times: AFTER_DARK }),
  // A table or a windowsill is inside.
  fact(/\bon (?:a|the) (?:[\w-]+ )?(?:table|windowsill|shelf|desk)\b/g, { enclosed: true }),
  // Bees and butterflies fly out of winter.
  fact(/\b(?:bees?|butterfl(?:y|ies)|dragonfl(?:y|ies))\b/g, { seasons: ['spring', 'summer', 'autumn'] }),
  // Bees and butterflies fly by day, out of winter.
  fact(/\b(?:honey ?bees?|bumble ?bees?|bees?|butterfl(?:y|ies))\b/g, {
    times: DAYLIGHT,
    seasons: ['spring', 'summer', 'autumn'],
  }),
  // Baking and cooking happen in a kitchen, not out in the weather.
  fact(/\b(?:baking|cooking|kneading)\b/g, { enclosed: true }),
  // Mars and other worlds: desert, with no rain, snowfall, leaves or streets.
  fact(/\b(?:mars|martian|alien planet|lunar surface)\b/g, {
    setting: 'desert',
    excludes: ['rain', 'snowfall'],
  }),
  fact(/\b(?:forest|forests|woods|woodland|jungle|rain forest|rainforest)\b/g, { setting: 'forest' }),
  // A greenhouse is glass around growing plants: leaves, not a room's furniture.
  fact(/\b(?:greenhouse|conservatory)\b/g, { setting: 'woodland' }),
  // Framed by growing things: on land, among plants; vines and tall grass are green out of winter.
  fact(/\b(?:overhanging branches|hanging vines|tall grass)\b/g, { setting: 'woodland', exposed: true }),
  fact(/\b(?:hanging vines|tall grass)\b/g, { seasons: ['spring', 'summer', 'autumn'] }),
  // Seen through glass: something with a window.
  fact(/\bthrough (?:a |the )?(?:rain-streaked |round |fogged )?(?:window|glass)\b/g, { windowView: true }),
  // Rain runs down the glass: it is raining outside, so no sun, stars or snow.
  fact(/\brain-streaked\b/g, { excludes: ['clear', 'sun', 'moon', 'snowfall', 'frost'], skyView: true }),
  fact(/\bfogged glass\b/g, { skyView: true }),
  // Weather seen from inside: it falls outside the window, not on the room.
  fact(/\b(?:rain|snow|drizzle|storm) falling outside\b/g, {
    skyView: true,
    whole: true,
    excludes: ['clear', 'sun', 'moon'],
  }),
  // Painted out of doors, seen over vast distances, under painted skies: a picture of the open air.
  fact(/\b(?:plein-air|vast distances|painterly skies|panoramic|old stone arch)\b/g, { exposed: true }),
  // A passer-by walks a street.
  fact(/\bpasser-by\b/g, { setting: 'city' }),
  // A mood a phrase carries: shadows and tension are dark, humour and whimsy light.
  fact(/\b(?:secrets half hidden|full of tension|tense)\b/g, { feel: 'dark' }),
  fact(/\b(?:gentle humour|whimsy|whimsical|celebratory)\b/g, { feel: 'light' }),
  // Backlight and a halo need a low sun: none at high noon.
  fact(/\b(?:backlight|haloing|rim light)\b/g, {
    times: ['dawn', 'morning', 'golden', 'dusk', 'twilight', 'night'],
    excludes: ['storm', 'overcast'],
  }),
  // A sky the subject stands under is seen above it: a wide or medium view, never one looking straight down.
  fact(
    /\b(?:under|beneath) (?:a |an )?(?:cloudless sky|towering clouds|brooding storm sky|vast desert sky|vast empty sky)\b/g,
    {
      shots: ['medium', 'wide'],
      horizon: true,
    },
  ),
  // A fire's or a lantern's glow shows in the dark.
  fact(/\b(?:glow of a fireplace|lantern light)\b/g, { times: ['dusk', 'twilight', 'night'] }),
  // Meals keep their hours.
  fact(/\blunch(?:time)?\b/g, { times: ['noon', 'afternoon'] }),
  fact(/\b(?:dinner|supper)\b/g, { times: ['golden', 'dusk', 'twilight', 'night'] }),
  fact(/\bbreakfast\b/g, { times: ['dawn', 'morning'] }),
  // A hot day is the sun's: not dawn or night.
  fact(/\bhot (?:day|afternoon)\b/g, { times: ['morning', 'noon', 'afternoon', 'golden'] }),
  // Ice and salt plains, open to the sky: no canopy, vines or tall grass.
  fact(/\b(?:tundra|salt flats?|glacier|ice field|arctic|antarctic)\b/g, { setting: 'open' }),
  fact(/\b(?:atlantic|pacific)\b/g, { setting: 'sea' }),
  fact(/\bcoral reefs?\b/g, { enclosed: true }),
  // Under the sea and in orbit: no sky, no weather, no lamp.
  fact(/\b(?:deep (?:ocean|sea)|deep-sea|ocean floor|sea ?floor|seabed)\b/g, {
    enclosed: true,
    setting: 'underwater',
  }),
  fact(
    /\b(?:above (?:the )?earth|in orbit|outer space|deep space|zero gravity|black holes?|nebulae?|galax(?:y|ies))\b/g,
    {
      enclosed: true,
      setting: 'space',
    },
  ),
  // The stars and the Milky Way are a clear night's.
  // Moonlight washes the Milky Way out of the sky: it shows on a moonless night.
  fact(/\b(?:milky way|meteor shower|comet)\b/g, {
    times: ['night'],
    weather: 'clear',
    excludes: ['overcast', 'clouds', 'rain', 'snowfall', 'storm', 'fog', 'moon'],
  }),
  fact(/\bafter school\b/g, { times: ['afternoon', 'golden'] }),
  // Colour film in a black-and-white picture is a contradiction.
  fact(/\b(?:kodak portra colours|fujifilm tones|washed-out colours|faded colours)\b/g, {
    chromatic: 'some',
  }),
  fact(/\bsoft-lit\b/g, { hardness: 'soft' }),
  // Drama in every shadow is hard light: not an overcast sky's or a soft render's.
  fact(/\bbold drama in every shadow\b/g, { hardness: 'hard' }),
  // Texture sharp to the eye, or media with none to show.
  fact(/\b(?:every texture in focus|textures sharp enough to touch)\b/g, { texture: 'fine' }),
  fact(
    /\b(?:minimalist vector|vector artwork|vector poster|vector illustration|loose watercolor|ink wash|sumi-e)\b/g,
    {
      texture: 'none',
    },
  ),
  fact(/\b(?:skyline|glowing horizon)\b/g, { horizon: true }),
  // Bioluminescence glows in the wild dark: a forest, a reef, the sea at night.
  fact(/\bbioluminescent\b/g, { exposed: true }),
  // Feelings a keyword names: glad or sad, light or dark.
  fact(
    /\b(?:jealousy|envy|anger|rage|grief|sorrow|sadness|despair|dread|regret|guilt|shame|heartbreak|burnout|anxiety|loneliness)\b/g,
    {
      valence: 'sad',
    },
  ),
  fact(/\b(?:peaceful|serenity|tranquil)\b/g, { feel: 'light', pace: 'still' }),
  fact(/\b(?:anger|angry|rage|furious|fury)\b/g, { feel: 'dark' }),
  fact(/\b(?:hope|hopeful|joy|joyful)\b/g, { valence: 'glad' }),
  fact(/\b(?:abandoned|derelict|ruined)\b/g, { feel: 'dark' }),
  fact(/\b(?:laughing|laughter|talking at once|party|celebration)\b/g, { valence: 'glad' }),
  fact(/\bfull of tension\b/g, { pace: 'busy', agitated: true }),
  // Settings, and details that belong to one of them.
  fact(
    /\b(?:city|street|streets|alley|alleyway|town square|pavement|sidewalk|skyscrapers?|skyline|traffic|rooftops?|bus stop|train station|(?<!space )station|platform|subway|shop|bakery|bookshop|cafe|coffee shop|market)\b/g,
    { setting: 'city' },
  ),
  fact(/\b(?:at sea|open sea|on the sea|high seas|ocean|offshore)\b/g, { setting: 'sea' }),
  fact(/\b(?:beach|shore|shoreline|seashore|coast)\b/g, { setting: 'shore' }),
  fact(/\b(?:lake|pond)\b/g, { setting: 'lake' }),
  fact(/\b(?:smoothed to glass|still water|calm water|glassy water|mirror-calm)\b/g, { setting: 'water' }),
  // A desert is dry: no fog rolls over it, no frost lies on it.
  fact(/\b(?:desert|dunes|sand dunes)\b/g, { setting: 'desert', excludes: ['fog', 'frost'] }),
  fact(/\b(?:wheat fields?|corn ?fields?|farmland|countryside|meadow|pasture|vineyard|orchard|farmyard)\b/g, {
    setting: 'country',
  }),
  fact(/\b(?:mountain|mountains|summit|alpine)\b/g, { setting: 'mountain' }),
  fact(/\b(?:space station|outer space|in space|in orbit|spaceship|zero gravity)\b/g, { setting: 'space' }),
  fact(
    /\b(?:indoors|kitchen|artist's studio|bedroom|living room|library|reading nook|attic|classroom|jazz club|nightclub|ballroom)\b/g,
    { setting: 'room' },
  ),
  fact(/\b(?:underwater|under the sea|under the ice|sea floor|seabed|coral reef)\b/g, {
    setting: 'underwater',
  }),
  // Ships sail the sea: no city street, pavement or meadow under them.
  fact(/\b(?:pirate ships?|galleons?|sailing ships?|sailboats?|on deck)\b/g, { setting: 'sea' }),
  // A phrase that puts the subject in a place of the engine's choosing: a room, or out under the sky.
  fact(/\b(?:in|inside) (?:an? )?(?:[\w'-]+ ){0,3}(?:greenhouse|studio|kitchen)\b/g, { placed: true }),
  fact(
    /\b(?:in|on|among|at the edge of|by|under) (?:(?:a|an|the) )?(?:[\w'-]+ ){0,3}(?:town square|meadow|alley|forest|shore|village|ruins|city street|island|cliff|mountain lake|desert sky|rooftop)\b/g,
    { placed: true, exposed: true },
  ),
  // A fireplace is a room's: its glow does not light a forest, a lake or terraces.
  fact(/\bglow of a fireplace\b|\bfireside\b|\bhearth\b/g, { setting: 'room', enclosed: true }),
  // Water seen across, a synthwave sun low on the horizon.
  fact(/\bacross the water\b/g, { setting: 'water', exposed: true }),
  fact(/\bstriped sun\b/g, {
    times: ['golden', 'dusk'],
    weather: 'sun',
    excludes: NOT_UNDER_CLOUD,
    exposed: true,
  }),
  fact(/\bgrid horizon\b/g, { exposed: true, horizon: true }),
  // A skyline is seen from afar: no close-up holds one.
  fact(/\bskyline\b/g, { shots: ['medium', 'wide'] }),
  // Reading under a streetlamp is reading in the dark.
  fact(/\b(?:under|by|beneath) (?:a|the) street ?lamps?\b/g, { times: AFTER_DARK }),
  // Heat haze rises from ground the sun has baked: by day, not at dawn.
  fact(/\bheat haze\b/g, { times: ['noon', 'afternoon'] }),
  fact(/\b(?:while it snows|it's snowing|snowing)\b/g, { weather: 'snowfall' }),
  // Diwali is the festival of lamps on the new-moon night: after dark, no moonlight. Holi's colours are thrown by day.
  fact(/\bdiwali\b/g, { excludes: ['moon'], times: ['dusk', 'twilight', 'night'] }),
  fact(/\bholi\b/g, { times: DAYLIGHT }),
  // Hanukkah candles and a menorah are lit after dark.
  fact(/\b(?:hanukkah|chanukah|menorah)\b/g, { times: ['dusk', 'night'] }),
  // The colour of the light: golden-hour light is warm, moonlight and the blue hour cool; a palette of the
  // other temperature fights them ("golden-hour light, in icy blues and silver"). A sunset the user typed
  // may still be asked for in cool tones.
  fact(/\b(?:golden-hour|golden hour|honeyed light)\b/g, { tint: 'warm' }),
  fact(/\b(?:moonlight|moonlit|blue hour)\b/g, { tint: 'cool' }),
  // Standing on the moon, nobody sees moonlight.
  fact(/\bon the moon\b|\blunar surface\b/g, { excludes: ['moon'], setting: 'space', enclosed: true }),
  // A creature swimming over a reef is under the water: no stars, no sky.
  // The bottom of the sea and a submarine's inside are under the water: no sky, no storm, no fireplace.
  fact(/\b(?:bottom of the (?:sea|ocean)|beneath the waves|sunken city|submarines?)\b/g, {
    setting: 'underwater',
    enclosed: true,
  }),
  fact(/\bswimming (?:over|across|along|through|above) (?:a|the) (?:coral )?reefs?\b/g, {
    setting: 'underwater',
    enclosed: true,
  }),
  // Water that mirrors, and wind that would break it.
  fact(/\b(?:still water|glassy lake|still mountain lake|calm lake|calm water|mirror-calm)\b/g, {
    stillWater: true,
  }),
];

export const SCENE_LEXICON: readonly LexiconEntry[] = [...WORLD, ...LOOK_LEXICON, ...PRESENCE_LEXICON];
