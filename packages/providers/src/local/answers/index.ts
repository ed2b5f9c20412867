export {
  createAnswerIndex,
  DEFAULT_NOINFO,
  DEFAULT_THRESHOLD,
  FOLLOW_UPS,
  type Answer,
  type AnswerIndex,
  type AnswerIndexInput,
  type AnswerIndexOptions,
  type AnswerOptions,
  type AnswerSource,
  type TrainedQa,
} from './answer-index';
export type { TopicText } from './passages';
export { cutPassages } from './passages';
export type { RankedCandidate } from './answer-index';
export {
  answerProbability,
  DECISION_MODEL,
  FEATURE_NAMES as DECISION_FEATURE_NAMES,
  type DecisionFeatures,
  type DecisionModel,
} from './decision';
export { PreparedTopics } from './prepared-topics';
export { forgetSentences } from './sentence-encoder';
