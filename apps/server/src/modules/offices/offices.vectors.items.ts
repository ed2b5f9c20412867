import { createHash } from 'node:crypto';
import { cutPassages } from '@muse/providers';

export type VectorKind = 'qa' | 'passage';

/** One thing of an office's training that gets a vector: a Q&A pair's question or a topic passage. */
export interface TrainingItem {
  kind: VectorKind;
  /** the pair's id, or the name of the topic the passage comes from */
  sourceId: string;
  /** the passage's place among its topic's passages (0 for a pair) */
  position: number;
  /** what the vector stands for, stored with it: the pair's question or the passage */
  text: string;
  /** what is sent to the model: a passage goes with its topic's name, so a short one keeps its subject */
  input: string;
  /** sha256 (hex) of `input` */
  hash: string;
}

/**
 * Longest text embedded, in characters (~1,000 tokens, well inside embedding models' 8k). A passage is a
 * couple of sentences; only a text without sentence ends gives one this long, and its head says enough.
 */
export const MAX_EMBEDDED_CHARS = 4_000;

const hashOf = (input: string) => createHash('sha256').update(input).digest('hex');

function item(kind: VectorKind, sourceId: string, position: number, text: string, input: string) {
  const clipped = input.slice(0, MAX_EMBEDDED_CHARS);
  return {
    kind,
    sourceId,
    position,
    text: text.slice(0, MAX_EMBEDDED_CHARS),
    input: clipped,
    hash: hashOf(clipped),
  };
}

/** Everything of an office's training that should have a vector, pairs first. */
export function trainingItems(
  pairs: readonly { id: string; question: string }[],
  topics: readonly { topic: string; text: string }[],
): TrainingItem[] {
  const items: TrainingItem[] = pairs.map((p) => item('qa', p.id, 0, p.question, p.question));
  const positions = new Map<string, number>();
  const passages = cutPassages(topics.map((t) => ({ id: t.topic, topic: t.topic, text: t.text })));
  for (const passage of passages) {
    const position = positions.get(passage.sourceId) ?? 0;
    positions.set(passage.sourceId, position + 1);
    items.push(
      item('passage', passage.sourceId, position, passage.text, `${passage.topic}: ${passage.text}`),
    );
  }
  return items;
}

/** What a stored vector is known by when deciding whether it is still right. */
export interface StoredVectorKey {
  kind: string;
  sourceId: string;
  position: number;
  textHash: string;
  model: string;
}

export type VectorKey = Pick<StoredVectorKey, 'kind' | 'sourceId' | 'position'>;

export interface VectorDiff {
  /** items without a stored vector of the same text and model */
  embed: TrainingItem[];
  /** stored vectors of items that are gone, or whose text or model changed */
  remove: VectorKey[];
  /** stored vectors still right */
  kept: number;
}

const keyOf = (k: VectorKey) => `${k.kind}\n${k.position}\n${k.sourceId}`;

/** Compares what is stored with the current training: only new and changed items are embedded again. */
export function diffVectors(
  stored: readonly StoredVectorKey[],
  current: readonly TrainingItem[],
  model: string,
): VectorDiff {
  const wanted = new Map<string, TrainingItem>();
  for (const it of current) if (!wanted.has(keyOf(it))) wanted.set(keyOf(it), it);
  const upToDate = new Set<string>();
  const remove: VectorKey[] = [];
  for (const row of stored) {
    const key = keyOf(row);
    const it = wanted.get(key);
    if (it && it.hash === row.textHash && row.model === model) upToDate.add(key);
    else remove.push({ kind: row.kind, sourceId: row.sourceId, position: row.position });
  }
  const embed = [...wanted.entries()].filter(([key]) => !upToDate.has(key)).map(([, it]) => it);
  return { embed, remove, kept: upToDate.size };
}
