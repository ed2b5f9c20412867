import { baseForms, neighbours } from '../../answers/wordnet';
import { conceptByIcon, conceptByLabel, conceptByWord } from './library';
import type { Concept } from './library';
import { ALIASES } from './vocabulary';

/** How a word was matched: as written, as a plural of a concept, or through a broader WordNet word. */
export interface Found {
  concept: Concept;
  /** The word was a plural ("apples"): draw several unless a number says otherwise. */
  plural: boolean;
  /** The broader word that matched ("terrier" → "dog"), when the word itself was not in the library. */
  via?: string;
}

const cache = new Map<string, Found | null>();
const CACHE_LIMIT = 4_000;

// Too general to stand for a thing: a hypernym walk stops here rather than draw "an object".
const TOO_BROAD = new Set(
  'entity physical entity object whole artifact artefact organism living thing being animal creature person individual someone somebody mortal soul matter substance thing unit part instrumentality device structure construction container food nutrient solid foodstuff commodity covering plant vertebrate chordate placental mammal'.split(
    ' ',
  ),
);

/** Singular forms a light stemmer gives, most likely first. */
function singulars(word: string): string[] {
  const out: string[] = [];
  const add = (w: string) => {
    if (w !== word && w.length > 1 && !out.includes(w)) out.push(w);
  };
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  if (/(ch|sh|ss|x|o)es$/.test(word)) add(word.slice(0, -2));
  if (word.endsWith('ves')) add(`${word.slice(0, -3)}f`);
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  if (word === 'children') add('child');
  if (word === 'people') add('person');
  if (word === 'mice') add('mouse');
  if (word === 'geese') add('goose');
  for (const base of word.includes(' ') ? [] : baseForms(word, 'noun')) add(base);
  return out;
}

const alias = (phrase: string) => {
  const icon = ALIASES[phrase];
  return icon ? conceptByIcon(icon) : undefined;
};

/** A concept whose label is the phrase, or (loosely, for one word) whose label ends with it. */
const labelled = (phrase: string, loose: boolean) =>
  loose && !phrase.includes(' ') ? conceptByWord(phrase, false) : conceptByLabel(phrase);

/**
 * The library's concept for a noun or a two-word phrase ("hot dog"): as written, then singular, then the
 * nearest broader WordNet word that has one (up to four steps: "terrier" → dog, "cabin" → house).
 */
export function findConcept(phrase: string): Found | undefined {
  const cached = cache.get(phrase);
  if (cached !== undefined) return cached ?? undefined;
  const found = search(phrase);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(phrase, found ?? null);
  return found;
}

function search(phrase: string): Found | undefined {
  const plurals = singulars(phrase);
  // The hand-kept words first, then exact labels, then labels ending in the word; each as written first.
  for (const match of [alias, (p: string) => labelled(p, false), (p: string) => labelled(p, true)]) {
    const asIs = match(phrase);
    if (asIs) return { concept: asIs, plural: false };
    for (const singular of plurals) {
      const concept = match(singular);
      if (concept) return { concept, plural: true };
    }
  }
  // The emoji's tags are left out: they are loose ("hot dog" is tagged "dog", "table" names ping-pong).
  return viaWordNet(phrase);
}

function viaWordNet(word: string): Found | undefined {
  const bases = baseForms(word, 'noun');
  if (bases.length === 0) return undefined;
  const plural = !bases.includes(word);
  let level = [...new Set(bases)];
  const seen = new Set(level);
  for (let depth = 0; depth < 4 && level.length > 0; depth++) {
    const next: string[] = [];
    for (const w of level) {
      // Only the most frequent sense: "submarine" is a boat before it is a sandwich.
      for (const n of neighbours(w, 1)) {
        if (n.pos !== 'noun' || (n.relation !== 'broader' && n.relation !== 'synonym')) continue;
        if (seen.has(n.word) || TOO_BROAD.has(n.word)) continue;
        seen.add(n.word);
        const concept = alias(n.word) ?? conceptByLabel(n.word);
        if (concept) return { concept, plural, via: n.word };
        if (n.relation === 'broader') next.push(n.word);
      }
    }
    level = next;
  }
  return undefined;
}
