// Keywords that are a feeling or a colour, not a thing to show: "gorilla in the rain, melancholy" is a
// melancholy picture of a gorilla, never "a gorilla with a melancholy"; "manta ray, deep blue" is a blue
// picture, never "a manta ray beside a deep blue". They stay in what the user typed (so their facts bind the
// idea) but are taken out of the subject.
import { baseForms } from '../answers/wordnet';
import { hypernyms } from './image-hypernyms';
import { MOODS, PALETTES } from './image-vocabulary';

/** Broader terms of a noun that names a feeling ("joy" → emotion, "nostalgia" → feeling). */
const FEELING_TERMS: ReadonlySet<string> = new Set(['feeling', 'emotion', 'disposition', 'temperament']);

/** Words of colour and shade, which together name a colour ("deep blue", "pale gold"). */
const COLOUR_WORDS =
  /^(?:deep|dark|light|pale|bright|soft|warm|cool|rich|muted|vivid|electric|pastel|neon|red|orange|yellow|green|blue|purple|violet|pink|magenta|teal|cyan|turquoise|gold|golden|silver|white|black|grey|gray|brown|beige|crimson|scarlet|emerald|sapphire|indigo|navy|ochre|amber|and)$/;

const MOOD_ALIASES: ReadonlySet<string> = new Set(MOODS.flatMap((m) => m.aliases));
const PALETTE_ALIASES: ReadonlySet<string> = new Set(PALETTES.flatMap((p) => p.aliases));

/** Whether a keyword is only a feeling: a mood's name, an adjective alone, or a noun WordNet files as one. */
export function isFeelingKeyword(keyword: string): boolean {
  const lower = keyword.trim().toLowerCase();
  if (MOOD_ALIASES.has(lower)) return true;
  if (/\s/.test(lower) || lower === '') return false;
  return hypernyms(lower, 4).some((t) => FEELING_TERMS.has(t));
}

/** Whether a keyword is only a colour ("deep blue", "red and gold") or a palette's name ("pastel"). */
export function isColourKeyword(keyword: string): boolean {
  const lower = colourOf(keyword);
  if (PALETTE_ALIASES.has(lower) && baseForms(lower, 'noun').length === 0) return true;
  const words = lower.split(/\s+/);
  return words.length <= 3 && words.some((w) => w !== 'and') && words.every((w) => COLOUR_WORDS.test(w));
}

/** "everything blue", "all in red", "shades of green": the colour words of a keyword without the quantifier. */
export function colourOf(keyword: string): string {
  return keyword
    .trim()
    .toLowerCase()
    .replace(/^(?:everything|all|only|mostly|just|something|shades of|all in|everything in)\s+/, '');
}
