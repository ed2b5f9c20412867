import {
  ClaimReply,
  GameImagesReply,
  GuessTheBestClaimReply,
  GuessTheBestReply,
  InsightAnswerReply,
  InsightQuestionReply,
  ReactionReply,
} from '@muse/contracts';
import { api } from '../../app/api-client';
import { isApiError } from '../../app/api-error';

const enc = encodeURIComponent;

/** The games' endpoints. */
export const gamesApi = {
  /** GET /images/random/{count}: a set of public images, the most liked `correct`; 404 when too few. */
  images: async (count: number, signal?: AbortSignal) =>
    (await api.get(`/api/images/random/${count}`, { schema: GameImagesReply, signal })).data,
  /** GET /user/credits/game/GuessTheBest/{level} (levels 1 to 3) */
  levelStatus: (level: number, signal?: AbortSignal) =>
    api.get(`/api/user/credits/game/GuessTheBest/${level}`, { schema: GuessTheBestReply, signal }),
  /** POST /user/credits/game/GuessTheBest/{level} {score}: records the score and pays the level's reward */
  claimLevel: (level: number, score: number) =>
    api.post(`/api/user/credits/game/GuessTheBest/${level}`, {
      schema: GuessTheBestClaimReply,
      body: { score },
    }),
  /** POST /images/{filename}/like. It toggles: a pick's like goes through pick-likes.ts. */
  like: (filename: string) => api.post(`/api/images/${enc(filename)}/like`, { schema: ReactionReply }),
  /** POST /user/credits/game/TheInsight: a question, or 409 when the game is over for today */
  question: (signal?: AbortSignal) =>
    api.post('/api/user/credits/game/TheInsight', { schema: InsightQuestionReply, signal }),
  /** POST /openai/game/TheInsight {question, answer} */
  answer: (question: string, answer: string) =>
    api.post('/api/openai/game/TheInsight', { schema: InsightAnswerReply, body: { question, answer } }),
  /** POST /user/credits/claim {id}: claims an Insight win */
  claim: (id: string) => api.post('/api/user/credits/claim', { schema: ClaimReply, body: { id } }),
};

/** The server's answer when the gallery has fewer public images than a set needs. */
export function isNotEnoughImages(error: unknown): boolean {
  return isApiError(error) && (error.code === 'not_enough_images' || error.status === 404);
}
