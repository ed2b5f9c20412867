import {
  ErrorBody,
  GameImagesParams,
  GameImagesReply,
  GuessTheBestClaimReply,
  GuessTheBestParams,
  GuessTheBestReply,
  GuessTheBestScoreBody,
  InsightAnswerBody,
  InsightAnswerReply,
  InsightQuestionReply,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../../platform/http/auth-guard';
import type { GuessTheBest } from './games.guess';
import type { TheInsight } from './games.insight';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['games'];

export interface GamesRouteDeps {
  guessTheBest: GuessTheBest;
  theInsight: TheInsight;
}

/**
 * The credit games: Guess the Best's images and daily rewards, and The Insight. Both games are for email
 * accounts (guests "see only an Update Email prompt"); the game images are public.
 */
export const gamesRoutes =
  ({ guessTheBest, theInsight }: GamesRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // An `error` (the spec's "error field possible") is the 404 body when the gallery is too small.
    app.get(
      '/images/random/:count',
      { schema: { tags, params: GameImagesParams, response: { 200: GameImagesReply, ...errors } } },
      async (req) => ({ data: await guessTheBest.images(req.caller?.userId ?? null, req.params.count) }),
    );

    app.get(
      '/user/credits/game/GuessTheBest/:level',
      { schema: { tags, params: GuessTheBestParams, response: { 200: GuessTheBestReply, ...errors } } },
      async (req) => guessTheBest.status(requireAccount(req).userId, req.params.level),
    );

    app.post(
      '/user/credits/game/GuessTheBest/:level',
      {
        schema: {
          tags,
          params: GuessTheBestParams,
          body: GuessTheBestScoreBody,
          response: { 200: GuessTheBestClaimReply, ...errors },
        },
      },
      async (req) => guessTheBest.submit(requireAccount(req).userId, req.params.level, req.body.score),
    );

    app.post(
      '/user/credits/game/TheInsight',
      { schema: { tags, response: { 200: InsightQuestionReply, ...errors } } },
      async (req) => theInsight.ask(requireAccount(req).userId),
    );

    app.post(
      '/openai/game/TheInsight',
      { schema: { tags, body: InsightAnswerBody, response: { 200: InsightAnswerReply, ...errors } } },
      async (req) => theInsight.answer(requireAccount(req).userId, req.body.answer),
    );
  };
