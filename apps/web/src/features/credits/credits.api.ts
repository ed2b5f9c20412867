import {
  ClaimReply,
  ImageListReply,
  ShareLinkReply,
  CreditsSummaryReply,
  GuessTheBestReply,
  ReferralLandedReply,
  ReferralsReply,
  StreakClaimReply,
  StreakRewardsReply,
} from '@muse/contracts';
import type { ReferralLandedBody } from '@muse/contracts';
import { api } from '../../app/api-client';

/** The earning endpoints behind the credits dialog. */
export const creditsApi = {
  /** GET /user/credits: the daily amount, the one-time items and when subscription credits renew */
  summary: (signal?: AbortSignal) => api.get('/api/user/credits', { schema: CreditsSummaryReply, signal }),
  claimDaily: () => api.post('/api/user/credits/daily', { schema: ClaimReply }),
  /** a one-time item (or an Insight win) by its `_id` */
  claim: (id: string) => api.post('/api/user/credits/claim', { schema: ClaimReply, body: { id } }),
  referrals: (signal?: AbortSignal) =>
    api.get('/api/user/credits/image/referrals', { schema: ReferralsReply, signal }),
  claimReferral: (id: string) =>
    api.post('/api/user/credits/image/referral', { schema: ClaimReply, body: { id } }),
  /** a share link (`?ref=`) was opened in this browser */
  referralLanded: (body: ReferralLandedBody) =>
    api.post('/api/user/referral/landed', { schema: ReferralLandedReply, body }),
  streak: (signal?: AbortSignal) =>
    api.get('/api/user/streak-rewards', { schema: StreakRewardsReply, signal }),
  claimStreak: (id: string) =>
    api.post('/api/user/streak-reward/claim', { schema: StreakClaimReply, body: { id } }),
  /** the user's newest images, to offer a link to share (the share rules' first step) */
  ownImages: (signal?: AbortSignal) =>
    api.post('/api/images/mine/all', { schema: ImageListReply, body: { index: 0, limit: 20 }, signal }),
  /** an image's share link: it carries `?ref=<userId>`, which earns the referral */
  shareLink: (filename: string, signal?: AbortSignal) =>
    api.get(`/api/images/sharelink/${encodeURIComponent(filename)}`, { schema: ShareLinkReply, signal }),
  /** Guess the Best: the level's reward still claimable today */
  gameStatus: (level: number, signal?: AbortSignal) =>
    api.get(`/api/user/credits/game/GuessTheBest/${level}`, { schema: GuessTheBestReply, signal }),
};

/**
 * Query keys of the credits feature, all under `['credits']` so one invalidation refreshes them. Each
 * depends on who is signed in, hence the user id.
 */
export const creditsKeys = {
  all: ['credits'] as const,
  summary: (userId: string) => ['credits', 'summary', userId] as const,
  referrals: (userId: string) => ['credits', 'referrals', userId] as const,
  streak: (userId: string) => ['credits', 'streak', userId] as const,
  shareable: (userId: string) => ['credits', 'shareable', userId] as const,
  game: (userId: string, level: number) => ['credits', 'game', userId, level] as const,
};
