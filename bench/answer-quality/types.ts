/**
 * The answer-quality evaluation set, written before any tuning.
 *
 * The split is fixed by one rule, applied by `alternate` below: within each document, each pair office and
 * the off-topic list, items are numbered from 0 in the order they are written; even positions are the
 * development half ('dev', tune on it), odd positions the test half ('test', report only). Never reorder,
 * insert or delete items in the middle of a list: add new items at the end, so no item changes half.
 */
export type Split = 'dev' | 'test';

/** How a question is worded, when it carries one of the forms the set must cover. */
export type Form = 'typo' | 'contraction';

export interface DocumentQuestion {
  question: string;
  /** A short exact quote from the document (a substring) that a right answer must contain. */
  expect: string;
  form?: Form;
  split: Split;
}

export interface EvalDocument {
  id: string;
  /** The register the document is written in. */
  register: string;
  topic: string;
  text: string;
  questions: DocumentQuestion[];
}

export interface EvalPair {
  id: string;
  question: string;
  answer: string;
}

export interface PairQuestion {
  question: string;
  /** The id of the pair that should answer. */
  expect: string;
  form?: Form;
  split: Split;
}

export interface PairOffice {
  id: string;
  name: string;
  pairs: EvalPair[];
  questions: PairQuestion[];
}

export interface OffTopicQuestion {
  question: string;
  /** general knowledge, chit-chat, another domain, or a near-miss that shares words with a document. */
  kind: 'general' | 'chat' | 'domain' | 'near-miss';
  split: Split;
}

/** Gives each item its half: even positions 'dev', odd positions 'test' (see the module comment). */
export function alternate<T extends object>(items: readonly T[]): (T & { split: Split })[] {
  return items.map((item, i) => ({ ...item, split: i % 2 === 0 ? 'dev' : 'test' }));
}
