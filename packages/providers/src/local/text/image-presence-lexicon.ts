// Words for the presence rules (`image-presence-clash.ts`): what hangs in air, what is seen from the ground,
// what glows like a sign, what feels like home, what is gentle and what is agitated, how a picture is framed
// (a map, an onlooker, a window, a doorway), and the bodies of space no Earth sky reaches.
import { fact, type LexiconEntry } from './image-scene-fact';

/** The engine's gentle moods, phrase by phrase, and the words a user types for one. */
const GENTLE =
  /\b(?:dreamy, weightless|ethereal hush|soft logic of a dream|unhurried stillness|serene|meditative|peace of a held breath|whimsical|whimsy|gentle humour|cozy|cosy|homely|snug|bright, joyful|sunny cheer|celebratory|wash of nostalgia|half-remembered|bygone|romantic|affectionate|love letter|tranquil)\b/g;

export const PRESENCE_LEXICON: readonly LexiconEntry[] = [
  fact(/\bthrough the air\b|\bdrifting dust\b|\bdust motes\b|\batmospheric (?:haze|perspective)\b/g, {
    air: true,
  }),
  fact(/\bfrom the ground\b|\bagainst the sky\b|\bfrom a hilltop\b|\bacross the water\b/g, { ground: true }),
  // The neon palettes: the colours of signs and screens.
  fact(
    /\bvivid neon pink and cyan\b|\belectric magenta against deep violet\b|\bacid green and hot pink glow\b/g,
    {
      artificial: true,
    },
  ),
  fact(/\bneon (?:signs?|reflections|lights?)\b/g, { artificial: true }),
  fact(/\b(?:cozy|cosy|snug|homely|hygge|inviting)\b/g, { homely: true }),
  fact(GENTLE, { gentle: true }),
  // Humour and whimsy are glad: no grief or mourning goes with them.
  fact(/\b(?:gentle humour|whimsy|whimsical|playful)\b/g, { valence: 'glad' }),
  // Anger and fear are agitated and dark; storms, battles and disasters are agitated too.
  fact(/\b(?:anger|angry|rage|raging|furious|fury|wrath|enraged)\b/g, { agitated: true, pace: 'busy' }),
  fact(/\b(?:fear|fears|afraid|scared|frightened|terrified|terror|panic|panicked|anxious|nightmare)\b/g, {
    agitated: true,
    feel: 'dark',
    valence: 'sad',
  }),
  fact(
    /\b(?:storm|storms|stormy|thunderstorm|tempest|hurricane|tornado|avalanche|tsunami|battle|battlefield|war|warfare|combat|siege|fighting|riot|swallowing|devouring|exploding|explosion|collapsing|erupting)\b/g,
    { agitated: true },
  ),
  fact(/\b(?:battle|battlefield|war|warfare|combat|siege|riot)\b/g, { pace: 'busy', feel: 'dark' }),
  // Grief is dark as well as sad: no romance or humour around it.
  fact(/\b(?:grief|grieving|mourning|funeral|bereavement|heartbreak)\b/g, { feel: 'dark' }),
  fact(/\blike a map\b/g, { mapView: true }),
  fact(/\bcurious onlooker\b|\bpasser-by\b/g, { onlooker: true }),
  // A frame built by people: a window or a doorway seen through.
  fact(/\b(?:round window|arched doorway|rain-streaked window|fogged glass)\b/g, { windowView: true }),
  fact(/\blit by\b/g, { litBy: true }),
  // Chiaroscuro is how light and shadow are painted, not a lamp; "moody" is a dark register.
  fact(/\bmoody chiaroscuro\b/g, { notSource: true, feel: 'dark' }),
  // Deep, dark water is under the surface: no hour of the sun, no sky.
  fact(/\bdeep (?:dark )?water\b|\bdark depths\b|\bthe abyss\b/g, { enclosed: true, setting: 'underwater' }),
  // Bodies and travellers of space: no weather, no hour of the sun, no air.
  fact(
    /\b(?:saturn|jupiter|neptune|uranus|asteroids?|astronauts?|cosmonauts?|spacewalk|supernovae?|solar system|star clusters?|starfield|spacecraft|orbiting)\b/g,
    { enclosed: true, setting: 'space' },
  ),
];
