// Where each framing and light the engine adds belongs, allowed only where the keywords show that place.
// The clash rules refuse what is known to be wrong; blind readings kept finding parts they knew too little
// about (forest-canopy sunlight on an airship over London, a close-up of a caravan crossing dunes, an
// onlooker behind a frog prince, candlelight on a motorcycle outside a diner). So these parts are refused
// by default: each says what it needs the scene to show, and a scene that shows nothing of it takes none.
import type { Setting, SubjectKind } from './image-scene-fact';

/** What the scene is known to show: from the keywords, and from the parts admitted before. */
export interface PlaceEvidence {
  /** Every setting a fact of the scene names (a forest, a city street, a room). */
  settings: ReadonlySet<Setting>;
  /** The subject's kinds (a person, a pet, a landscape…). */
  kinds: ReadonlySet<SubjectKind>;
  /** Known to be inside: a room, a subject in a kitchen or a library. */
  inside: boolean;
  /** Known to be under the open sky. */
  openSky: boolean;
  /** What the user typed, in lower case. */
  given: string;
}

/** Many, not one: a close-up shows one face or one thing. */
const GROUP =
  /\b(?:party|parties|festival|wedding|ceremony|funeral|procession|celebration|two|three|four|five|six|several|many|and|caravans?|herds?|flocks?|packs?|crowds?|famil(?:y|ies)|cubs|team|band|choir|people|children|kids|friends|couple|army|fleet|group|swarm|school of|parade|market|village|city|town)\b/;
/** People about, for an onlooker or a passer-by to be one of. */
const PEOPLE_ABOUT =
  /\b(?:markets?|bazaar|streets?|square|plaza|station|festival|parade|carnival|party|fair|concert|crowds?|downtown|alley|shop|caf[eé]|diner|restaurant|pub|bar|stadium|mall|beach|boardwalk|pier|harbou?r|subway|busk\w*|vendor|stall)\b/;
/** Things that stand upright or are the sky: a view from straight above cannot show them. */
const UPRIGHT_OR_SKY =
  /\b(?:in (?:a|the|his|her|their) (?:car|bus|train|taxi|truck|van)|windowsill|falling outside|under (?:a|an|the) (?:[a-z]+ )?trees?|walls?|murals?|graffiti|grafitti|facades?|doors?|doorways?|windows?|portraits?|waterfalls?|stars?|sky|skies|moon|aurora|northern lights|milky way|constellations?|sunsets?|sunrises?)\b/;
/** Things lying on the ground or the floor: a view looking up from the ground cannot show them. */
const ON_THE_GROUND = /\b(?:puddles?|rugs?|carpets?|floors?|on the ground|forest floor|fallen leaves)\b/;
/** Times before instant and colour film (the first instant camera was sold in 1948). */
const BEFORE_INSTANT =
  /\b(?:1[0-8]\d\ds?|19[0-3]\ds?|194[0-7]|roaring twenties|victorian|edwardian|medieval|renaissance|ancient|prehistoric|viking|\d{1,2}(?:st|nd|rd|th) century)\b/;
/** Times after a sepia or silver print was how a picture looked, and before the Edo period ended. */
const MODERN =
  /\b(?:19[5-9]0s|20[0-2]0s|['’]?[5-9]0s|skyscrapers?|smartphones?|neon|cyberpunk|office|subway|airport|astronauts?|robots?)\b/;
/** Times before any camera: a 35mm photograph of an ancient scribe is an anachronism (ruins seen today are not). */
const BEFORE_CAMERAS =
  /\b(?:ancient|medieval|prehistoric|stone age|bronze age|vikings?|pharaohs?|roman empire|first century|1[0-7]\d\ds?|1[0-7]th century)\b/;
/** Lamps, candles and fires the keywords name: the picture may be lit by them. */
const LAMPS_GIVEN =
  /\b(?:candles?|candlelit|lanterns?|lamps?|diyas?|fires?|fireplace|hearth|campfire|bonfire)\b/;
/** Night the keywords name: a lamp or a single light may be what lights it. */
const NIGHT_GIVEN =
  /\b(?:night|midnight|late at night|nighttime|after dark|dark|darkness|\d{1,2}\s?(?:am|a\.m\.)|candles?|candlelit|lamps?|lanterns?|flashlight|torch)\b/;
/** Words of a celebration, play or a newborn: no moody single light or tilted tension over them. */
const GLAD_GIVEN =
  /\b(?:party|birthday|wedding|festival|carnival|parade|celebrat\w*|holi|songkran|diwali|christmas|new year|fiesta|picnic|play\w*|joy\w*|happy|laugh\w*|dance|dancing|graduation|newborn|baby|kids|children|puppy|kitten|balloons?|water fight|tea ceremony|calm|peaceful|quiet|serene|cozy|cosy|knitting|sleep\w*|asleep)\b/;
/** Action, danger or unease: what a tilted, tense frame may show. */
const TENSE_GIVEN =
  /\b(?:storm\w*|battle|war|fight\w*|chase|chasing|race|racing|running|fleeing|alley|cyberpunk|traffic|stuck|skateboard\w*|monsters?|haunted|ghosts?|zombies?|thunder\w*|lightning|chaos|crashing|erupt\w*|volcano|blizzard|heist|detective|noir|anxiety|jealousy|dread|fear|eerie|spooky|creepy|surreal|surrealism)\b/;
/** Where god rays or shafts of light fall: through trees, windows of a tall hall, ruins, water or mist. */
const RAYS_GIVEN =
  /\b(?:forests?|woods|woodland|jungle|trees|cathedral|church|chapel|temple|mosque|barn|attic|library|ruins|workshop|warehouse|greenhouse|hall|canyon|reef|underwater|shallows|waterfall|valley|mountains?)\b/;
/** Where a light of living things glows: the sea at night, a reef, a cave, a forest. */
const GLOW_GIVEN =
  /\b(?:bioluminescen\w*|glow\w*|sea|ocean|beach|shore|bay|reef|cave|cavern|grotto|forest|jungle|mushrooms?|jellyfish|deep sea|fireflies|swamp|lagoon)\b/;
/** A window the camera may look through: a room, a street of houses, a vehicle, a café. */
const WINDOW_GIVEN =
  /\b(?:windows?|windowsill|caf[eé]|coffee shop|diner|restaurant|house|home|room|kitchen|bedroom|apartment|office|shop|bakery|street|city)\b/;
/** A flat design the picture is: a logo, a card, a tattoo, a sticker, an icon, a label, a print. */
const DESIGN_GIVEN =
  /\b(?:logo|logos|emblem|icon|icons|sticker|stickers|tattoo|tattoos|(?:birthday|greeting|wedding|christmas|thank[- ]you) card|card design|label|badge|crest|monogram|t-?shirt (?:print|design)|print design|pattern|seamless pattern|clip ?art|vector icon)\b/;
/** Parts that place a picture in a world: an hour, a weather, a light, a camera, a view. */
const SCENE_PARTS =
  /\b(?:noon|midday|sunset|sunrise|dusk|dawn|blue hour|golden hour|golden-hour|midnight|night|morning|afternoon|evening|first light|moonlight|moonlit|starry|lit by|backlight|rim light|lantern light|candlelight|rain|drizzle|fog|mist|misty|snow\w*|wind|storm|overcast|clouds?|sky|lens|f\/|bokeh|depth of field|close-up|establishing shot|wide shot|panoramic|foreground|silhouette\w*|from the ground|low angle|overhead|bird['’]s-eye|worm['’]s-eye|isometric|over the shoulder|through (?:a|the) window|fogged glass|viewed through|seen through|reflected|mirrored)\b/;

/** Subjects with an outline a rim of light can trace: a body, a creature, a thing, a building. */
const OUTLINED_KINDS: ReadonlySet<SubjectKind> = new Set([
  'person',
  'pet',
  'animal',
  'large-animal',
  'small-thing',
  'object',
  'plant',
  'vehicle',
  'building',
]);
/** What a diorama-like isometric view lays out: a building, a room, a site, a town, a scene with its ground. */
const LAID_OUT_KINDS: ReadonlySet<SubjectKind> = new Set(['building', 'room', 'site', 'event', 'vehicle']);
/** What a lone hard light or chiaroscuro models: someone or something close, a room. */
const MODELLED_KINDS: ReadonlySet<SubjectKind> = new Set(['person', 'object', 'small-thing', 'room', 'pet']);
/** Settings with a ceiling or no sky: no view from high above. */
const ROOFED: readonly Setting[] = ['underground', 'underwater', 'space'];
/** Things a wide sky of clouds or a storm stands over: land, sea, a town, a ship, a tower. */
const SKY_GIVEN =
  /\b(?:sea|ocean|ship|boat|longship|sailboats?|lighthouse|cliffs?|mountains?|peaks?|castle|tower|moor|fields?|wheat|prairie|plains?|coast|harbou?r|village|town|city|skyline|ruins|desert|dunes|canyon|valley|lake|hills?|meadow|farm|tundra|island)\b/;

/** Places and sights that dwarf a person: a landscape, a site, a town, a building, the sky, a festival. */
const GRAND_KINDS: ReadonlySet<SubjectKind> = new Set(['landscape', 'site', 'building', 'sky', 'event']);
/** What glows or is all colour: no sepia print shows it. */
const SEPIA_NEVER =
  /\b(?:bioluminescen\w*|glow\w*|neon|colou?r\w*|rainbow|holi|coral|aurora|northern lights|fireworks|lanterns?|diwali)\b/;
/** Things in motion, for speed lines to follow. */
const MOVING_GIVEN =
  /\b(?:running|racing|race|chase|chasing|flying|falling|fleeing|jumping|leaping|dancing|surfing|skating|skateboard\w*|galloping|charging|fight\w*|battle|thrown|throwing|speeding|driving|riding|train|bullet train|car chase|motorcycle|bike|rocket|launch|storm|crashing|water fight|parade|procession|diving|swimming)\b/;
/** Subjects of nature, which a print of Japan's Edo period may show. */
const NATURE_KINDS: ReadonlySet<SubjectKind> = new Set([
  'landscape',
  'plant',
  'animal',
  'large-animal',
  'sea-creature',
  'sky',
]);
/** Japan before the modern age. */
const JAPAN_GIVEN =
  /\b(?:kyoto|edo|fuji|samurai|geisha|tea ceremony|shrine|pagoda|torii|sakura|cherry blossoms?|ronin|shogun|kimono|japanese garden)\b/;

/** What a close-up can fill the frame with: anything with an outline but a vehicle or a building. */
const CLOSE_KINDS: ReadonlySet<SubjectKind> = new Set(
  [...OUTLINED_KINDS].filter((kind) => kind !== 'vehicle' && kind !== 'building'),
);
/** Who a lamp may light where nobody said where they are: a girl reading a letter, a cat on a sofa. */
const LAMPLIT_KINDS: ReadonlySet<SubjectKind> = new Set(['person', 'pet', 'object', 'small-thing']);
/** What a doorway, an arch or a round window can frame: someone or something near a building. */
const FRAMED_KINDS: ReadonlySet<SubjectKind> = new Set([
  'person',
  'pet',
  'object',
  'small-thing',
  'building',
  'room',
  'vehicle',
  'plant',
]);
/** Places with no ground to look up from and no sky to see. */
const NO_GROUND: ReadonlySet<Setting> = new Set(['space', 'underwater', 'underground']);
/** Open land, where tall grass grows and branches hang. */
const GREEN: readonly Setting[] = ['woodland', 'forest', 'country'];
/** Where a wide, empty sky or a glowing horizon is seen: away from streets and walls. */
const WIDE_OPEN: readonly Setting[] = ['open', 'country', 'desert', 'sea', 'shore', 'lake', 'mountain'];

const holdsAny = (e: PlaceEvidence, settings: readonly Setting[]): boolean =>
  settings.some((s) => e.settings.has(s));
const kindsIn = (e: PlaceEvidence, kinds: ReadonlySet<SubjectKind>): boolean =>
  e.kinds.size > 0 && [...e.kinds].every((k) => kinds.has(k));
const onGround = (e: PlaceEvidence): boolean => e.openSky && !holdsAny(e, [...NO_GROUND]);

interface Home {
  words: RegExp;
  /** Why: a reader's words for what the part needs. */
  needs: string;
  holds: (e: PlaceEvidence) => boolean;
}

const HOMES: readonly Home[] = [
  {
    words: /\b(?:close-up|closeup|filling the frame|intimate study|every texture in focus)\b/,
    needs: 'one person, creature or thing',
    holds: (e) => kindsIn(e, CLOSE_KINDS) && !GROUP.test(e.given),
  },
  {
    words:
      /\b(?:worm’s-eye|worm's-eye|low angle against the sky|looking up from the ground|against the sky)\b/,
    needs: 'ground under the open sky',
    holds: onGround,
  },
  {
    words: /\b(?:curious onlooker|passer-by|over the shoulder)\b/,
    needs: 'people about',
    holds: (e) => PEOPLE_ABOUT.test(e.given) && !e.kinds.has('landscape') && !e.kinds.has('sky'),
  },
  {
    words: /\b(?:arched doorway|round window|old stone arch)\b/,
    needs: 'a building nearby',
    holds: (e) => kindsIn(e, FRAMED_KINDS) && (holdsAny(e, ['city', 'room']) || e.inside),
  },
  {
    words: /\b(?:overhanging branches|hanging vines|tall grass)\b/,
    needs: 'green land',
    holds: (e) => onGround(e) && holdsAny(e, GREEN) && !e.kinds.has('sky'),
  },
  {
    words: /\b(?:through (?:the )?leaves|through the canopy)\b/,
    needs: 'trees',
    holds: (e) => holdsAny(e, ['woodland', 'forest']),
  },
  {
    words: /\bglow of a fireplace\b/,
    needs: 'a room',
    holds: (e) => e.inside || /\b(?:fireplace|hearth|fireside)\b/.test(e.given),
  },
  {
    words: /\b(?:candlelight|candlelit|lantern light|lamplight)\b/,
    needs: 'a room, lamps of its own, or someone nobody put outdoors',
    holds: (e) =>
      !e.kinds.has('vehicle') &&
      (e.inside || LAMPS_GIVEN.test(e.given) || (!e.openSky && kindsIn(e, LAMPLIT_KINDS))),
  },
  {
    words: /\bstudio (?:softbox|lighting|light)\b/,
    needs: 'a sitter or a thing in a room',
    holds: (e) => !e.openSky && kindsIn(e, CLOSE_KINDS),
  },
  {
    words: /\b(?:vast empty sky|glowing horizon|from a hilltop)\b/,
    needs: 'open country',
    holds: (e) => onGround(e) && holdsAny(e, WIDE_OPEN),
  },
  {
    words: /\bacross the water\b/,
    needs: 'water',
    holds: (e) => holdsAny(e, ['sea', 'shore', 'lake', 'water']),
  },
  {
    words: /\b(?:lonely|solitary|loneliness)\b/,
    needs: 'someone or something alone, away from a crowd or a celebration',
    holds: (e) => !GROUP.test(e.given) && !PEOPLE_ABOUT.test(e.given) && !e.kinds.has('event'),
  },
  {
    words: /\b(?:directly overhead|top-down|bird's-eye|bird’s-eye|from high above)\b/,
    needs: 'something that lies flat or spreads out below',
    holds: (e) => !UPRIGHT_OR_SKY.test(e.given) && !e.kinds.has('sky'),
  },
  {
    words: /\b(?:worm’s-eye|worm's-eye|low angle|looking up from the ground)\b/,
    needs: 'something standing above the ground',
    holds: (e) => !ON_THE_GROUND.test(e.given),
  },
  {
    words: /\b(?:polaroid|instant photograph|instant snapshot|kodak portra|fujifilm)\b/,
    needs: 'a time after instant and colour film',
    holds: (e) => !BEFORE_INSTANT.test(e.given),
  },
  {
    words:
      /\b(?:photograph|film still|movie frame|snapshot|anamorphic shot|polaroid|35mm|lens|sepia print|silver-gelatin)\b/,
    needs: 'a time when there were cameras',
    holds: (e) => !BEFORE_CAMERAS.test(e.given) || /\bruins?\b/.test(e.given),
  },
  {
    words: /\b(?:antique sepia|sepia-toned vintage|silver-gelatin|edo-period)\b/,
    needs: 'a time before colour photographs and skyscrapers',
    holds: (e) => !MODERN.test(e.given),
  },
  {
    // A brown, faded print cannot show what glows or what is all colour.
    words: /\b(?:sepia-toned|antique sepia|silver-gelatin|sepia print)\b/,
    needs: 'a subject that neither glows nor is all colour',
    holds: (e) => !SEPIA_NEVER.test(e.given),
  },
  {
    words: /\blight pouring through\b/,
    needs: 'light to pour: not total darkness',
    holds: (e) =>
      !/\b(?:total darkness|pitch dark|pitch black|complete darkness|in the dark)\b/.test(e.given),
  },
  {
    words: /\b(?:drifting dust|dust motes)\b/,
    needs: 'still, dry air indoors or in ruins',
    holds: (e) =>
      e.inside || /\b(?:ruins?|barn|attic|workshop|library|church|cathedral|temple)\b/.test(e.given),
  },
  // Lights: each only where the keywords show what it needs.
  {
    words: /\b(?:rim light|haloing the outlines)\b/,
    needs: 'a body or a thing with an outline, and light to trace it',
    holds: (e) => kindsIn(e, OUTLINED_KINDS) && !holdsAny(e, ['underwater', 'underground']),
  },
  {
    words: /\b(?:god rays|shafts of light)\b/,
    needs: 'trees, a tall hall, ruins, a canyon or water for rays to fall through',
    holds: (e) => RAYS_GIVEN.test(e.given) || holdsAny(e, ['forest', 'woodland']),
  },
  {
    words: /\b(?:chiaroscuro|single hard light)\b/,
    needs: 'someone or something close, at night or inside, with no cheer or calm about it',
    holds: (e) =>
      kindsIn(e, MODELLED_KINDS) && (e.inside || NIGHT_GIVEN.test(e.given)) && !GLAD_GIVEN.test(e.given),
  },
  {
    words: /\b(?:midday sun|noon light|overcast light|pearl-grey sky|moonlight|moonlit)\b/,
    needs: 'a place under the open sky',
    holds: (e) => e.openSky && !e.inside,
  },
  {
    words: /\b(?:bioluminescent glow|glowing motes)\b/,
    needs: 'the sea, a reef, a cave or a forest to glow in',
    holds: (e) => GLOW_GIVEN.test(e.given),
  },
  {
    words: /\bneon reflections on wet pavement\b/,
    needs: 'a street at ground level',
    holds: (e) =>
      /\b(?:street|alley|road|sidewalk|crossing|downtown|avenue)\b/.test(e.given) &&
      !/\brooftop\b/.test(e.given),
  },
  // A medium's details that show motion or an era: speed lines only where something moves.
  {
    words: /\bspeed lines\b/,
    needs: 'something moving fast',
    holds: (e) => MOVING_GIVEN.test(e.given),
  },
  {
    words: /\bedo-period\b/,
    needs: 'nature, or a Japanese scene of before the modern age',
    holds: (e) =>
      (kindsIn(e, NATURE_KINDS) && !MODERN.test(e.given) && !GLAD_GIVEN.test(e.given)) ||
      JAPAN_GIVEN.test(e.given),
  },
  {
    words: /\b(?:tiny figures that reveal the scale|atmospheric perspective over vast distances)\b/,
    needs: 'a landscape, a site or a building large enough to dwarf people',
    holds: (e) =>
      kindsIn(e, GRAND_KINDS) || holdsAny(e, ['mountain', 'desert', 'sea', 'open', 'forest', 'country']),
  },
  {
    words: /\blike a map\b/,
    needs: 'a place laid out below',
    holds: (e) => kindsIn(e, GRAND_KINDS),
  },
  // Framings.
  {
    words: /\b(?:isometric|diorama-like)\b/,
    needs: 'a building, a room, a site or a scene laid out on its ground',
    holds: (e) => kindsIn(e, LAID_OUT_KINDS) || /\bisometric\b/.test(e.given),
  },
  {
    words: /\b(?:dutch angle|off-kilter)\b/,
    needs: 'action, danger or unease',
    holds: (e) => TENSE_GIVEN.test(e.given) && !GLAD_GIVEN.test(e.given),
  },
  {
    words: /\b(?:directly overhead|top-down|bird's-eye|bird’s-eye|from high above)\b/,
    needs: 'no roof of rock or water overhead, and something to see',
    holds: (e) =>
      !holdsAny(e, ROOFED) &&
      !e.kinds.has('thing') &&
      !e.kinds.has('sea-creature') &&
      !e.kinds.has('moment') &&
      e.kinds.size > 0,
  },
  {
    words: /\b(?:rain-streaked window|fogged glass)\b/,
    needs: 'a window to look through',
    holds: (e) => WINDOW_GIVEN.test(e.given),
  },
  // A flat design (a logo, a card, a tattoo, a sticker) has no hour, weather, light or camera of its own.
  {
    words: SCENE_PARTS,
    needs: 'a scene, not a flat design',
    holds: (e) => !DESIGN_GIVEN.test(e.given),
  },
  // Skies and weather that stand over a wide view.
  {
    words: /\b(?:towering clouds|brooding storm sky)\b/,
    needs: 'land, sea or a town under a wide sky',
    holds: (e) => e.openSky && SKY_GIVEN.test(e.given),
  },
];

/** What the phrase needs that the scene does not show, or null when it may join. */
export function homeless(phrase: string, evidence: PlaceEvidence): string | null {
  const lower = phrase.toLowerCase();
  for (const home of HOMES) if (home.words.test(lower) && !home.holds(evidence)) return home.needs;
  return null;
}
