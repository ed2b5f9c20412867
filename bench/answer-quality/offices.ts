/**
 * The offices of the answer-quality set and what counts as a right answer, shared by the benchmark
 * (answer-quality.ts) and the decision model's fit (answer-quality-fit.ts) so both judge alike.
 */
import { createAnswerIndex, type AnswerIndex } from '@muse/providers';
import { COURSE } from './doc-course';
import { FAQ } from './doc-faq';
import { HISTORY } from './doc-history';
import { MANUAL } from './doc-manual';
import { MENU } from './doc-menu';
import { MUSEUM } from './doc-museum';
import { POLICY } from './doc-policy';
import { TERMS } from './doc-terms';
import { PAIR_OFFICES } from './pairs';
import type { EvalDocument } from './types';

export const DOCUMENTS: EvalDocument[] = [POLICY, MUSEUM, FAQ, MANUAL, COURSE, MENU, TERMS, HISTORY];

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether a text holds a quote, whitespace and case aside. */
export const containsQuote = (text: string, quote: string): boolean =>
  normalise(text).includes(normalise(quote));

export interface EvalOffice {
  name: string;
  kind: 'documents' | 'pairs';
  index: AnswerIndex;
}

/** One office per document (that document alone, as one topic), then one per pair office (pairs only). */
export async function evalOffices(): Promise<EvalOffice[]> {
  return Promise.all([
    ...DOCUMENTS.map(async (doc) => ({
      name: doc.id,
      kind: 'documents' as const,
      index: await createAnswerIndex({
        qa: [],
        passages: [{ id: doc.id, topic: doc.topic, text: doc.text }],
      }),
    })),
    ...PAIR_OFFICES.map(async (office) => ({
      name: office.id,
      kind: 'pairs' as const,
      index: await createAnswerIndex({ qa: office.pairs, passages: [] }),
    })),
  ]);
}
