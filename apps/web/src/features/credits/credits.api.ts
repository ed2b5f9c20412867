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

export { creditsKeys } from './credits-keys';
