// Words said twice in one image idea, compared by stem so that "smudged … Smudged", "soft-lit … soft
// global illumination" and "diorama … diorama-like" count as one word used twice: hyphenated words are read
// part by part, and small function words never count.
import { stemmer } from 'stemmer';

/** Function words and the like, which any sentence repeats. */
const STOP: ReadonlySet<string> = new Set(
  (
    'a an the and or but nor of in on at by with to from into onto over under beneath above below through ' +
    'across against among amid as for its it is are be was were that this these those which who whom ' +
    'whose every each all some one two three four no not than then there their them they his her our your ' +
    'like more most very just after before while where when out up down off about around behind beside ' +
    'between near within without along upon per via so such own same other another any both either ' +
    'neither here how what why yet also too only even ever mm'
  ).split(' '),
);

const stems = new Map<string, string>();

/** A word's stem, lower case ("Smudged" → "smudg"), remembered. */
export function stemOf(word: string): string {
  const lower = word.toLowerCase();
  let stem = stems.get(lower);
  if (stem === undefined) {
    stem = stemmer(lower);
    if (stems.size > 20_000) stems.clear();
    stems.set(lower, stem);
  }
  return stem;
}

/** The words of a text that count for repetition, lower case, hyphenated words split into their parts. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 3 && !STOP.has(w));
}

/** The stems of a text's content words, in order (with repeats). */
export function contentStems(text: string): string[] {
  return contentWords(text).map(stemOf);
}

function counts(stemsOfText: readonly string[]): Map<string, number> {
  const seen = new Map<string, number>();
  for (const stem of stemsOfText) seen.set(stem, (seen.get(stem) ?? 0) + 1);
  return seen;
}

/**
 * Content words (by stem, shown as first written) said more often than the user said them: a word the
 * user typed once may be said once, one they typed twice ("red fox, red barn") twice.
 */
export function repeatedWords(text: string, given = ''): string[] {
  const allowed = counts(contentStems(given));
  const words = contentWords(text);
  const seen = counts(words.map(stemOf));
  const out: string[] = [];
  for (const word of words) {
    const stem = stemOf(word);
    if ((seen.get(stem) ?? 0) > Math.max(1, allowed.get(stem) ?? 0) && !out.some((w) => stemOf(w) === stem))
      out.push(word);
  }
  return out;
}

/**
 * Words of a title that say another of its words again, as a stem or inside a compound ("Snowstorm and
 * the Storm", "Sepia Lake in Sepia").
 */
export function titleRepeats(title: string): string[] {
  // A doubled name ("Tuk Tuk", "Bora Bora") is one word said once.
  const words = contentWords(title).filter((w, i, all) => all[i - 1] !== w);
  const out: string[] = [];
  words.forEach((word, i) => {
    for (const other of words.slice(i + 1)) {
      const same = stemOf(word) === stemOf(other);
      const inside =
        (other.length >= 4 &&
          word.length > other.length &&
          (word.endsWith(other) || word.startsWith(other))) ||
        (word.length >= 4 && other.length > word.length && (other.endsWith(word) || other.startsWith(word)));
      if (same || inside) out.push(other);
    }
  });
  return out;
}
