// A keyword that opens with a name and ends on a common noun ("Tokyo alley", "Kyoto temple in autumn",
// "London double Decker bus") is one alley, one temple, one bus: it takes "a" as "an alley" would ("a
// Tokyo alley"). A capital on the noun makes it part of the name ("Eiffel Tower"). A place's name typed
// in lower case first ("marrakech spice market") gets its capital. Keywords in other languages, plurals
// and names alone are left as typed.
import { baseForms } from '../answers/wordnet';
import { isFeelingKeyword } from './image-feeling-keyword';
import { hypernyms } from './image-hypernyms';
import { isPlaceName } from './image-keyword-scene';
import { DETERMINERS, PHRASE_BREAKS } from './image-vocabulary';
import { looksForeign } from './foreign';
import { withArticle } from './text-utils';

const isPlural = (word: string): boolean =>
  /[^suis']s$/i.test(word) || /(?:ies|men|children|people)$/i.test(word);

/** The keyword with its name capitalised and, when it counts one thing, an article before it. */
export function withNameArticle(keyword: string): string {
  const trimmed = keyword.trim();
  if (looksForeign(trimmed)) return trimmed;
  const all = trimmed.split(/\s+/);
  const [first = ''] = all;
  if (all.length < 2 || DETERMINERS.has(first.toLowerCase())) return trimmed;
  // "hope after a storm" is one hope, said with "the": never "a hope after a storm". (Before "at" or "in"
  // the shared subject rules already leave a feeling bare: "loneliness at a bus stop".)
  if (isFeelingKeyword(first) && /^(?:after|before)$/i.test(all[1] ?? '')) return `the ${trimmed}`;
  const named =
    /^\p{Ll}/u.test(first) && isPlaceName(first)
      ? [first.charAt(0).toUpperCase() + first.slice(1), ...all.slice(1)]
      : all;
  // Only a place's name opens it ("Tokyo", "Kyoto"): "Golden retriever", "Eiffel Tower", "New York" do not.
  const name = named.slice(0, 3).findIndex((_, i) =>
    isPlaceName(
      named
        .slice(0, i + 1)
        .join(' ')
        .toLowerCase(),
    ),
  );
  if (!/^\p{Lu}/u.test(named[0] ?? '') || name === -1) return named.join(' ');
  const breakAt = named.findIndex((w, i) => i > 0 && PHRASE_BREAKS.has(w.toLowerCase()));
  const head = breakAt === -1 ? named : named.slice(0, breakAt);
  const last = head.at(-1) ?? '';
  const lower = last.toLowerCase();
  // The head must be a common noun ("alley", "fjord"), counted, and not the name itself.
  // A capital on the noun makes it part of the name ("Eiffel Tower", "Tokyo Tower").
  if (
    head.length < name + 2 ||
    last !== lower ||
    isPlural(lower) ||
    hypernyms(lower, 1).length === 0 ||
    isPlaceName(lower)
  ) {
    return named.join(' ');
  }
  return withArticle(named.join(' '));
}

/** A keyword that is one adjective and no noun ("emotional", "gloomy"): it describes, it is not a thing. */
export function isLoneAdjective(keyword: string): boolean {
  const lower = keyword.trim().toLowerCase();
  return (
    /^\p{L}+$/u.test(lower) && baseForms(lower, 'adj').length > 0 && baseForms(lower, 'noun').length === 0
  );
}
