import {
  ClaimBody,
  ClaimReply,
  CreditsSummaryReply,
  DailyStatusReply,
  ErrorBody,
  ReferralLandedBody,
  ReferralLandedReply,
  ReferralsReply,
  StreakClaimReply,
  StreakRewardsReply,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount, requireUser } from '../../platform/http/auth-guard';
import { isSecureRequest } from '../../platform/http/secure-request';
import { REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS, type Referrals } from './earning.referrals';
import type { EarningService } from './earning.service';
import type { Streaks } from './earning.streaks';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['credits'];

export interface EarningRouteDeps {
  earning: Pick<EarningService, 'summary' | 'dailyStatus' | 'claimDaily' | 'claim'>;
  referrals: Pick<Referrals, 'list' | 'claim' | 'landed'>;
  streaks: Pick<Streaks, 'list' | 'claim'>;
  /** whether cookies are Secure whatever the request's protocol (an https PUBLIC_URL) */
  cookieSecure: boolean;
}

/** The credits summary, daily claim, one-time items, referrals and streak rewards. */
export const earningRoutes =
  ({ earning, referrals, streaks, cookieSecure }: EarningRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/user/credits',
      { schema: { tags, response: { 200: CreditsSummaryReply, ...errors } } },
      async (req) => earning.summary(requireUser(req).userId),
    );

    app.get(
      '/user/credits/daily',
      { schema: { tags, response: { 200: DailyStatusReply, ...errors } } },
      async (req) => earning.dailyStatus(requireUser(req).userId),
    );

    app.post(
      '/user/credits/daily',
      { schema: { tags, response: { 200: ClaimReply, ...errors } } },
      async (req) => earning.claimDaily(requireAccount(req).userId),
    );

    app.post(
      '/user/credits/claim',
      { schema: { tags, body: ClaimBody, response: { 200: ClaimReply, ...errors } } },
      async (req) => earning.claim(requireAccount(req).userId, req.body.id),
    );

    app.get(
      '/user/credits/image/referrals',
      { schema: { tags, response: { 200: ReferralsReply, ...errors } } },
      async (req) => referrals.list(requireAccount(req).userId),
    );

    app.post(
      '/user/credits/image/referral',
      { schema: { tags, body: ClaimBody, response: { 200: ClaimReply, ...errors } } },
      async (req) => referrals.claim(requireAccount(req).userId, req.body.id),
    );

    // The web calls this when a page opens with ?ref=<userId> (a share link); anyone may, signed in or not.
    app.post(
      '/user/referral/landed',
      { schema: { tags, body: ReferralLandedBody, response: { 200: ReferralLandedReply, ...errors } } },
      async (req, reply) => {
        const value = await referrals.landed(req.caller, req.body.ref, req.body.imageRef);
        if (value) {
          void reply.setCookie(REFERRAL_COOKIE, value, {
            httpOnly: true,
            sameSite: 'lax',
            secure: isSecureRequest(req, { cookieSecure }),
            path: '/',
            maxAge: REFERRAL_COOKIE_DAYS * 24 * 60 * 60,
          });
        }
        return { remembered: value !== null };
      },
    );

    app.get(
      '/user/streak-rewards',
      { schema: { tags, response: { 200: StreakRewardsReply, ...errors } } },
      async (req) => {
        const { userId } = requireAccount(req);
        // Days are counted in the user's zone once known (the session's row has it).
        return streaks.list({ id: userId, zoneinfo: req.callerUser?.zoneinfo ?? null });
      },
    );

    app.post(
      '/user/streak-reward/claim',
      { schema: { tags, body: ClaimBody, response: { 200: StreakClaimReply, ...errors, 503: ErrorBody } } },
      async (req) => streaks.claim(requireAccount(req).userId, req.body.id),
    );
  };
