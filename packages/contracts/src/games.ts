import { z } from 'zod';

/** The credit games: Guess the Best and The Insight. */

const count = z.number().int().nonnegative();

/** GET /images/random/{count}: 2 to 4 images a round. */
export const GameImagesParams = z.object({
  count: z.coerce
    .number({ error: 'count must be a number' })
    .int({ error: 'count must be a whole number' })
    .min(2, { error: 'count must be at least 2' })
    .max(4, { error: 'count must be at most 4' }),
});

/**
 * An image of a Guess the Best round: the one with the most likes is `correct`, every one of them in a tie
 * (`clicked` is the client's).
 */
export const GameImage = z.object({
  _id: z.string(),
  filename: z.string(),
  name: z.string(),
  likes: count,
  imageThumbUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  correct: z.boolean(),
});
export type GameImage = z.infer<typeof GameImage>;

export const GameImagesReply = z.object({ data: z.array(GameImage) });
export type GameImagesReply = z.infer<typeof GameImagesReply>;

/** /user/credits/game/GuessTheBest/{level}: levels 1 to 3. */
export const GuessTheBestParams = z.object({
  level: z.coerce
    .number({ error: 'level must be a number' })
    .int({ error: 'level must be a whole number' })
    .min(1, { error: 'level must be at least 1' })
    .max(3, { error: 'level must be at most 3' }),
});

export const GuessTheBestReply = z.object({
  /**
   * the level's reward still claimable today; 0 when claimed, when the account is 7 days old or more, or
   * while too few shared images to play the level
   */
  daily: count,
  highscore: count,
});
export type GuessTheBestReply = z.infer<typeof GuessTheBestReply>;

export const GuessTheBestScoreBody = z.object({
  score: z
    .number({ error: 'score must be a number' })
    .int({ error: 'score must be a whole number' })
    .min(0, { error: 'score must be at least 0' })
    .max(1_000_000, { error: 'score must be at most 1000000' }),
});
export type GuessTheBestScoreBody = z.infer<typeof GuessTheBestScoreBody>;

/** POST /user/credits/game/GuessTheBest/{level}: what this call paid, the new high score and balances. */
export const GuessTheBestClaimReply = GuessTheBestReply.extend({
  claimed: count,
  credits: z.number().int(),
  subscriptionCredits: z.number().int(),
});
export type GuessTheBestClaimReply = z.infer<typeof GuessTheBestClaimReply>;

/** POST /user/credits/game/TheInsight */
export const InsightQuestionReply = z.object({ question: z.string() });
export type InsightQuestionReply = z.infer<typeof InsightQuestionReply>;

/**
 * POST /openai/game/TheInsight. `question` is what the client showed; the answer is judged against the
 * question the server served, whatever this says.
 */
export const InsightAnswerBody = z.object({
  question: z
    .string({ error: 'question must be text' })
    .max(1000, { error: 'question must be at most 1000 characters' })
    .optional(),
  answer: z
    .string({ error: 'answer must be text' })
    .trim()
    .min(1, { error: 'answer is required' })
    .max(200, { error: 'answer must be at most 200 characters' }),
});
export type InsightAnswerBody = z.infer<typeof InsightAnswerBody>;

/**
 * A right answer wins credits to claim (`win._id` with POST /user/credits/claim), or, under `retryBelow`
 * credits, to forfeit for a new question. A wrong answer wins nothing (`win: null`), says the accepted
 * answer, and ends the game for the day.
 */
export const InsightAnswerReply = z.object({
  win: z.object({ credits: count, _id: z.string() }).nullable(),
  /** true when the win may be traded for a new question (Try Again) */
  mayRetry: z.boolean(),
  /** the accepted answer */
  answer: z.string(),
  message: z.string(),
});
export type InsightAnswerReply = z.infer<typeof InsightAnswerReply>;
