/**
 * How far an answer is about its question: the cosine of their meanings (the answer engine's sentence
 * encoder, or GloVe word vectors when the encoder cannot load), raised by the question's key words the
 * answer takes up. The encoder alone scores a long, specific story on another subject close to a short
 * answer on the right one, so the words the question turns on ("conflict", "parent", "risk") are counted too.
 * Deterministic: the same texts always give the same score.
 */
import { eng } from 'stopword';
import { encodeSentences } from '../../answers/sentence-encoder';
import { cosine, meaningVector, wordVectors } from '../../answers/word-vectors';

/** What each key word of the question found in the answer adds to the cosine (at most two count). */
export const KEY_WORD_WEIGHT = 0.08;
const KEY_WORDS_COUNTED = 2;

/** Words every interview question uses, which say nothing about its subject. */
const QUESTION_WORDS = new Set(
  (
    'tell time times describe walk through give example examples way make sure would could handle deal ' +
    'approach ever like want best good know someone something thing things one usually often keep share ' +
    'happened situation recent last general'
  ).split(' '),
);
const STOP = new Set(eng);

/** A word's stem, enough to match "disagreed" with "disagreement" and "reports" with "report". */
export function stem(word: string): string {
  const w = word.toLowerCase();
  const base = w.replace(/(?:ments?|ings?|ions?|ers?|ed|es|ly|s)$/, '');
  return (base.length >= 3 ? base : w).slice(0, 7);
}

const contentWords = (text: string) =>
  (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length > 2 && !STOP.has(w));

/** The question's (and its competency's) key words that the answer takes up, as the question spells them. */
export function keyWordsTakenUp(question: string, competency: string, answer: string): string[] {
  const said = [...new Set(contentWords(answer).map(stem))];
  // One stem inside the start of the other counts: "team" and "teammate", "child" and "children".
  const takenUp = (key: string) =>
    said.some(
      (w) => w === key || (Math.min(w.length, key.length) >= 4 && (w.startsWith(key) || key.startsWith(w))),
    );
  const keys = new Map<string, string>();
  for (const w of contentWords(`${question} ${competency}`)) {
    if (!QUESTION_WORDS.has(w) && !keys.has(stem(w))) keys.set(stem(w), w);
  }
  return [...keys].filter(([s]) => takenUp(s)).map(([, w]) => w);
}

/** Relevance by GloVe vectors, scaled to read like the sentence encoder's cosine (fallback only). */
function wordVectorCosine(question: string, answer: string): number {
  const vectors = wordVectors();
  if (!vectors) return 1;
  const words = (t: string) => t.toLowerCase().match(/[a-z]+/g) ?? [];
  const a = vectors.sumVector(words(question));
  const b = vectors.sumVector(words(answer));
  if (!a || !b) return 0;
  const centre = vectors.commonDirection;
  return cosine(meaningVector(a, centre), meaningVector(b, centre));
}

/** The cosine of each question's and its answer's meaning. */
async function meaningCosines(pairs: readonly { question: string; answer: string }[]): Promise<number[]> {
  try {
    const vectors = await encodeSentences(pairs.flatMap((p) => [p.question, p.answer]));
    return pairs.map((_, i) => cosine(vectors[2 * i]!, vectors[2 * i + 1]!));
  } catch {
    return pairs.map((p) => wordVectorCosine(p.question, p.answer));
  }
}

export interface Relevance {
  /** the meaning cosine raised by the key words taken up */
  score: number;
  /** the question's key words the answer takes up */
  keyWords: string[];
}

/** The relevance of each answer to its question. */
export async function relevances(
  pairs: readonly { question: string; answer: string; category: string }[],
): Promise<Relevance[]> {
  const cosines = await meaningCosines(pairs);
  return pairs.map((p, i) => {
    const keyWords = keyWordsTakenUp(p.question, p.category, p.answer);
    const score = (cosines[i] ?? 0) + KEY_WORD_WEIGHT * Math.min(KEY_WORDS_COUNTED, keyWords.length);
    return { score, keyWords };
  });
}
