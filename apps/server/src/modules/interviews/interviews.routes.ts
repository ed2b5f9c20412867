import {
  CreateInterviewQuestionsBody,
  ErrorBody,
  InterviewParams,
  InterviewQuestionsReply,
  InterviewResultReply,
  OfficeInterviewsParams,
  OfficeInterviewsQuery,
  OfficeInterviewsReply,
  SubmitInterviewBody,
  SubmitInterviewQuery,
  SubmitInterviewReply,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { senderOf } from '../../shared/visitor-identity';
import type { InterviewsService } from './interviews.service';

const tags = ['interviews'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/**
 * Mock interviews: questions for a job title (anyone: the setup's Interview tab and the public practice
 * page), submissions (anyone; visitors and guests under a per-address quota), a result
 * by its random id, and an office's results for its owner and admins.
 */
export const interviewsRoutes =
  ({
    interviews,
    cookieSecure,
  }: {
    interviews: InterviewsService;
    cookieSecure: boolean;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/openai/createInterviewQuestions',
      {
        schema: {
          tags,
          body: CreateInterviewQuestionsBody,
          response: { 200: InterviewQuestionsReply, ...errors },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      // Anyone: the practice page (/mock-interview) is public; the route's rate limit bounds it.
      async (req) => interviews.questions(req.body),
    );

    app.post(
      '/openai/submitInterview',
      {
        schema: {
          tags,
          querystring: SubmitInterviewQuery,
          body: SubmitInterviewBody,
          response: { 200: SubmitInterviewReply, ...errors },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (req, reply) =>
        interviews.submit(
          req.caller,
          senderOf(req, reply, { create: true, cookieSecure })!,
          req.ip,
          req.query,
          req.body,
        ),
    );

    app.get(
      '/user/interview/:id',
      { schema: { tags, params: InterviewParams, response: { 200: InterviewResultReply, ...errors } } },
      async (req, reply) => {
        void reply.header('cache-control', 'no-store');
        return interviews.result(req.params.id);
      },
    );

    app.get(
      '/interviews/office/:officeId',
      {
        schema: {
          tags,
          params: OfficeInterviewsParams,
          querystring: OfficeInterviewsQuery,
          response: { 200: OfficeInterviewsReply, ...errors },
        },
      },
      async (req, reply) => {
        void reply.header('cache-control', 'no-store');
        return interviews.listOffice(req.caller, req.params.officeId, req.query);
      },
    );
  };
