import {
  ErrorBody,
  ImagesProBody,
  ImagesProReply,
  MusicOnboardingReply,
  MusicProBody,
  MusicProReply,
  StartTrialBody,
  StartTrialReply,
  SubscriptionsReply,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/auth-guard';
import type { SubscriptionsService } from './subscriptions.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['subscriptions'];

/** "subscriptions flag": true, 1, "true" or "1" ask for the list. */
const asked = (flag: unknown) =>
  flag === true || flag === 1 || (typeof flag === 'string' && ['true', '1'].includes(flag.toLowerCase()));

/** Trials, the image tier and music pro status, and the caller's subscription records. */
export const subscriptionsRoutes =
  ({ subscriptions }: { subscriptions: SubscriptionsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/user/starttrial',
      { schema: { tags, body: StartTrialBody, response: { 200: StartTrialReply, ...errors } } },
      async (req) => subscriptions.startTrial(requireUser(req), req.body.tier),
    );

    // Status polls answer visitors too (Free), so a page polling before sign-in gets no errors.
    app.post(
      '/user/imagespro',
      { schema: { tags, body: ImagesProBody, response: { 200: ImagesProReply, ...errors } } },
      async (req) => subscriptions.imagesPro(req.caller?.userId ?? null, asked(req.body?.subscriptions)),
    );

    app.post(
      '/user/musicpro',
      { schema: { tags, body: MusicProBody, response: { 200: MusicProReply, ...errors } } },
      async (req) => subscriptions.musicPro(req.caller),
    );

    app.post(
      '/user/musicpro/onboarding',
      { schema: { tags, response: { 200: MusicOnboardingReply, ...errors } } },
      async (req) => {
        await subscriptions.dismissMusicOnboarding(requireUser(req).userId);
        return { displayOnboarding: false as const };
      },
    );

    app.get(
      '/user/subscriptions',
      { schema: { tags, response: { 200: SubscriptionsReply, ...errors } } },
      async (req) => ({ subscriptions: await subscriptions.list(requireUser(req).userId) }),
    );
  };
