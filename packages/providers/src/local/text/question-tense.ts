/**
 * The simple past compromise reads as a present ("The fire burned for four days …" is tagged present
 * when a second verb follows): a question built on it would ask "How long does the fire burned?". A word
 * is a past form when it is the past of a verb ("burned" of "burn"); "seed", "proceed" and "embed" are not.
 */
import nlp from './nlp';
import { verbModel, verbTransforms } from './question-verb-transforms';

const cache = new Map<string, string | null>();
/** Words in "-ed" that are no past: "embed", "shred", "sacred", "hundred". */
const NOT_PAST =
  /^(embed|shred|sacred|naked|wicked|crooked|rugged|ragged|beloved|jagged|wretched|hundred|kindred|hatred|watershed|seabed|riverbed|flowerbed|sled)$/;

/** The infinitive of `word` when `word` is that verb's simple past ("burned" → "burn"), else null. */
export function pastInfinitive(word: string): string | null {
  const lower = word.toLowerCase();
  const known = cache.get(lower);
  if (known !== undefined) return known;
  let found: string | null = null;
  if (/[^e]ed$/.test(lower) && lower.length > 4 && !NOT_PAST.test(lower)) {
    const infinitive = verbTransforms.toInfinitive(lower, verbModel, 'PastTense');
    const forms = infinitive ? verbTransforms.conjugate(infinitive, verbModel) : {};
    // "smoulder" is no word compromise knows, but reads as a verb after "they".
    const isVerb = infinitive.length >= 3 && infinitive !== lower && nlp(`they ${infinitive}`).has('#Verb');
    if (isVerb && forms.PastTense === lower && forms.PresentTense !== lower) found = infinitive;
  }
  if (cache.size > 2000) cache.clear();
  cache.set(lower, found);
  return found;
}
