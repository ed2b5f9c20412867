import type { GameImage, GuessTheBestClaimReply, GuessTheBestReply } from '@muse/contracts';
import {
  GUESS_THE_BEST_DAILY_REWARDS,
  canSeeGame,
  dayKey,
  guessTheBestMaxScore,
  guessTheBestSmallestSet,
  isMostLiked,
  pickGameImages,
} from '@muse/domain';
import { HttpError, fieldError } from '../../platform/http/errors';
import { nowIso } from '../../shared/ids';
import type { Claims } from '../earning';
import type { ImageGalleries } from '../images';
import type { UsersService } from '../users';
import type { GamesRepository } from './games.repository';

const GAME = 'GuessTheBest';
/** How many random public images a round is picked from (so distinct like counts are likely). */
const POOL_PER_IMAGE = 4;

/**
 * Guess the Best: rounds of real public images, the most-liked one correct, and a daily reward per level. The
 * game runs in the browser and the server cannot see its clicks, so a score is only checked against what the
 * level allows, and the reward is capped per day: a cheater gains at most the daily amounts (5 + 10 + 20
 * credits), and only while the account is younger than 7 days.
 */
export class GuessTheBest {
  constructor(
    private readonly repo: GamesRepository,
    private readonly claims: Claims,
    private readonly users: UsersService,
    private readonly galleries: ImageGalleries,
  ) {}

  /** A round: `count` public images of others, every most-liked one marked correct (a tie has several). */
  async images(callerId: string | null, count: number): Promise<GameImage[]> {
    const pool = await this.galleries.randomSample(count * POOL_PER_IMAGE, callerId ?? undefined);
    if (pool.length < count)
      throw new HttpError(404, 'not_enough_images', 'There are not enough public images to play yet.');
    const picked = pickGameImages(pool, count);
    const likes = picked.map((p) => p.likes);
    return picked.map((p, i) => ({
      _id: p._id,
      filename: p.filename,
      name: p.name,
      likes: p.likes,
      imageThumbUrl: p.imageThumbUrl,
      imageUrl: p.imageUrl,
      correct: isMostLiked(likes, i),
    }));
  }

  /**
   * The level's reward still claimable today, and the best score. A level the gallery cannot make a set for
   * (too few public images of others) pays nothing today either: the credits button's dot and Play row go
   * by this, and must not invite a play that cannot happen.
   */
  async status(userId: string, level: number, now = new Date()): Promise<GuessTheBestReply> {
    const user = await this.users.require(userId);
    const claimed = await this.claims.find(userId, 'game', itemOf(level, now));
    const claimable = canSeeGame(user.createdAt, now) && !claimed?.claimedOn;
    const daily = claimable && (await this.playable(userId, level)) ? rewardOf(level) : 0;
    return { daily, highscore: await this.repo.highscore(userId, GAME, level) };
  }

  /** Whether the gallery holds enough public images of others for the smallest set of the level. */
  private async playable(userId: string, level: number): Promise<boolean> {
    const needed = guessTheBestSmallestSet(level);
    return (await this.galleries.randomSample(needed, userId)).length >= needed;
  }

  /**
   * Records the score and pays the level's reward once a day (a score of 0 won no round: nothing to pay).
   * A repeated post answers `claimed: 0`.
   */
  async submit(
    userId: string,
    level: number,
    score: number,
    now = new Date(),
  ): Promise<GuessTheBestClaimReply> {
    const max = guessTheBestMaxScore(level);
    if (score > max) throw fieldError('score', `score must be at most ${max} on level ${level}`);
    const user = await this.users.require(userId);
    await this.repo.recordScore(userId, GAME, level, score, nowIso());
    let claimed = 0;
    if (score > 0 && canSeeGame(user.createdAt, now)) {
      const row = await this.claims.ensure(userId, 'game', itemOf(level, now), rewardOf(level));
      if (!row.claimedOn) claimed = (await this.claims.pay(row)).claimed;
    }
    const balance = await this.claims.balance(userId);
    const status = await this.status(userId, level, now);
    return { ...status, claimed, ...balance };
  }
}

const rewardOf = (level: number): number => GUESS_THE_BEST_DAILY_REWARDS[level - 1] ?? 0;
const itemOf = (level: number, now: Date): string => `${GAME}:${level}:${dayKey(now)}`;
