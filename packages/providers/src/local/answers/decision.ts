/**
 * Whether the best candidate answers the question or the office says it does not know: a logistic model
 * over what the ranking measured (features below), fitted on the development half of the answer-quality
 * evaluation set by bench/answer-quality-fit.ts, not set by hand. Refit after changing how any feature is
 * measured, and paste its output into DECISION_MODEL.
 */

export interface DecisionFeatures {
  /** The candidate's score: the weighted share of the question it meets, expansions included (0–1). */
  score: number;
  /** The same counting only matches on the question's own words and their forms (0–1). */
  lexical: number;
  /** Cosine of the question's and the candidate's mean word vectors (0 when either has none). */
  semantic: number;
  /** The weighted share of the question's words that nothing in the office relates to (0–1). */
  foreign: number;
  /** How well the office as a whole knows the question's words (scoring.ts officeCoverage, 0–1). */
  known: number;
  /**
   * The share of what the office knows of the question that the candidate meets (score over known, at most
   * 1): low when the office has the question's words, but not this candidate.
   */
  share: number;
  /** The weighted share of the question's words that only word vectors relate to the office (0–1). */
  unrelated: number;
  /** The weighted share of the question's words the candidate does not meet at all (0–1). */
  unmet: number;
  /** Cosine of the question's and the candidate's sentence meaning (sentence-encoder.ts; 0–1). */
  sentence: number;
  /** How far the candidate's ranking score stands above the runner-up's. */
  margin: number;
  /** 1 for a trained Q&A pair, 0 for a passage of a topic text. */
  pair: number;
}

export const FEATURE_NAMES = [
  'score',
  'lexical',
  'semantic',
  'foreign',
  'known',
  'share',
  'unrelated',
  'unmet',
  'sentence',
  'margin',
  'pair',
] as const satisfies readonly (keyof DecisionFeatures)[];

export interface DecisionModel {
  weights: Record<keyof DecisionFeatures, number>;
  bias: number;
}

/** Fitted by bench/answer-quality-fit.ts on the development half (see the module comment). */
export const DECISION_MODEL: DecisionModel = {
  weights: {
    score: 3.126,
    lexical: -0.036,
    semantic: 1.011,
    foreign: -1.888,
    known: 0.216,
    share: -0.935,
    unrelated: 0.26,
    unmet: -1.04,
    sentence: 5.317,
    margin: 0.976,
    pair: 0.912,
  },
  bias: -3.178,
};

/**
 * A question whose words nothing in the office relates to (by form, WordNet, typo or meaning) weigh this
 * share or more of it is about something else, whatever else it shares ("how much does a pizza cost?" at
 * a bike shop): no candidate answers it.
 */
export const FOREIGN_LIMIT = 0.5;

/** The probability that the candidate is a right answer. */
export function answerProbability(features: DecisionFeatures, model: DecisionModel = DECISION_MODEL): number {
  if (features.foreign >= FOREIGN_LIMIT) return 0;
  let z = model.bias;
  for (const name of FEATURE_NAMES) z += model.weights[name] * features[name];
  return 1 / (1 + Math.exp(-z));
}

/** A candidate is answered with when the model gives it at least this probability. */
export const ANSWER_PROBABILITY = 0.5;
