// Whether an image subject can be put somewhere by a setting phrase ("a fox in a snowy village"), or is a
// place or a scene of its own that no setting may be added to: a waterfall, an orchard, a skyscraper, a
// seaside town, a river boat, a jellyfish, first snow, a sunset. Read from WordNet's broader terms of the
// subject's head noun, a few steps up (further, its first-sense chain wanders: "plant" → "building complex").
import { neighbours } from '../answers/wordnet';

/** Broader terms that make a subject a place, a structure, a landscape, a sea thing or a sky. */
const HAS_OWN_PLACE: ReadonlySet<string> = new Set([
  // Places and land.
  'location',
  'region',
  'area',
  'tract',
  'geographical area',
  'geological formation',
  'municipality',
  'urban area',
  'garden',
  'vegetation',
  'body of water',
  'lake',
  // What is built: buildings, towers, shops, stations.
  'structure',
  'building',
  'dwelling',
  'housing',
  'mansion',
  'facility',
  'place of worship',
  'mill',
  'establishment',
  'mercantile establishment',
  'place of business',
  'workplace',
  // What floats, swims or falls from the sky, and times of day.
  'vessel',
  'sailing vessel',
  'coelenterate',
  'fish',
  'aquatic vertebrate',
  'cetacean',
  'aquatic mammal',
  'precipitation',
  'atmospheric phenomenon',
  'celestial body',
  'hour',
  'time unit',
  'time period',
  // Events and gatherings happen somewhere of their own.
  'activity',
  'procession',
]);

/** Heads WordNet's first sense misreads ("whale": a large person) or does not know as a common noun. */
const OWN_PLACE_HEADS: ReadonlySet<string> = new Set([
  'whale',
  'whales',
  'dolphin',
  'dolphins',
  'shark',
  'sharks',
  'octopus',
  'squid',
  'koi',
  'seahorse',
  'starfish',
  'coral',
  'reef',
  'platform',
  'ruins',
  'volcano',
  'eruption',
  'ruin',
  'moon',
  'sun',
  'stars',
  'sky',
  'aurora',
  'clouds',
  'sunset',
  'sunrise',
  'skyline',
  'landscape',
  'cityscape',
  'seascape',
]);

const STEPS = 3;
const PREPOSITIONS = /\s(?:in|at|from|of|on|with|by|under|over|near|inside|beside|among|above|below)\s/;

/** The head noun of a subject phrase: its last word before any preposition ("seaside town", "fox in snow"). */
function headOf(subject: string): string {
  const before = subject.toLowerCase().split(PREPOSITIONS)[0] ?? '';
  return (before.match(/[\p{L}]+/gu) ?? []).at(-1) ?? '';
}

const cache = new Map<string, boolean>();

/** Whether a subject is a place or scene of its own, which takes no setting phrase. */
export function hasOwnPlace(subject: string): boolean {
  const head = headOf(subject);
  const cached = cache.get(head);
  if (cached !== undefined) return cached;
  let own = OWN_PLACE_HEADS.has(head);
  let current = head;
  for (let step = 0; step < STEPS && !own && current; step++) {
    const up = neighbours(current, 1).find(
      (n) => n.relation === 'broader' && n.pos === 'noun' && n.sense === 0,
    );
    if (!up) break;
    own = HAS_OWN_PLACE.has(up.word);
    current = up.word;
  }
  if (cache.size > 5000) cache.clear();
  cache.set(head, own);
  return own;
}
