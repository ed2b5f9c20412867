import * as z from 'zod/mini';

/** The credit games: Guess the Best and The Insight. */

const count = z.number().check(z.int(), z.nonnegative());

/** GET /images/random/{count}: 2 to 4 images a round. */
export const GameImagesParams = z.object({
  count: z.coerce
    .number({ error: 'count must be a number' })
    .check(
      z.int({ error: 'count must be a whole number' }),
      z.gte(2, { error: 'count must be at least 2' }),
      z.lte(4, { error: 'count must be at most 4' }),
    ),
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
  imageThumbUrl: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  correct: z.boolean(),
});
export type GameImage = z.infer<typeof GameImage>;

export const GameImagesReply = z.object({ data: z.array(GameImage) });
export type GameImagesReply = z.infer<typeof GameImagesReply>;

/** /user/credits/game/GuessTheBest/{level}: levels 1 to 3. */
export const GuessTheBestParams = z.object({
  level: z.coerce
    .number({ error: 'level must be a number' })
    .check(
      z.int({ error: 'level must be a whole number' }),
      z.gte(1, { error: 'level must be at least 1' }),
      z.lte(3, { error: 'level must be at most 3' }),
    ),
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
    .check(
      z.int({ error: 'score must be a whole number' }),
      z.gte(0, { error: 'score must be at least 0' }),
      z.lte(1_000_000, { error: 'score must be at most 1000000' }),
    ),
});
export type GuessTheBestScoreBody = z.infer<typeof GuessTheBestScoreBody>;

/** POST /user/credits/game/GuessTheBest/{level}: what this call paid, the new high score and balances. */
export const GuessTheBestClaimReply = z.extend(GuessTheBestReply, {
  claimed: count,
  credits: z.number().check(z.int()),
  subscriptionCredits: z.number().check(z.int()),
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
  question: z.optional(
    z
      .string({ error: 'question must be text' })
      .check(z.maxLength(1000, { error: 'question must be at most 1000 characters' })),
  ),
  answer: z
    .string({ error: 'answer must be text' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'answer is required' }),
      z.maxLength(200, { error: 'answer must be at most 200 characters' }),
    ),
});
export type InsightAnswerBody = z.infer<typeof InsightAnswerBody>;

/**
 * A right answer wins credits to claim (`win._id` with POST /user/credits/claim), or, under `retryBelow`
 * credits, to forfeit for a new question. A wrong answer wins nothing (`win: null`), says the accepted
 * answer, and ends the game for the day.
 */
export const InsightAnswerReply = z.object({
  win: z.nullable(z.object({ credits: count, _id: z.string() })),
  /** true when the win may be traded for a new question (Try Again) */
  mayRetry: z.boolean(),
  /** the accepted answer */
  answer: z.string(),
  message: z.string(),
});
export type InsightAnswerReply = z.infer<typeof InsightAnswerReply>;
