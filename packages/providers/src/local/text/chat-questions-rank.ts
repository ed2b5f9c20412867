/**
 * Ranks a text's sentences by how central and informative they are: TextRank (PageRank over a graph whose
 * edges are the TF-IDF cosine similarity of two sentences' stemmed content words), weighted by signs of
 * information (numbers, names, content-word density, a sensible length) and by the topic's own words.
 */
import { eng } from 'stopword';
import { stemmer } from 'stemmer';
import type { TextSentence } from './chat-questions-text';

const STOPWORDS = new Set<string>(eng);
const DAMPING = 0.85;
const MAX_ITERATIONS = 50;
const CONVERGED = 1e-7;
/** Terms in more than this share of the sentences are left out of the graph (see similarityGraph). */
const MAX_POSTINGS_SHARE = 0.1;
const MIN_POSTINGS_CAP = 30;
/** Similarities below this make no edge: they only slow PageRank down. */
const MIN_EDGE = 0.02;

/** Sentences that lean on the one before: their subject is a pronoun or a pointer. */
export const ANAPHOR_START =
  /^(he|she|it|they|this|these|those|that|his|her|its|their|such|both|neither|either)\b/i;
/**
 * A pronoun among the first words ("Many historians consider it …") also points at the sentence before;
 * a possessive ("The shop opened its …") usually points at the sentence's own subject.
 */
const EARLY_PRONOUN = /^(\S+\s+){0,5}(it|they|them|he|she|him)\b/i;

export function leansOnPrevious(text: string): boolean {
  return ANAPHOR_START.test(text) || EARLY_PRONOUN.test(text);
}
const META = /\b(this|the following) (article|page|post|section|chapter|guide|document|tutorial)\b/i;

export interface RankedText {
  /** Distinct stemmed content terms of each sentence (empty for boilerplate-only sentences). */
  terms: string[][];
  /** TF-IDF weight of each term in the whole text, for picking a sentence's key phrase. */
  idf: Map<string, number>;
  /** Final score of each sentence (0 for sentences that may not be answers). */
  score: number[];
  /** Cosine similarity of two sentences. */
  similarity(a: number, b: number): number;
}

/** Lower-case content words ("don't" stays one word), stop words dropped. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []).filter(
    (w) => w.length > 1 && !STOPWORDS.has(w.replace(/’/g, "'")),
  );
}

/** The stemmed content terms of a text; numbers stay as written. */
export function termsOf(text: string): string[] {
  return contentWords(text).map((w) => (/^\p{N}+$/u.test(w) ? w : stemmer(w.replace(/['’]s$/, ''))));
}

/** A sentence's TF-IDF vector: term ids and weights, unit length. */
interface Vector {
  ids: Int32Array;
  weights: Float64Array;
}

function tfIdfVectors(
  terms: readonly string[][],
  idf: ReadonlyMap<string, number>,
  idOf: ReadonlyMap<string, number>,
): Vector[] {
  return terms.map((list) => {
    const tf = new Map<string, number>();
    for (const t of list) tf.set(t, (tf.get(t) ?? 0) + 1);
    const ids = new Int32Array(tf.size);
    const weights = new Float64Array(tf.size);
    let k = 0;
    let norm = 0;
    for (const [t, n] of tf) {
      const w = (1 + Math.log(n)) * (idf.get(t) ?? 0);
      ids[k] = idOf.get(t) ?? 0;
      weights[k] = w;
      norm += w * w;
      k++;
    }
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < weights.length; i++) weights[i] = (weights[i] ?? 0) / norm;
    return { ids, weights };
  });
}

/** The similarity graph as adjacency lists (both directions). */
interface Graph {
  neighbours: number[][];
  weights: number[][];
}

/**
 * Cosine similarities through postings lists: a pair of sentences is visited once per term they share.
 * Terms in more than a tenth of the sentences (at least MIN_POSTINGS_CAP) are left out: they say little
 * about which sentences belong together and would make the pass quadratic.
 */
function similarityGraph(vectors: readonly Vector[], termCount: number): Graph {
  const n = vectors.length;
  const cap = Math.max(MIN_POSTINGS_CAP, Math.floor(n * MAX_POSTINGS_SHARE));
  const postingSentences: number[][] = Array.from({ length: termCount }, () => []);
  const postingWeights: number[][] = Array.from({ length: termCount }, () => []);
  vectors.forEach((v, i) => {
    for (let k = 0; k < v.ids.length; k++) {
      const id = v.ids[k] ?? 0;
      postingSentences[id]?.push(i);
      postingWeights[id]?.push(v.weights[k] ?? 0);
    }
  });
  const graph: Graph = {
    neighbours: Array.from({ length: n }, () => []),
    weights: Array.from({ length: n }, () => []),
  };
  const dot = new Float64Array(n);
  const touched: number[] = [];
  for (let i = 0; i < n; i++) {
    const v = vectors[i] as Vector;
    for (let k = 0; k < v.ids.length; k++) {
      const id = v.ids[k] ?? 0;
      const list = postingSentences[id] ?? [];
      if (list.length < 2 || list.length > cap) continue;
      const ws = postingWeights[id] ?? [];
      const x = v.weights[k] ?? 0;
      for (let p = 0; p < list.length; p++) {
        const j = list[p] ?? 0;
        if (j <= i) continue;
        if (dot[j] === 0) touched.push(j);
        dot[j] = (dot[j] ?? 0) + x * (ws[p] ?? 0);
      }
    }
    for (const j of touched) {
      const sim = dot[j] ?? 0;
      if (sim > MIN_EDGE) {
        graph.neighbours[i]?.push(j);
        graph.weights[i]?.push(sim);
        graph.neighbours[j]?.push(i);
        graph.weights[j]?.push(sim);
      }
      dot[j] = 0;
    }
    touched.length = 0;
  }
  return graph;
}

/** Weighted PageRank over the similarity graph (the TextRank recurrence). */
function pageRank(graph: Graph, n: number): Float64Array {
  const out = graph.weights.map((w) => w.reduce((a, b) => a + b, 0));
  let rank = new Float64Array(n).fill(1 / n);
  for (let iter = 0; iter < MAX_ITERATIONS; iter++) {
    const next = new Float64Array(n).fill((1 - DAMPING) / n);
    // Sentences with no neighbour spread their rank evenly, as PageRank does for dangling nodes.
    let dangling = 0;
    for (let j = 0; j < n; j++) {
      const total = out[j] ?? 0;
      const r = rank[j] ?? 0;
      if (total === 0) {
        dangling += r;
        continue;
      }
      const ns = graph.neighbours[j] ?? [];
      const ws = graph.weights[j] ?? [];
      const share = (DAMPING * r) / total;
      for (let p = 0; p < ns.length; p++) {
        const i = ns[p] ?? 0;
        next[i] = (next[i] ?? 0) + share * (ws[p] ?? 0);
      }
    }
    let change = 0;
    for (let i = 0; i < n; i++) {
      next[i] = (next[i] ?? 0) + (DAMPING * dangling) / n;
      change += Math.abs((next[i] ?? 0) - (rank[i] ?? 0));
    }
    rank = next;
    if (change < CONVERGED) break;
  }
  return rank;
}

/** How much a sentence tells, apart from its centrality. */
function informativeness(sentence: TextSentence, terms: string[], topicTerms: Set<string>): number {
  const text = sentence.text;
  let factor = 1;
  if (/\p{N}/u.test(text)) factor *= 1.25;
  // A capitalised word after the first: a name, a place, a product.
  if (/\s["“(]?\p{Lu}\p{Ll}/u.test(text.slice(1))) factor *= 1.1;
  const density = terms.length / Math.max(1, sentence.words);
  factor *= 0.5 + Math.min(0.6, density);
  if (sentence.words < 7) factor *= 0.75;
  else if (sentence.words > 32) factor *= 0.8;
  if (leansOnPrevious(text)) factor *= 0.8;
  if (META.test(text)) factor *= 0.5;
  const shared = new Set(terms.filter((t) => topicTerms.has(t))).size;
  factor *= 1 + 0.2 * Math.min(2, shared);
  return factor;
}

export function rankSentences(sentences: readonly TextSentence[], topic: string): RankedText {
  const n = sentences.length;
  const terms = sentences.map((s) => termsOf(s.text));
  const df = new Map<string, number>();
  for (const list of terms) for (const t of new Set(list)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = new Map<string, number>();
  const idOf = new Map<string, number>();
  for (const [t, d] of df) {
    idf.set(t, Math.log(1 + n / d));
    idOf.set(t, idOf.size);
  }
  const vectors = tfIdfVectors(terms, idf, idOf);
  const graph = similarityGraph(vectors, idOf.size);
  const rank = pageRank(graph, n);
  const top = rank.reduce((a, b) => Math.max(a, b), Number.MIN_VALUE);
  const topicTerms = new Set(termsOf(topic));
  const score = sentences.map((s, i) => {
    if (!s.usable && s.kind !== 'question') return 0;
    // The floor keeps a lone, informative fact (no neighbours in a short text) in the running.
    return (0.25 + (rank[i] ?? 0) / top) * informativeness(s, terms[i] ?? [], topicTerms);
  });

  const similarity = (a: number, b: number): number => {
    if (a === b) return 1;
    const ns = graph.neighbours[a] ?? [];
    const at = ns.indexOf(b);
    return at === -1 ? 0 : (graph.weights[a]?.[at] ?? 0);
  };
  return { terms, idf, score, similarity };
}
