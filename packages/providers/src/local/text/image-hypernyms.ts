// A noun's broader terms in WordNet, staying on one meaning: "dog" → "canid" → "carnivore", never
// "canine" → "tooth". WordNet gives the broader synsets of a word's first sense; the next step continues
// from a word of them whose own first sense is one of them, and stops when none is (the chain would
// otherwise wander into another meaning).
import { neighbours } from '../answers/wordnet';

/** The words of a noun's first sense (a synset, as far as words can tell it). */
function firstSense(word: string): string[] {
  return neighbours(word, 1)
    .filter((n) => n.relation === 'synonym' && n.pos === 'noun' && n.sense === 0)
    .map((n) => n.word);
}

function broaderSynset(word: string): string[] {
  return neighbours(word, 1)
    .filter((n) => n.relation === 'broader' && n.pos === 'noun' && n.sense === 0)
    .map((n) => n.word);
}

const cache = new Map<string, readonly string[]>();

/** Broader terms of a noun's first sense, nearest first, every word of each broader synset included. */
export function hypernyms(word: string, steps = 8): readonly string[] {
  const key = `${steps}:${word}`;
  const known = cache.get(key);
  if (known) return known;
  const out: string[] = [];
  let current: string | undefined = word;
  for (let step = 0; step < steps && current; step++) {
    const synset = broaderSynset(current);
    if (synset.length === 0) break;
    out.push(...synset);
    // A word whose own first sense is one of the broader synsets ("canid", not "canine": a tooth).
    current = synset.find((w) => {
      const sense = firstSense(w);
      return sense.length > 0 && sense.every((x) => synset.includes(x));
    });
  }
  if (cache.size > 5000) cache.clear();
  cache.set(key, out);
  return out;
}
