/** What retrieval by vectors found, and how an answer is made of it (pure, no I/O). */
import { FOLLOW_UPS } from '@muse/providers';

/** A retrieved training item: a Q&A pair (its question as `text`, with its answer) or a topic passage. */
export type RetrievedItem =
  | { kind: 'qa'; sourceId: string; text: string; answer: string; score: number }
  | { kind: 'passage'; sourceId: string; text: string; score: number };

export interface Retrieval {
  /** the items above the similarity floor, best first */
  items: RetrievedItem[];
  followUpQuestions: string[];
}

/** The training a hosted chat model answers from: each retrieved item, best first. */
export function contextOf(items: readonly RetrievedItem[]): string {
  if (items.length === 0) return 'Nothing in your training covers this question.';
  const parts = items.map((it) =>
    it.kind === 'qa' ? `Q: ${it.text.trim()}\nA: ${it.answer.trim()}` : it.text.trim(),
  );
  return `What your training says about it:\n${parts.join('\n\n')}`;
}

/** Without a hosted chat model: the best item's answer (a pair's) or text (a passage's), if any. */
export function bestAnswerOf(items: readonly RetrievedItem[]): string | null {
  const best = items[0];
  if (!best) return null;
  return best.kind === 'qa' ? best.answer.trim() : best.text.trim();
}

/**
 * The follow-up questions: the trained questions nearest the visitor's (`nearest`, best first), except
 * the one answered and repeats, any similarity above 0, at most FOLLOW_UPS.
 */
export function followUpsOf(
  nearest: readonly { text: string; score: number }[],
  answeredQuestion: string | null,
): string[] {
  const seen = new Set(answeredQuestion ? [answeredQuestion.trim().toLowerCase()] : []);
  const out: string[] = [];
  for (const pair of nearest) {
    const normalised = pair.text.trim().toLowerCase();
    if (pair.score <= 0 || seen.has(normalised)) continue;
    seen.add(normalised);
    out.push(pair.text.trim());
    if (out.length === FOLLOW_UPS) break;
  }
  return out;
}
