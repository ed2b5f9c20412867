import { eng, removeStopwords } from 'stopword';

/** Words every prompt uses that say nothing about its subject. */
const PROMPT_NOISE = [
  'image',
  'images',
  'picture',
  'photo',
  'style',
  'detailed',
  'highly',
  'high',
  'quality',
  'resolution',
  'realistic',
  'beautiful',
  'art',
  'artwork',
];
const STOPWORDS = [...eng, ...PROMPT_NOISE];
/** A vocabulary cap keeps the dense vectors small for users with many thousands of images. */
const MAX_TERMS = 1000;
/** Bounds the job's time for users with many images; k-means has nearly settled well before. */
const MAX_ITERATIONS = 50;
/** Fixed, so the same images always give the same categories (and a re-run changes nothing). */
const SEED = 20261122;

export interface ClusterDoc {
  id: string;
  text: string;
}

export interface Cluster {
  /** 1–3 words in Title Case */
  name: string;
  ids: string[];
}

/** Lower-case words of at least 3 letters, without English stop words and prompt filler. */
export function tokenize(text: string): string[] {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 3);
  return removeStopwords(words, STOPWORDS);
}

/**
 * Groups documents into at most `k` clusters: TF-IDF vectors (smoothed idf, L2-normalised, so cosine
 * closeness is what k-means measures), k-means++ with a fixed seed, and each cluster named by the 1–3 terms
 * whose centroid weight most exceeds their weight in the other clusters. Empty clusters are dropped; names
 * are unique against `takenNames`.
 */
export async function clusterDocuments(
  docs: ClusterDoc[],
  k: number,
  takenNames: Iterable<string> = [],
): Promise<Cluster[]> {
  if (k <= 0 || docs.length === 0) return [];
  const tokens = docs.map((d) => tokenize(d.text));
  const df = new Map<string, number>();
  for (const words of tokens) for (const w of new Set(words)) df.set(w, (df.get(w) ?? 0) + 1);
  const vocab = [...df.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_TERMS)
    .map(([w]) => w);
  const column = new Map(vocab.map((w, i) => [w, i]));
  const n = docs.length;
  const idf = vocab.map((w) => Math.log((1 + n) / (1 + (df.get(w) ?? 0))) + 1);
  const vectors = tokens.map((words) => {
    const v = new Array<number>(vocab.length).fill(0);
    for (const w of words) {
      const c = column.get(w);
      if (c !== undefined) v[c]! += 1;
    }
    for (let c = 0; c < v.length; c++) v[c] = (v[c]! / Math.max(1, words.length)) * idf[c]!;
    const norm = Math.hypot(...v) || 1;
    return v.map((x) => x / norm);
  });

  // k-means++ cannot pick more distinct centres than there are distinct points.
  const distinct = new Set(vectors.map((v) => v.join(','))).size;
  const clusters = Math.min(k, distinct);
  // ml-kmeans (with the 245 modules of ml-spectra-processing behind it) loads on the first sort, not at
  // every server start.
  const assignment =
    clusters <= 1
      ? vectors.map(() => 0)
      : (await import('ml-kmeans')).kmeans(vectors, clusters, {
          initialization: 'kmeans++',
          seed: SEED,
          maxIterations: MAX_ITERATIONS,
        }).clusters;

  const members = new Map<number, number[]>();
  assignment.forEach((c, i) => members.set(c, [...(members.get(c) ?? []), i]));
  const taken = new Set([...takenNames].map((t) => t.toLowerCase()));
  const result: Cluster[] = [];
  const total = new Array<number>(vocab.length).fill(0);
  for (const v of vectors) v.forEach((x, c) => (total[c]! += x));
  // Larger clusters choose their names first, so they get the plainest ones.
  for (const idx of [...members.values()].sort((a, b) => b.length - a.length || a[0]! - b[0]!)) {
    const inside = new Array<number>(vocab.length).fill(0);
    for (const i of idx) vectors[i]!.forEach((x, c) => (inside[c]! += x));
    const outsideCount = n - idx.length;
    // A term names a cluster by how much more it weighs inside than outside: a tag every image carries
    // ("landscape") weighs the same everywhere and names nothing.
    const ranked = inside
      .map((w, c) => ({
        w: w / idx.length - (outsideCount ? (total[c]! - w) / outsideCount : 0),
        term: vocab[c]!,
      }))
      .filter((t) => t.w > 0)
      .sort((a, b) => b.w - a.w || a.term.localeCompare(b.term));
    const name = uniqueName(ranked, taken);
    taken.add(name.toLowerCase());
    result.push({ name, ids: idx.map((i) => docs[i]!.id) });
  }
  return result;
}

/**
 * The top term, plus the 2nd and 3rd when they weigh at least half as much (so "Sunset Sea" but not
 * "Sunset Sea Watercolor" when watercolor is incidental); a taken name takes one more term, then a number.
 */
function uniqueName(ranked: { w: number; term: string }[], taken: Set<string>): string {
  if (ranked.length === 0) return numbered('Other', taken);
  const top = ranked[0]!.w;
  const words = ranked
    .slice(0, 3)
    .filter((t, i) => i === 0 || t.w >= top / 2)
    .map((t) => t.term);
  let name = titleCase(words);
  const next = ranked[words.length];
  if (taken.has(name.toLowerCase()) && next && words.length < 3) name = titleCase([...words, next.term]);
  return numbered(name, taken);
}

function numbered(base: string, taken: Set<string>): string {
  if (!taken.has(base.toLowerCase())) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base} ${i}`.toLowerCase())) return `${base} ${i}`;
}

function titleCase(words: string[]): string {
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}
