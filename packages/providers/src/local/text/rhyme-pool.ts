// The line endings grouped by rhyme (by the CMU dictionary), and the choice of rhyming endings for a song:
// each pair of rhyming lines takes endings with different last words from one group.
import { BRIGHT_WORDS, DARK_WORDS, ENDINGS, POOL_CLASSES, type EndClass } from './lyric-vocabulary';
import { countSyllables } from './meter';
import { echoesWord, lastWord, rhymeKey } from './rhymes';
import type { Rng } from './rng';

export interface Ending {
  /** The words the line ends with: "in the rain", "away", or the keyword's noun phrase. */
  text: string;
  cls: EndClass;
  /** Its last word, which carries the rhyme. */
  word: string;
  key: string;
}

export type Tone = 'bright' | 'dark' | 'any';

let groups: Map<string, Ending[]> | null = null;

/** Every ending of the vocabulary by its rhyme key, built once. Endings the dictionary lacks are left out. */
export function endingGroups(): ReadonlyMap<string, readonly Ending[]> {
  if (groups) return groups;
  groups = new Map();
  for (const cls of POOL_CLASSES) {
    for (const text of ENDINGS[cls]) {
      const word = lastWord(text);
      const key = rhymeKey(word);
      if (!key) continue;
      const list = groups.get(key) ?? [];
      list.push({ text, cls, word, key });
      groups.set(key, list);
    }
  }
  return groups;
}

/** The ending that closes a line on the keyword itself, when the dictionary knows its last word. */
export function keywordEnding(np: string): Ending | null {
  const word = lastWord(np);
  const key = word ? rhymeKey(word) : null;
  return key ? { text: np, cls: 'keyword', word, key } : null;
}

/** Which endings may be used; treated as unchanging once made (the keys that fit it are remembered). */
export interface PoolFilter {
  readonly tone: Tone;
  /** Last words not to end on (the earlier lyrics' and the themes' own words). */
  readonly avoidWords: ReadonlySet<string>;
  /** Longest ending, in syllables, for songs of short lines. */
  readonly maxSyllables?: number;
  /** Endings the song may say (its one setting, its season), and a key naming that rule for caching. */
  readonly fits?: { readonly key: string; readonly test: (ending: string) => boolean };
}

function allowed(e: Ending, filter: PoolFilter): boolean {
  if (filter.avoidWords.has(e.word)) return false;
  if (filter.tone === 'bright' && DARK_WORDS.has(e.word)) return false;
  if (filter.tone === 'dark' && BRIGHT_WORDS.has(e.word)) return false;
  if (filter.maxSyllables !== undefined && countSyllables(e.text) > filter.maxSyllables) return false;
  if (filter.fits && !filter.fits.test(e.text)) return false;
  return true;
}

function clash(chosen: readonly Ending[], e: Ending): boolean {
  return chosen.some((c) => c.word === e.word || echoesWord(c.word, e.word));
}

/**
 * Up to `size` endings of one group (after `taken`) whose last words differ and do not echo one another,
 * of different classes where it can: "in the rain" and "down the lane" read alike, "in the rain" and
 * "again" do not.
 */
function distinctEndings(
  candidates: readonly Ending[],
  size: number,
  rng: Rng,
  taken: Ending[] = [],
): Ending[] {
  const chosen = [...taken];
  const shuffled = rng.shuffle(candidates);
  for (const mixClasses of [true, false]) {
    for (const e of shuffled) {
      if (chosen.length >= size) return chosen;
      if (clash(chosen, e) || (mixClasses && chosen.some((c) => c.cls === e.cls))) continue;
      chosen.push(e);
    }
  }
  return chosen;
}

/** How many endings of a group can stand together (greedy, so a lower bound). */
function roomIn(list: readonly Ending[], filter: PoolFilter): number {
  const chosen: Ending[] = [];
  for (const e of list) if (allowed(e, filter) && !clash(chosen, e)) chosen.push(e);
  return chosen.length;
}

const roomCache = new Map<string, Map<number, string[]>>();

/** What decides which endings a filter allows, as one string: equal filters share what is worked out. */
const filterKeys = new WeakMap<PoolFilter, string>();
function filterKey(filter: PoolFilter): string {
  let key = filterKeys.get(filter);
  if (key === undefined) {
    key = `${filter.tone}|${filter.maxSyllables ?? ''}|${filter.fits?.key ?? ''}|${[...filter.avoidWords].sort().join(',')}`;
    filterKeys.set(filter, key);
  }
  return key;
}

/** Rhyme keys that have at least `size` distinct usable endings (remembered per kind of filter). */
function keysWithRoom(size: number, filter: PoolFilter): string[] {
  const key = filterKey(filter);
  let bySize = roomCache.get(key);
  if (!bySize) {
    bySize = new Map();
    if (roomCache.size > 500) roomCache.clear();
    roomCache.set(key, bySize);
  }
  let keys = bySize.get(size);
  if (!keys) {
    keys = [...endingGroups()].filter(([, list]) => roomIn(list, filter) >= size).map(([key]) => key);
    bySize.set(size, keys);
  }
  return keys;
}

/**
 * Chooses `size` rhyming endings with different last words, from a group not in `usedKeys` while any is
 * left (so the ideas of one answer, and the sections of one song, rhyme on different sounds). With
 * `first`, the group is that ending's and it comes first. No ending clashes with those `taken` already.
 */
export function pickRhymes(
  size: number,
  rng: Rng,
  filter: PoolFilter,
  usedKeys: Set<string>,
  first?: Ending,
  taken: readonly Ending[] = [],
): Ending[] | null {
  // Endings of the section so far: a word ends one line only.
  const usableIn = (key: string): Ending[] =>
    (endingGroups().get(key) ?? []).filter((e) => allowed(e, filter) && !clash(taken, e));
  if (first) {
    if (clash(taken, first)) return null;
    const usable = usableIn(first.key);
    const found = distinctEndings(usable, size, rng, [first]);
    if (found.length < size) return null;
    usedKeys.add(first.key);
    return found;
  }
  const keys = keysWithRoom(size, filter);
  const fresh = keys.filter((k) => !usedKeys.has(k));
  const pool = fresh.length > 0 ? fresh : keys;
  if (pool.length === 0) return null;
  const key = rng.pick(pool);
  usedKeys.add(key);
  const found = distinctEndings(usableIn(key), size, rng);
  return found.length >= size ? found : null;
}

/**
 * Endings of the same rhyme group that may stand in for `ending` when no line can be written on it: allowed
 * by the filter, and clashing with none of the section's other endings.
 */
export function alternativesTo(ending: Ending, filter: PoolFilter, others: readonly Ending[]): Ending[] {
  return (endingGroups().get(ending.key) ?? []).filter(
    (e) => e.text !== ending.text && allowed(e, filter) && !clash(others, e),
  );
}
