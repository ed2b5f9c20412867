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
  /\b(?:two|three|four|five|six|several|many|and|caravans?|herds?|flocks?|packs?|crowds?|famil(?:y|ies)|cubs|team|band|choir|people|children|kids|friends|couple|army|fleet|group|swarm|school of|parade|market|village|city|town)\b/;
/** People about, for an onlooker or a passer-by to be one of. */
const PEOPLE_ABOUT =
  /\b(?:markets?|bazaar|streets?|square|plaza|station|festival|parade|carnival|party|fair|concert|crowds?|downtown|alley|shop|caf[eé]|diner|restaurant|pub|bar|stadium|mall|beach|boardwalk|pier|harbou?r|subway|busk\w*|vendor|stall)\b/;
/** Things that stand upright or are the sky: a view from straight above cannot show them. */
const UPRIGHT_OR_SKY =
  /\b(?:in (?:a|the|his|her|their) (?:car|bus|train|taxi|truck|van)|under (?:a|an|the) (?:[a-z]+ )?trees?|walls?|murals?|graffiti|grafitti|facades?|doors?|doorways?|windows?|portraits?|waterfalls?|stars?|sky|skies|moon|aurora|northern lights|milky way|constellations?|sunsets?|sunrises?)\b/;
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
/** What a close-up can fill the frame with. */
const CLOSE_KINDS: ReadonlySet<SubjectKind> = new Set([
  'person',
  'pet',
  'animal',
  'large-animal',
  'small-thing',
  'object',
  'plant',
]);
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
    words: /\b(?:photograph|film still|movie frame|snapshot|anamorphic shot|polaroid|35mm|lens)\b/,
    needs: 'a time when there were cameras',
    holds: (e) => !BEFORE_CAMERAS.test(e.given) || /\bruins?\b/.test(e.given),
  },
  {
    words: /\b(?:antique sepia|sepia-toned vintage|silver-gelatin|edo-period)\b/,
    needs: 'a time before colour photographs and skyscrapers',
    holds: (e) => !MODERN.test(e.given),
  },
  {
    words: /\b(?:drifting dust|dust motes)\b/,
    needs: 'still, dry air indoors or in ruins',
    holds: (e) =>
      e.inside || /\b(?:ruins?|barn|attic|workshop|library|church|cathedral|temple)\b/.test(e.given),
  },
];

/** What the phrase needs that the scene does not show, or null when it may join. */
export function homeless(phrase: string, evidence: PlaceEvidence): string | null {
  const lower = phrase.toLowerCase();
  for (const home of HOMES) if (home.words.test(lower) && !home.holds(evidence)) return home.needs;
  return null;
}
