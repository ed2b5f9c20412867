// What words say about how a picture looks, as data for the checker and the scene model: the colours a
// phrase shows or a palette allows, vivid or faded, warm or cool; how close the camera is, from where,
// through which lens and how sharp; hard or soft light; the mood's register (intimate or grand, light or
// dark, bustling or still). A palette phrase is read whole, so its own words ("frosted blues") say nothing
// about the weather.
import { DAYLIGHT, fact, type Hue, type LexiconEntry } from './image-scene-fact';

/** A palette that names its colours: those hues only, read as one phrase. */
const palette = (pattern: RegExp, only: readonly Hue[], extra: Parameters<typeof fact>[1] = {}) =>
  fact(pattern, { only, hues: only, whole: true, ...extra });

const PALETTES: readonly LexiconEntry[] = [
  // Black and white, one blue, sepia: one colour, no colour at large.
  palette(
    /\b(?:stark )?black and white\b|\bblack-and-white\b|\bmonochrome\b|\bgr[ae]yscale\b/g,
    ['neutral'],
    {
      mono: true,
    },
  ),
  palette(/\ba monochrome palette of silvers and greys\b/g, ['neutral'], { mono: true }),
  palette(/\ba single deep blue in many shades\b/g, ['blue'], { mono: true, tint: 'cool' }),
  palette(/\bsepia and cream\b|\btea-stained browns and ivory\b/g, ['brown', 'neutral'], {
    mono: true,
    saturation: 'muted',
  }),
  palette(/\bfaded sepia with a touch of rose\b/g, ['brown', 'neutral', 'pink'], {
    mono: true,
    saturation: 'muted',
  }),
  palette(/\bsepia\b/g, ['brown', 'neutral'], { mono: true, saturation: 'muted' }),
  // Palettes that list their colours.
  // Pastels are light-hearted and soft: no moody chiaroscuro, no single hard light, no haunted air.
  palette(/\bpowdery pinks, mint and lilac\b/g, ['pink', 'green', 'violet', 'neutral'], {
    saturation: 'muted',
    feel: 'light',
    hardness: 'soft',
  }),
  palette(/\bsun-bleached pastel tones\b/g, ['pink', 'green', 'violet', 'blue', 'warm', 'neutral'], {
    saturation: 'muted',
    times: DAYLIGHT,
    feel: 'light',
    hardness: 'soft',
  }),
  palette(/\bmuted earth tones\b/g, ['brown', 'green', 'warm', 'neutral'], { saturation: 'muted' }),
  palette(/\bochre, umber and moss green\b|\ba palette of clay, rust and olive\b/g, [
    'brown',
    'warm',
    'green',
  ]),
  palette(/\bvivid neon pink and cyan\b/g, ['pink', 'blue', 'violet'], { saturation: 'vivid' }),
  palette(/\belectric magenta against deep violet\b/g, ['pink', 'violet'], { saturation: 'vivid' }),
  palette(/\bacid green and hot pink glow\b/g, ['green', 'pink'], { saturation: 'vivid' }),
  palette(/\bwarm amber and rose tones\b/g, ['warm', 'pink', 'brown'], { tint: 'warm' }),
  palette(/\bhoneyed golds and burnt orange\b/g, ['warm', 'brown'], { tint: 'warm' }),
  palette(/\bsunlit apricot and coral\b/g, ['warm', 'pink'], {
    tint: 'warm',
    times: DAYLIGHT,
    weather: 'sun',
    excludes: ['overcast', 'rain', 'snowfall', 'storm'],
  }),
  palette(/\bicy blues and silver\b/g, ['blue', 'neutral'], { tint: 'cool' }),
  palette(/\bcool teal and slate\b/g, ['blue', 'green', 'neutral'], { tint: 'cool' }),
  palette(/\bfrosted blues with a hint of violet\b/g, ['blue', 'violet', 'neutral'], { tint: 'cool' }),
  palette(/\bdeep jewel tones of emerald and sapphire\b/g, ['green', 'blue'], { saturation: 'vivid' }),
  palette(/\bindigo and burnished gold\b/g, ['blue', 'violet', 'warm']),
  palette(/\bruby, emerald and antique gold\b/g, ['warm', 'pink', 'green']),
  palette(
    /\bteal shadows against orange highlights\b|\ba teal and burnt-orange grade\b|\bdeep teal and glowing tangerine\b|\bteal-and-orange grade\b/g,
    ['blue', 'green', 'warm'],
  ),
  // Many colours at once: no palette of one or a few can hold them.
  fact(
    /\b(?:a riot of vivid colou?r|bold saturated primaries|jewel-bright reds, blues and yellows|vibrating complementary colou?rs|rainbow colou?rs|prism)\b/g,
    { chromatic: 'many', saturation: 'vivid', whole: true, feel: 'light', valence: 'glad' },
  ),
];

/** Colour words, by hue family; the words people type and the titles' colour words. */
const HUE_WORDS: readonly [RegExp, readonly Hue[]][] = [
  // Plain colour words people type ("three red balloons"): a palette must allow them.
  [/\b(?:red|yellow|orange)\b/g, ['warm']],
  [/\b(?:green)\b(?! and)/g, ['green']],
  [/\b(?:blue)\b(?![- ]hour)/g, ['blue']],
  [/\b(?:purple)\b/g, ['violet']],
  [/\b(?:pink)\b/g, ['pink']],
  [
    /\b(?:amber|golds?|honeyed|orange|tangerine|apricot|coral|ruby|crimson|scarlet|reds|yellows|embers)\b/g,
    ['warm'],
  ],
  [/\b(?:golden-hour light|golden-hour shadows|golden haze|golden light)\b/g, ['warm']],
  [/\b(?:ochre|umber|rust|russet|browns|terracotta)\b/g, ['brown', 'warm']],
  [/\b(?:emerald|jade|mint|moss green|acid green|olive)\b/g, ['green']],
  [/\b(?:azure|sapphire|indigo|teal|cyan|cobalt|blues|deep blue|navy)\b/g, ['blue']],
  [/\b(?:violet|lilac|lavender|magenta|purple|plum)\b/g, ['violet']],
  [/\b(?:pinks?|rose tones|touch of rose|blushing|fuchsia)\b/g, ['pink']],
  [/\b(?:silver|silvers|greys|grays|slate)\b/g, ['neutral']],
];

const COLOURS: readonly LexiconEntry[] = [
  ...HUE_WORDS.map(([pattern, hues]) => fact(pattern, { hues })),
  // Colour at large: no black and white, no single colour holds it.
  fact(
    /\b(?:saturated colou?r|dabs of colou?r|matte colou?r|layered colou?r|printed colou?r|coloured panes|colored panes|washing everything in colou?r|soft colou?r|jewel-bright|neon)\b/g,
    { chromatic: 'some' },
  ),
  fact(/\bneon\b/g, { saturation: 'vivid', hues: ['pink', 'blue', 'violet'] }),
  fact(/\b(?:photograph|film still|movie frame|anamorphic shot|snapshot)\b/g, { photo: true }),
  // Media of colour: synthwave glows, stained glass is coloured light.
  fact(/\b(?:synthwave|vaporwave|retrowave|pop-art)\b/g, { chromatic: 'some', saturation: 'vivid' }),
  fact(/\bstained glass\b/g, { chromatic: 'some' }),
  // A silver-gelatin print is black and white: no colour film, no palette of colours.
  fact(/\bsilver-gelatin\b/g, { mono: true, only: ['neutral', 'brown'] }),
  // Holi is colour thrown in the air: every colour, never black and white.
  fact(/\bholi\b/g, { chromatic: 'many' }),
  // Instant and colour film are colour: a faded polaroid is not in stark black and white.
  fact(/\b(?:polaroid|instant photograph|kodak portra|colour film|color film)\b/g, { chromatic: 'some' }),
  // Media of one colour: charcoal, graphite and sumi-e ink are black on paper.
  fact(/\b(?:charcoal|graphite|pencil sketch|pencil drawing|sumi-e|ink wash)\b/g, {
    only: ['neutral', 'brown'],
    mono: true,
  }),
  fact(/\bpastels?\b/g, { chromatic: 'some', saturation: 'muted', hardness: 'soft' }),
  // Pastels, rainbow colour and the noon sun are light-hearted: none in a gothic or haunted picture.
  fact(
    /\b(?:pastels?|powdery pinks|a riot of vivid colou?r|bold saturated primaries|jewel-bright reds, blues and yellows|rainbow colou?rs|high noon|midday|noonday|noon light)\b/g,
    { feel: 'light' },
  ),
  // Faded against vivid.
  fact(/\b(?:washed-out|faded|slightly faded|sun-bleached|bleached|muted|powdery)\b/g, {
    saturation: 'muted',
  }),
  fact(/\b(?:vivid|saturated|vibrant|jewel-bright|hot pink)\b/g, { saturation: 'vivid' }),
  // Warm against cool, in colour and in feeling.
  fact(/\b(?:warm|warmth|honeyed|cozy|cosy|snug)\b/g, { tint: 'warm' }),
  fact(/\b(?:icy blues|cool teal|cool silver|frosted blues|chill|chilly|cold light)\b/g, { tint: 'cool' }),
  // A chill in the air is cold: not a volcano's heat or a desert's.
  fact(/\bchill\b/g, { temperature: 'cold' }),
];

const CAMERA: readonly LexiconEntry[] = [
  // How close: a macro photograph sees a small thing up close; a wide shot sees a lot from far.
  fact(/\bmacro\b(?! lens)|\bdewdrops magnifying\b/g, { shots: ['macro'], object: true }),
  fact(/\b(?:close-up|closeup|filling the frame|intimate study|textures sharp enough to touch)\b/g, {
    shots: ['macro', 'close'],
    object: true,
  }),
  fact(/\b100mm macro\b/g, { shots: ['macro'], camera: 'lens', lens: 'macro' }),
  fact(
    /\b(?:wide shot|establishing shot|panoramic|sweeping|vast distances|vast empty sky|sense of scale|reveal the scale|drone flyover|from a hilltop)\b/g,
    { shots: ['wide'] },
  ),
  fact(/\b(?:vast distances|vast empty sky|sense of scale|reveal the scale|panoramic|establishing shot)\b/g, {
    scale: 'grand',
  }),
  // A wide-angle lens keeps near and far sharp: no creamy bokeh.
  fact(/\b24mm\b|\bwide-angle\b/g, { shots: ['medium', 'wide'], camera: 'lens', aperture: 'closed' }),
  fact(/\b135mm\b|\btelephoto\b/g, { shots: ['close', 'medium', 'wide'], camera: 'lens' }),
  fact(/\b(?:35|50|85)mm lens\b|\b(?:35|50|85)mm,/g, { camera: 'lens' }),
  fact(/\btilt-shift\b/g, { shots: ['medium', 'wide'], camera: 'lens', lens: 'tilt-shift' }),
  fact(/\banamorphic\b/g, { lens: 'anamorphic' }),
  fact(/\bmedium-format\b/g, { camera: 'lens', focus: 'sharp', film: 'medium-format' }),
  fact(/\b35mm film\b/g, { film: '35mm' }),
  // Instant cameras: one plastic lens, imperfect focus.
  fact(/\b(?:polaroid|instant photo(?:graph)?)\b/g, { camera: 'instant' }),
  fact(/\bimperfect focus\b|\bsoft focus\b|\bout of focus\b|\bfogged glass\b/g, { focus: 'soft' }),
  fact(
    /\b(?:every texture in focus|sharp focal point|crisp detail|sharp enough to touch|crisp medium-format detail)\b/g,
    {
      focus: 'sharp',
    },
  ),
  fact(/\bf\/(?:1\.4|1\.8|2\.8)\b/g, { aperture: 'open' }),
  // A long exposure stops the lens down: no wide-open aperture, no creamy bokeh.
  fact(/\blong-exposure\b/g, { aperture: 'closed' }),
  fact(/\bf\/(?:8|11|16)\b/g, { aperture: 'closed' }),
  fact(/\b(?:bokeh|shallow depth of field|blurred background|blurred foreground|foreground blur)\b/g, {
    aperture: 'open',
    depthBlur: true,
  }),
  fact(/\batmospheric perspective\b|\bdepth to every plane\b/g, { depthBlur: true }),
  // Flat media draw no depth of field.
  fact(/\b(?:vector|pixel art|ukiyo-e|woodblock|stained glass)\b/g, { flat: true }),
  // Where the camera looks from.
  // An isometric view draws a solid thing from an angle: not a storm or the sky.
  fact(/\bisometric\b|\bdiorama-like\b/g, { angle: 'isometric', object: true }),
  fact(/\b(?:directly overhead|top-down|bird's-eye|from high above|like a map)\b/g, { angle: 'overhead' }),
  fact(/\b(?:low angle|worm’s-eye|worm's-eye|looking up from the ground)\b/g, { angle: 'low' }),
  fact(/\b(?:at eye level|over the shoulder|behind a curious onlooker)\b/g, { angle: 'eye' }),
  fact(/\bdutch angle\b|\boff-kilter\b/g, { angle: 'tilted' }),
  fact(/\bcutaway\b/g, { cutaway: true, object: true }),
  // Light that draws an outline needs a thing with edges.
  fact(
    /\b(?:silhouetted|silhouette|tracing every edge|haloing the outlines|rim light|against the light|single hard light|chiaroscuro|monumental|lit by|small in the frame)\b/g,
    {
      object: true,
    },
  ),
];

const LIGHT: readonly LexiconEntry[] = [
  // A lone hard light in deep shadow is a dark, brooding light: not a cheerful or cozy one.
  fact(/\b(?:moody chiaroscuro|single hard light and deep shadows)\b/g, { feel: 'dark' }),
  fact(
    /\b(?:hard light|hard noon light|single hard light|crisp shadows|crisp rim light|chiaroscuro|long golden-hour shadows)\b/g,
    { hardness: 'hard' },
  ),
  fact(/\b(?:soft, diffused|diffused|fogged glass)\b/g, { hardness: 'soft' }),
  fact(/\b(?:warm|flickering|gentle|amber) (?:candlelight|lantern light)\b|\bglow of a fireplace\b/g, {
    hues: ['warm'],
    tint: 'warm',
  }),
];

const MOOD: readonly LexiconEntry[] = [
  // Bustle and stillness.
  fact(/\b(?:busy|bustling|crowded|thronged|rush hour|tense|fierce|restless|dynamic)\b/g, { pace: 'busy' }),
  // Sleep and quiet are still.
  fact(/\b(?:sleeping|asleep|sleepy|napping|dozing|quiet|tranquil|serene)\b/g, { pace: 'still' }),
  fact(/\b(?:stillness|unhurried|meditative quiet|deserted|tranquil|peace of a held breath|hush|hushed)\b/g, {
    pace: 'still',
  }),
  fact(/\b(?:snowstorm|blizzard|gale|storm-tossed|gusting wind)\b/g, { pace: 'busy' }),
  fact(/\b(?:markets?|bazaar|festival|carnival|parade|crowds?)\b/g, { pace: 'busy' }),
  // A party, a dance, a festival or a wedding is lively and glad: no calm stillness, no haunted air around it.
  fact(
    /\b(?:party|parties|dances?|dancing|dancers?|wedding|celebration|fireworks|concert|carnival|festival|parade|diwali|holi|oktoberfest|mardi gras|fiesta|funfair|fair|new year|game night|with friends)\b/g,
    { pace: 'busy', feel: 'light', valence: 'glad' },
  ),
  // Anxiety, jealousy and stress are agitated; burnout is weary: none is serene or cozy.
  fact(/\b(?:anxiety|jealousy|jealous|envy|stress|stressed|panic attack)\b/g, {
    agitated: true,
    feel: 'dark',
  }),
  fact(/\b(?:burnout|burned out|burnt out)\b/g, { valence: 'sad', pace: 'still' }),
  // Play and family meals are glad: no gothic or haunted air around kids at a sandcastle.
  fact(/\b(?:playing|sandcastles?|sprinklers?|picnics?|family dinner|birthday|talking at once)\b/g, {
    feel: 'light',
    valence: 'glad',
  }),
  // Wind is motion: a windy beach is no calm stillness.
  fact(/\b(?:windy|gusty|blustery)\b/g, { pace: 'busy' }),
  // A calm composition is a still one: not for anger or a crowd.
  fact(/\bcalm, symmetrical\b/g, { pace: 'still' }),
  // Noir is a dark register; tender, bygone warmth a light one; heroic grandeur is glad, never sad.
  fact(/\bnoir\b/g, { feel: 'dark' }),
  fact(/\b(?:tender|bygone)\b/g, { feel: 'light' }),
  // Wistful melancholy is quiet: not anger, not a storm.
  fact(/\b(?:wistful|melancholic)\b/g, { pace: 'still' }),
  fact(/\b(?:heroic|triumphant|awe-struck)\b/g, { valence: 'glad' }),
  // Speed lines draw motion: not a still scene.
  fact(/\bspeed lines\b/g, { pace: 'busy', motion: 'moving' }),
  // A storm is neither hushed nor snug, and an eruption is not snug.
  fact(/\b(?:storm|storms|stormy|tempest|thunderstorm)\b/g, { pace: 'busy', feel: 'dark' }),
  fact(/\b(?:eruption|erupting)\b/g, { feel: 'dark', pace: 'busy' }),
  // Moods that cannot share a picture.
  fact(/\b(?:eerie|uneasy|ominous|sinister|haunted|menacing|foreboding|dread|chill that lingers)\b/g, {
    feel: 'dark',
  }),
  fact(
    /\b(?:cozy|snug|inviting|celebratory|cheerful|playful|joyful|affectionate|whimsical|whimsy|homely|comfort|romantic|love letter|sunny)\b/g,
    {
      feel: 'light',
    },
  ),
  // Glad against sad: a keyword's feeling holds for the whole idea.
  fact(
    /\b(?:joyful|joyous|joy|cheerful|happy|happiness|celebratory|celebrating|merry|jubilant|jubilee|uplifting|sunny cheer|festive|playful|laughing)\b/g,
    { valence: 'glad' },
  ),
  fact(
    /\b(?:melancholy|melancholic|wistful|lonely|loneliness|sad|sadness|sorrow|bittersweet|elegy|tired|weary|exhausted|forgotten|abandoned|pensive|grief|grieving|mourning|crying|weeping)\b/g,
    { valence: 'sad' },
  ),
  // Running and leaping are motion: no calm, unhurried stillness.
  fact(
    /\b(?:sprinting|running|racing|galloping|charging|jumping|leaping|dancing|chasing|fleeing|launch)\b/g,
    {
      pace: 'busy',
    },
  ),
  // Intimate against grand.
  fact(/\b(?:cozy|cosy|snug|intimate|intimacy|nook|inviting|homely|comfort)\b/g, { scale: 'intimate' }),
  fact(/\b(?:epic|heroic|grandeur|majestic|monumental|awe-struck|sweeping|mighty)\b/g, {
    scale: 'grand',
  }),
];

export const LOOK_LEXICON: readonly LexiconEntry[] = [...PALETTES, ...COLOURS, ...CAMERA, ...LIGHT, ...MOOD];
