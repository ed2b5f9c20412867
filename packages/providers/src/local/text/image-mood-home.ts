// Where a mood or a palette the user did not ask for may be added. Blind readings kept finding a mood
// against the occasion (a haunted tea ceremony, an eerie stillness over an astronaut's breakfast, lonely
// melancholy at a dog's birthday party) and a palette against the subject or the feeling (sepia on a
// glowing beach, bold saturated primaries with a tender melancholy). So an unasked mood or palette is
// refused by default: each says which keywords show that it belongs, and a scene whose keywords show none
// of them takes none. A mood or a palette the user asked for (a tag, a mood word) is always said.
import type { PlaceEvidence } from './image-part-home';
import type { SubjectKind } from './image-scene-fact';

/** Words of sorrow, loss or fear: no cheer, whimsy or romance goes with them. */
const SORROW =
  /\b(?:grief|griev\w*|funeral|mourn\w*|loss|lost|lonely|loneliness|alone|abandoned|derelict|ruined|ruins|graveyard|cemetery|grave|haunted|ghosts?|eerie|spooky|creepy|dark|war|battle|anxiety|jealousy|envy|anger|rage|fear|dread|sad|sadness|sorrow|melancholy|crying|tears|goodbye|farewell|gone home|empty|hospital|waiting room|sick|dying|storm|blizzard|stuck|traffic)\b/;
/** Words of a celebration or of play: nothing lonely, eerie or sad goes with them. */
const GLAD =
  /\b(?:party|parties|birthday|wedding|festival|carnival|parade|celebrat\w*|holi|songkran|diwali|christmas|hanukkah|new year|fiesta|picnic|play\w*|fun|funny|joy\w*|happy|laugh\w*|dance|dancing|graduation|newborn|baby|kids|children|puppy|puppies|kitten|balloons?|fireworks|water fight|toys?|candy|ice cream|first day)\b/;
/** A crowd, a market, traffic or an event: no stillness or quiet goes with it. */
const BUSY =
  /\b(?:markets?|bazaar|crowd\w*|traffic|festival|carnival|parade|party|fight|race|racing|rush|busy|bustling|street food|vendor|stalls?|procession|band|concert|station|subway|city|metropolis|squeezing)\b/;

/** What a mood needs the keywords to show, and what it cannot stand beside. */
interface MoodHome {
  needs: RegExp;
  never?: RegExp;
  /** Kinds of subject that carry the mood by themselves (a landscape's stillness). */
  kinds?: readonly SubjectKind[];
}

const MOOD_HOMES: Readonly<Record<string, MoodHome>> = {
  serene: {
    needs:
      /\b(?:quiet|calm|still|peaceful|serene|tranquil|zen|garden|pond|lake|meadow|morning|dawn|sunday|hammock|tea ceremony|temple|mosque|courtyard|monastery|blossoms?|lotus|reading|knitting|fishing|snowfall|falling snow|mist|misty|fog|foggy|lavender|field|valley|shore|beach)\b/,
    never: new RegExp(`${SORROW.source}|${BUSY.source}|${GLAD.source}`),
    kinds: ['landscape', 'plant', 'sky'],
  },
  dreamy: {
    needs:
      /\b(?:dream\w*|floating|fairy|fairies|cloud|clouds|magic\w*|glow\w*|bioluminescent|fireflies|lanterns?|blossoms?|mist|misty|balloons?|moon|stars?|starry|aurora|northern lights|wings?|jellyfish|bubbles?|unicorn|island)\b/,
    never: new RegExp(`${SORROW.source}|${BUSY.source}`),
  },
  melancholic: {
    needs:
      /\b(?:lonely|loneliness|alone|abandoned|derelict|forgotten|empty|rusting|rusty|old|last|gone home|after everyone|goodbye|farewell|grief|griev\w*|rain|rainy|autumn|fallen|ruins|graveyard|melting|waiting|widow\w*|leaving|left behind|tired|exhausted|after a long)\b/,
    never: GLAD,
  },
  whimsical: {
    needs:
      /\b(?:whimsical|fairy|fairies|goblin|gnome|elf|elves|teapot|robot|toy|toys|thinks he|thinks she|who thinks|playing chess|barista|wizard|dragon asleep|frog prince|talking|tiny|penguins|octopus|cat|cats|kitten|puppy|dog|birthday|carousel|picnic|snowman|balloons?)\b/,
    never: SORROW,
  },
  mysterious: {
    needs:
      /\b(?:myster\w*|secret\w*|hidden|fog|foggy|mist|misty|cave|cavern|crystal|ruins|ancient|wizard|tower|alley|labyrinth|maze|tomb|temple|forest|woods|night|midnight|shadows?|library|lantern|deep sea|jellyfish|abandoned|masked?|detective|noir)\b/,
    never: GLAD,
  },
  epic: {
    needs:
      /\b(?:epic|mountains?|peaks?|canyon|cliff|volcano|storm|dragon|castle|fortress|viking|longship|army|battle|armada|galleon|ship|space station|spaceship|starship|whale|waterfall|glacier|sahara|desert|dunes|caravan|cathedral|empire|kingdom|knight|giant|colossal|titan|fuji|sunrise over)\b/,
    never:
      /\b(?:tiny|small|little|kitchen|table|teapot|cup|breakfast|nook|bedroom|knitting|graveyard|cemetery|funeral|abandoned|derelict|sleeping|asleep|sharing|soup|resting|breakfast|eating|feeding)\b/,
  },
  cozy: {
    needs:
      /\b(?:cozy|cosy|cabin|cottage|kitchen|blanket|fireplace|hearth|knitting|tea|soup|bakery|bread|cafe|café|coffee|reading|books?|library|nook|grandma|grandmother|grandpa|sweater|candlelit|lamp|snowed in|winter evening|bed|bedroom|pajamas|cocoa|workshop)\b/,
    never: new RegExp(
      `${SORROW.source}|\\b(?:wild|cliff|ocean|sea|desert|space|orbit|mountain|storm|tea ceremony|ceremony|market|street|altar|day of the dead|dead|shrine)\\b`,
    ),
  },
  eerie: {
    needs:
      /\b(?:eerie|haunted|ghosts?|spooky|creepy|abandoned|derelict|graveyard|cemetery|witch\w*|skull|skeleton|zombie|crypt|tomb|halloween|specter|phantom|dark forest|total darkness|deep sea|fog|foggy|spaceship graveyard|carousel at night)\b/,
    never: GLAD,
  },
  joyful: {
    // A game of chess or a toy is play, not a celebration: joy needs an occasion or children.
    needs:
      /\b(?:party|parties|birthday|wedding|festival|carnival|parade|celebrat\w*|holi|songkran|diwali|christmas|hanukkah|new year|fiesta|picnic|joy\w*|happy|laugh\w*|dance|dancing|graduation|newborn|baby|kids|children|puppy|puppies|kitten|balloons?|fireworks|water fight|ice cream|sunflowers?)\b/,
    never: SORROW,
  },
  nostalgic: {
    needs:
      /\b(?:nostalg\w*|old|vintage|retro|childhood|grandma|grandmother|grandpa|grandfather|school bus|diner|tractor|rusting|polaroid|memories|memory|remember\w*|80s|90s|70s|60s|summer camp|first day|record player|letters?|photo album|attic|back then|used to)\b/,
    never:
      /\b(?:future|futuristic|cyberpunk|sci-fi|robot|space station|spaceship|mars|jupiter|ancient|first century)\b/,
  },
  dramatic: {
    needs:
      /\b(?:dramatic|storm|stormy|thunder\w*|lightning|battle|war|fight|forging|forge|blacksmith|volcano|erupt\w*|fire|flames|chase|racing|race|crashing|waves|blizzard|tempest|duel|knight|dragon|longship|viking|firefighter)\b/,
    never:
      /\b(?:calm|quiet|peaceful|serene|sleep\w*|asleep|nap|tea ceremony|newborn|baby|knitting|cozy|cosy|birthday|picnic|sharing|soup|resting|breakfast|lunch|dinner|meal|feeding|reading|waiting|water fight|play\w*)\b/,
  },
  romantic: {
    needs:
      /\b(?:romance|romantic|love|lovers|couple|wedding|honeymoon|date|kiss\w*|valentine\w*|proposal|paris|sweethearts?|heart|heartfelt|slow danc\w*|serenade|roses?|candlelit dinner|moonlit)\b/,
    never: new RegExp(`${SORROW.source}|\\b(?:kids|children|school|office|mechanic|traffic)\\b`),
  },
};

/** Whether a mood the user did not ask for belongs to what the keywords show. */
export function moodHome(id: string, evidence: PlaceEvidence): boolean {
  const home = MOOD_HOMES[id];
  if (!home) return false;
  const given = evidence.given;
  if (home.never?.test(given)) return false;
  return home.needs.test(given) || (home.kinds?.some((k) => evidence.kinds.has(k)) ?? false);
}

/** What a palette needs the keywords to show, and what it cannot stand beside. */
const PALETTE_HOMES: Readonly<Record<string, MoodHome>> = {
  pastel: {
    needs:
      /\b(?:pastels?|spring|blossoms?|cherry|sakura|baby|newborn|birthday|easter|candy|ice cream|cupcakes?|bakery|morning|dawn|clouds?|unicorn|fairy|fairies|nursery|macarons?|lavender|flowers?|tulips?|dreamy|balloons?|hot air)\b/,
    never: new RegExp(`${SORROW.source}|\\b(?:night|midnight|neon|cyberpunk|storm|blizzard|volcano)\\b`),
  },
  earthy: {
    needs:
      /\b(?:earthy|rustic|farm\w*|tractor|wheat|harvest|field|barn|desert|caravan|camels?|sahara|dunes|canyon|forest|woods|cabin|autumn|village|ancient|roman|egyptian|scribe|blacksmith|pottery|potter|clay|mars|market|bazaar|ruins|mountain goats|cliff|safari|savanna\w*|elephants?|bread|workshop|monastery|adobe|stone)\b/,
    never: /\b(?:neon|cyberpunk|synthwave|space station|underwater|coral|festival|carnival|holi|party)\b/,
  },
  neon: {
    needs:
      /\b(?:neon|cyberpunk|synthwave|vaporwave|arcade|nightclub|rave|night market|las vegas|times square|tokyo|taipei|hong kong|seoul|futuristic|alley)\b/,
  },
  monochrome: {
    needs:
      /\b(?:monochrome|noir|fog|foggy|mist|misty|snow|snowy|winter|blizzard|storm|rain|rainy|subway|ink|detective|shadows?|silhouette|polar|arctic|ice|deep sea|total darkness)\b/,
    never: new RegExp(
      `${GLAD.source}|\\b(?:coral|colou?r\\w*|neon|flowers?|sunflowers?|blossoms?|marigolds?)\\b`,
    ),
  },
  warm: {
    needs:
      /\b(?:warm|sunset|sundown|golden|candles?|candlelit|lamps?|lanterns?|fire|fires|bonfire|campfire|fireplace|hearth|forging|forge|autumn|desert|sahara|bakery|bread|kitchen|dumplings|soup|tea|coffee|cafe|café|diwali|christmas|hanukkah|thanksgiving|harvest|sunflowers?|marigolds?|honey|cozy|cosy|cabin|library|workshop)\b/,
    never:
      /\b(?:snow|ice|icy|polar|arctic|glacier|winter|blizzard|deep sea|underwater|moonlit|moonlight|neon)\b/,
  },
  cool: {
    needs:
      /\b(?:cool|cold|icy|ice(?! cream)|winter|snow|snowy|blizzard|frost\w*|polar|arctic|glacier|night|midnight|moon|moonlit|sea|ocean|underwater|deep sea|jellyfish|whale|reef|rain|rainy|blue hour|space|orbit|fjord|norway|harbou?r|subway|hospital)\b/,
    never:
      /\b(?:sunset|sundown|golden|fire|bonfire|campfire|fireplace|desert|sahara|candles?|lamps?|lanterns?|diwali|warm|hot|heat\w*|summer|tropical)\b/,
  },
  vibrant: {
    needs:
      /\b(?:vibrant|colou?rful|colou?red|rainbow|festival|carnival|parade|holi|songkran|market|bazaar|coral|reef|parrots?|tropical|birthday|party|kids|children|balloons?|day of the dead|marigolds?|fiesta|street food|candy|toys?|flowers?|sunflowers?|graffiti|circus)\b/,
    never: SORROW,
  },
  'jewel tones': {
    needs:
      /\b(?:jewel\w*|palace|castle|mosque|cathedral|stained glass|peacock|treasure|wizard|dragon|fantasy|royal|king|queen|crown|throne|diwali|bazaar|silk|velvet|gems?|crystals?|sultan|opera)\b/,
  },
  sepia: {
    needs:
      /\b(?:sepia|old|antique|vintage|history|historic\w*|victorian|edwardian|1[89]\d0s|19[0-4]0s|grandpa|grandfather|letters?|steam train|old west|cowboy|saloon|diner|motorcycle|tractor|rusting)\b/,
    never:
      /\b(?:neon|bioluminescent|glow\w*|colou?r\w*|futur\w*|cyberpunk|space|robot|rainbow|holi|coral|flowers?|blossoms?)\b/,
  },
  'teal and orange': {
    needs:
      /\b(?:cinematic|city|street|alley|harbou?r|beach|sea|ocean|sunset|desert|highway|road|car|taxi|motorcycle|train|station|skyline|rooftop|diner)\b/,
  },
};

/** Whether a palette the user did not ask for belongs to what the keywords show and to the medium. */
export function paletteHome(tag: string, evidence: PlaceEvidence, styleId: string): boolean {
  // Media with colour of their own: a sepia print, charcoal and ink are their own palette, synthwave is neon.
  if (/^(?:sepia photo|charcoal|ink wash)$/.test(styleId)) return false;
  if (styleId === 'synthwave' && tag !== 'neon') return false;
  if (styleId === 'stained glass' && tag !== 'jewel tones' && tag !== 'vibrant') return false;
  // A teal-and-orange grade is a film's colour: a photograph's or a film still's.
  if (tag === 'teal and orange' && !/^(?:cinematic|film photography)$/.test(styleId)) return false;
  const home = PALETTE_HOMES[tag];
  if (!home) return false;
  if (home.never?.test(evidence.given)) return false;
  return home.needs.test(evidence.given);
}
