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
