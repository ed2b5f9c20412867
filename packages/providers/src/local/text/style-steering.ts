// What a user's tags ask for: a style, a family of styles, a mood or a palette; anything else is flavour.
import {
  FAMILY_ALIASES,
  MOODS,
  PALETTES,
  STYLES,
  type MoodEntry,
  type PaletteEntry,
  type StyleEntry,
  type StyleFamily,
} from './image-vocabulary';

export interface Steering {
  styles: StyleEntry[];
  families: StyleFamily[];
  moods: MoodEntry[];
  palettes: PaletteEntry[];
  /** Tags the vocabulary does not know, folded into the text as flavour. */
  flavours: string[];
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

/** "warm tones", "cool colours", "pastel palette": a colour word said as a palette. */
const COLOUR_PHRASE = /\s+(?:tones|colou?rs|palette)$/i;

/** The colour word of a palette tag, lower case: "warm" of "Warm tones". */
export function paletteWordOf(tag: string): string {
  return tag.toLowerCase().replace(COLOUR_PHRASE, '');
}

/** `moodWords` are keywords that name a mood; they steer the mood only and are never flavour. */
export function steeringFromTags(tags: readonly string[], moodWords: readonly string[] = []): Steering {
  const steering: Steering = { styles: [], families: [], moods: [], palettes: [], flavours: [] };
  for (const word of moodWords) {
    const mood = MOODS.find((m) => m.aliases.includes(word));
    if (mood) steering.moods.push(mood);
  }
  for (const typed of tags) {
    // "warm tones", "cool colours", "pastel palette": the colour word is the palette.
    // "van gogh style", "in the style of monet": the name is the style.
    const tag =
      paletteWordOf(typed)
        .replace(/^(?:in the style of|style of)\s+|\s+(?:style|inspired|esque)$/i, '')
        .trim() || typed;
    // "vintage" is a polaroid or an old sepia print: each idea takes one that fits its scene.
    const styles = STYLES.filter((s) => s.aliases.includes(tag) || s.id === tag);
    const style = styles[0];
    const family = (Object.keys(FAMILY_ALIASES) as StyleFamily[]).find((f) =>
      FAMILY_ALIASES[f].includes(tag),
    );
    // A colour phrase names a palette, not a mood: "warm tones" is no cozy feeling.
    const colourPhrase = COLOUR_PHRASE.test(typed.trim());
    const mood = colourPhrase ? undefined : MOODS.find((m) => m.id === tag || m.aliases.includes(tag));
    const palette = PALETTES.find((p) => p.tag === tag || p.aliases.includes(tag));
    steering.styles.push(...styles);
    if (family) steering.families.push(family);
    if (mood) steering.moods.push(mood);
    if (palette) steering.palettes.push(palette);
    if (!style && !family && !mood && !palette) steering.flavours.push(typed);
  }
  return {
    styles: unique(steering.styles),
    families: unique(steering.families),
    moods: unique(steering.moods),
    palettes: unique(steering.palettes),
    flavours: steering.flavours,
  };
}
