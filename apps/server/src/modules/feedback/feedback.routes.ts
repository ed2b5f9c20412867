import {
  ClientReviewsQuery,
  ClientReviewsReply,
  ErrorBody,
  FeedbackBody,
  FeedbackMineReply,
  FormSubmissionsReply,
  FormSubmitBody,
  OfficeFeedbackReply,
  OkReply,
  SubmissionsParams,
  SubmissionsQuery,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { senderOf } from '../../shared/visitor-identity';
import type { FeedbackService } from './feedback.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };
/** Feedback and forms are open to visitors: a tighter limit per address than the API's general one (chosen). */
export const SUBMISSIONS_PER_MINUTE = 10;

export interface FeedbackRouteDeps {
  feedback: FeedbackService;
  cookieSecure: boolean;
}

/**
 * POST /feedback (demo requests, ratings, reviews, the popup's skip), GET /feedback/mine (should the popup
 * ask), GET /feedback/office/:officeId (what an office's page received), and dialog forms: POST /forms/submit,
 * GET /forms/:officeId.
 */
export const feedbackRoutes =
  ({ feedback, cookieSecure }: FeedbackRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/feedback',
      {
        schema: { tags: ['feedback'], body: FeedbackBody, response: { 200: OkReply, ...errors } },
        config: { rateLimit: { max: SUBMISSIONS_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (req, reply) =>
        feedback.send(req.caller, senderOf(req, reply, { create: true, cookieSecure })!, req.ip, req.body),
    );

    app.get(
      '/images/client-reviews',
      {
        schema: {
          tags: ['feedback'],
          querystring: ClientReviewsQuery,
          response: { 200: ClientReviewsReply, ...errors },
        },
      },
      async (req) => feedback.clientReviews(req.query),
    );

    app.get(
      '/feedback/mine',
      { schema: { tags: ['feedback'], response: { 200: FeedbackMineReply, ...errors } } },
      async (req, reply) => {
        void reply.header('cache-control', 'no-store');
        return feedback.mine(senderOf(req, reply, { create: false, cookieSecure }));
      },
    );

    app.get(
      '/feedback/office/:officeId',
      {
        schema: {
          tags: ['feedback'],
          params: SubmissionsParams,
          querystring: SubmissionsQuery,
          response: { 200: OfficeFeedbackReply, ...errors },
        },
      },
      async (req, reply) => {
        void reply.header('cache-control', 'no-store');
        return feedback.ofOffice(req.caller, req.params.officeId, req.query);
      },
    );

    app.post(
      '/forms/submit',
      {
        schema: { tags: ['forms'], body: FormSubmitBody, response: { 200: OkReply, ...errors } },
        config: { rateLimit: { max: SUBMISSIONS_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (req, reply) =>
        feedback.submitForm(
          req.caller,
          senderOf(req, reply, { create: true, cookieSecure })!,
          req.ip,
          req.body,
        ),
    );

    app.get(
      '/forms/:officeId',
      {
        schema: {
          tags: ['forms'],
          params: SubmissionsParams,
          querystring: SubmissionsQuery,
          response: { 200: FormSubmissionsReply, ...errors },
        },
      },
      async (req, reply) => {
        void reply.header('cache-control', 'no-store');
        return feedback.formsOfOffice(req.caller, req.params.officeId, req.query);
      },
    );
  };
