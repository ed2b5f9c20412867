/**
 * The local answer engine behind ask-question: ranks an office's trained Q&A pairs and the passages of
 * its topic texts with MiniSearch (BM25-style scoring with fuzzy and prefix matching) over stemmed,
 * synonym-folded terms, answers from the best Q&A pair or the best passage, and answers the office's
 * `noinfo` text when nothing covers the question well enough. Pure and in memory: build it once per
 * office and ask it many times.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { cutPassages, type Passage, type TopicText } from './passages';
import {
  indexTermSet,
  indexTermsOf,
  queryTermOf,
  queryTermsOf,
  shorten,
  words,
  type Vocabulary,
} from './text';

export interface TrainedQa {
  id: string;
  question: string;
  answer: string;
}

export interface AnswerIndexInput {
  qa: readonly TrainedQa[];
  passages: readonly TopicText[];
}

export interface AnswerOptions {
  /** Answer with the first sentence (two when the first is only a few words). */
  shortAnswers?: boolean;
  /** The personality's fallback answer; blank means the default. */
  noinfo?: string;
}

export interface AnswerSource {
  kind: 'qa' | 'passage' | 'none';
  /** The Q&A pair's id, or the id of the topic text the passage comes from. */
  id: string | null;
}

export interface Answer {
  answer: string;
  followUpQuestions: string[];
  source: AnswerSource;
  /** How much of the question the chosen source covers, 0 to 1 (IDF-weighted share of its terms). */
  score: number;
}

export interface AnswerIndex {
  answer(question: string, opts?: AnswerOptions): Answer;
}

export interface AnswerIndexOptions {
  /** The least coverage an answer needs; below it the noinfo answer is given. */
  threshold?: number;
}

export const DEFAULT_NOINFO = "I don't know that yet.";
/**
 * The least coverage for an answer. Every unmatched word of the question counts against it, an unknown
 * one most, so a question with one shared word and one foreign ("how much does a pizza cost?") stays
 * below, while a paraphrase with one extra word ("is renting a bike possible?") passes.
 */
export const DEFAULT_THRESHOLD = 0.4;
/** How many follow-up questions an answer suggests. */
export const FOLLOW_UPS = 3;
/** A Q&A pair wins over a passage that covers the question only this much better: trained answers are curated. */
const QA_PREFERENCE = 0.1;
/** Credit for a query term matched only fuzzily or by prefix (a typo or a longer word). */
const LOOSE_MATCH_CREDIT = 0.7;
/** How many top-ranked results are weighed by coverage. */
const CANDIDATES = 8;

interface QaDoc {
  key: number;
  question: string;
  answer: string;
}

interface PassageDoc {
  key: number;
  topic: string;
  text: string;
}

interface Candidate {
  key: number;
  coverage: number;
  result: SearchResult;
}

const SEARCH_OPTIONS = {
  combineWith: 'OR' as const,
  // Typos: one edit in words of 5–9 letters, two from 10 on; short words must match exactly.
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
  prefix: (term: string) => term.length >= 4,
};

function newIndex<T>(fields: string[], vocabulary: Vocabulary): MiniSearch<T> {
  return new MiniSearch<T>({
    idField: 'key',
    fields,
    tokenize: words,
    processTerm: (term) => indexTermsOf(term),
    searchOptions: { ...SEARCH_OPTIONS, processTerm: (term) => queryTermOf(term, vocabulary) },
  });
}

export function createAnswerIndex(input: AnswerIndexInput, options: AnswerIndexOptions = {}): AnswerIndex {
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  const qa = input.qa.filter((pair) => pair.question.trim() && pair.answer.trim());
  const passages: Passage[] = cutPassages(input.passages.filter((p) => p.text.trim()));

  // Document frequencies over both collections, for weighing which query terms a result covers.
  const documentFrequency = new Map<string, number>();
  const countTerms = (text: string): void => {
    for (const term of indexTermSet(text))
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  };
  for (const pair of qa) countTerms(`${pair.question} ${pair.answer}`);
  for (const passage of passages) countTerms(`${passage.topic} ${passage.text}`);
  const documents = qa.length + passages.length;
  const idf = (term: string): number => {
    const df = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (documents - df + 0.5) / (df + 0.5));
  };

  const qaIndex = newIndex<QaDoc>(['question', 'answer'], documentFrequency);
  qaIndex.addAll(qa.map((pair, key) => ({ key, question: pair.question, answer: pair.answer })));
  const passageIndex = newIndex<PassageDoc>(['topic', 'text'], documentFrequency);
  passageIndex.addAll(passages.map((p) => ({ key: p.key, topic: p.topic, text: p.text })));

  const coverage = (queryTerms: readonly string[], result: SearchResult): number => {
    let total = 0;
    let covered = 0;
    for (const term of queryTerms) {
      const weight = idf(term);
      total += weight;
      if (result.terms.includes(term)) covered += weight;
      else if (result.queryTerms.includes(term)) covered += weight * LOOSE_MATCH_CREDIT;
    }
    return total > 0 ? covered / total : 0;
  };

  // The best-covering of the top results; ties keep the search ranking's order.
  const best = (
    index: MiniSearch,
    query: string,
    queryTerms: readonly string[],
    boost: Record<string, number>,
  ) => {
    let chosen: Candidate | null = null;
    for (const result of index.search(query, { boost }).slice(0, CANDIDATES)) {
      const candidate = { key: Number(result.id), coverage: coverage(queryTerms, result), result };
      if (!chosen || candidate.coverage > chosen.coverage + 1e-9) chosen = candidate;
    }
    return chosen;
  };

  const followUps = (query: string, answeredKey: number | null): string[] => {
    const answered = answeredKey === null ? undefined : qa[answeredKey];
    const seen = new Set<string>(answered ? [answered.question.trim().toLowerCase()] : []);
    const out: string[] = [];
    const text = answered ? `${query} ${answered.question}` : query;
    for (const result of qaIndex.search(text, { fields: ['question'] })) {
      const pair = qa[Number(result.id)];
      if (!pair || Number(result.id) === answeredKey) continue;
      const normalised = pair.question.trim().toLowerCase();
      if (seen.has(normalised)) continue;
      seen.add(normalised);
      out.push(pair.question.trim());
      if (out.length === FOLLOW_UPS) break;
    }
    return out;
  };

  // The passage sentence sharing the most (IDF-weighted) terms with the question.
  const bestSentence = (passage: Passage, queryTerms: readonly string[]): string => {
    let chosen = passage.sentences[0] ?? passage.text;
    let chosenWeight = -1;
    for (const sentence of passage.sentences) {
      const terms = indexTermSet(sentence);
      const weight = queryTerms.reduce((sum, term) => sum + (terms.has(term) ? idf(term) : 0), 0);
      if (weight > chosenWeight) {
        chosen = sentence;
        chosenWeight = weight;
      }
    }
    return chosen;
  };

  return {
    answer(question: string, opts: AnswerOptions = {}): Answer {
      const noinfo = opts.noinfo?.trim() || DEFAULT_NOINFO;
      const queryTerms = queryTermsOf(question, documentFrequency);
      const unanswered: Answer = {
        answer: noinfo,
        followUpQuestions: [],
        source: { kind: 'none', id: null },
        score: 0,
      };
      if (queryTerms.length === 0) return unanswered;

      const bestQa = best(qaIndex, question, queryTerms, { question: 2 });
      const bestPassage = best(passageIndex, question, queryTerms, { text: 1, topic: 0.5 });
      const qaCoverage = bestQa?.coverage ?? 0;
      const passageCoverage = bestPassage?.coverage ?? 0;

      if (bestQa && qaCoverage >= threshold && qaCoverage >= passageCoverage - QA_PREFERENCE) {
        const pair = qa[bestQa.key];
        if (pair) {
          return {
            answer: opts.shortAnswers ? shorten(pair.answer) : pair.answer.trim(),
            followUpQuestions: followUps(question, bestQa.key),
            source: { kind: 'qa', id: pair.id },
            score: qaCoverage,
          };
        }
      }
      if (bestPassage && passageCoverage >= threshold) {
        const passage = passages[bestPassage.key];
        if (passage) {
          return {
            answer: opts.shortAnswers ? bestSentence(passage, queryTerms) : passage.text,
            followUpQuestions: followUps(question, null),
            source: { kind: 'passage', id: passage.sourceId },
            score: passageCoverage,
          };
        }
      }
      return {
        ...unanswered,
        followUpQuestions: followUps(question, null),
        score: Math.max(qaCoverage, passageCoverage),
      };
    },
  };
}
